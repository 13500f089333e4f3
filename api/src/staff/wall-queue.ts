import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { toPage, type Page } from '#contract/paging.ts'
import { STUDIO_WALL_MESSAGES, type WallAction, type WallQueueItem, type WallQueueQuery } from '#contract/studio-wall.ts'
import { cases, media, memorialComments, users } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { moderationFields } from '../family-media/rules.ts'
import { toComment, type CommentJoin } from '../family-media/wall.ts'
import { pageWindow } from '../paging.ts'
import { familyLock, WALL_ACTION_STATUS, wallActionRefusal, wallActionsFor } from './wall-queue-rules.ts'

/**
 * The home's wall queue (issue 38 point 4, decision 062): memories of every case of one company,
 * read with the family's own shape (api/src/family-media/wall.ts) plus the case and what staff may
 * do. Every query is scoped to the company; another home's memory is a 404.
 */

const queueColumns = {
  comment: memorialComments,
  photo: media,
  moderator: { id: users.id, firstName: users.firstName, lastName: users.lastName },
  case: { id: cases.id, nameSlug: cases.nameSlug, firstName: cases.firstName, lastName: cases.lastName },
}

type QueueJoin = CommentJoin & { case: WallQueueItem['case'] }

function queueQuery(db: Db) {
  return db
    .select(queueColumns)
    .from(memorialComments)
    .innerJoin(cases, and(eq(cases.id, memorialComments.caseId), eq(cases.companyId, memorialComments.companyId)))
    .leftJoin(media, and(eq(media.id, memorialComments.photoMediaId), eq(media.companyId, memorialComments.companyId)))
    .leftJoin(users, eq(users.id, memorialComments.moderatedBy))
}

function toItem(row: QueueJoin): WallQueueItem {
  const comment = toComment(row)
  return { ...comment, case: row.case, actions: wallActionsFor(comment), locked: familyLock(comment) }
}

/** Held memories oldest first (the one waiting longest at the top); decided ones by their latest decision. */
export async function wallQueue(db: Db, companyId: number, query: WallQueueQuery): Promise<Page<WallQueueItem>> {
  const where = and(
    eq(memorialComments.companyId, companyId),
    eq(memorialComments.status, query.status),
    query.caseId ? eq(memorialComments.caseId, query.caseId) : undefined,
  ) as SQL
  const order =
    query.status === 'pending'
      ? [asc(memorialComments.createdAt), asc(memorialComments.id)]
      : [desc(sql`coalesce(${memorialComments.moderatedAt}, ${memorialComments.createdAt})`), desc(memorialComments.id)]
  const { limit, offset } = pageWindow(query)
  // Two statements, not one batch: D1's batch answers rows keyed by column name, and the joined
  // tables' `id` columns would overwrite each other.
  const [rows, total] = await Promise.all([
    queueQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(memorialComments).where(where),
  ])
  return toPage(rows.map(toItem), query, total[0]?.n ?? 0)
}

async function queueItem(db: Db, companyId: number, commentId: number): Promise<WallQueueItem> {
  const [row] = await queueQuery(db)
    .where(and(eq(memorialComments.id, commentId), eq(memorialComments.companyId, companyId)))
    .limit(1)
  if (!row) throw new ApiError(404, undefined, { message: STUDIO_WALL_MESSAGES.notFound })
  return toItem(row)
}

/**
 * Approves, hides or restores a memory as the home. The update is guarded by the status and
 * decider it was read with, so a family member deciding at the same moment wins and staff are told
 * (409) rather than overwriting them.
 */
export async function actOnMemory(
  db: Db,
  companyId: number,
  userId: number,
  commentId: number,
  action: WallAction,
  now: Date = new Date(),
): Promise<WallQueueItem> {
  const memory = await queueItem(db, companyId, commentId)
  const refused = wallActionRefusal(memory, action)
  if (refused) throw new ApiError(409, undefined, { message: refused })
  const fields = moderationFields(WALL_ACTION_STATUS[action], userId, now, 'staff')
  const updated = await db
    .update(memorialComments)
    .set(fields)
    .where(
      and(
        eq(memorialComments.id, commentId),
        eq(memorialComments.companyId, companyId),
        eq(memorialComments.status, memory.status),
        memory.moderatedAs ? eq(memorialComments.moderatedAs, memory.moderatedAs) : isNull(memorialComments.moderatedAs),
      ),
    )
    .returning({ id: memorialComments.id })
  if (updated.length === 0) {
    const current = await queueItem(db, companyId, commentId)
    throw new ApiError(409, undefined, { message: wallActionRefusal(current, action) ?? STUDIO_WALL_MESSAGES.changedMeanwhile })
  }
  return queueItem(db, companyId, commentId)
}
