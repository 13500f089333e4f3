import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import type { StationeryItem, StationeryItemType } from '#contract/family-reviews.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { EMPTY_PIECE, pieceBody, pieceChoices, PieceDraftSchema, pieceDraftKey, pieceFormSchema } from './stationery-piece-form.ts'

type Props = { caseId: number; present: readonly StationeryItemType[]; onAdded: (item: StationeryItem) => void }

/** A printed piece the case lacks (POST …/stationery); kept on the device while typed. */
export function StationeryPieceForm({ caseId, present, onAdded }: Props) {
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: EMPTY_PIECE,
    validators: { onChange: pieceFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const added = await call(operations.postApiStaffCasesByCaseIdStationery, { params: { caseId }, body: pieceBody(value) })
        draft.clear()
        formApi.reset(EMPTY_PIECE)
        onAdded(added)
      } catch (error) {
        const unmatched = isApiError(error, 422) && error.errors ? applyServerErrors(formApi, error.errors) : undefined
        if (!unmatched || Object.keys(unmatched).length > 0) setProblem(sessionProblem(error))
      }
    },
  })
  const values = useStore(form.store, (state) => state.values)
  const draft = useDeviceDraft({
    values,
    restore: (kept: typeof EMPTY_PIECE) => form.reset(kept, { keepDefaultValues: true }),
    keyFor: pieceDraftKey(caseId),
    schema: PieceDraftSchema,
    toDraft: (v) => v,
    fromDraft: (v) => v,
    isEmpty: (v) => !v.itemType && !v.title,
  })
  return (
    <form.AppForm>
      <form.Form aria-label="Add a printed piece" className="details-form">
        <form.AppField name="itemType">
          {(f) => <f.SelectField label="Kind of piece" options={pieceChoices(present)} required />}
        </form.AppField>
        {values.itemType === 'other' ? (
          <form.AppField name="title">
            {(f) => <f.TextField label="Name of the piece" hint="As the family will read it, for example Thank-you card." required />}
          </form.AppField>
        ) : null}
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Adding…">Add the piece</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
