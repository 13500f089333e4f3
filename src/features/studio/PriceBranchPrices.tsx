import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { PriceItem, PriceVersionDetail } from '#contract/studio-prices.ts'
import { formatCents } from '#core/money.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { AMOUNT_MESSAGES, dollarsText, parseDollars } from '#src/features/statement/index.ts'

type Changed = (detail: PriceVersionDetail, note: string) => void

/**
 * What each of the home's locations charges for a draft's item where it differs from the item's
 * price; an empty price means the item's own. Shown only for a home with more than one location.
 */
export function PriceBranchPrices({ detail, item, onChanged }: { detail: PriceVersionDetail; item: PriceItem; onChanged: Changed }) {
  if (detail.locations.length < 2) return null
  return (
    <fieldset className="studio-price__part">
      <legend>Prices of {item.name} by location</legend>
      <p>Where a location charges differently from {formatCents(item.priceCents)}; leave it empty for the item’s price.</p>
      {detail.locations.map((location) => (
        <BranchPrice
          key={location.id}
          versionId={detail.version.id}
          item={item}
          location={location}
          priceCents={item.locationPrices.find((p) => p.locationId === location.id)?.priceCents ?? null}
          onChanged={onChanged}
        />
      ))}
    </fieldset>
  )
}

function BranchPrice({
  versionId,
  item,
  location,
  priceCents,
  onChanged,
}: {
  versionId: number
  item: PriceItem
  location: { id: number; name: string }
  priceCents: number | null
  onChanged: Changed
}) {
  const [value, setValue] = useState(priceCents === null ? '' : dollarsText(priceCents))
  const [problem, setProblem] = useState<string>()
  const id = `branch-${item.id}-${location.id}`
  const params = { versionId, itemId: item.id, locationId: location.id }
  const save = useMutation({
    mutationFn: (cents: number | null) =>
      cents === null
        ? call(operations.deleteApiStaffPricesVersionsByVersionIdItemsByItemIdLocationsByLocationId, { params })
        : call(operations.putApiStaffPricesVersionsByVersionIdItemsByItemIdLocationsByLocationId, { params, body: { priceCents: cents } }),
    onMutate: () => setProblem(undefined),
    onSuccess: (detail, cents) =>
      onChanged(
        detail,
        cents === null
          ? `${location.name} charges the item’s price for ${item.name}.`
          : `${location.name} charges ${formatCents(cents)} for ${item.name}.`,
      ),
    onError: (error) => setProblem(sessionProblem(error)),
  })
  return (
    <form
      className="studio-member__actions"
      noValidate
      aria-label={`Price of ${item.name} at ${location.name}`}
      onSubmit={(event) => {
        event.preventDefault()
        if (save.isPending) return
        if (value.trim() === '') return save.mutate(null)
        const cents = parseDollars(value)
        if (cents === undefined) return setProblem(AMOUNT_MESSAGES.format)
        save.mutate(cents)
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          At {location.name}, in dollars
        </label>
        <input
          id={id}
          className="field__control field__control--short"
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        {problem ? (
          <p className="field__error" id={`${id}-problem`} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" variant="secondary" busy={save.isPending}>
        Save<span className="visually-hidden"> the price at {location.name}</span>
      </Button>
    </form>
  )
}
