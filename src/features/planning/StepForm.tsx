import { useStore } from '@tanstack/react-form'
import { useEffect, useRef, useState } from 'react'
import type { PlanningField, PlanningSection } from '#contract/planning.ts'
import { dateOrderMessage, dateOrders, US_STATES, validateAnswer, type PlanningAnswer } from '#contract/planning-rules.ts'
import { todayIn } from '#core/zoned-time.ts'
import { ZIP_MASK } from '#src/lib/masks.ts'
import { useNavigateWhenReady } from '#src/lib/navigate-when-ready.ts'
import { zonedFields } from '#src/lib/zoned-date.ts'
import { Button } from '#src/ui/Button.tsx'
import { focusFirstInvalidField } from '#src/ui/fields/focus.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { AddressField } from './AddressField.tsx'
import { getDraft, mergeAnswers, updateDraft, type DraftAnswer } from './draft.ts'
import { decedentFirstName, sectionKind, stepHeading, stepLabel } from './headings.ts'
import { FlowLink, PlanningPage } from './PlanningPage.tsx'
import type { PlanningSession } from './session.ts'
import { apiAnswer, fieldsFor, initialValue, REVIEW_PATH, stepPosition } from './steps.ts'

const FORM_ID = 'plan-now-step'

/**
 * The browser's autofill, for the visitor's own contact details only: on the other steps it
 * would offer the visitor's name for the person they plan for.
 */
function autoCompleteFor(field: PlanningField, section: PlanningSection): string {
  if (sectionKind(section) !== 'contact') return 'off'
  const name = field.name.toLowerCase()
  if (field.type === 'email') return 'email'
  if (field.type === 'phone') return 'tel'
  if (field.type === 'zip') return 'postal-code'
  if (field.type === 'state') return 'address-level1'
  if (name.includes('first name')) return 'given-name'
  if (name.includes('last name')) return 'family-name'
  if (name === 'city') return 'address-level2'
  return 'off'
}

type StepFormProps = {
  session: PlanningSession
  urlKey: string
  fromReview: boolean
  /** The field the review's error summary linked to: it takes the focus rather than the first with a message. */
  focusField?: string
  timeZone: string
}

