import { describe, expect, it } from 'vitest'
import { categoriesToChoose, finishBlockers } from '#contract/arrangement-rules.ts'
import type { Arrangement, ArrangementCategory } from '#contract/arrangements.ts'
import { selectionsProgress } from '#src/features/arrangements/rules.ts'
import { arrangementState } from '#src/features/portal/case-summary.ts'

/**
 * Issue 34 point 2: one rule counts what is left. The header counted what blocks the submit (all
 * open categories as one, the purchaser as another): "2 things still to choose" beside 4 categories
 * that needed a choice, and "1 thing still to choose" beside "All 9 categories are complete".
 */

const open = { item: null, selector: { id: 1 }, variant: null, name: null }
const chosen = { item: { variantCount: 0 }, selector: { id: 1 }, variant: null, name: null }

function category(id: number, done: boolean, extra: Partial<ArrangementCategory> = {}): ArrangementCategory {
  return {
    itemCategory: { id, name: `Category ${id}` },
    position: id,
    displayForFamily: true,
    complete: done,
    lines: [done ? chosen : open],
    ...extra,
  } as unknown as ArrangementCategory
}

function arrangement(categories: ArrangementCategory[], hasPurchaser: boolean): Arrangement {
  const packageId = 1
  return {
    packageId,
    packageName: 'Traditional Funeral',
    categories,
    hasPurchaser,
    submittedAt: null,
    missing: finishBlockers({ packageId, categories, hasPurchaser }),
  } as unknown as Arrangement
}

describe('what is left to choose', () => {
  it('counts the categories the family sees that are not complete', () => {
    const categories = [category(1, false), category(2, false), category(3, true), category(4, false), category(5, false)]
    expect(categoriesToChoose(categories)).toBe(4)
    // Not a category the family does not choose from, nor an empty (optional) one.
    expect(categoriesToChoose([...categories, category(6, false, { displayForFamily: false }), category(7, true, { lines: [] })])).toBe(4)
    expect(categoriesToChoose([])).toBe(0)
  })

  it('four categories open and no purchaser: the header says 4, as the selections do', () => {
    const categories = [category(1, false), category(2, false), category(3, true), category(4, false), category(5, false)]
    const a = arrangement(categories, false)
    expect(a.missing).toHaveLength(2)
    expect(arrangementState(a)).toBe('In progress with the Traditional Funeral: 4 things still to choose.')
    expect(selectionsProgress(categories)).toMatchObject({ complete: 1, total: 5, words: '1 of 5 categories complete.' })
  })

  it('every category complete and no purchaser: nothing is said to be left to choose', () => {
    const categories = Array.from({ length: 9 }, (_, i) => category(i + 1, true))
    const a = arrangement(categories, false)
    expect(selectionsProgress(categories).words).toBe('All 9 categories are complete.')
    expect(arrangementState(a)).toBe('In progress with the Traditional Funeral: every choice is made; the purchaser details are next.')
    expect(arrangementState(arrangement(categories, true))).toBe('In progress with the Traditional Funeral: ready to review and submit.')
  })

  it('one category open: 1 thing, and the selections say 8 of 9', () => {
    const categories = [category(1, false), ...Array.from({ length: 8 }, (_, i) => category(i + 2, true))]
    expect(arrangementState(arrangement(categories, true))).toBe('In progress with the Traditional Funeral: 1 thing still to choose.')
    expect(selectionsProgress(categories).words).toBe('8 of 9 categories complete.')
  })
})
