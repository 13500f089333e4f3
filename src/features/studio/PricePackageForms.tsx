import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import { PACKAGE_KINDS } from '#contract/studio-price-words.ts'
import type { PriceVersionDetail } from '#contract/studio-prices.ts'
import { formatCents } from '#core/money.ts'
import { call } from '#src/lib/api-call.ts'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { FormActions } from './FormActions.tsx'
import { packageFormSchema, packageLineBody, packageLineFormSchema, type PackageLineValues, type PackageValues } from './price-item-form.ts'

type Saved = (detail: PriceVersionDetail, note: string) => void
type Package = PriceVersionDetail['packages'][number]

/** A draft's package added or renamed: its name, words, and whether it is a burial or a cremation. */
export function PricePackageForm({
  versionId,
  pkg,
  onSaved,
  onCancel,
}: {
  versionId: number
  pkg?: Package
  onSaved: Saved
  onCancel?: () => void
}) {
  const [problem, setProblem] = useState<string>()
  const defaults: PackageValues = { name: pkg?.name ?? '', description: pkg?.description ?? '', category: pkg?.category ?? 'Burial' }
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onChange: packageFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      const body = {
        name: value.name.trim(),
        description: value.description.trim(),
        category: value.category === 'Cremation' ? 'Cremation' : 'Burial',
      } as const
      try {
        const detail = pkg
          ? await call(operations.putApiStaffPricesVersionsByVersionIdPackagesByPackageId, {
              params: { versionId, packageId: pkg.id },
              body,
            })
          : await call(operations.postApiStaffPricesVersionsByVersionIdPackages, { params: { versionId }, body })
        if (!pkg) formApi.reset(defaults)
        onSaved(detail, pkg ? `${body.name} is saved.` : `${body.name} is added to the draft.`)
      } catch (error) {
        setProblem(submitFailure(formApi, error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label={pkg ? `Change the package ${pkg.name}` : 'Add a package'} className="details-form studio-price__form">
        <form.AppField name="name">{(f) => <f.TextField label="Name of the package" required maxLength={200} />}</form.AppField>
        <form.AppField name="category">
          {(f) => (
            <f.SelectField
              label="A burial or a cremation"
              placeholder={false}
              options={PACKAGE_KINDS.map((k) => ({ value: k, label: k }))}
            />
          )}
        </form.AppField>
        <form.AppField name="description">{(f) => <f.TextareaField label="Description" rows={2} maxLength={2000} />}</form.AppField>
        <FormProblem message={problem} />
        <FormActions onCancel={onCancel}>
          <form.SubmitButton busyLabel="Saving…">{pkg ? 'Save the package' : 'Add the package'}</form.SubmitButton>
        </FormActions>
      </form.Form>
    </form.AppForm>
  )
}

/** An item of the draft put into a package: one of its choices or the family's pick, how many, and whether the family may take it out. */
export function PricePackageLineForm({
  detail,
  pkg,
  onSaved,
  onCancel,
}: {
  detail: PriceVersionDetail
  pkg: Package
  onSaved: Saved
  onCancel: () => void
}) {
  const [problem, setProblem] = useState<string>()
  const items = detail.categories.flatMap((c) => c.items.map((i) => ({ ...i, category: c.name })))
  const defaults: PackageLineValues = { itemId: '', variantId: '', quantity: '1', required: true }
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onChange: packageLineFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const next = await call(operations.postApiStaffPricesVersionsByVersionIdPackagesByPackageIdLines, {
          params: { versionId: detail.version.id, packageId: pkg.id },
          body: packageLineBody(value),
        })
        onSaved(next, `${items.find((i) => i.id === Number(value.itemId))?.name ?? 'The item'} is in ${pkg.name}.`)
      } catch (error) {
        setProblem(submitFailure(formApi, error))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label={`Put an item into ${pkg.name}`} className="details-form studio-price__form">
        <form.AppField name="itemId">
          {(f) => (
            <f.SelectField
              label="Item"
              required
              placeholder="Choose an item"
              options={items.map((i) => ({ value: String(i.id), label: `${i.category}: ${i.name}, ${formatCents(i.priceCents)}` }))}
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.itemId}>
          {(itemId) => {
            const variants = items.find((i) => String(i.id) === itemId)?.variants ?? []
            return variants.length > 0 ? (
              <form.AppField name="variantId">
                {(f) => (
                  <f.SelectField
                    label="Which choice"
                    placeholder="The family picks one"
                    options={variants.map((v) => ({ value: String(v.id), label: v.name }))}
                  />
                )}
              </form.AppField>
            ) : null
          }}
        </form.Subscribe>
        <form.AppField name="quantity">{(f) => <f.TextField label="How many" required inputMode="numeric" width="short" />}</form.AppField>
        <form.AppField name="required">
          {(f) => <f.CheckboxField label="Required: the family cannot take it out of the package" />}
        </form.AppField>
        <FormProblem message={problem} />
        <FormActions onCancel={onCancel}>
          <form.SubmitButton busyLabel="Saving…">Put it in the package</form.SubmitButton>
        </FormActions>
      </form.Form>
    </form.AppForm>
  )
}
