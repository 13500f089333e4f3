import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { PriceCategory, PriceItem, PriceVersionDetail } from '#contract/studio-prices.ts'
import { call } from '#src/lib/api-call.ts'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { FormActions } from './FormActions.tsx'
import { itemBody, itemFormSchema, itemValuesOf, newItemValues, type ItemValues } from './price-item-form.ts'
import { RULE_LINE_CHOICES } from './price-words.ts'

/**
 * An item of a draft price list, changed or added (PUT or POST …/versions/{id}/items): its name,
 * words, price, category, whether it is a cash advance (and marked up), and which of the Funeral
 * Rule's lines it is. The draft's new state comes back whole and replaces the screen's.
 */
export function PriceItemForm({
  versionId,
  categories,
  item,
  categoryId,
  onSaved,
  onCancel,
}: {
  versionId: number
  categories: readonly PriceCategory[]
  /** The item changed; none: a new item of `categoryId`. */
  item?: PriceItem
  categoryId: number
  onSaved: (detail: PriceVersionDetail, name: string) => void
  /** None: no Cancel (the form sits in a panel closed by its own button). */
  onCancel?: () => void
}) {
  const [problem, setProblem] = useState<string>()
  const defaults: ItemValues = item ? itemValuesOf(item) : newItemValues(categoryId)
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onChange: itemFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      const body = itemBody(value)
      try {
        const detail = item
          ? await call(operations.putApiStaffPricesVersionsByVersionIdItemsByItemId, { params: { versionId, itemId: item.id }, body })
          : await call(operations.postApiStaffPricesVersionsByVersionIdItems, { params: { versionId }, body })
        onSaved(detail, body.name)
      } catch (error) {
        setProblem(submitFailure(formApi, error, (field) => (field === 'priceCents' ? 'price' : field)))
      }
    },
  })
  const label = item ? `Change ${item.name}` : `A new item in ${categories.find((c) => c.id === categoryId)?.name ?? 'this category'}`
  return (
    <form.AppForm>
      <form.Form aria-label={label} className="details-form studio-price__form">
        <form.AppField name="name">{(f) => <f.TextField label="Name" required maxLength={200} />}</form.AppField>
        <form.AppField name="price">
          {(f) => <f.TextField label="Price, in dollars" hint="For example 1295.00" required inputMode="decimal" width="short" />}
        </form.AppField>
        <form.AppField name="description">{(f) => <f.TextareaField label="Description" rows={3} maxLength={2000} />}</form.AppField>
        <form.AppField name="categoryId">
          {(f) => (
            <f.SelectField label="Category" placeholder={false} options={categories.map((c) => ({ value: String(c.id), label: c.name }))} />
          )}
        </form.AppField>
        <form.AppField name="ruleLine">
          {(f) => (
            <f.SelectField
              label="Which of the Funeral Rule’s required lines this is"
              hint="The price list cannot be published without one item for each line."
              placeholder={false}
              options={RULE_LINE_CHOICES}
            />
          )}
        </form.AppField>
        <form.AppField name="cashAdvance">
          {(f) => <f.CheckboxField label="A cash advance" hint="Paid to others for the family: flowers, a cemetery, death certificates." />}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.cashAdvance}>
          {(cashAdvance) =>
            cashAdvance ? (
              <form.AppField name="cashAdvanceMarkup">
                {(f) => (
                  <f.CheckboxField
                    label="The home charges more than it pays for it"
                    hint="The price list then needs the disclosure on charges for cash advance items."
                  />
                )}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
        <FormProblem message={problem} />
        <FormActions onCancel={onCancel}>
          <form.SubmitButton busyLabel="Saving…">{item ? 'Save the item' : 'Add the item'}</form.SubmitButton>
        </FormActions>
      </form.Form>
    </form.AppForm>
  )
}
