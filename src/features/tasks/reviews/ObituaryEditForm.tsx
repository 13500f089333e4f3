import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import { z } from 'zod'
import { ObituaryBodySchema, type FamilyObituary } from '#contract/family-reviews.ts'
import { draftStorageKey, useDeviceDraft } from '#src/lib/device-draft.ts'
import { useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { reviewCalls, useReviewCall } from './calls.ts'
import { reviewKeys } from './queries.ts'

/** The draft's words: the contract's text, and not empty. */
export const EditSchema = ObituaryBodySchema.pick({ text: true }).extend({ text: ObituaryBodySchema.shape.text.min(1) })
const DraftSchema = z.object({ text: z.string().max(20_000) })

/**
 * The family's changes to the draft's words (POST obituary): the text as it stands, to correct
 * or add to. What is typed stays on this device until it is saved (a closed tab loses nothing).
 */
export function ObituaryEditForm({ caseId, obituary }: { caseId: number; obituary: FamilyObituary }) {
  const { run, problem } = useReviewCall(caseId)
  const [restored, setRestored] = useState(false)
  const form = useAppForm({
    defaultValues: { text: obituary.text },
    validators: { onChange: EditSchema },
    onSubmit: async ({ value }) => {
      const body = {
        firstName: obituary.firstName,
        middleName: obituary.middleName,
        lastName: obituary.lastName,
        birthDate: obituary.birthDate,
        deathDate: obituary.deathDate,
        text: value.text,
      }
      const saved = await run('obituary-edit', () => reviewCalls.saveObituary(caseId, body), {
        key: reviewKeys.obituary(caseId),
        done: () => 'Your changes are saved',
        failure: 'Your changes were not saved',
      })
      if (saved) draft.clear()
    },
  })
  const draft = useDeviceDraft({
    values: useStore(form.store, (state) => state.values),
    restore: (values) => {
      form.setFieldValue('text', values.text)
      setRestored(true)
    },
    keyFor: (host) => draftStorageKey('obituary-edit', host, caseId),
    schema: DraftSchema,
    toDraft: (values) => values,
    fromDraft: (values) => values,
    isEmpty: (values) => values.text.trim() === obituary.text.trim(),
  })
  return (
    <form.AppForm>
      <form.Form aria-labelledby="obituary-edit-title" className="review-obituary__edit">
        <h3 id="obituary-edit-title">Suggest changes</h3>
        {restored ? <p className="review-restored">We kept the changes you typed here last time. They are not saved yet.</p> : null}
        <form.AppField name="text">
          {(f) => (
            <f.TextareaField
              label="The obituary's words"
              hint="Correct or add anything. Leave an empty line between paragraphs."
              rows={14}
              maxLength={20_000}
              required
            />
          )}
        </form.AppField>
        <FormProblem message={problem?.message} />
        <div className="review-actions">
          <form.SubmitButton busyLabel="Saving…">Save changes</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
