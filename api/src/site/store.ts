import { and, asc, eq, getTableColumns } from 'drizzle-orm'
import type { ContextKind, SiteDocument } from '#contract/website.ts'
import { websiteContexts, websitePages } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { chunkBySize, D1_MAX_BOUND_PARAMETERS } from './chunks.ts'
import { joinSiteDocument, MAX_STORED_JSON_BYTES, pageRowBytes, siteRowsToStore } from './document-rows.ts'

/**
 * A company's site document (approved or draft) in D1: its shell in `website_contexts`, its pages
 * in `website_pages` (decision 025). Every read and write of a site document goes through here.
 */

/** Page rows per insert: as many as D1's bound parameters allow. */
const PAGES_PER_INSERT = Math.floor(D1_MAX_BOUND_PARAMETERS / Object.keys(getTableColumns(websitePages)).length)

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * The stored document, put together again but not yet checked (callers parse it with the
 * contract's schema), or undefined when the company has none of that kind. One batch, one query
 * per table: the shell and its pages are read in one transaction, so never half of a save.
 */
export async function readSiteDocument(db: Db, companyId: number, kind: ContextKind): Promise<Record<string, unknown> | undefined> {
  const [shells, pages] = await db.batch([
    db
      .select({ document: websiteContexts.document })
      .from(websiteContexts)
      .where(and(eq(websiteContexts.companyId, companyId), eq(websiteContexts.kind, kind)))
      .limit(1),
    db
      .select({ path: websitePages.path, position: websitePages.position, document: websitePages.document })
      .from(websitePages)
      .where(and(eq(websitePages.companyId, companyId), eq(websitePages.kind, kind)))
      .orderBy(asc(websitePages.position)),
  ])
  const shell = shells[0]
  if (!shell) return undefined
  return joinSiteDocument(isObject(shell.document) ? shell.document : {}, pages)
}

/**
 * Replaces the company's `kind` document with `document`, all or nothing: one D1 batch (a
 * transaction) writes the shell, drops the old pages and inserts the new ones. A part too large
 * for a D1 row is a 413 (`siteRowsToStore`) before anything is written.
 */
export async function saveSiteDocument(db: Db, companyId: number, kind: ContextKind, document: SiteDocument): Promise<void> {
  const { shell, pages } = siteRowsToStore(document)
  const updatedAt = new Date().toISOString()
  const runs = chunkBySize(pages, PAGES_PER_INSERT, MAX_STORED_JSON_BYTES, pageRowBytes)
  await db.batch([
    db
      .insert(websiteContexts)
      .values({ companyId, kind, document: shell, updatedAt })
      .onConflictDoUpdate({ target: [websiteContexts.companyId, websiteContexts.kind], set: { document: shell, updatedAt } }),
    db.delete(websitePages).where(and(eq(websitePages.companyId, companyId), eq(websitePages.kind, kind))),
    ...runs.map((run) => db.insert(websitePages).values(run.map((page) => ({ companyId, kind, ...page })))),
  ])
}
