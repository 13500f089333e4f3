import { useStore } from '@tanstack/react-form'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StatementRecord } from '#contract/statement-signing.ts'
import { formatCents } from '#core/money.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { priceListItemsQuery } from './queries.ts'
import {
  ADJUSTMENT_DEFAULTS,
  adjustmentBody,
  AdjustmentDraftSchema,
  adjustmentFormSchema,
  embalmingBody,
  embalmingFormSchema,
  LINE_DEFAULTS,
  lineBody,
  LineDraftSchema,
  lineFormSchema,
  statementDraftKey,
  type AdjustmentValues,
  type EmbalmingValues,
  type LineValues,
} from './statement-forms.ts'

/**
 * What staff add to a statement in person (issue 39 point 2, decision 064): an item of the price
 * list, a discount or a cash advance (both kept on the device while typed), and embalming. Each
 * answers the record the family reads, which the screen then shows.
 */

type Saved = (record: StatementRecord) => void

/** A refusal on a field goes beside it; anything else above the button. */
function useProblem() {
  const [problem, setProblem] = useState<string>()
  const fail = (error: unknown, formApi: Parameters<typeof applyServerErrors>[0]) => {
    const unmatched = isApiError(error, 422) && error.errors ? applyServerErrors(formApi, error.errors) : undefined
    if (!unmatched || Object.keys(unmatched).length > 0) setProblem(sessionProblem(error))
  }
  return { problem, clear: () => setProblem(undefined), fail }
}

export function StatementLineForm({ caseId, onSaved }: { caseId: number; onSaved: Saved }) {
  const { data: items } = useSuspenseQuery(priceListItemsQuery)
  const { problem, clear, fail } = useProblem()
  const form = useAppForm({
    defaultValues: LINE_DEFAULTS,
    validators: { onChange: lineFormSchema },
    onSubmit: async ({ value, formApi }) => {
      clear()
      try {
        const record = await call(operations.postApiStaffCasesByCaseIdStatementLines, { params: { caseId }, body: lineBody(value) })
        draft.clear()
        formApi.reset(LINE_DEFAULTS)
        onSaved(record)
      } catch (error) {
        fail(error, formApi)
      }
    },
  })
  const draft = useDeviceDraft({
    values: useStore(form.store, (state) => state.values),
    restore: (values: LineValues) => form.reset(values, { keepDefaultValues: true }),
    keyFor: statementDraftKey('line', caseId),
    schema: LineDraftSchema,
    toDraft: (values) => values,
    fromDraft: (values) => values,
    isEmpty: (values) => values.itemId === '' && values.requirement === '' && values.quantity === '1',
  })
  // Items with options (a casket's finish) are chosen with the family in the arrangement; here the plain ones.
  const options = items.content
    .filter((i) => i.variantCount === 0)
    .map((i) => ({ value: String(i.id), label: `${i.category.name}: ${i.name}, ${formatCents(i.priceCents)}` }))
  return (
    <form.AppForm>
      <form.Form aria-labelledby="statement-add-item" className="details-form">
        <h3 id="statement-add-item">Add an item arranged in person</h3>
        <form.AppField name="itemId">{(f) => <f.SelectField label="Item of the price list" options={options} required />}</form.AppField>
        <form.AppField name="quantity">{(f) => <f.TextField label="Quantity" inputMode="numeric" required />}</form.AppField>
        <form.AppField name="requirement">
          {(f) => (
            <f.TextField
              label="Required by law, a cemetery or a crematory (optional)"
              hint="If a requirement made this item necessary, name it: the family's statement says so."
            />
          )}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Adding…">Add the item</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

export function StatementAdjustmentForm({ caseId, onSaved }: { caseId: number; onSaved: Saved }) {
  const { problem, clear, fail } = useProblem()
  const form = useAppForm({
    defaultValues: ADJUSTMENT_DEFAULTS,
    validators: { onChange: adjustmentFormSchema },
    onSubmit: async ({ value, formApi }) => {
      clear()
      try {
        const record = await call(operations.postApiStaffCasesByCaseIdStatementAdjustments, {
          params: { caseId },
          body: adjustmentBody(value),
        })
        draft.clear()
        formApi.reset(ADJUSTMENT_DEFAULTS)
        onSaved(record)
      } catch (error) {
        fail(error, formApi)
      }
    },
  })
  const values = useStore(form.store, (state) => state.values)
  const draft = useDeviceDraft({
    values,
    restore: (restored: AdjustmentValues) => form.reset(restored, { keepDefaultValues: true }),
    keyFor: statementDraftKey('adjustment', caseId),
    schema: AdjustmentDraftSchema,
    toDraft: (v) => v,
    fromDraft: (v) => v,
    isEmpty: (v) => v.name === '' && v.amount === '' && v.reason === '',
  })
  return (
    <form.AppForm>
      <form.Form aria-labelledby="statement-add-adjustment" className="details-form">
        <h3 id="statement-add-adjustment">Add a cash advance or a discount</h3>
        <form.AppField name="kind">
          {(f) => (
            <f.RadioGroupField
              label="What it is"
              options={[
                { value: 'cash_advance', label: 'A cash advance (paid to others for the family)' },
                { value: 'discount', label: 'A discount' },
              ]}
              required
            />
          )}
        </form.AppField>
        <form.AppField name="name">
          {(f) => <f.TextField label="Name" hint="For example: Certified death certificates." required />}
        </form.AppField>
        <form.AppField name="amount">
          {(f) => <f.TextField label="Amount in dollars" inputMode="decimal" hint="For example 250.00" required />}
        </form.AppField>
        {values.kind === 'discount' ? (
          <form.AppField name="reason">{(f) => <f.TextField label="Why the discount is given" required />}</form.AppField>
        ) : null}
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Adding…">Add it to the statement</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

export function StatementEmbalmingForm({ caseId, record, onSaved }: { caseId: number; record: StatementRecord; onSaved: Saved }) {
  const { problem, clear, fail } = useProblem()
  const now = record.document.embalming
  const defaults: EmbalmingValues = { decision: now.decision ?? 'none', by: now.by ?? '', on: now.on ?? '' }
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onChange: embalmingFormSchema },
    onSubmit: async ({ value, formApi }) => {
      clear()
      try {
        onSaved(await call(operations.putApiStaffCasesByCaseIdStatementEmbalming, { params: { caseId }, body: embalmingBody(value) }))
      } catch (error) {
        fail(error, formApi)
      }
    },
  })
  const decision = useStore(form.store, (state) => state.values.decision)
  return (
    <form.AppForm>
      <form.Form aria-labelledby="statement-embalming" className="details-form">
        <h3 id="statement-embalming">Embalming</h3>
        <form.AppField name="decision">
          {(f) => (
            <f.RadioGroupField
              label="The family's decision"
              options={[
                { value: 'none', label: 'Not decided' },
                { value: 'approved', label: 'Approved' },
                { value: 'declined', label: 'Declined' },
              ]}
              required
            />
          )}
        </form.AppField>
        {decision === 'approved' ? (
          <form.AppField name="by">{(f) => <f.TextField label="Approved by" autoComplete="off" required />}</form.AppField>
        ) : null}
        {decision === 'none' ? null : (
          <form.AppField name="on">
            {(f) => <f.TextField label="On (year-month-day)" hint="For example 2026-12-04; empty: today." inputMode="numeric" />}
          </form.AppField>
        )}
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Saving…">Save embalming</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
