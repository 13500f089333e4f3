import { AGE_BUCKETS, type AgeBucket, type Owed, type OwedCase } from '#contract/studio-ledger.ts'

/**
 * What is owed across the home by age (decision 065), as plain rules: a case's age is the whole
 * days from the day its statement was submitted to today, both on the home's calendar; the
 * buckets are an accountant's usual 0–30, 31–60, 61–90 and over 90 days.
 */

const DAY_MS = 86_400_000

/** Whole days from one calendar day (`YYYY-MM-DD`) to another; never negative. */
export function daysBetween(from: string, to: string): number {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
  return Math.max(0, days)
}

export function ageBucket(days: number): AgeBucket {
  if (days <= 30) return '0-30'
  if (days <= 60) return '31-60'
  if (days <= 90) return '61-90'
  return '90+'
}

export type OwedInput = Omit<OwedCase, 'days'> & { submittedOn: string }

/** Cases with a balance in their buckets, oldest first in each; every bucket is there, empty or not. */
export function groupOwed(cases: readonly OwedInput[], today: string): Owed {
  const owing = cases
    .filter((c) => c.balanceCents > 0)
    .map(({ submittedOn, ...c }) => ({ ...c, days: daysBetween(submittedOn, today) }))
    .toSorted((a, b) => b.days - a.days || a.caseId - b.caseId)
  const buckets = AGE_BUCKETS.map((bucket) => {
    const inIt = owing.filter((c) => ageBucket(c.days) === bucket)
    return { bucket, totalCents: inIt.reduce((sum, c) => sum + c.balanceCents, 0), cases: inIt }
  })
  return { totalCents: owing.reduce((sum, c) => sum + c.balanceCents, 0), buckets }
}