/** /plan-now/step/{urlKey}: one section of the server's form, its fields from their definitions. */
export function StepForm({ session, urlKey, fromReview, focusField, timeZone }: StepFormProps) {
  const navigate = useNavigateWhenReady()
  const position = stepPosition(session.form, session.planType, urlKey, session.locations.length)
  const section = position?.section
  const fields = section ? fieldsFor(section, session.planType) : []
  // Read once per step: the heading does not change under the visitor's fingers as they type a name.
  const [start] = useState(() => {
    const draft = getDraft()
    const name = decedentFirstName(session.form.sections, draft?.answers ?? {})
    const errors = Object.fromEntries(Object.entries(draft?.errors ?? {}).filter(([id]) => fields.some((f) => f.id === id)))
    return {
      answers: draft?.answers ?? {},
      heading: section ? stepHeading(section, session.planType, name) : '',
      label: section ? stepLabel(section, session.planType, name) : '',
      errors,
    }
  })
  const today = todayIn(timeZone, undefined, zonedFields)
  // Start/end dates: an end before its start is said beside the end (the same rule the api applies).
  const orders = dateOrders(session.form.sections.flatMap((s) => fieldsFor(s, session.planType)))
  // Next may wait (the next screen's data or code on a slow network): the button says so at once.
  const [saving, setSaving] = useState(false)
  const savingRef = useRef(false)
  const app = useAppForm({
    defaultValues: Object.fromEntries(fields.map((f) => [f.id, initialValue(f, start.answers)])) as Record<string, DraftAnswer>,
    onSubmit: async () => {
      if (savingRef.current || !position) return
      // The api's messages for these fields are answered now.
      updateDraft((d) => {
        if (!d.errors) return d
        const errors = Object.fromEntries(Object.entries(d.errors).filter(([id]) => !fields.some((f) => f.id === id)))
        return { ...d, errors: Object.keys(errors).length > 0 ? errors : undefined }
      })
      savingRef.current = true
      setSaving(true)
      try {
        await navigate({ href: fromReview ? REVIEW_PATH : position.next })
      } finally {
        savingRef.current = false
        setSaving(false)
      }
    },
  })

  /** The value of another field of the form: on this step from the form, else from the draft. */
  function answerOf(id: string): PlanningAnswer | undefined {
    const field = fields.find((f) => f.id === id)
    if (field) return apiAnswer(field, app.getFieldValue(id))
    const other = session.form.sections.flatMap((s) => s.fields).find((f) => f.id === id)
    return other ? apiAnswer(other, getDraft()?.answers[id]) : undefined
  }

  function validate(field: PlanningField, value: DraftAnswer): string | undefined {
    const own = validateAnswer(field, apiAnswer(field, value), today)
    if (own) return own
    const order = orders.find((o) => o.end.id === field.id)
    return order ? dateOrderMessage(order, answerOf(order.start.id), apiAnswer(field, value)) : undefined
  }

  // Saved as typed: every change goes to the draft on the device.
  const values = useStore(app.store, (s) => s.values)
  useEffect(() => {
    updateDraft((d) => {
      const answers = mergeAnswers(d.answers, values)
      return answers === d.answers ? d : { ...d, answers }
    })
  }, [values])

  // Messages from a refused submit (422) show beside their fields, the first one focused.
  const hasErrors = Object.keys(start.errors).length > 0
  useEffect(() => {
    if (!hasErrors) return
    applyServerErrors(app, start.errors)
    const linked = focusField && Object.hasOwn(start.errors, focusField) ? [focusField] : Object.keys(start.errors)
    const timer = setTimeout(() => {
      const element = document.getElementById(FORM_ID)
      if (element instanceof HTMLFormElement) focusFirstInvalidField(element, new Set(linked))
    }, 0)
    return () => clearTimeout(timer)
  }, [app, hasErrors, start.errors, focusField])

  if (!position || !section) return null
  return (
    <PlanningPage heading={start.heading} step={{ number: position.number, total: position.total, name: start.label }}>
      {hasErrors ? (
        <p className="plan-now__alert" role="alert">
          Please check the answers marked below.
        </p>
      ) : null}
      <app.AppForm>
        <app.Form id={FORM_ID} aria-label={start.label}>
          {fields.map((field) => (
            <app.AppField
              key={field.id}
              name={field.id}
              validators={{
                onChange: ({ value }) => validate(field, value),
                // An end date is judged again when its start changes.
                onChangeListenTo: orders.filter((o) => o.end.id === field.id).map((o) => o.start.id),
              }}
            >
              {(f) => {
                const common = { label: field.name, hint: field.hint, required: field.required }
                // Limited text: the limit reaches the field (issue 14: the fields show a counter for it).
                const limit = field.maxLength !== undefined ? { maxLength: field.maxLength } : {}
                const autoComplete = autoCompleteFor(field, section)
                switch (field.type) {
                  case 'email':
                    return <f.EmailField {...common} autoComplete={autoComplete} />
                  case 'phone':
                    return <f.PhoneField {...common} autoComplete={autoComplete} />
                  case 'date':
                    return <f.DateField {...common} autoComplete="off" />
                  case 'select':
                    return <f.SelectField {...common} options={field.options ?? []} />
                  case 'state':
                    return <f.SelectField {...common} options={field.options ?? US_STATES} autoComplete={autoComplete} width="medium" />
                  case 'radio':
                    return <f.RadioGroupField {...common} options={field.options ?? []} />
                  case 'checkbox':
                    return <f.CheckboxField {...common} />
                  case 'textarea':
                    return <f.TextareaField {...common} {...limit} rows={4} />
                  case 'zip':
                    return (
                      <f.MaskedField
                        {...common}
                        hint={field.hint ?? '5 digits, or ZIP+4.'}
                        mask={ZIP_MASK}
                        inputMode="numeric"
                        autoComplete={autoComplete}
                        width="short"
                      />
                    )
                  case 'address':
                    return <AddressField {...common} {...limit} parts={field.addressParts} />
                  default:
                    return <f.TextField {...common} {...limit} autoComplete={autoComplete} />
                }
              }}
            </app.AppField>
          ))}
          <div className="plan-now__actions">
            <FlowLink className="button button--secondary button--lg" href={fromReview ? REVIEW_PATH : position.previous}>
              Back
            </FlowLink>
            <Button type="submit" size="lg" busy={saving}>
              {fromReview || position.next === REVIEW_PATH ? 'Review my answers' : 'Next'}
            </Button>
          </div>
          <output className="plan-now__status">{saving ? 'Saving…' : ''}</output>
        </app.Form>
      </app.AppForm>
    </PlanningPage>
  )
}
