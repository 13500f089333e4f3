import { useQuery } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useEffect } from 'react'
import { VALIDATION_MESSAGES } from '#contract/validation.ts'
import { useNavigateWhenReady } from '#src/lib/navigate-when-ready.ts'
import { Button } from '#src/ui/Button.tsx'
import { useAppForm } from '#src/ui/fields/form.ts'
import { clearDraft, updateDraft, useDraft } from './draft.ts'
import { PlanningPage } from './PlanningPage.tsx'
import { planningFormQuery, planningLocationsQuery } from './queries.ts'
import { introMessage, isPlanType, LOCATIONS_PATH, PLAN_TYPE_CHOICES, stepPath, stepSections } from './steps.ts'

/** /plan-now: who the planning is for (spec §4 plan types), with the spec §9 intro message. */
export function PlanTypeChoice() {
  const navigate = useNavigateWhenReady()
  const draft = useDraft()
  // Loaded by the route (SSR): ready here, and kept in the cache for the screens that follow.
  const { data: form } = useQuery(planningFormQuery())
  const { data: locations } = useQuery(planningLocationsQuery())
  const started = !!draft?.planType
  const app = useAppForm({
    defaultValues: { planType: '' },
    onSubmit: async ({ value }) => {
      if (!isPlanType(value.planType) || !form || !locations) return
      const planType = value.planType
      const only = locations.length === 1 ? locations[0] : undefined
      // Answers to another plan type's questions stay in the draft: they are not sent (checkAnswers drops them).
      updateDraft((d) => ({ ...d, planType, locationId: only ? only.id : d.locationId, errors: undefined }))
      const first = stepSections(form, planType)[0]
      await navigate({ href: only && first ? stepPath(first.urlKey) : LOCATIONS_PATH })
    },
  })
  const chosen = useStore(app.store, (s) => s.values.planType)
  // Continue may wait for the next screen's code on a slow network: the button says so at once.
  const moving = useStore(app.store, (s) => s.isSubmitting)

  // The draft is read in the browser only (after hydration): a returning visitor's choice comes back.
  useEffect(() => {
    if (draft?.planType && app.getFieldValue('planType') === '') app.setFieldValue('planType', draft.planType)
  }, [draft?.planType, app])

  return (
    <PlanningPage heading="Plan now" savedNote={started}>
      <p className="plan-now__lead">
        Tell us a little about your wishes and we will be in touch. It takes about ten minutes, you can go back and change anything before
        you send it, and nothing is final until you speak with us.
      </p>
      {started ? (
        <div className="plan-now__callout">
          <p className="m-0">Welcome back. The answers you gave before are still here on this device.</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => {
              clearDraft()
              app.reset({ planType: '' })
            }}
          >
            Start over
          </Button>
        </div>
      ) : null}
      <app.AppForm>
        <app.Form aria-label="Plan type">
          <app.AppField
            name="planType"
            validators={{ onChange: ({ value }) => (isPlanType(value) ? undefined : VALIDATION_MESSAGES.required) }}
          >
            {(f) => <f.RadioGroupField label="Who are you planning for?" options={PLAN_TYPE_CHOICES} required />}
          </app.AppField>
          <p className="plan-now__callout" aria-live="polite">
            {isPlanType(chosen) ? introMessage(chosen) : ''}
          </p>
          <div className="plan-now__actions">
            <span />
            <Button type="submit" size="lg" disabled={!form || !locations} busy={moving}>
              Continue
            </Button>
          </div>
        </app.Form>
      </app.AppForm>
    </PlanningPage>
  )
}
