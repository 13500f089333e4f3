import type { TimelineEntry, TimelineKind } from '#contract/studio-case-page.ts'

/**
 * A case's timeline (issue 37 point 3): what happened, from the timestamps the tables keep
 * (opened, invited, joined, submitted, paid, approved, commented) and the change log (details,
 * location, director, stage, package). Pure: the reads gather the facts, this orders them.
 */

/** A fact as read: who did it by user id (null: unknown). */
export type TimelineFact = {
  kind: TimelineKind
  at: string | null
  byUserId: number | null
  subject?: string | null
  before?: string | null
  after?: string | null
  amountCents?: number | null
}

/** Each kind's place when two facts share a moment: a case is opened before anyone is invited to it. */
const ORDER: Readonly<Record<TimelineKind, number>> = {
  opened: 0,
  invited: 1,
  joined: 2,
  changed: 3,
  package: 4,
  submitted: 5,
  paid: 6,
  version: 7,
  sent: 8,
  approved: 9,
  commented: 10,
  stage: 11,
}

/** Newest first; facts without a time are left out; `names` gives the author's name by user id. */
export function buildTimeline(facts: readonly TimelineFact[], names: ReadonlyMap<number, string>): TimelineEntry[] {
  return facts
    .filter((fact): fact is TimelineFact & { at: string } => typeof fact.at === 'string' && fact.at !== '')
    .map((fact, index) => ({ fact, index }))
    .toSorted((a, b) => {
      if (a.fact.at !== b.fact.at) return a.fact.at < b.fact.at ? 1 : -1
      const byKind = ORDER[b.fact.kind] - ORDER[a.fact.kind]
      return byKind !== 0 ? byKind : b.index - a.index
    })
    .map(({ fact }) => ({
      kind: fact.kind,
      at: fact.at,
      by: fact.byUserId === null ? null : (names.get(fact.byUserId) ?? null),
      subject: fact.subject ?? null,
      before: fact.before ?? null,
      after: fact.after ?? null,
      amountCents: fact.amountCents ?? null,
    }))
}

/** The user ids a timeline names, for one read of their names. */
export function timelineAuthors(facts: readonly TimelineFact[]): number[] {
  return [...new Set(facts.flatMap((fact) => (fact.byUserId === null ? [] : [fact.byUserId])))]
}
