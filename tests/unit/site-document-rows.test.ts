import { describe, expect, it } from 'vitest'
import { chunkBySize } from '#api/src/site/chunks.ts'
import {
  joinSiteDocument,
  MAX_STORED_JSON_BYTES,
  oversizedRows,
  pageRowBytes,
  siteRowsToStore,
  splitSiteDocument,
} from '#api/src/site/document-rows.ts'
import { demoCompanies } from '#api/seed/demo.ts'
import { ApiErrorBodySchema, type ApiError } from '#contract/errors.ts'
import type { Page, SiteDocument } from '#contract/website.ts'

const site: SiteDocument = demoCompanies()[0]!.approved

/** A page whose JSON is about `bytes` long (one text module). */
function pageOf(bytes: number): Page {
  return { id: 'big', title: 'Big', modules: [{ id: 'm', type: 'text', html: 'x'.repeat(bytes) }] }
}

function refusal(document: SiteDocument): ApiError {
  try {
    siteRowsToStore(document)
  } catch (error) {
    return error as ApiError
  }
  throw new Error('expected a refusal')
}

describe('a site document as rows (api/src/site/document-rows.ts)', () => {
  it('splits into a shell without pages and a row per page, and joins back to the same document, page order kept', () => {
    const rows = splitSiteDocument(site)
    expect(rows.shell).not.toHaveProperty('pages')
    expect(rows.pages.map((p) => p.path)).toEqual(Object.keys(site.pages))
    expect(rows.pages.map((p) => p.position)).toEqual(Object.keys(site.pages).map((_, i) => i))
    const joined = joinSiteDocument(rows.shell, rows.pages.toReversed())
    expect(joined).toEqual(site)
    expect(Object.keys(joined.pages)).toEqual(Object.keys(site.pages))
  })

  it('finds nothing too large in the demo site', () => {
    expect(oversizedRows(splitSiteDocument(site))).toEqual([])
    expect(siteRowsToStore(site).pages).toHaveLength(Object.keys(site.pages).length)
  })

  it('measures a page row in UTF-8 bytes, path included', () => {
    const page = { path: '/é', position: 0, document: pageOf(0) }
    expect(pageRowBytes(page)).toBe(
      new TextEncoder().encode('/é').byteLength + new TextEncoder().encode(JSON.stringify(page.document)).byteLength,
    )
  })

  it('accepts a site larger than one row when every page fits', () => {
    const pages = Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`/p${i}`, pageOf(MAX_STORED_JSON_BYTES / 2)]))
    expect(siteRowsToStore({ ...site, pages }).pages).toHaveLength(3)
  })

  it('refuses a page too large for a D1 row with a 413 envelope naming it', () => {
    const document = { ...site, pages: { ...site.pages, '/huge': pageOf(MAX_STORED_JSON_BYTES) } }
    const error = refusal(document)
    expect(error.statusCode).toBe(413)
    const body = ApiErrorBodySchema.parse(error.toBody())
    expect(body).toMatchObject({ statusCode: 413, statusMessage: 'Content Too Large' })
    expect(body.message).toMatch(/^The page \/huge is [\d,]+ bytes as stored; one part of a site may take at most 1,999,000 bytes/)
    expect(Object.keys(body.errors ?? {})).toEqual(['pages./huge'])
  })

  it('refuses a shell too large for a row, and lists every part over the limit, largest first', () => {
    const huge = 'x'.repeat(MAX_STORED_JSON_BYTES)
    const document = { ...site, footer: { id: 'f', text: huge }, pages: { '/a': pageOf(MAX_STORED_JSON_BYTES + 5_000) } }
    const body = refusal(document).toBody()
    expect(Object.keys(body.errors ?? {})).toEqual(['pages./a', 'shell'])
    expect(oversizedRows(splitSiteDocument(document)).map((r) => r.field)).toEqual(['pages./a', 'shell'])
  })
})

/** Every item one byte. */
const one = () => 1

describe('chunkBySize (api/src/site/chunks.ts)', () => {
  it('cuts runs of at most maxItems, in order', () => {
    expect(chunkBySize([1, 2, 3, 4, 5], 2, 100, one)).toEqual([[1, 2], [3, 4], [5]])
    expect(chunkBySize([], 2, 100, one)).toEqual([])
  })

  it('starts a new run before the bytes would pass maxBytes, and gives a lone larger item a run of its own', () => {
    expect(chunkBySize([4, 4, 4, 9, 1], 10, 8, (n) => n)).toEqual([[4, 4], [4], [9], [1]])
  })

  it('refuses a run length that is not a positive integer', () => {
    expect(() => chunkBySize([1], 0, 10, one)).toThrow(RangeError)
  })
})
