import { ApiError } from '#contract/errors.ts'
import type { Page, SiteDocument } from '#contract/website.ts'

/**
 * Pure: a site document as the rows it is stored in (decision 025), and back. The shell
 * (everything but the pages) is one row of `website_contexts`, each page one row of
 * `website_pages`, so no row grows with the number of pages.
 */

/** The site document without its pages: what `website_contexts.document` holds. */
export type SiteShell = Omit<SiteDocument, 'pages'>

/** One page's row: its path (the key in `pages`), its place in the document, the page itself. */
export type PageRow = { path: string; position: number; document: Page }

export type SiteRows = { shell: SiteShell; pages: PageRow[] }

/**
 * D1's limit on a string, BLOB or row: 2,000,000 bytes (developers.cloudflare.com/d1/platform/limits,
 * April 2026). Local SQLite (miniflare) does not enforce it, so the api checks it itself.
 */
export const D1_MAX_ROW_BYTES = 2_000_000

/**
 * What one row's JSON (and a page's path) may take: the D1 limit less room for the row's other
 * columns (ids, kind, position, timestamp) and SQLite's record header, a few dozen bytes.
 */
export const MAX_STORED_JSON_BYTES = D1_MAX_ROW_BYTES - 1_000

export function splitSiteDocument(document: SiteDocument): SiteRows {
  const { pages, ...shell } = document
  return { shell, pages: Object.entries(pages).map(([path, page], position) => ({ path, position, document: page })) }
}

/**
 * The document again, its pages in their stored order (rows may come in any order). Generic, so
 * the api can join what it read before the contract's schema checks it.
 */
export function joinSiteDocument<S extends object, P>(
  shell: S,
  pages: readonly { path: string; position: number; document: P }[],
): S & { pages: Record<string, P> } {
  const ordered = pages.toSorted((a, b) => a.position - b.position)
  return { ...shell, pages: Object.fromEntries(ordered.map((p) => [p.path, p.document])) }
}

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).byteLength

/** The bytes a value takes as the JSON text its column stores. */
export function jsonBytes(value: unknown): number {
  return utf8Bytes(JSON.stringify(value))
}

/** The bytes a page's row holds as text: its path and its JSON. */
export function pageRowBytes(page: PageRow): number {
  return utf8Bytes(page.path) + jsonBytes(page.document)
}

/** One row over its limit: `field` names it as a 422's `errors` would (`pages./about-us`, `shell`). */
export type OversizedRow = { field: string; bytes: number }

/** The rows of `rows` that D1 would refuse, largest first; none for a site that fits. */
export function oversizedRows(rows: SiteRows): OversizedRow[] {
  const sized: OversizedRow[] = [
    { field: 'shell', bytes: jsonBytes(rows.shell) },
    ...rows.pages.map((p) => ({ field: `pages.${p.path}`, bytes: pageRowBytes(p) })),
  ]
  return sized.filter((r) => r.bytes > MAX_STORED_JSON_BYTES).toSorted((a, b) => b.bytes - a.bytes)
}

const number = (n: number): string => n.toLocaleString('en-US')

function describe(row: OversizedRow): string {
  return row.field === 'shell' ? 'The site’s design, navigation and settings are' : `The page ${row.field.slice('pages.'.length)} is`
}

/**
 * The 413 a write answers when part of the site is too large to store (nothing is then written).
 * Each refused part is named in `errors`, so an editor can point at the page to split.
 */
export function siteTooLarge(oversized: readonly [OversizedRow, ...OversizedRow[]]): ApiError {
  const [largest] = oversized
  const message =
    `${describe(largest)} ${number(largest.bytes)} bytes as stored; one part of a site may take at most ` +
    `${number(MAX_STORED_JSON_BYTES)} bytes. Split the page into smaller ones.`
  const errors = Object.fromEntries(oversized.map((r) => [r.field, `Too large to store: ${number(r.bytes)} bytes`]))
  return new ApiError(413, 'Content Too Large', { message, errors })
}

/** The rows of `document`, or the 413 when one of them is too large to store. */
export function siteRowsToStore(document: SiteDocument): SiteRows {
  const rows = splitSiteDocument(document)
  const [largest, ...others] = oversizedRows(rows)
  if (largest) throw siteTooLarge([largest, ...others])
  return rows
}
