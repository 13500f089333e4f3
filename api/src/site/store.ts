import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { ContextKind, Page, SiteDocument, SiteShell } from '#contract/website.ts'
import { websiteContexts, websitePages } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { chunkBySize, D1_MAX_BOUND_PARAMETERS } from './chunks.ts'
import { joinSiteDocument, jsonBytes, MAX_STORED_JSON_BYTES, pageRowBytes, siteRowsToStore, siteTooLarge } from './document-rows.ts'

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

const draftOf = (companyId: number) => and(eq(websiteContexts.companyId, companyId), eq(websiteContexts.kind, 'draft'))

/**
 * Saves one page of the company's draft (decision 046): its row replaced where the draft has a
 * page at `path` (keeping its place), else added after the last one. The shell's `updatedAt` moves
 * in the same batch. False, with nothing written, when the company has no draft to add to; a page
 * too large for a D1 row is a 413.
 */
export async function saveDraftPage(db: Db, companyId: number, path: string, page: Page): Promise<boolean> {
  const bytes = pageRowBytes({ path, position: 0, document: page })
  if (bytes > MAX_STORED_JSON_BYTES) throw siteTooLarge([{ field: `pages.${path}`, bytes }])
  const [shell] = await db.select({ kind: websiteContexts.kind }).from(websiteContexts).where(draftOf(companyId)).limit(1)
  if (!shell) return false
  // After the draft's last page when it is new; where it was when it is not (the conflict keeps its position).
  const end = sql<number>`(SELECT coalesce(max(${websitePages.position}), -1) + 1 FROM ${websitePages} WHERE ${websitePages.companyId} = ${companyId} AND ${websitePages.kind} = 'draft')`
  await db.batch([
    db.update(websiteContexts).set({ updatedAt: new Date().toISOString() }).where(draftOf(companyId)),
    db
      .insert(websitePages)
      .values({ companyId, kind: 'draft', path, position: end, document: page })
      .onConflictDoUpdate({ target: [websitePages.companyId, websitePages.kind, websitePages.path], set: { document: page } }),
  ])
  return true
}

/** Saves the draft's shell (design, navigation, settings, header, footer); its pages stay. False when the company has no draft. */
export async function saveDraftShell(db: Db, companyId: number, shell: SiteShell): Promise<boolean> {
  const bytes = jsonBytes(shell)
  if (bytes > MAX_STORED_JSON_BYTES) throw siteTooLarge([{ field: 'shell', bytes }])
  const updated = await db
    .update(websiteContexts)
    .set({ document: shell, updatedAt: new Date().toISOString() })
    .where(draftOf(companyId))
    .returning({ kind: websiteContexts.kind })
  return updated.length > 0
}
