import { foldName } from '#core/names.ts'
import { MAX_SEARCH_WORDS } from '../search-term.ts'

/**
 * Pure rules of the public obituary pages: names, search terms, excerpts, map links and the
 * photo page window. No database here, so each is unit-tested (tests/unit/obituaries-*.test.ts).
 * The search's MATCH string is made by the api's one search-term helper (api/src/search-term.ts).
 */

/** At most this many words of a search count; the rest are ignored (the same for every search). */
export const MAX_SEARCH_TERMS = MAX_SEARCH_WORDS

/**
 * The words of a name search, folded: every one must start a word of the person's names.
 * Punctuation other than apostrophes and hyphens separates words ("O'Brien", "Smith-Jones" stay whole).
 */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return []
  const words = foldName(query)
    .split(/[^\p{L}\p{N}'’-]+/u)
    .map((w) => w.replace(/’/g, "'").replace(/^[-']+|[-']+$/g, ''))
    .filter(Boolean)
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS)
}

/**
 * The first `max` characters of the text's first paragraph, cut at a word, with an ellipsis
 * when cut. Whitespace is collapsed: the excerpt is one line of plain text.
 */
export function excerptOf(text: string, max = 180): string {
  const first = text.split(/\n\s*\n/).find((p) => p.trim()) ?? ''
  const flat = first.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max + 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : flat.slice(0, max)).replace(/[\s,.;:–—-]+$/, '')}…`
}

/** A map search link for an address (opens the visitor's map app on phones). */
export function mapLink(place: { name: string; line1: string; city: string; region: string; postalCode: string }): string {
  const q = `${place.name}, ${place.line1}, ${place.city}, ${place.region} ${place.postalCode}`
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`
}

/**
 * The photos page lists the obituary photo first (when there is one), then the album. Given
 * the page's window over that combined list, says whether the lead photo is on it and which
 * window of the album follows.
 */
export function photoWindow(offset: number, limit: number, hasLead: boolean): { lead: boolean; albumOffset: number; albumLimit: number } {
  if (!hasLead) return { lead: false, albumOffset: offset, albumLimit: limit }
  if (offset === 0) return { lead: true, albumOffset: 0, albumLimit: limit - 1 }
  return { lead: false, albumOffset: offset - 1, albumLimit: limit }
}
