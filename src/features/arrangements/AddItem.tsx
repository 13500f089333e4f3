import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ItemCategoryRef } from '#contract/arrangements.ts'
import { formatCents } from '#core/money.ts'
import { Button } from '#src/ui/Button.tsx'
import { controlClassName } from '#src/ui/fields/FieldShell.tsx'
import { useArrangementChange } from './changes.ts'
import { categoryItemsQuery } from './queries.ts'
import { savableOption } from './rules.ts'
import { VariantSelect } from './VariantSelect.tsx'
import { LoadProblem } from '#src/ui/LoadProblem.tsx'

/**
 * Adds an item of a category's price list as a line of its own (POST lines): a second spray of
 * flowers, more prayer cards. The items load when the family opens it; an item with variants asks
 * for one before it can be added.
 */
export function AddItem({ caseId, category }: { caseId: number; category: ItemCategoryRef }) {
  const [open, setOpen] = useState(false)
  const [itemId, setItemId] = useState<number | null>(null)
  const [variantId, setVariantId] = useState<number | null>(null)
  /** "Add" was pressed before the choice was whole: say what is missing. */
  const [unfinished, setUnfinished] = useState(false)
  const change = useArrangementChange(caseId)
  const items = useQuery({ ...categoryItemsQuery(category.id), enabled: open })
  const item = items.data?.content.find((i) => i.id === itemId)
  const itemSelect = useId()

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Add to {category.name}
      </Button>
    )
  }

  const option = savableOption({ itemId, variantId, quantity: 1 }, (id) => items.data?.content.find((i) => i.id === id)?.variantCount)

  async function add() {
    if (!option) {
      setUnfinished(true)
      return
    }
    if (await change.save({ kind: 'add', option })) {
      setOpen(false)
      setItemId(null)
      setVariantId(null)
    }
  }

  return (
    <fieldset className="add-item">
      <legend className="visually-hidden">Add to {category.name}</legend>
      {items.isError ? (
        <LoadProblem className="selection-line__problem" what="The items" onRetry={() => void items.refetch()} />
      ) : (
        <div className="selection-line__control">
          <label htmlFor={itemSelect}>Item to add to {category.name}</label>
          <select
            id={itemSelect}
            className={controlClassName('select')}
            value={itemId ?? ''}
            disabled={items.isPending}
            onChange={(event) => {
              setItemId(event.target.value === '' ? null : Number(event.target.value))
              setVariantId(null)
            }}
          >
            <option value="">{items.isPending ? 'Loading the items…' : 'Choose one'}</option>
            {items.data?.content.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}: {formatCents(i.priceCents)}
              </option>
            ))}
          </select>
        </div>
      )}
      {item && item.variantCount > 0 ? (
        <VariantSelect item={item} value={variantId} disabled={change.saving} onChange={setVariantId} />
      ) : null}
      <div className="add-item__actions">
        <Button size="sm" busy={change.saving} onClick={() => void add()}>
          {change.saving ? 'Adding…' : 'Add'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      {unfinished && !option ? (
        <p className="selection-line__problem" role="alert">
          {itemId === null ? 'Choose an item to add first.' : 'Choose a style or finish first.'}
        </p>
      ) : null}
      {change.problem ? <p className="selection-line__problem">Not added: {change.problem}</p> : null}
    </fieldset>
  )
}
