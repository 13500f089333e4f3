import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffService } from '#contract/studio-services.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { ServiceForm } from './forms.tsx'
import { caseServicesQuery } from './queries.ts'

/** When a service is, as the home's clock reads it: "Monday, December 14, 2026 · 10:30 to 12:00". */
export function serviceWhen(service: Pick<StaffService, 'date' | 'startTime' | 'endTime'>): string {
  const day = new Date(`${service.date}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'full', timeZone: 'UTC' })
  return `${day} · ${service.startTime}${service.endTime ? ` to ${service.endTime}` : ''}`
}

/** A case's services for staff (issue 37 point 6): what is set, changing or removing one, adding one. The family's case home and the obituary follow. */
export function CaseServices({ caseId }: { caseId: number }) {
  const queryClient = useQueryClient()
  const { data: services } = useSuspenseQuery(caseServicesQuery(caseId))
  const [note, setNote] = useState<string>()
  const changed = (message: string) => {
    setNote(message)
    void queryClient.invalidateQueries({ queryKey: caseServicesQuery(caseId).queryKey })
    // The family's case home reads the same services.
    void queryClient.invalidateQueries({ queryKey: portalKeys.services(caseId) })
  }
  return (
    <>
      <output className="studio-note">{note}</output>
      <h2>Set for this case</h2>
      {services.length === 0 ? (
        <p>No services are set yet. Add the first below: the family sees it on their case home, and visitors on the obituary.</p>
      ) : (
        <ul className="studio-cases" aria-label="Services">
          {services.map((service) => (
            <ServiceRow
              key={service.id}
              caseId={caseId}
              service={service}
              onChanged={(saved) => changed(`The ${saved.label.toLowerCase()} is changed.`)}
              onRemoved={() => changed(`The ${service.label.toLowerCase()} is removed.`)}
            />
          ))}
        </ul>
      )}
      <h2>Add a service</h2>
      <ServiceForm caseId={caseId} onSaved={(service) => changed(`The ${service.label.toLowerCase()} is added.`)} />
    </>
  )
}

function ServiceRow({
  caseId,
  service,
  onChanged,
  onRemoved,
}: {
  caseId: number
  service: StaffService
  onChanged: (saved: StaffService) => void
  onRemoved: () => void
}) {
  const [problem, setProblem] = useState<string>()
  const [changing, setChanging] = useState(false)
  const changeButton = useRef<HTMLButtonElement>(null)
  const remove = useMutation({
    mutationFn: () => call(operations.deleteApiStaffCasesByCaseIdServicesByServiceId, { params: { caseId, serviceId: service.id } }),
    onMutate: () => setProblem(undefined),
    onSuccess: onRemoved,
    onError: (error) => setProblem(sessionProblem(error)),
  })
  // Closing the form puts the keyboard back on the button that opened it.
  const close = () => {
    setChanging(false)
    requestAnimationFrame(() => changeButton.current?.focus())
  }
  const name = service.label.toLowerCase()
  const formId = `service-${service.id}-change`
  return (
    <li className="studio-case">
      <h3 className="studio-case__name">{service.label}</h3>
      <p className="studio-case__facts">
        {serviceWhen(service)} · {service.place.name}
      </p>
      {service.note ? <p>{service.note}</p> : null}
      <div className="studio-member__actions">
        {/* A disclosure: the form opens below the button, which stays where the keyboard is. */}
        <Button
          ref={changeButton}
          variant="secondary"
          size="sm"
          aria-expanded={changing}
          aria-controls={formId}
          onClick={() => setChanging(!changing)}
        >
          Change the {name}
        </Button>
        <Button variant="secondary" size="sm" busy={remove.isPending} onClick={() => remove.mutate()}>
          Remove the {name}
        </Button>
      </div>
      <div id={formId}>
        {changing ? (
          <ServiceForm
            caseId={caseId}
            service={service}
            onSaved={(saved) => {
              close()
              onChanged(saved)
            }}
            onCancel={close}
          />
        ) : null}
      </div>
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}
