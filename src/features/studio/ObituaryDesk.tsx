import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { MediaFile } from '#contract/files.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { SERVICE_EVENT_LABELS } from '#contract/obituary-constants.ts'
import type { StaffObituary, StaffObituaryDesk } from '#contract/studio-obituaries.ts'
import { OBITUARY_STATE_LABELS } from '#contract/studio-obituary-states.ts'
import { fullName } from '#core/names.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { ObituaryPreview } from '#src/features/obituaries/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { serviceWhen } from './CaseServices.tsx'
import { ObituaryBanner, ObituaryForm, ObituaryPortrait, ObituaryScheduleForm } from './forms.tsx'
import { typedDiffers, typedPreview } from './obituary-preview.ts'
import { obituaryValues, type ObituaryValues } from './obituary-values.ts'
import { ObituaryWall } from './ObituaryWall.tsx'
import { obituaryDeskQuery } from './queries.ts'
import { sentAt } from './requests.ts'

/** Who did what and when, in the editor's words, on the home's clock. */
export function obituaryFacts(o: StaffObituary, timeZone: string): string[] {
  const at = (iso: string) => sentAt(iso, timeZone)
  const facts: string[] = []
  if (o.updatedBy) facts.push(`Last changed by ${fullName(o.updatedBy)}${o.updatedByFamily ? ' (family)' : ''} on ${at(o.updatedAt)}.`)
  if (o.sentAt) facts.push(`Sent to the family by ${o.sentBy ? fullName(o.sentBy) : 'the home'} on ${at(o.sentAt)}.`)
  facts.push(
    o.approval
      ? `Approved by ${fullName(o.approval.approvedBy)} on ${at(o.approval.approvedAt)}.`
      : 'The family has not approved these words.',
  )
  if (o.scheduledFor) facts.push(`Goes public on ${at(o.scheduledFor)}.`)
  if (o.publishedAt) facts.push(`Public since ${at(o.publishedAt)}.`)
  return facts
}

/**
 * The obituary desk for one case (issue 38 point 1): where it stands and who did what, the editor,
 * sending it to the family, publishing now or at a time, unpublishing, the preview as the public
 * page shows it, the case's services (changed on its Services screen), the wall and the versions.
 */
