import { describe, expect, it } from 'vitest'
import { finishBlockers, FINISH_MESSAGES } from '#contract/arrangement-rules.ts'
import type { ArrangementCategory, ArrangementLine } from '#contract/arrangements.ts'
import { ApiError } from '#contract/errors.ts'
import {
  blockerScreen,
  blockersOf,
  reviewCategories,
  submitProblem,
  submittedSentence,
} from '#src/features/arrangements/review/review-rules.ts'
import { lineLabel } from '#src/features/arrangements/rules.ts'
import { SOMETHING_WENT_WRONG } from '#src/features/auth/problems.ts'
import { SEEMS_OFFLINE } from '#src/lib/problem-sentence.ts'

const category = (id: number, name: string, lines: Partial<ArrangementLine>[], extra: Partial<ArrangementCategory> = {}) =>
  ({
    itemCategory: { id, name },
    position: 0,
    displayForFamily: true,
    complete: true,
    lines: lines.map((line, i) => ({ id: id * 10 + i, item: null, selector: null, variant: null, name: null, ...line })),
    ...extra,
  }) as ArrangementCategory

describe('what blocks submitting, and where it is fixed', () => {
  it('sends each of the contract’s blockers to its screen', () => {
    expect(blockerScreen(FINISH_MESSAGES.noPackage)).toBe('packages')
    expect(blockerScreen(FINISH_MESSAGES.incomplete(['Casket', 'Flowers']))).toBe('selections')
    expect(blockerScreen(FINISH_MESSAGES.noPurchaser)).toBe('details')
  })

  it('links none for a message it does not know (still shown, in the api’s words)', () => {
    expect(blockerScreen('Something new the api says')).toBeUndefined()
    expect(blockersOf(['Something new the api says'])).toEqual([{ message: 'Something new the api says', screen: undefined }])
  })

  it('keeps the api’s order, the order to fix them', () => {
    const missing = finishBlockers({
      packageId: 3,
      categories: [
        {
          itemCategory: { id: 1, name: 'Casket' },
          position: 1,
          displayForFamily: true,
          lines: [{ item: null, selector: {}, variant: null, name: null }],
        },
      ],
      hasPurchaser: false,
    })
    expect(blockersOf(missing).map((b) => b.screen)).toEqual(['selections', 'details'])
  })
})

describe('the review’s summary', () => {
  it('reads a line by its item and variant, its free text, or what is still to choose', () => {
    const item = { id: 1, name: 'Oak casket', variantCount: 2 } as ArrangementLine['item']
    expect(lineLabel({ item, selector: null, variant: null, name: null })).toBe('Oak casket')
    expect(lineLabel({ item, selector: null, variant: { name: 'Satin finish' } as ArrangementLine['variant'], name: null })).toBe(
      'Oak casket: Satin finish',
    )
    expect(lineLabel({ item: null, selector: null, variant: null, name: 'Clergy honorarium' })).toBe('Clergy honorarium')
    expect(lineLabel({ item: null, selector: { name: 'Casket' } as ArrangementLine['selector'], variant: null, name: null })).toBe(
      'Casket: still to choose',
    )
  })

  it('lists the categories that hold a line: the family’s by position, then what the home adds (issue 34.2: every charged line)', () => {
    const categories = [
      category(1, 'Flowers', [{ name: 'Spray' }], { position: 1 }),
      category(2, 'Casket', [{ name: 'Oak' }], { position: 5 }),
      category(3, 'Empty', [], { position: 9 }),
      category(4, 'Staff only', [{ name: 'Transfer' }], { position: 7, displayForFamily: false }),
    ]
    expect(reviewCategories({ categories }).map((c) => c.name)).toEqual(['Casket', 'Flowers', 'Staff only'])
  })

  it('says who submitted and when', () => {
    expect(submittedSentence({ submittedBy: { id: 1, firstName: 'Margaret', lastName: 'Ellis' } }, 'November 27, 2026')).toBe(
      'Submitted on November 27, 2026 by Margaret Ellis.',
    )
    expect(submittedSentence({ submittedBy: null }, 'November 27, 2026')).toBe('Submitted on November 27, 2026.')
  })

  it('shows the api’s 422 (what is missing) and the calm sentence otherwise', () => {
    const refused = new ApiError(422, undefined, { message: 'The contract cannot be submitted yet: Enter the purchaser details' })
    expect(submitProblem(refused)).toBe('The contract cannot be submitted yet: Enter the purchaser details')
    expect(submitProblem(new ApiError(503))).toBe(SOMETHING_WENT_WRONG)
    expect(submitProblem(new TypeError('Failed to fetch'))).toBe(SEEMS_OFFLINE)
  })
})
