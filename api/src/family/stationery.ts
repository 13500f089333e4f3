import { and, asc, eq, inArray } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { StationeryItem, StationeryItemType, StationeryPageType } from '#contract/family-reviews.ts'
import { media, stationeryComments, stationeryItems, stationeryPages } from '../db/schema.ts'
import type { StaffNotifier } from '../staff/notify.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import type { Db } from '../db/client.ts'
import { toMediaFile } from '../media/store.ts'
import { approvalOf, peopleById, person } from './people.ts'
import { afterReview, approveError, commentError, isAwaitingFamily } from './reviews.ts'
import { changesByItem } from '../staff/stationery-versions.ts'
import { completeTaskStatement } from './tasks.ts'
import { invalidField } from '../validate.ts'

type ItemRow = typeof stationeryItems.$inferSelect

async function itemRows(db: Db, caseId: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(stationeryItems)
    .where(eq(stationeryItems.caseId, caseId))
    .orderBy(asc(stationeryItems.position), asc(stationeryItems.id))
}

/** Every piece of the case with its pages (preview images) and comments, in three queries. */
export async function listStationery(db: Db, theCase: CaseRow): Promise<{ items: StationeryItem[] }> {
  const items = await itemRows(db, theCase.id)
  const ids = items.map((i) => i.id)
  if (ids.length === 0) return { items: [] }
  const [pages, comments] = await db.batch([
    db
      .select({ itemId: stationeryPages.itemId, pageType: stationeryPages.pageType, preview: media })
      .from(stationeryPages)
      .leftJoin(media, eq(media.id, stationeryPages.previewMediaId))
      .where(inArray(stationeryPages.itemId, ids))
      .orderBy(asc(stationeryPages.position), asc(stationeryPages.id)),
    db
      .select()
      .from(stationeryComments)
      .where(inArray(stationeryComments.itemId, ids))
      .orderBy(asc(stationeryComments.createdAt), asc(stationeryComments.id)),
  ])
  const [people, changes] = await Promise.all([
    peopleById(db, [...items.map((i) => i.approvedBy), ...comments.map((c) => c.authorId)]),
    changesByItem(db, ids),
  ])
  return {
    items: items.map((item) => ({
      id: item.id,
      itemType: item.itemType,
      title: item.title,
      status: item.status,
      pages: pages
        .filter((p) => p.itemId === item.id)
        .map((p) => ({ pageType: p.pageType, preview: p.preview ? toMediaFile(p.preview) : null })),
      comments: comments
        .filter((c) => c.itemId === item.id)
        .flatMap((c) => {
          const author = people.get(c.authorId)
          return author
            ? [{ id: c.id, pageType: c.pageType, text: c.text, author: person(author), createdAt: c.createdAt, version: c.version }]
            : []
        }),
      approval: approvalOf(item.approvedAt, item.approvedBy, people),
      updatedAt: item.updatedAt,
      version: item.version,
      changes: changes.get(item.id) ?? null,
    })),
  }
}

/** "the prayer card", "the prayer card and the bookmark": the pieces as a mail names them. */
function piecesNamed(pieces: readonly { title: string }[]): string {
  const names = pieces.map((p) => `the ${p.title.toLowerCase()}`)
  return names.length <= 1 ? (names[0] ?? 'the printed pieces') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

function pieceNotFound(): ApiError {
  return invalidField('itemType', 'This case has no such printed piece')
}

/**
 * Approves one piece, or (no `itemType`) every piece the family is reviewing. An approved piece
 * stays as it was (its first approval is kept). Once every piece is approved, the
 * review-stationery task is completed.
 */
export async function approveStationery(
  db: Db,
  theCase: CaseRow,
  itemType: StationeryItemType | undefined,
  userId: number,
  notify?: StaffNotifier,
): Promise<{ items: StationeryItem[] }> {
  const items = await itemRows(db, theCase.id)
  let targets: ItemRow[]
  if (itemType) {
    const item = items.find((i) => i.itemType === itemType)
    if (!item) throw pieceNotFound()
    const error = approveError(item.status, `The ${item.title.toLowerCase()}`)
    if (error) throw invalidField('itemType', error)
    targets = item.status === 'approved' ? [] : [item]
  } else {
    targets = items.filter((i) => isAwaitingFamily(i.status))
    if (targets.length === 0 && !items.some((i) => i.status === 'approved')) {
      throw new ApiError(422, undefined, { message: 'Nothing is ready for review yet' })
    }
  }
  if (targets.length > 0) {
    const now = new Date().toISOString()
    const approvedAfter = new Set([...items.filter((i) => i.status === 'approved'), ...targets].map((i) => i.id))
    const approveAll = db
      .update(stationeryItems)
      .set({ status: afterReview('ready-for-review', 'approve'), approvedAt: now, approvedBy: userId, updatedAt: now })
      .where(
        and(
          eq(stationeryItems.caseId, theCase.id),
          inArray(
            stationeryItems.id,
            targets.map((t) => t.id),
          ),
        ),
      )
    if (approvedAfter.size === items.length)
      await db.batch([approveAll, completeTaskStatement(db, theCase.id, 'review-stationery', userId)])
    else await approveAll
    await notify?.({ kind: 'approved', case: theCase, what: piecesNamed(targets) })
  }
  return listStationery(db, theCase)
}

/** A comment on a piece (or one of its pages) asks the funeral home for a change. */
export async function commentOnStationery(
  db: Db,
  theCase: CaseRow,
  itemType: StationeryItemType,
  pageType: StationeryPageType | undefined,
  text: string,
  userId: number,
  notify?: StaffNotifier,
): Promise<{ items: StationeryItem[] }> {
  const [item] = await db
    .select()
    .from(stationeryItems)
    .where(and(eq(stationeryItems.caseId, theCase.id), eq(stationeryItems.itemType, itemType)))
    .limit(1)
  if (!item) throw pieceNotFound()
  if (pageType) {
    const [page] = await db
      .select({ id: stationeryPages.id })
      .from(stationeryPages)
      .where(and(eq(stationeryPages.itemId, item.id), eq(stationeryPages.pageType, pageType)))
      .limit(1)
    if (!page) throw invalidField('pageType', `The ${item.title.toLowerCase()} has no ${pageType} page`)
  }
  const error = commentError(item.status, `The ${item.title.toLowerCase()}`)
  if (error) throw invalidField('itemType', error)
  const now = new Date().toISOString()
  await db.batch([
    db.insert(stationeryComments).values({
      itemId: item.id,
      pageType: pageType ?? null,
      text,
      authorId: userId,
      createdAt: now,
      // The version the family was looking at, so the home reads each comment against its proof.
      version: item.version > 0 ? item.version : null,
    }),
    db
      .update(stationeryItems)
      .set({ status: afterReview(item.status, 'comment'), updatedAt: now })
      .where(eq(stationeryItems.id, item.id)),
  ])
  await notify?.({ kind: 'commented', case: theCase, what: piecesNamed([item]) })
  return listStationery(db, theCase)
}
