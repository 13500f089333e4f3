import { and, asc, eq, sql } from 'drizzle-orm'
import type { AddressSuggestion } from '#contract/planning.ts'
import { planningAddresses } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { everyWordIn, searchWords } from '../search-term.ts'

/**
 * Address suggestions for what someone has typed into a street field, from a D1 table of the
 * streets of the towns each funeral home serves. A geocoder would be a third party reached over
 * the internet; a real one would replace this function's body, not its callers.
 */

export const SUGGESTION_LIMIT = 8

/** The words of a query, commas separating too (at most five: api/src/search-term.ts). */
export function queryWords(query: string): string[] {
  return searchWords(query.toLowerCase(), /[\s,]+/u)
}

/** Every word must appear in the street line, town, state or ZIP. */
export async function suggestAddresses(db: Db, companyId: number, query: string, limit = SUGGESTION_LIMIT): Promise<AddressSuggestion[]> {
  const words = queryWords(query)
  if (words.length === 0) return []
  const haystack = sql`lower(${planningAddresses.line1} || ' ' || ${planningAddresses.city} || ' ' || ${planningAddresses.region} || ' ' || ${planningAddresses.postalCode})`
  const matches = everyWordIn(haystack, words)
  if (matches.length === 0) return []
  return db
    .select({
      line1: planningAddresses.line1,
      city: planningAddresses.city,
      region: planningAddresses.region,
      postalCode: planningAddresses.postalCode,
    })
    .from(planningAddresses)
    .where(and(eq(planningAddresses.companyId, companyId), ...matches))
    .orderBy(asc(planningAddresses.city), asc(planningAddresses.line1))
    .limit(limit)
}
