import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { PriceItem, PriceVersionDetail } from '#contract/studio-prices.ts'
import { formatCents } from '#core/money.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { FormActions } from './FormActions.tsx'
import { variantBody, variantFormSchema, variantValuesOf } from './price-item-form.ts'

type Changed = (detail: PriceVersionDetail, note: string) => void
type Variant = PriceItem['variants'][number]

/**
 * The choices of a draft's item (a casket's finish, a folder's design): each changed or taken off
 * where it is listed, and a new one added. Once an item has choices, a family must pick one.
 */
export function PriceVariants({ versionId, item, onChanged }: { versionId: number; item: PriceItem; onChanged: Changed }) {
  const [adding, setAdding] = useState(false)
  return (
    <fieldset className="studio-price__part">
      <legend>Choices of {item.name}</legend>
      {item.variants.length === 0 ? <p>No choices: families take {item.name} as it is.</p> : null}
      <ul className="studio-cases">
        {item.variants.map((v) => (
          <VariantRow key={v.id} versionId={versionId} item={item} variant={v} onChanged={onChanged} />
        ))}
      </ul>
      {adding ? (
        <VariantForm
          versionId={versionId}
          item={item}
          onSaved={(detail, name) => {
            setAdding(false)
            onChanged(detail, `The choice ${name} is added to ${item.name}.`)
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add a choice<span className="visually-hidden"> of {item.name}</span>
        </Button>
      )}
    </fieldset>
  )
}

function VariantRow({ versionId, item, variant, onChanged }: { versionId: number; item: PriceItem; variant: Variant; onChanged: Changed }) {
  const [mode, setMode] = useState<'show' | 'change'>('show')
  const [problem, setProblem] = useState<string>()
  const remove = useMutation({
    mutationFn: () =>
      call(operations.deleteApiStaffPricesVersionsByVersionIdItemsByItemIdVariantsByVariantId, {
        params: { versionId, itemId: item.id, variantId: variant.id },
      }),
    onMutate: () => setProblem(undefined),
    onSuccess: (detail) => onChanged(detail, `The choice ${variant.name} is taken off ${item.name}.`),
    onError: (error) => setProblem(sessionProblem(error)),
  })
  return (
    <li className="studio-case">
      <p className="studio-case__name">
        {variant.name}: {formatCents(variant.priceCents ?? item.priceCents)}
        {variant.priceCents === null ? <span className="studio-muted"> (the item’s price)</span> : null}
      </p>
      {mode === 'change' ? (
        <VariantForm
          versionId={versionId}
          item={item}
          variant={variant}
          onSaved={(detail, name) => {
            setMode('show')
            onChanged(detail, `The choice ${name} is saved.`)
          }}
          onCancel={() => setMode('show')}
        />
      ) : (
        <div className="studio-member__actions">
          <Button variant="secondary" size="sm" onClick={() => setMode('change')}>
            Change<span className="visually-hidden"> the choice {variant.name}</span>
          </Button>
          <Button variant="secondary" size="sm" busy={remove.isPending} onClick={() => remove.isPending || remove.mutate()}>
            Take off<span className="visually-hidden"> the choice {variant.name}</span>
          </Button>
        </div>
      )}
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}

function VariantForm({
  versionId,
  item,
  variant,
  onSaved,
  onCancel,
}: {
  versionId: number
  item: PriceItem
  variant?: Variant
  onSaved: (detail: PriceVersionDetail, name: string) => void
  onCancel: () => void
}) {
  const [problem, setProblem] = useState<string>()
  const form = useAppForm({
    defaultValues: variantValuesOf(variant),
    validators: { onChange: variantFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      const body = variantBody(value)
      try {
        const detail = variant
          ? await call(operations.putApiStaffPricesVersionsByVersionIdItemsByItemIdVariantsByVariantId, {
              params: { versionId, itemId: item.id, variantId: variant.id },
              body,
            })
          : await call(operations.postApiStaffPricesVersionsByVersionIdItemsByItemIdVariants, {
              params: { versionId, itemId: item.id },
              body,
            })
        onSaved(detail, body.name)
      } catch (error) {
        setProblem(submitFailure(formApi, error, (field) => (field === 'priceCents' ? 'price' : field)))
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label={variant ? `Change the choice ${variant.name}` : `A new choice of ${item.name}`} className="details-form">
        <form.AppField name="name">{(f) => <f.TextField label="Name of the choice" required maxLength={200} />}</form.AppField>
        <form.AppField name="price">
          {(f) => (
            <f.TextField
              label="Price, in dollars"
              hint={`Leave it empty for the item’s price, ${formatCents(item.priceCents)}.`}
              inputMode="decimal"
              width="short"
            />
          )}
        </form.AppField>
        <form.AppField name="description">{(f) => <f.TextareaField label="Description" rows={2} maxLength={2000} />}</form.AppField>
        <FormProblem message={problem} />
        <FormActions onCancel={onCancel}>
          <form.SubmitButton busyLabel="Saving…">{variant ? 'Save the choice' : 'Add the choice'}</form.SubmitButton>
        </FormActions>
      </form.Form>
    </form.AppForm>
  )
}
