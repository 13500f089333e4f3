/**
 * The rules of a person's name, shared by the api, the web Worker and the app (issue 36 point 3):
 * how a name is written out, folded for search and made into a URL slug. One definition each;
 * tests/unit/each-rule-once.test.ts fails when a second appears.
 */

/** The parts of a name as the contract carries them; a person without a middle name has none or null. */
export type NameParts = { firstName: string; middleName?: string | null; lastName: string }

/** First, middle and last joined with single spaces (a missing or blank part leaves no gap): `Walter James Ellis`. */
export function fullName(names: NameParts): string {
  return [names.firstName, names.middleName, names.lastName].filter((part) => part && part.trim()).join(' ')
}

/** Letters with a stroke rather than an accent: Unicode does not decompose them, so NFD leaves them be. */
const UNDECOMPOSED: ReadonlyMap<string, string> = new Map([
  ['ł', 'l'],
  ['ø', 'o'],
])

/**
 * Lowercase without accents: "Céline" → "celine", so a visitor typing on a phone without
 * accents still finds the name. The search index folds the names the same way (SQLite's
 * unicode61 tokenizer with remove_diacritics 2; migration 0007 folds 'ł' itself).
 */
export function foldName(text: string): string {
  const lower = [...text.toLowerCase()].map((ch) => UNDECOMPOSED.get(ch) ?? ch).join('')
  return lower.normalize('NFD').replace(/\p{Diacritic}/gu, '')
}

/** The slug of a name with no letter or digit in it, so a URL always has one. */
export const EMPTY_NAME_SLUG = 'unknown'

/**
 * The URL slug of a name (spec §3 Case nameSlug, and an obituary's): first and last name, folded
 * to ASCII, every run of anything else one hyphen. `Céline O'Brien` → `celine-o-brien`,
 * `Anne-Marie Łukasz` → `anne-marie-lukasz`. A case and its obituary get the same slug, whichever
 * path made them (planning, staff, the family's obituary, the seed).
 */
export function nameSlug(firstName: string, lastName: string): string {
  const slug = foldName(`${firstName} ${lastName}`)
    // Compatibility forms too ('ﬁ' → 'fi', full-width letters), then what is left that is not ASCII.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || EMPTY_NAME_SLUG
}
