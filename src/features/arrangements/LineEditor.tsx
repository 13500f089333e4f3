import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { ArrangementLine, GplItem } from '#contract/arrangements.ts'
import { arrangementItemPath } from '#src/features/portal/index.ts'
import { formatCents } from '#core/money.ts'
import { Button } from '#src/ui/Button.tsx'
import { controlClassName } from '#src/ui/fields/FieldShell.tsx'
import { useArrangementChange } from './changes.ts'
import { lineKind, lineLabel, savableOption } from './rules.ts'
import { VariantSelect } from './VariantSelect.tsx'

type Choice = { itemId: number | null; variantId: number | null; quantity: number }

const QUANTITIES = Array.from({ length: 10 }, (_, k) => k + 1)

function choiceOf(line: ArrangementLine): Choice {
  return { itemId: line.item?.id ?? null, variantId: line.variant?.id ?? null, quantity: line.quantity }
}

/** The items a line may hold: its selector's, or its own item (a fixed line changes only its variant and quantity). */
function itemsOf(line: ArrangementLine): GplItem[] {
  if (line.selector) return line.selector.selectorItems.map((s) => s.item)
  return line.item ? [line.item] : []
}

/**
 * One line of the selections (issue 18 point 3): what it holds and costs, and what the family may
 * change: the item a selector offers, the item's variant, the quantity of a line they added, or
 * removing it. Each change is saved as made; one that fails stays on screen with the reason and a
 * way to try again. An item with variants is saved once its variant is chosen too.
 */
export function LineEditor({
  caseId,
  nameSlug,
  line,
  locked,
}: {
  caseId: number
  nameSlug: string
  line: ArrangementLine
  locked: boolean
}) {
  const change = useArrangementChange(caseId)
  const [pending, setPending] = useState<Choice>()
  const shown = pending ?? choiceOf(line)
  const items = itemsOf(line)
  const kind = lineKind(line)
  const item = items.find((i) => i.id === shown.itemId)
  const selectId = useId()
  const quantityId = useId()

  async function update(next: Choice) {
    setPending(next)
    const option = savableOption(next, (itemId) => items.find((i) => i.id === itemId)?.variantCount)
    if (!option) return
    if (await change.save({ kind: 'change', lineId: line.id, option })) setPending(undefined)
  }

  async function remove() {
    await change.save({ kind: 'remove', lineId: line.id })
  }

  const editable = !locked && kind !== 'free-text'
  return (
    <li className="selection-line" data-complete={line.complete || undefined} aria-busy={change.saving || undefined}>
      <div className="selection-line__head">
        <span className="selection-line__name">{lineLabel(line)}</span>
        <span className="selection-line__price">{line.unitPriceCents === null ? 'Price once chosen' : formatCents(line.priceCents)}</span>
      </div>
      {line.quantity > 1 && !editable ? <p className="selection-line__meta">Quantity: {line.quantity}</p> : null}
      {editable ? (
        <div className="selection-line__controls">
          {kind === 'selector' && line.selector ? (
            <div className="selection-line__control">
              <label htmlFor={selectId}>{line.selector.name}</label>
              <select
                id={selectId}
                className={controlClassName('select')}
                value={shown.itemId ?? ''}
                disabled={change.saving}
                onChange={(event) =>
                  void update({ ...shown, itemId: event.target.value === '' ? null : Number(event.target.value), variantId: null })
                }
              >
                <option value="">Choose one</option>
                {items.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}: {option.variantCount > 0 ? 'from ' : ''}
                    {formatCents(option.priceCents)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {item && item.variantCount > 0 ? (
            <VariantSelect
              item={item}
              value={shown.variantId}
              disabled={change.saving}
              onChange={(variantId) => void update({ ...shown, variantId })}
            />
          ) : null}
          {!line.required && item ? (
            <div className="selection-line__control selection-line__control--short">
              <label htmlFor={quantityId}>Quantity</label>
              <select
                id={quantityId}
                className={controlClassName('select')}
                value={shown.quantity}
                disabled={change.saving}
                onChange={(event) => void update({ ...shown, quantity: Number(event.target.value) })}
              >
                {QUANTITIES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="selection-line__footer">
        {item ? <Link to={arrangementItemPath(caseId, nameSlug, item.id)}>About the {item.name}</Link> : null}
        {!locked && !line.required ? (
          <Button variant="secondary" size="sm" busy={change.saving} onClick={() => void remove()}>
            Remove<span className="visually-hidden"> {lineLabel(line)}</span>
          </Button>
        ) : null}
      </div>
      <output className="selection-line__status">
        {change.saving ? 'Saving…' : null}
        {!change.saving && pending && item?.variantCount && shown.variantId === null
          ? `Choose a style or finish to save the ${item.name}.`
          : null}
      </output>
      {change.problem && pending ? (
        <p className="selection-line__problem">
          Not saved: {change.problem}{' '}
          <Button variant="secondary" size="sm" onClick={() => void update(pending)}>
            Try again
          </Button>
        </p>
      ) : null}
    </li>
  )
}
