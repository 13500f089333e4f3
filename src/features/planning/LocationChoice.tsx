import { useStore } from '@tanstack/react-form'
import type { PlanningLocation } from '#contract/planning.ts'
import { VALIDATION_MESSAGES } from '#contract/validation.ts'
import { useNavigateWhenReady } from '#src/lib/navigate-when-ready.ts'
import { Button } from '#src/ui/Button.tsx'
import { EmptyState } from '#src/ui/EmptyState.tsx'
import { useAppForm } from '#src/ui/fields/form.ts'
import { updateDraft } from './draft.ts'
import { FlowLink, PlanningPage } from './PlanningPage.tsx'
import type { PlanningSession } from './session.ts'
import { introMessage, PLAN_NOW_PATH, stepPath, stepSections } from './steps.ts'

function addressLine(location: PlanningLocation): string {
  const a = location.address
  return [a.line1, a.line2, `${a.city}, ${a.region} ${a.postalCode}`].filter(Boolean).join(', ')
}

/** /plan-now/locations: which of the funeral home's locations the request goes to. */
export function LocationChoice({ session }: { session: PlanningSession }) {
  const navigate = useNavigateWhenReady()
  const first = stepSections(session.form, session.planType)[0]
  const app = useAppForm({
    defaultValues: { locationId: session.locationId ? String(session.locationId) : '' },
    onSubmit: async ({ value }) => {
      const locationId = Number(value.locationId)
      if (!session.locations.some((l) => l.id === locationId)) return
      updateDraft((d) => ({ ...d, locationId }))
      await navigate({ href: first ? stepPath(first.urlKey) : PLAN_NOW_PATH })
    },
  })
  // Next may wait for the first step's code on a slow network: the button says so at once.
  const moving = useStore(app.store, (s) => s.isSubmitting)
  const options = session.locations.map((l) => ({
    value: String(l.id),
    label: l.name,
    hint: (
      <>
        {addressLine(l)}
        {l.phoneNumber ? <> · {l.phoneNumber}</> : null}
        <br />
        <a className="plan-now__location-map" href={l.mapUrl} target="_blank" rel="noopener noreferrer">
          Map<span className="visually-hidden"> of {l.name} (opens in a new tab)</span>
        </a>
      </>
    ),
  }))
  return (
    <PlanningPage heading="Choose a location">
      <p className="plan-now__callout">{introMessage(session.planType)}</p>
      {session.locations.length === 0 ? (
        <EmptyState kind="none" homeLink />
      ) : (
        <app.AppForm>
          <app.Form aria-label="Location">
            <app.AppField
              name="locationId"
              validators={{ onChange: ({ value }) => (value === '' ? VALIDATION_MESSAGES.required : undefined) }}
            >
              {(f) => <f.RadioGroupField label="Which location would you like to work with?" options={options} required />}
            </app.AppField>
            <div className="plan-now__actions">
              <FlowLink className="button button--secondary button--lg" href={PLAN_NOW_PATH}>
                Back
              </FlowLink>
              <Button type="submit" size="lg" busy={moving}>
                Next
              </Button>
            </div>
          </app.Form>
        </app.AppForm>
      )}
    </PlanningPage>
  )
}
