import { describe, expect, it } from 'vitest'
import { formatCents } from '#core/money.ts'
import {
  canFinish,
  familyCategories,
  finishBlockers,
  FINISH_MESSAGES,
  isCategoryComplete,
  isFreeTextLine,
  isLineComplete,
  lineTotalCents,
  selectionsComplete,
  statementTotals,
  summarizeByCategory,
  type RuleCategory,
  type RuleLine,
} from '#contract/arrangement-rules.ts'

const plainItem: RuleLine = { item: { variantCount: 0 }, selector: null, variant: null, name: null }
const openSelector: RuleLine = { item: null, selector: { id: 1 }, variant: null, name: null }
const variantMissing: RuleLine = { item: { variantCount: 2 }, selector: null, variant: null, name: null }
const variantChosen: RuleLine = { item: { variantCount: 2 }, selector: { id: 1 }, variant: { id: 7 }, name: null }
const freeText: RuleLine = { item: null, selector: null, variant: null, name: 'Clergy honorarium' }
const blankFreeText: RuleLine = { item: null, selector: null, variant: null, name: '  ' }

function category(name: string, lines: RuleLine[], position = 0, displayForFamily = true): RuleCategory {
  return { itemCategory: { id: position + 1, name }, position, displayForFamily, lines }
}

describe('line completeness (spec §4)', () => {
  it('needs the item, and its variant when the item has variants', () => {
    expect(isLineComplete(plainItem)).toBe(true)
    expect(isLineComplete(variantChosen)).toBe(true)
    expect(isLineComplete(variantMissing)).toBe(false)
    expect(isLineComplete(openSelector)).toBe(false)
  })

  it('needs a name on a free-text line', () => {
    expect(isFreeTextLine(freeText)).toBe(true)
    expect(isFreeTextLine(openSelector)).toBe(false)
    expect(isLineComplete(freeText)).toBe(true)
    expect(isLineComplete(blankFreeText)).toBe(false)
    expect(isLineComplete({ ...freeText, name: null })).toBe(false)
  })

  it('makes a category complete only when every line is (an empty one is)', () => {
    expect(isCategoryComplete({ lines: [plainItem, freeText, variantChosen] })).toBe(true)
    expect(isCategoryComplete({ lines: [plainItem, openSelector] })).toBe(false)
    expect(isCategoryComplete({ lines: [] })).toBe(true)
  })
})

describe('selections and finishing (spec §4)', () => {
  const complete = [category('Caskets', [variantChosen]), category('Vehicles', [plainItem])]
  const incomplete = [category('Caskets', [openSelector]), category('Urns', [variantMissing]), category('Vehicles', [plainItem])]

  it('are complete only with a package and every category complete', () => {
    expect(selectionsComplete({ packageId: 1, categories: complete })).toBe(true)
    expect(selectionsComplete({ packageId: null, categories: complete })).toBe(false)
    expect(selectionsComplete({ packageId: 1, categories: incomplete })).toBe(false)
  })

  it('finishes only with a package, complete selections and a purchaser', () => {
    expect(canFinish({ packageId: 1, categories: complete, hasPurchaser: true })).toBe(true)
    expect(canFinish({ packageId: 1, categories: complete, hasPurchaser: false })).toBe(false)
    expect(canFinish({ packageId: null, categories: complete, hasPurchaser: true })).toBe(false)
    expect(canFinish({ packageId: 1, categories: incomplete, hasPurchaser: true })).toBe(false)
  })

  it('says what is missing, naming the incomplete categories', () => {
    expect(finishBlockers({ packageId: null, categories: incomplete, hasPurchaser: false })).toEqual([
      FINISH_MESSAGES.noPackage,
      'Finish your selections in: Caskets, Urns',
      FINISH_MESSAGES.noPurchaser,
    ])
    expect(finishBlockers({ packageId: 1, categories: complete, hasPurchaser: true })).toEqual([])
  })
})

describe('categories shown to the family (spec §5)', () => {
  it('keeps displayForFamily ones, by position descending, then name', () => {
    const shown = familyCategories([
      category('Vehicles', [], 80),
      category('Permits', [], 100, false),
      category('Urns', [], 65),
      category('Caskets', [], 65),
      category('Professional Services', [], 100),
    ])
    expect(shown.map((c) => c.itemCategory.name)).toEqual(['Professional Services', 'Vehicles', 'Caskets', 'Urns'])
  })
})

describe('statement sums', () => {
  it('prices a line by quantity, and nothing while its item is open', () => {
    expect(lineTotalCents(2500, 6)).toBe(15000)
    expect(lineTotalCents(null, 3)).toBe(0)
  })

  it('totals the lines and never owes less than nothing', () => {
    expect(statementTotals([245000, 15000, 0], 100000)).toEqual({
      subtotalCents: 260000,
      totalCents: 260000,
      paidCents: 100000,
      balanceCents: 160000,
    })
    expect(statementTotals([1000], 1500).balanceCents).toBe(0)
    expect(statementTotals([], 0)).toEqual({ subtotalCents: 0, totalCents: 0, paidCents: 0, balanceCents: 0 })
  })

  it('summarises by category in first-seen order', () => {
    expect(
      summarizeByCategory([
        { categoryId: 2, categoryName: 'Vehicles', priceCents: 100 },
        { categoryId: 1, categoryName: 'Caskets', priceCents: 300 },
        { categoryId: 2, categoryName: 'Vehicles', priceCents: 50 },
      ]),
    ).toEqual([
      { categoryId: 2, categoryName: 'Vehicles', priceCents: 150 },
      { categoryId: 1, categoryName: 'Caskets', priceCents: 300 },
    ])
  })

  it('formats dollars as people read them', () => {
    expect(formatCents(123450)).toBe('$1,234.50')
    expect(formatCents(0)).toBe('$0.00')
  })
})
