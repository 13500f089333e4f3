import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'

/**
 * The one way what a person typed into a search box reaches a query (issue 35 point 2). Every
 * LIKE and FTS5 MATCH of the api is built here, so none of them can answer a 500 for long,
 * multibyte, wildcard, quoted or empty input:
 * - D1 refuses a LIKE or GLOB pattern longer than 50 bytes ("LIKE or GLOB pattern too complex"),
 *   so each word becomes a pattern of at most LIKE_PATTERN_MAX_BYTES, cut at a character;
 * - `%`, `_` and `\` typed are characters, not wildcards (escaped, with ESCAPE '\');
 * - an FTS5 term is a quoted string (`"` doubled), so AND, NEAR, `*`, `^` or a column filter
 *   typed are plain words;
 * - the text is NFC (a typed "é" is one character, as names are stored), trimmed and split into at
 *   most MAX_SEARCH_WORDS words; nothing left means no condition at all.
 */

/** D1's limit on a LIKE or GLOB pattern, in bytes of UTF-8 (SQLITE_MAX_LIKE_PATTERN_LENGTH as D1 sets it). */
export const LIKE_PATTERN_MAX_BYTES = 50

/** At most this many words of a search count (a pasted paragraph cannot build a huge statement); the rest are ignored. */
export const MAX_SEARCH_WORDS = 5

/** A word longer than this (bytes) is looked at up to it; no name, street or email word is longer. */
export const FTS_TERM_MAX_BYTES = 64

const encoder = new TextEncoder()
const bytesOf = (text: string) => encoder.encode(text).length

/** The words of a search: NFC, split at whitespace (or `separator`), empty ones dropped, each once, at most MAX_SEARCH_WORDS. */
export function searchWords(input: string | undefined, separator: RegExp = /\s+/u): string[] {
  if (!input) return []
  const words = input.normalize('NFC').split(separator).filter(Boolean)
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS)
}

/** The longest start of `pieces` (whole characters) whose joined UTF-8 fits in `maxBytes`. */
function fitBytes(pieces: readonly string[], maxBytes: number): string {
  let out = ''
  let used = 0
  for (const piece of pieces) {
    const size = bytesOf(piece)
    if (used + size > maxBytes) break
    out += piece
    used += size
  }
  return out
}

/** The start of `text` that fits in `maxBytes` of UTF-8, never cutting a character in two. */
export function capBytes(text: string, maxBytes: number): string {
  return fitBytes([...text], maxBytes)
}

/**
 * A LIKE pattern for text that contains `word` literally, or undefined when there is nothing to
 * look for. The escaped word is cut at a character so the whole pattern, `%` on both sides
 * included, fits D1's 50 bytes: a longer word is looked for by its first part.
 */
export function likeContaining(word: string): string | undefined {
  const escaped = [...word.normalize('NFC')].map((ch) => (ch === '%' || ch === '_' || ch === '\\' ? `\\${ch}` : ch))
  const body = fitBytes(escaped, LIKE_PATTERN_MAX_BYTES - 2)
  return body ? `%${body}%` : undefined
}

/** `haystack LIKE pattern ESCAPE '\'` for a pattern of `likeContaining`. */
export function likeSql(haystack: SQLWrapper | SQL, pattern: string): SQL {
  return sql`${haystack} LIKE ${pattern} ESCAPE '\\'`
}

/** Each word must be in the haystack: one LIKE per word (none for no words). */
export function everyWordIn(haystack: SQLWrapper | SQL, words: readonly string[]): SQL[] {
  return words.flatMap((word) => {
    const pattern = likeContaining(word)
    return pattern ? [likeSql(haystack, pattern)] : []
  })
}

/**
 * An FTS5 MATCH string in which every term must start a word: each one a quoted string (a `"`
 * inside doubled) with `*`, all of them required. Quoting makes whatever a visitor typed plain
 * words, never FTS5 syntax. Inside the quotes the index's tokenizer splits the term again:
 * "o'brien" is the phrase `o brien…`, as "O'Brien" was indexed. Undefined when no term is left.
 */
export function ftsPrefixMatch(terms: readonly string[]): string | undefined {
  const quoted = terms
    .map((term) => capBytes(term.normalize('NFC'), FTS_TERM_MAX_BYTES))
    .filter((term) => term.trim() !== '')
    .map((term) => `"${term.replaceAll('"', '""')}"*`)
  return quoted.length > 0 ? quoted.join(' AND ') : undefined
}
