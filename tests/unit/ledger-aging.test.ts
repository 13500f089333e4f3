import { describe, expect, it } from 'vitest'
import { ageBucket, daysBetween, groupOwed, type OwedInput } from '#api/src/staff/ledger-aging.ts'

function owing(caseId: number, submittedOn: string, balanceCents: number): OwedInput {
  return {
    caseId,
    nameSlug: `case-${caseId}`,
    firstName: 'Ada',
    lastName: `Case${caseId}`,
    submittedAt: `${submittedOn}T15:00:00.000Z`,
    submittedOn,
    balanceCents,
  }
}

describe('the age of what is owed', () => {
  it('counts whole calendar days, across months and a leap day, never below zero', () => {
    expect(daysBetween('2026-12-04', '2026-12-04')).toBe(0)
    expect(daysBetween('2026-11-30', '2026-12-01')).toBe(1)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2)
    expect(daysBetween('2026-12-05', '2026-12-04')).toBe(0)
  })

  it('puts each day count in its bucket, on the edges too', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(ageBucket)).toEqual(['0-30', '0-30', '31-60', '31-60', '61-90', '61-90', '90+', '90+'])
  })

  it('groups the cases with a balance, oldest first, with every bucket and the totals', () => {
    const owed = groupOwed(
      [
        owing(1, '2026-12-01', 1000),
        owing(2, '2026-10-20', 2500),
        owing(3, '2026-11-03', 0),
        owing(4, '2026-06-01', 700),
        owing(5, '2026-11-04', 300),
        owing(6, '2026-11-20', 50),
      ],
      '2026-12-04',
    )
    expect(owed.totalCents).toBe(1000 + 2500 + 700 + 300 + 50)
    expect(owed.buckets.map((b) => [b.bucket, b.totalCents, b.cases.map((c) => [c.caseId, c.days])])).toEqual([
      [
        '0-30',
        1350,
        [
          [5, 30],
          [6, 14],
          [1, 3],
        ],
      ],
      ['31-60', 2500, [[2, 45]]],
      ['61-90', 0, []],
      ['90+', 700, [[4, 186]]],
    ])
  })

  it('answers every bucket empty when nothing is owed', () => {
    expect(groupOwed([owing(1, '2026-12-01', 0)], '2026-12-04')).toEqual({
      totalCents: 0,
      buckets: ['0-30', '31-60', '61-90', '90+'].map((bucket) => ({ bucket, totalCents: 0, cases: [] })),
    })
  })
})
