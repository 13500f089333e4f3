/**
 * Which version of a home's price list is which (decision 063): pure, read by the api (which one
 * the public list and new arrangements use) and the studio's editor (how each is labelled).
 */

export type VersionDates = { id: number; number: number; effectiveFrom: string | null; publishedAt: string | null }

export const VERSION_STATES = ['draft', 'scheduled', 'current', 'past'] as const
export type VersionState = (typeof VERSION_STATES)[number]

/**
 * The current version: the published one with the latest effective date not after `today` (a
 * calendar date in the home's time zone); of two on the same date, the later published (higher
 * number). Null when none is in effect yet.
 */
export function currentVersion<V extends VersionDates>(versions: readonly V[], today: string): V | null {
  let best: V | null = null
  for (const v of versions) {
    if (v.publishedAt === null || v.effectiveFrom === null || v.effectiveFrom > today) continue
    if (!best || v.effectiveFrom > (best.effectiveFrom ?? '') || (v.effectiveFrom === best.effectiveFrom && v.number > best.number))
      best = v
  }
  return best
}

/** Draft (not published), scheduled (published, effective later), current, or past (replaced). */
export function versionState(version: VersionDates, current: VersionDates | null, today: string): VersionState {
  if (version.publishedAt === null || version.effectiveFrom === null) return 'draft'
  if (version.effectiveFrom > today) return 'scheduled'
  return current?.id === version.id ? 'current' : 'past'
}
