import { describe, expect, it } from 'vitest'
import { PRICE_LIST_PATH, PriceListSchema, type PriceList } from '#contract/price-list.ts'
import { api, HARBOR, WHITFIELD } from './client.ts'

/**
 * The public General Price List (issue 18 point 10), seeded from api/seed/data/price-list.ts:
 * Whitfield & Sons at its dollar prices, Harbor Light 15 % higher rounded to $5.
 */

async function priceList(host: string): Promise<PriceList> {
  const response = await api(PRICE_LIST_PATH, { host })
  expect(response.status).toBe(200)
  return PriceListSchema.parse(await response.json())
}

function item(list: PriceList, name: string) {
  const found = list.categories.flatMap((c) => c.items).find((i) => i.name === name)
  if (!found) throw new Error(`no item named ${name}`)
  return found
}

describe(`GET ${PRICE_LIST_PATH}`, () => {
  it('answers anyone, without a sign-in, with every category in price-list order, hidden ones too', async () => {
    const list = await priceList(WHITFIELD)
    expect(list.effectiveFrom).toBe('2026-01-01')
    expect(list.categories.map((c) => c.name)).toEqual([
      'Professional Services',
      'Facilities & Staff',
      'Vehicles',
      'Caskets',
      'Urns',
      'Outer Burial Containers',
      'Flowers',
      'Stationery',
      'Cash Advance Items',
      'Permits and Filings',
      'Forwarding, Receiving, Direct Cremation and Immediate Burial',
    ])
    expect(item(list, 'Burial transit permit').priceCents).toBe(2_000)
    // The current version's disclosures, in the Funeral Rule's words (decision 063).
    expect(list.rightToChoose).toMatch(/^The goods and services shown below are those we can provide to our customers\./)
    expect(list.disclosures.some((d) => d.startsWith('The goods and services'))).toBe(false)
    expect(item(list, 'Certified copy of the death certificate').cashAdvance).toBe(true)
    expect(item(list, 'Embalming').cashAdvance).toBe(false)
  })

  it('gives each funeral home its own prices, variants with theirs', async () => {
    const [whitfield, harbor] = await Promise.all([priceList(WHITFIELD), priceList(HARBOR)])
    expect(item(whitfield, 'Embalming').priceCents).toBe(89_500)
    expect(item(harbor, 'Embalming').priceCents).toBe(103_000)
    const casket = item(whitfield, 'Going Home 18-gauge steel casket')
    expect(casket.variants.map((v) => [v.name, v.priceCents])).toEqual([
      ['Silver Rose', 265_000],
      ['Brushed Pewter', 265_000],
      ['Cameo Blue', 279_500],
    ])
    expect(item(harbor, 'Going Home 18-gauge steel casket').variants.map((v) => v.priceCents)).toEqual([304_500, 304_500, 321_500])
    const ids = new Set(whitfield.categories.flatMap((c) => c.items.map((i) => i.id)))
    expect(harbor.categories.flatMap((c) => c.items).some((i) => ids.has(i.id))).toBe(false)
  })

  it('lists the packages with their starting prices and what they include', async () => {
    const list = await priceList(WHITFIELD)
    const direct = list.packages.find((p) => p.name === 'Direct Cremation')
    expect(direct).toMatchObject({ category: 'Cremation' })
    expect(direct?.startingPriceCents).toBeGreaterThan(0)
    expect(direct?.includes.length).toBeGreaterThan(0)
    expect(list.packages.map((p) => p.name)).toContain('Traditional Funeral')
    expect(direct).not.toHaveProperty('selected')
  })

  it('is a 404 for an unknown host and stays cacheable for a known one (no no-store, no cookie)', async () => {
    const unknown = await api(PRICE_LIST_PATH, { host: 'nobody.example' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toBeErrorBody(404)
    const known = await api(PRICE_LIST_PATH)
    expect(known.headers.get('cache-control') ?? '').not.toMatch(/no-store|private|no-cache/)
    expect(known.headers.get('set-cookie')).toBeNull()
    await known.body?.cancel()
  })
})
