import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { mayConvert, type MarkableRequestState } from '#contract/request-states.ts'
import type { PlanningRequest, RequestCaseBody } from '#contract/studio-requests.ts'
import { fullName } from '#core/names.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { caseDirectorsQuery, requestQuery, studioKeys } from './queries.ts'
import { answeredSections, planTypeLabel, sentAt, stateLine } from './requests.ts'

/**
 * One planning request (issue 37 point 7): every answer as the visitor's review screen showed
 * it, its state, and what staff do with it: mark it contacted or closed, or open a case from it
 * (the location and director chosen are kept in the address, so a reload keeps them).
 */
export function RequestDetail({
  requestId,
  choice,
  onChoose,
}: {
  requestId: number
  choice: CaseChoice
  onChoose: (choice: CaseChoice) => void
}) {
  const { data: request } = useSuspenseQuery(requestQuery(requestId))
  const { company } = useSite()
  const name = fullName(request.person)
  return (
    <main id="main" className="page portal-page">
      <p>
        <Link to="/studio/requests">All planning requests</Link>
      </p>
      <h1>Planning request for {name}</h1>
      <dl className="studio-answers">
        <div>
          <dt>State</dt>
          <dd>
            {stateLine(request)}
            {request.stateChangedAt ? ` on ${sentAt(request.stateChangedAt, company.timeZone)}` : null}
          </dd>
        </div>
        <div>
          <dt>Planning for</dt>
          <dd>{planTypeLabel(request.planType)}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{request.locationName}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>
            {sentAt(request.createdAt, company.timeZone)} · reference {request.reference}
          </dd>
        </div>
      </dl>
      {request.case ? (
        <p className="studio-note">
          A case is open for {name}:{' '}
          <Link to="/studio/cases/$id" params={{ id: String(request.case.id) }}>
            open the case
          </Link>
          .
        </p>
      ) : (
        <RequestActions request={request} choice={choice} onChoose={onChoose} />
      )}
      {answeredSections(request).map((section) => (
        <section key={section.key} className="studio-answers__section" aria-labelledby={`answers-${section.key}`}>
          <h2 id={`answers-${section.key}`}>{section.label}</h2>
          {section.rows.length === 0 ? (
            <p className="studio-note">Nothing entered.</p>
          ) : (
            <dl className="studio-answers">
              {section.rows.map((row) => (
                <div key={row.id}>
                  <dt>{row.label}</dt>
                  <dd>{row.text}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </main>
  )
}

/** The location and director chosen for the case, kept in the address (so a reload keeps them); absent: the request's location, the one opening it. */
export type CaseChoice = { location?: number | undefined; director?: number | undefined }

function RequestActions({
  request,
  choice,
  onChoose,
}: {
  request: PlanningRequest
  choice: CaseChoice
  onChoose: (choice: CaseChoice) => void
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { locations } = useSite()
  const { data: directors } = useSuspenseQuery(caseDirectorsQuery)
  const [problem, setProblem] = useState<string>()
  const [note, setNote] = useState<string>()
  const locationId = choice.location ?? request.locationId

  const refresh = (updated?: PlanningRequest) => {
    if (updated) queryClient.setQueryData(requestQuery(request.id).queryKey, updated)
    void queryClient.invalidateQueries({ queryKey: studioKeys.all })
  }

  const mark = useMutation({
    mutationFn: (state: MarkableRequestState) =>
      call(operations.postApiStaffPlanningRequestsByRequestIdState, { params: { requestId: request.id }, body: { state } }),
    onMutate: () => {
      setProblem(undefined)
      setNote(undefined)
    },
    onSuccess: (updated) => {
      refresh(updated)
      setNote(updated.state === 'closed' ? 'The request is closed.' : 'The request is marked contacted.')
    },
    onError: (error) => setProblem(isApiError(error, 409) ? error.message : sessionProblem(error)),
  })

  const open = useMutation({
    mutationFn: (body: RequestCaseBody) =>
      call(operations.postApiStaffPlanningRequestsByRequestIdCase, { params: { requestId: request.id }, body }),
    onMutate: () => {
      setProblem(undefined)
      setNote(undefined)
    },
    onSuccess: async (opened) => {
      refresh()
      await navigate({ to: '/studio/cases/$id', params: { id: String(opened.id) } })
    },
    onError: (error) =>
      setProblem(isApiError(error, 422) ? (Object.values(error.errors ?? {})[0] ?? error.message) : sessionProblem(error)),
  })

  const busy = mark.isPending || open.isPending
  const email = request.contact.email
  return (
    <section aria-labelledby="request-actions" className="studio-request-actions">
      <h2 id="request-actions">What to do with it</h2>
      <form
        className="studio-request-case"
        onSubmit={(event) => {
          event.preventDefault()
          if (busy || !mayConvert(request.state)) return
          open.mutate({ locationId, ...(choice.director ? { directorUserId: choice.director } : {}) })
        }}
      >
        <div className="studio-filter">
          <label htmlFor="request-location">Location</label>
          <select
            id="request-location"
            value={String(locationId)}
            onChange={(e) => onChoose({ ...choice, location: Number(e.target.value) })}
          >
            {locations.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="studio-filter">
          <label htmlFor="request-director">Director in charge</label>
          <select
            id="request-director"
            value={choice.director ? String(choice.director) : ''}
            onChange={(e) => onChoose({ ...choice, director: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">You</option>
            {directors.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.firstName} {d.lastName}
              </option>
            ))}
          </select>
        </div>
        <p className="studio-note">
          {email
            ? `${fullName(request.contact)} is invited to the family portal by mail (${email}) as the case’s first family member.`
            : 'The request gave no email address, so nobody is invited yet: invite the family from the case.'}
        </p>
        <Button type="submit" busy={open.isPending}>
          {open.isPending ? 'Opening the case…' : 'Open a case from this request'}
        </Button>
      </form>
      <div className="studio-member__actions">
        {request.state !== 'contacted' ? (
          <Button
            variant="secondary"
            busy={mark.isPending && mark.variables === 'contacted'}
            onClick={() => !busy && mark.mutate('contacted')}
          >
            Mark contacted
          </Button>
        ) : null}
        {request.state !== 'closed' ? (
          <Button variant="secondary" busy={mark.isPending && mark.variables === 'closed'} onClick={() => !busy && mark.mutate('closed')}>
            Close the request
          </Button>
        ) : null}
      </div>
      <output className="studio-note">{note}</output>
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </section>
  )
}
