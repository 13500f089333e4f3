import { and, eq, inArray, isNotNull, max } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { StationeryItem } from '#contract/family-reviews.ts'
import {
  pageLayout,
  STATIONERY_ITEM_NAMES,
  STUDIO_STATIONERY_MESSAGES,
  type StationeryAddBody,
  type VersionPage,
} from '#contract/studio-stationery.ts'
import type { Db } from '../db/client.ts'
import { caseTasks, media, stationeryItems, stationeryPages, stationeryVersions } from '../db/schema.ts'
import { listStationery } from '../family/stationery.ts'
import { ensureTasks } from '../family/tasks.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { invalidField } from '../validate.ts'
import { mailReviewSent } from './review-notice.ts'
import { readVersionPages } from './stationery-versions.ts'

type ItemRow = typeof stationeryItems.$inferSelect

/**
 * A case's printed pieces from the home's side (issue 38 point 3, decision 061; the calls:
 * contract/studio-stationery.ts). The family's review (api/src/family/stationery.ts) reads the
 * same rows: a piece is theirs to see once a version is sent.
 * - A version replaces the piece's pages with the uploaded pictures in order (their sides by
 *   `pageLayout`), is kept whole in stationery_versions, and puts the piece back in the family's
 *   hands (ready for review, no approval), opening the review-stationery task again.
 * - An approved piece takes no new version: that would undo the family's approval unseen.
 */

const notFound = () => new ApiError(404, undefined, { message: STUDIO_STATIONERY_MESSAGES.notFound })

function itemOf(items: readonly StationeryItem[], id: number): StationeryItem {
  const item = items.find((i) => i.id === id)
  if (!item) throw notFound()
  return item
}

/** Adds a piece the case lacks, in production, without pages, after the others. */
export async function addStationeryPiece(db: Db, theCase: CaseRow, body: StationeryAddBody): Promise<StationeryItem> {
  const [existing] = await db
    .select({ id: stationeryItems.id })
    .from(stationeryItems)
    .where(and(eq(stationeryItems.caseId, theCase.id), eq(stationeryItems.itemType, body.itemType)))
    .limit(1)
  if (existing) throw invalidField('itemType', STUDIO_STATIONERY_MESSAGES.alreadyThere)
  const [last] = await db
    .select({ position: max(stationeryItems.position) })
    .from(stationeryItems)
    .where(eq(stationeryItems.caseId, theCase.id))
  const [row] = await db
    .insert(stationeryItems)
    .values({
      companyId: theCase.companyId,
      caseId: theCase.id,
      itemType: body.itemType,
      title: body.title || STATIONERY_ITEM_NAMES[body.itemType],
      position: (last?.position ?? -1) + 1,
    })
    // Two people adding the same piece at once: the unique index lets one through.
    .onConflictDoNothing()
    .returning({ id: stationeryItems.id })
  if (!row) throw invalidField('itemType', STUDIO_STATIONERY_MESSAGES.alreadyThere)
  return itemOf((await listStationery(db, theCase)).items, row.id)
}

/** The uploaded page pictures of this case, in the order asked; any other id is refused. */
async function pagePictures(db: Db, theCase: CaseRow, mediaIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        eq(media.companyId, theCase.companyId),
        eq(media.caseId, theCase.id),
        eq(media.kind, 'stationery'),
        inArray(media.id, [...mediaIds]),
      ),
    )
  const found = new Set(rows.map((r) => r.id))
  if (!mediaIds.every((id) => found.has(id))) throw invalidField('mediaIds', STUDIO_STATIONERY_MESSAGES.notAPage)
  return [...mediaIds]
}

/** Sends the next version of a piece with these pages (see above). */
export async function sendStationeryVersion(
  db: Db,
  theCase: CaseRow,
  itemId: number,
  mediaIds: readonly number[],
  userId: number,
  host: string,
): Promise<StationeryItem> {
  const [item] = await db
    .select()
    .from(stationeryItems)
    .where(and(eq(stationeryItems.id, itemId), eq(stationeryItems.caseId, theCase.id)))
    .limit(1)
  if (!item) throw notFound()
  if (item.status === 'approved') throw invalidField('mediaIds', STUDIO_STATIONERY_MESSAGES.approved)
  const ids = await pagePictures(db, theCase, mediaIds)
  // The family already has exactly this: a retried or doubled send is the one before, mailed once.
  if (await alreadySent(db, item, ids)) return itemOf((await listStationery(db, theCase)).items, item.id)
  const sides = pageLayout(ids.length)
  const pages: VersionPage[] = ids.map((mediaId, i) => ({ pageType: sides[i] ?? 'back', mediaId }))
  const number = item.version + 1
  const now = new Date().toISOString()
  await ensureTasks(db, theCase)
  const task = and(eq(caseTasks.caseId, theCase.id), eq(caseTasks.type, 'review-stationery'))
  try {
    await db.batch([
      // First, so a second send of the same version at once fails here and changes nothing.
      db.insert(stationeryVersions).values({ itemId: item.id, number, pages: JSON.stringify(pages), sentBy: userId, sentAt: now }),
      db.delete(stationeryPages).where(eq(stationeryPages.itemId, item.id)),
      db
        .insert(stationeryPages)
        .values(pages.map((p, position) => ({ itemId: item.id, pageType: p.pageType, previewMediaId: p.mediaId, position }))),
      db
        .update(stationeryItems)
        .set({ version: number, status: 'ready-for-review', approvedAt: null, approvedBy: null, updatedAt: now })
        .where(eq(stationeryItems.id, item.id)),
      // The family has something to review again: the task is back on the case and open.
      db
        .update(caseTasks)
        .set({ removedAt: null, removedBy: null, updatedAt: now, updatedBy: userId })
        .where(and(task, isNotNull(caseTasks.removedAt))),
      db
        .update(caseTasks)
        .set({ status: 'not-started', updatedAt: now, updatedBy: userId })
        .where(and(task, inArray(caseTasks.status, ['completed', 'skipped']))),
    ])
  } catch (error) {
    if (String(error).includes('UNIQUE')) {
      const [winner] = await db.select().from(stationeryItems).where(eq(stationeryItems.id, item.id)).limit(1)
      if (winner && (await alreadySent(db, winner, ids))) return itemOf((await listStationery(db, theCase)).items, item.id)
      throw new ApiError(409, undefined, { message: 'Someone sent this piece meanwhile. Reload the page to see the new version.' })
    }
    throw error
  }
  await mailReviewSent(db, theCase, host, { task: 'review-stationery', what: `the ${item.title.toLowerCase()}`, version: number })
  return itemOf((await listStationery(db, theCase)).items, item.id)
}

/** True when the piece is with the family (ready for review) at a version of exactly these pictures, in this order. */
async function alreadySent(db: Db, item: ItemRow, ids: readonly number[]): Promise<boolean> {
  if (item.status !== 'ready-for-review' || item.version === 0) return false
  const [last] = await db
    .select({ pages: stationeryVersions.pages })
    .from(stationeryVersions)
    .where(and(eq(stationeryVersions.itemId, item.id), eq(stationeryVersions.number, item.version)))
    .limit(1)
  const sent = last ? readVersionPages(last.pages).map((p) => p.mediaId) : []
  return sent.length === ids.length && sent.every((id, i) => id === ids[i])
}
