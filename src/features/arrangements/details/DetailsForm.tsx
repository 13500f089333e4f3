import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import type { Purchaser } from '#contract/arrangements.ts'
import { isApiError } from '#contract/errors.ts'
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { AddressFields } from '#src/ui/fields/AddressFields.tsx'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { toast } from '#src/ui/toast/toast.ts'
import { useSaveDetails } from '../contract-calls.ts'
import {
  purchaserBody,
  PurchaserDraftSchema,
  purchaserDraftKey,
  purchaserFormSchema,
  purchaserValues,
  samePurchaserValues,
} from './purchaser-form.ts'

export type DetailsFormProps = {
  caseId: number
  /** The purchaser saved on the contract, or null before anyone entered one. */
  purchaser: Purchaser | null
  /** The loved one's first name, for the relationship's label. */
  lovedOne: string
}

const NOT_SAVED = 'Your details were not saved'

/**
 * The purchaser's details (issue 18 point 5; POST contract/details), prefilled from the contract.
 * What is typed and not yet saved stays on the device (a closed tab or a reload loses nothing);
 * a failed save keeps everything on screen, says why beside the button and in a toast, and
 * "Save details" tries again.
 */
export function DetailsForm({ caseId, purchaser, lovedOne }: DetailsFormProps) {
  const saving = useSaveDetails(caseId)
  const [problem, setProblem] = useState<string>()
  const [restored, setRestored] = useState(false)
  // What the server holds now: the form's defaults (TanStack Form puts an untouched form back to
  // its option's defaults when they change, so they follow each save), and a draft equal to it is
  // nothing unsaved, so none is kept.
  const [saved, setSaved] = useState(() => purchaserValues(purchaser))

  const form = useAppForm({
    defaultValues: saved,
    validators: { onChange: purchaserFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const contract = await saving.mutateAsync(purchaserBody(value))
        const next = purchaserValues(contract.purchaser)
        draft.clear()
        setRestored(false)
        setSaved(next)
        formApi.reset(next)
        toast.success('Your details are saved')
      } catch (error) {
        const unmatched = isApiError(error, 422) && error.errors ? applyServerErrors(formApi, error.errors) : undefined
        const reason = unmatched && Object.keys(unmatched).length === 0 ? VALIDATION_MESSAGES.checkFields : sessionProblem(error)
        setProblem(reason)
        toast.error(NOT_SAVED, { description: `${reason} What you typed is still here: press Save details to try again.` })
      }
    },
  })

  const draft = useDeviceDraft({
    values: useStore(form.store, (state) => state.values),
    restore: (values) => {
      form.reset(values, { keepDefaultValues: true })
      setRestored(true)
    },
    keyFor: (host) => purchaserDraftKey(host, caseId),
    schema: PurchaserDraftSchema,
    toDraft: (values) => values,
    fromDraft: (values) => values,
    isEmpty: (values) => samePurchaserValues(values, saved),
  })

  return (
    <form.AppForm>
      <form.Form aria-labelledby="details-title" className="arrangement-details__form">
        {restored ? (
          <p className="arrangement-details__restored">
            We kept what you typed here last time. It is not saved yet: check it and press Save details.
          </p>
        ) : null}
        <fieldset className="arrangement-details__group">
          <legend>Who is arranging</legend>
          <form.AppField name="firstName">{(f) => <f.TextField label="First name" autoComplete="given-name" required />}</form.AppField>
          <form.AppField name="lastName">{(f) => <f.TextField label="Last name" autoComplete="family-name" required />}</form.AppField>
          <form.AppField name="relationship">
            {(f) => (
              <f.TextField
                label={`Relationship to ${lovedOne}`}
                hint="For example: daughter, husband, friend."
                autoComplete="off"
                maxLength={60}
                required
              />
            )}
          </form.AppField>
          <form.AppField name="email">
            {(f) => <f.EmailField label="Email" hint="The funeral home writes to you here about the arrangements." required />}
          </form.AppField>
          <form.AppField name="phone">
            {(f) => <f.PhoneField label="Phone" hint="In case the funeral home needs to reach you." required />}
          </form.AppField>
        </fieldset>
        <fieldset className="arrangement-details__group">
          <legend>Your address</legend>
          <AddressFields form={form} fields="address" />
        </fieldset>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Saving…">Save details</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
