import { describe, expect, it } from 'vitest'
import { itemPriceText, priceSpan } from '#src/features/price-list/rules.ts'
import { effectiveDateText } from '#src/lib/zoned-date.ts'

const variant = (id: number, priceCents: number) => ({ id, name: `Finish ${id}`, description: '', priceCents })

describe('price list rules (src/features/price-list/rules.ts)', () => {
  it('prices an item without variants at its own price', () => {
    expect(priceSpan({ priceCents: 89_500, variants: [] })).toEqual({ low: 89_500, high: 89_500 })
    expect(itemPriceText({ priceCents: 89_500, variants: [] })).toBe('$895.00')
    expect(itemPriceText({ priceCents: 0, variants: [] })).toBe('$0.00')
  })

  it('prices an item with variants by what the variants cost, not the item’s own price', () => {
    const casket = { priceCents: 265_000, variants: [variant(1, 265_000), variant(2, 279_500), variant(3, 265_000)] }
    expect(priceSpan(casket)).toEqual({ low: 265_000, high: 279_500 })
    expect(itemPriceText(casket)).toBe('$2,650.00 – $2,795.00')
    // A cheaper variant lowers the span below the item's price.
    expect(itemPriceText({ priceCents: 39_500, variants: [variant(1, 39_500), variant(2, 36_500)] })).toBe('$365.00 – $395.00')
  })

  it('shows one price when every variant costs the same', () => {
    expect(itemPriceText({ priceCents: 19_500, variants: [variant(1, 19_500), variant(2, 19_500)] })).toBe('$195.00')
  })

  it('writes the effective date out, or nothing when there is none', () => {
    expect(effectiveDateText('2026-01-01')).toBe('January 1, 2026')
    expect(effectiveDateText('2025-12-31')).toBe('December 31, 2025')
    expect(effectiveDateText(null)).toBeNull()
    expect(effectiveDateText('2026-13-01')).toBeNull()
    expect(effectiveDateText('01/01/2026')).toBeNull()
  })
})
