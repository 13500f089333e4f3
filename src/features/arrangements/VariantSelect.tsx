import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { GplItem } from '#contract/arrangements.ts'
import { formatCents } from '#core/money.ts'
import { controlClassName } from '#src/ui/fields/FieldShell.tsx'
import { variantsQuery } from './queries.ts'
import { LoadProblem } from '#src/ui/LoadProblem.tsx'

/** The variants (finishes, designs) of an item with their prices, loaded when shown; a failed load can be tried again. */
export function VariantSelect({
  item,
  value,
  disabled,
  onChange,
}: {
  item: GplItem
  value: number | null
  disabled: boolean
  onChange: (id: number | null) => void
}) {
  const id = useId()
  const { data, isPending, isError, refetch } = useQuery(variantsQuery(item.id))
  if (isError) {
    return <LoadProblem className="selection-line__problem" what={`The choices of the ${item.name}`} onRetry={() => void refetch()} />
  }
  return (
    <div className="selection-line__control">
      <label htmlFor={id}>Style or finish of the {item.name}</label>
      <select
        id={id}
        className={controlClassName('select')}
        value={value ?? ''}
        disabled={disabled || isPending}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{isPending ? 'Loading the choices…' : 'Choose one'}</option>
        {data?.content.map((variant) => (
          <option key={variant.id} value={variant.id}>
            {variant.name}: {formatCents(variant.priceCents)}
          </option>
        ))}
      </select>
    </div>
  )
}