export function ObituaryDeskView({ caseId, caseStart }: { caseId: number; caseStart: ObituaryValues }) {
  const queryClient = useQueryClient()
  const { company } = useSite()
  const { data } = useSuspenseQuery(obituaryDeskQuery(caseId))
  const [note, setNote] = useState<string>()
  const changed = (message: string) => {
    setNote(message)
    void queryClient.invalidateQueries({ queryKey: obituaryDeskQuery(caseId).queryKey })
    void queryClient.invalidateQueries({ queryKey: ['studio', 'obituaries'] })
  }
  const o = data.obituary
  const savedValues = o ? obituaryValues(o) : caseStart
  // What the form holds now: the preview shows it, labelled as not saved, until it is saved.
  const [typed, setTyped] = useState<ObituaryValues>()
  const unsaved = typedDiffers(typed, savedValues)
  return (
    <>
      <output className="studio-note">{note}</output>
      <p className="studio-case__facts">
        <strong>{OBITUARY_STATE_LABELS[o?.state ?? 'not-started']}</strong>
      </p>
      {o ? (
        <ul aria-label="Who did what">
          {obituaryFacts(o, company.timeZone).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : (
        <p>Nothing is written yet. Write it below, or start from the family’s details.</p>
      )}
      {o?.publishedAt ? (
        <p>
          <a href={o.publicPath}>Open the public page</a>
        </p>
      ) : null}
      <ObituaryForm
        key={o?.updatedAt ?? 'new'}
        caseId={caseId}
        start={savedValues}
        published={o?.publishedAt != null}
        onSaved={() => changed('The obituary is saved.')}
        onTyped={setTyped}
      />
      {o ? <ObituaryPortrait caseId={caseId} current={o.photo} onSaved={() => changed('The portrait is saved.')} /> : null}
      {o ? <ObituaryBanner caseId={caseId} current={o.banner} onChanged={changed} /> : null}
      {o ? <Actions caseId={caseId} obituary={o} onChanged={changed} /> : null}
      {unsaved ? (
        <section aria-labelledby="obituary-preview-title" className="studio-obituary__unsaved">
          <h2 id="obituary-preview-title">Preview of what you typed, not saved yet</h2>
          <p>The public page does not show these words until you save them.</p>
          <BannerPreview banner={o?.banner ?? null} />
          <ObituaryPreview obituary={typedPreview(typed, o?.photo ?? null)} />
        </section>
      ) : o ? (
        <section aria-labelledby="obituary-preview-title">
          <h2 id="obituary-preview-title">Preview, as the public page shows it</h2>
          <BannerPreview banner={o.banner} />
          <ObituaryPreview obituary={o} />
        </section>
      ) : null}
      <Services services={data.services} />
      <ObituaryWall key={data.wall.updatedAt ?? 'unset'} caseId={caseId} saved={data.wall} onSaved={changed} />
      <Versions versions={data.versions} timeZone={company.timeZone} />
    </>
  )
}

/** The banner above the obituary, as the desk previews it (the public page shares it; spec §2 has no banner region). */
function BannerPreview({ banner }: { banner: MediaFile | null }) {
  if (!banner) return null
  return (
    <img
      src={banner.url}
      alt="The banner"
      width={banner.width ?? 600}
      height={banner.height ?? 300}
      className="studio-obituary__banner w-full h-auto"
    />
  )
}

function Actions({ caseId, obituary, onChanged }: { caseId: number; obituary: StaffObituary; onChanged: (message: string) => void }) {
  const { company } = useSite()
  const [problem, setProblem] = useState<string>()
  const params = { caseId }
  const failed = (error: unknown) => setProblem(sessionProblem(error))
  const send = useMutation({
    mutationFn: () => call(operations.postApiStaffCasesByCaseIdObituarySend, { params }),
    onMutate: () => setProblem(undefined),
    onSuccess: () => onChanged('Sent. The family’s “Review the obituary” task is open for them.'),
    onError: failed,
  })
  const publish = useMutation({
    mutationFn: () => call(operations.postApiStaffCasesByCaseIdObituaryPublish, { params, body: { when: 'now' } }),
    onMutate: () => setProblem(undefined),
    onSuccess: () => onChanged('Published. The public page shows it now.'),
    onError: failed,
  })
  const unpublish = useMutation({
    mutationFn: () => call(operations.postApiStaffCasesByCaseIdObituaryUnpublish, { params }),
    onMutate: () => setProblem(undefined),
    onSuccess: (o) =>
      onChanged(o.state === 'draft' || o.state === 'with-family' ? 'It is off the public site. Correct it and publish it again.' : 'Done.'),
    onError: failed,
  })
  const busy = send.isPending || publish.isPending || unpublish.isPending
  const live = obituary.publishedAt !== null || obituary.scheduledFor !== null
  return (
    <section aria-labelledby="obituary-actions-title">
      <h2 id="obituary-actions-title">Review and publish</h2>
      <div className="studio-member__actions">
        {obituary.publishedAt ? null : (
          <Button variant="secondary" busy={send.isPending} aria-disabled={busy || undefined} onClick={() => busy || send.mutate()}>
            Send to the family
          </Button>
        )}
        {obituary.publishedAt ? null : (
          <Button busy={publish.isPending} aria-disabled={busy || undefined} onClick={() => busy || publish.mutate()}>
            Publish now
          </Button>
        )}
        {live ? (
          <Button
            variant="secondary"
            busy={unpublish.isPending}
            aria-disabled={busy || undefined}
            onClick={() => busy || unpublish.mutate()}
          >
            {obituary.publishedAt ? 'Unpublish' : 'Cancel the schedule'}
          </Button>
        ) : null}
      </div>
      <FormProblem message={problem} />
      {obituary.publishedAt ? (
        <p>It is public: a saved change shows on the public page at once, and the version before it is kept below.</p>
      ) : (
        <>
          <h3>Publish at a set time</h3>
          <ObituaryScheduleForm
            caseId={caseId}
            clock={`On the funeral home’s clock (${company.timeZone}), for example 10:00 or 14:30.`}
            onScheduled={() => onChanged('Scheduled. It goes public at that time.')}
          />
        </>
      )}
    </section>
  )
}

function Services({ services }: { services: StaffObituaryDesk['services'] }) {
  return (
    <section aria-labelledby="obituary-services-title">
      <h2 id="obituary-services-title">Services shown with it</h2>
      {services.length === 0 ? (
        <p>No services are set for this case. Add them on its Services screen; the obituary shows them.</p>
      ) : (
        <ul aria-label="Services shown">
          {services.map((s) => (
            <li key={s.id}>
              {SERVICE_EVENT_LABELS[s.kind]}: {serviceWhen(s)} · {s.place.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Versions({ versions, timeZone }: { versions: StaffObituaryDesk['versions']; timeZone: string }) {
  if (versions.length === 0) return null
  return (
    <section aria-labelledby="obituary-versions-title">
      <h2 id="obituary-versions-title">Published versions</h2>
      <ol aria-label="Published versions">
        {versions.toReversed().map((v) => (
          <li key={v.version}>
            <details>
              <summary>
                Version {v.version}: public from {sentAt(v.publishedAt, timeZone)}
                {v.unpublishedAt ? ` to ${sentAt(v.unpublishedAt, timeZone)}` : ', shown now'}
                {v.publishedBy ? `, by ${fullName(v.publishedBy)}` : ''}
              </summary>
              <p className="whitespace-pre-line">{v.text}</p>
            </details>
          </li>
        ))}
      </ol>
    </section>
  )
}
