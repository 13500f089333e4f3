import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { PriceCategory, PriceVersionDetail } from '#contract/studio-prices.ts'
import { call } from '#src/lib/api-call.ts'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { FormActions } from './FormActions.tsx'
import { categoryFormSchema, type CategoryValues } from './price-item-form.ts'

/** A category of a draft, added or renamed, and whether families see it when they arrange. */
export function PriceCategoryForm({
  versionId,
  category,
  onSaved,
  onCancel,
}: {
  versionId: number
  /** The category renamed; none: a new one. */
  category?: PriceCategory
  onSaved: (detail: PriceVersionDetail, name: string) => void
  onCancel?: () => void
}) {
  const [problem, setProblem] = useState<string>()
  const defaults: CategoryValues = { name: category?.name ?? '', displayForFamily: category?.displayForFamily ?? true }
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onChange: categoryFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      const body = { name: value.name.trim(), displayForFamily: value.displayForFamily }
      try {
        const detail = category
          ? await call(operations.putApiStaffPricesVersionsByVersionIdCategoriesByCategoryId, {
              params: { versionId, categoryId: category.id },
              body,
            })
          : await call(operations.postApiStaffPricesVersionsByVersionIdCategories, { params: { versionId }, body })
        if (!category) formApi.reset(defaults)
        onSaved(detail, body.name)
      } catch (error) {
        setProblem(submitFailure(formApi, error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label={category ? `Rename ${category.name}` : 'Add a category'} className="details-form studio-price__form">
        <form.AppField name="name">{(f) => <f.TextField label="Name of the category" required maxLength={120} />}</form.AppField>
        <form.AppField name="displayForFamily">
          {(f) => <f.CheckboxField label="Families see it when they arrange" hint="A hidden category still prints on the price list." />}
        </form.AppField>
        <FormProblem message={problem} />
        <FormActions onCancel={onCancel}>
          <form.SubmitButton busyLabel="Saving…">{category ? 'Save the category' : 'Add the category'}</form.SubmitButton>
        </FormActions>
      </form.Form>
    </form.AppForm>
  )
}
