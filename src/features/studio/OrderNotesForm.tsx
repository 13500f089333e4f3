import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffOrder } from '#contract/studio-orders.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { orderNotesDraftKey, OrderNotesDraftSchema, orderNotesFormSchema, type OrderNotesValues } from './order-notes-form.ts'

/** An order's notes (PATCH /api/staff/orders/{id}), kept on the device while typed so a reload loses nothing. */
export function OrderNotesForm({ order, onSaved }: { order: StaffOrder; onSaved: (order: StaffOrder) => void }) {
  const [problem, setProblem] = useState<string>()
  const defaults: OrderNotesValues = { notes: order.notes }
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onChange: orderNotesFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const saved = await call(operations.patchApiStaffOrdersByOrderId, { params: { orderId: order.id }, body: { notes: value.notes } })
        draft.clear()
        formApi.reset({ notes: saved.notes })
        onSaved(saved)
      } catch (error) {
        setProblem(submitFailure(formApi, error))
      }
    },
  })
  const draft = useDeviceDraft({
    values: useStore(form.store, (state) => state.values),
    restore: (values: OrderNotesValues) => form.reset(values, { keepDefaultValues: true }),
    keyFor: orderNotesDraftKey(order.id),
    schema: OrderNotesDraftSchema,
    toDraft: (values) => values,
    fromDraft: (values) => values,
    isEmpty: (values) => values.notes === defaults.notes,
  })
  return (
    <form.AppForm>
      <form.Form aria-label={`Notes on order ${order.id}`} className="details-form">
        <form.AppField name="notes">
          {(f) => <f.TextareaField label="Notes" hint="For the home only: the buyer never sees them." />}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Saving…">Save the notes</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
