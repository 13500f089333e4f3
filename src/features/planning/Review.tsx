import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import type { PlanningSubmission } from '#contract/planning.ts'
import { todayIn } from '#core/zoned-time.ts'
import { useNavigateWhenReady } from '#src/lib/navigate-when-ready.ts'
import { zonedFields } from '#src/lib/zoned-date.ts'
import { Button } from '#src/ui/Button.tsx'
import { clearDraft, getDraft, updateDraft, useDraft } from './draft.ts'
import { decedentFirstName, stepLabel } from './headings.ts'
import { FlowLink, PlanningPage } from './PlanningPage.tsx'
import { submitPlanning } from './queries.ts'
import { rememberSentRequest } from './sent-request.ts'
import type { PlanningSession } from './session.ts'
import { SubmitProblem, type Problem } from './SubmitProblem.tsx'
import {
  attemptFor,
  displayAnswer,
  errorLinks,
  fieldsFor,
  initialValue,
  LOCATIONS_PATH,
  PLAN_NOW_PATH,
  PLAN_TYPE_CHOICES,
  stepPath,
  stepSections,
  THANK_YOU_PATH,
} from './steps.ts'

const editHref = (urlKey: string) => `${stepPath(urlKey)}?from=review`

/** The answer checks, with zod and the phone rules: loaded as the review opens, awaited by Send. */
const loadSubmission = () => import('./submission.ts')

/** /plan-now/review: every answer by section, each with a way back to change it; then send. */
export function Review({ session, timeZone }: { session: PlanningSession; timeZone: string }) {
  const navigate = useNavigateWhenReady()
  const draft = useDraft()
  const answers = draft?.answers ?? {}
  const steps = stepSections(session.form, session.planType)
  const location = session.locations.find((l) => l.id === session.locationId)
  const name = decedentFirstName(session.form.sections, answers)
  const [problem, setProblem] = useState<Problem>()
  // Set at once, before React re-renders the button as busy: a double click sends once.
  const sending = useRef(false)
  // Send checks the answers with the api's rules; their code comes now, while the answers are read.
  useEffect(() => {
    loadSubmission().catch(() => undefined)
  }, [])
  const submit = useMutation({
    mutationFn: ({ body, key }: { body: PlanningSubmission; key: string }) => submitPlanning(body, key),
  })

  /** Lists the refused answers beside Send; kept with the draft, so each step shows its own beside its fields. */
  function showFieldErrors(errors: Record<string, string>) {
    updateDraft((d) => ({ ...d, errors }))
    setProblem({ kind: 'answers', links: errorLinks(session.form, session.planType, errors) })
  }

  async function send() {
    const locationId = session.locationId
    if (sending.current || locationId === undefined) return
    sending.current = true
    setProblem(undefined)
    try {
      const { buildSubmission } = await loadSubmission()
      const check = buildSubmission(
        session.form,
        session.planType,
        locationId,
        getDraft()?.answers ?? {},
        todayIn(timeZone, undefined, zonedFields),
      )
      if (!check.ok) {
        showFieldErrors(check.errors)
        return
      }
      // One Idempotency-Key per attempt: kept (on the device too) while the answers stay the same.
      const attempt = attemptFor(getDraft()?.attempt, JSON.stringify(check.body))
      updateDraft((d) => ({ ...d, attempt }))
      const receipt = await submit.mutateAsync({ body: check.body, key: attempt.key })
      rememberSentRequest(receipt.reference)
      await navigate({ href: `${THANK_YOU_PATH}?reference=${encodeURIComponent(receipt.reference)}`, replace: true })
      clearDraft()
    } catch (error) {
      if (isApiError(error, 422) && error.errors && Object.keys(error.errors).length > 0) {
        showFieldErrors(error.errors)
      } else {
        // A failed send, or the checks' code could not be loaded: the answers stay, try again.
        setProblem({ kind: 'failed' })
      }
    } finally {
      sending.current = false
    }
  }

  const planTypeLabel = PLAN_TYPE_CHOICES.find((c) => c.value === session.planType)?.label ?? session.planType
  return (
    <PlanningPage heading="Review your answers">
      <p className="plan-now__lead">Please check everything below. You can change any answer before you send your request.</p>

      <section className="plan-now__section" aria-labelledby="review-request">
        <h2 id="review-request" className="m-0 mb-3 text-xl">
          Your request
        </h2>
        <dl className="plan-now__answers">
          <div>
            <dt>Planning for</dt>
            <dd>
              {planTypeLabel}{' '}
              <FlowLink className="plan-now__edit ml-2" href={PLAN_NOW_PATH}>
                Change<span className="visually-hidden"> who you are planning for</span>
              </FlowLink>
            </dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>
              {location?.name ?? 'Not chosen'}
              {session.locations.length > 1 ? (
                <FlowLink className="plan-now__edit ml-2" href={LOCATIONS_PATH}>
                  Change<span className="visually-hidden"> location</span>
                </FlowLink>
              ) : null}
            </dd>
          </div>
        </dl>
      </section>

      {steps.map((section) => {
        const shown = fieldsFor(section, session.planType)
          .map((field) => ({ field, text: displayAnswer(field, initialValue(field, answers)) }))
          .filter((row): row is { field: typeof row.field; text: string } => row.text !== undefined)
        const headingId = `review-${section.urlKey}`
        const label = stepLabel(section, session.planType, name)
        return (
          <section key={section.urlKey} className="plan-now__section" aria-labelledby={headingId}>
            <div className="plan-now__section-head">
              <h2 id={headingId}>{label}</h2>
              <FlowLink className="plan-now__edit" href={editHref(section.urlKey)}>
                Edit<span className="visually-hidden"> {label}</span>
              </FlowLink>
            </div>
            {shown.length === 0 ? (
              <p className="plan-now__muted m-0">Nothing entered.</p>
            ) : (
              <dl className="plan-now__answers">
                {shown.map(({ field, text }) => (
                  <div key={field.id}>
                    <dt>{field.name}</dt>
                    <dd>{text}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        )
      })}

      <SubmitProblem problem={problem} />
      <div className="plan-now__actions">
        <FlowLink
          className="button button--secondary button--lg"
          href={steps.length > 0 ? stepPath(steps[steps.length - 1]?.urlKey ?? '') : PLAN_NOW_PATH}
        >
          Back
        </FlowLink>
        <Button size="lg" onClick={() => void send()} busy={submit.isPending}>
          {submit.isPending ? 'Sending…' : 'Send my request'}
        </Button>
      </div>
      <output className="plan-now__status">{submit.isPending ? 'Sending your request. Please keep this page open.' : ''}</output>
    </PlanningPage>
  )
}
