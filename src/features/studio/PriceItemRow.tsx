import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import { RULE_LINES, isRuleLineKey } from '#contract/price-list-funeral-rule.ts'
import type { PriceItem, PriceVersionDetail } from '#contract/studio-prices.ts'
import { formatCents } from '#core/money.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { PriceBranchPrices } from './PriceBranchPrices.tsx'
import { PriceItemForm, PriceVariants } from './forms.tsx'

type Changed = (detail: PriceVersionDetail, note: string) => void

/**
 * One item of a version: its price, choices, branch prices and what the rule makes of it. In a
 * draft, Change opens its form with its choices and branch prices beside it; Take off asks first.
 */
export function PriceItemRow({ detail, item, onChanged }: { detail: PriceVersionDetail; item: PriceItem; onChanged: Changed }) {
  const locationName = new Map(detail.locations.map((l) => [l.id, l.name]))
  const editable = detail.version.state === 'draft'
  const [mode, setMode] = useState<'show' | 'change' | 'remove'>('show')
  const [problem, setProblem] = useState<string>()
  const remove = useMutation({
    mutationFn: () =>
      call(operations.deleteApiStaffPricesVersionsByVersionIdItemsByItemId, { params: { versionId: detail.version.id, itemId: item.id } }),
    onMutate: () => setProblem(undefined),
    onSuccess: (next) => onChanged(next, `${item.name} is taken off the draft.`),
    onError: (error) => setProblem(sessionProblem(error)),
  })
  const facts = [
    item.cashAdvance ? (item.cashAdvanceMarkup ? 'cash advance, marked up' : 'cash advance') : null,
    isRuleLineKey(item.ruleLine) ? `the rule’s line “${RULE_LINES[item.ruleLine].title}”` : null,
    ...item.locationPrices.map((p) => `${formatCents(p.priceCents)} at ${locationName.get(p.locationId) ?? 'another location'}`),
  ].filter((fact): fact is string => fact !== null)
  return (
    <li className="studio-case" data-item={item.id}>
      <p className="studio-case__name">
        {item.name}: {formatCents(item.priceCents)}
      </p>
      {facts.length > 0 ? <p className="studio-case__facts">{facts.join(' · ')}</p> : null}
      {item.description ? <p className="studio-case__facts">{item.description}</p> : null}
      {item.variants.length > 0 && mode !== 'change' ? (
        <ul aria-label={`Choices of ${item.name}`}>
          {item.variants.map((v) => (
            <li key={v.id}>
              {v.name}: {formatCents(v.priceCents ?? item.priceCents)}
            </li>
          ))}
        </ul>
      ) : null}
      {editable && mode === 'change' ? (
        <div className="studio-price__panel">
          <PriceItemForm
            versionId={detail.version.id}
            categories={detail.categories}
            categoryId={item.categoryId}
            item={item}
            onSaved={(next, name) => onChanged(next, `${name} is saved.`)}
          />
          <PriceVariants versionId={detail.version.id} item={item} onChanged={onChanged} />
          <PriceBranchPrices detail={detail} item={item} onChanged={onChanged} />
          <Button variant="secondary" onClick={() => setMode('show')}>
            Done with {item.name}
          </Button>
        </div>
      ) : null}
      {editable && mode === 'remove' ? (
        <div className="studio-order__ask">
          <p>Take {item.name} off the draft? The version in effect keeps it.</p>
          <div className="studio-member__actions">
            <Button size="sm" busy={remove.isPending} onClick={() => remove.isPending || remove.mutate()}>
              Take it off
            </Button>
            <Button variant="secondary" size="sm" onClick={() => remove.isPending || setMode('show')}>
              Keep it
            </Button>
          </div>
        </div>
      ) : null}
      {editable && mode === 'show' ? (
        <div className="studio-member__actions">
          <Button variant="secondary" size="sm" onClick={() => setMode('change')}>
            Change<span className="visually-hidden"> {item.name}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setMode('remove')}>
            Take off<span className="visually-hidden"> {item.name}</span>
          </Button>
        </div>
      ) : null}
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}
