import { and, count, desc, eq } from 'drizzle-orm'
import type { MemorialComment, MemorialCommentStatus, WallSettings, WallSettingsBody } from '#contract/media.ts'
import type { Page, PageQuery } from '#contract/paging.ts'
import { toPage } from '#contract/paging.ts'
import { media, memorialComments, memorialWallSettings, users } from '../db/schema.ts'
import { toMediaFile } from '../media/store.ts'
import type { Db } from '../db/client.ts'
import { pageWindow } from '../paging.ts'
import { wallSettingsOf, type ModerationFields } from './rules.ts'

/** The memorial wall of a case as its family moderates it. Every query is scoped to company and case. */

const commentColumns = {
  comment: memorialComments,
  photo: media,
  moderator: { id: users.id, firstName: users.firstName, lastName: users.lastName },
}

export type CommentJoin = {
  comment: typeof memorialComments.$inferSelect
  photo: typeof media.$inferSelect | null
  moderator: { id: number; firstName: string; lastName: string } | null
}

export function toComment({ comment, photo, moderator }: CommentJoin): MemorialComment {
  return {
    id: comment.id,
    authorName: comment.authorName,
    text: comment.text,
    photo: photo ? toMediaFile(photo) : null,
    status: comment.status,
    createdAt: comment.createdAt,
    moderatedAt: comment.moderatedAt,
    moderatedBy: moderator,
    moderatedAs: comment.moderatedAs,
  }
}

export function commentQuery(db: Db) {
  return db
    .select(commentColumns)
    .from(memorialComments)
    .leftJoin(media, and(eq(media.id, memorialComments.photoMediaId), eq(media.companyId, memorialComments.companyId)))
    .leftJoin(users, eq(users.id, memorialComments.moderatedBy))
}

export async function commentsWithStatus(
  db: Db,
  companyId: number,
  caseId: number,
  status: MemorialCommentStatus,
  query: PageQuery,
): Promise<Page<MemorialComment>> {
  const where = and(eq(memorialComments.companyId, companyId), eq(memorialComments.caseId, caseId), eq(memorialComments.status, status))
  const { limit, offset } = pageWindow(query)
  // Not one db.batch: D1's batch answers rows as objects keyed by column name, and the joined
  // tables' `id` columns would overwrite each other (drizzle maps joins right only outside a batch).
  const [rows, total] = await Promise.all([
    commentQuery(db).where(where).orderBy(desc(memorialComments.createdAt), desc(memorialComments.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(memorialComments).where(where),
  ])
  return toPage(rows.map(toComment), query, total[0]?.n ?? 0)
}

/** Sets a memory's status; undefined when the case (of this company) has no such memory. */
export async function moderateComment(
  db: Db,
  companyId: number,
  caseId: number,
  commentId: number,
  fields: ModerationFields,
): Promise<MemorialComment | undefined> {
  const where = and(eq(memorialComments.id, commentId), eq(memorialComments.companyId, companyId), eq(memorialComments.caseId, caseId))
  const updated = await db.update(memorialComments).set(fields).where(where).returning({ id: memorialComments.id })
  if (updated.length === 0) return undefined
  const [row] = await commentQuery(db).where(where).limit(1)
  return row ? toComment(row) : undefined
}

export async function wallSettings(db: Db, companyId: number, caseId: number): Promise<WallSettings> {
  const [row] = await db
    .select()
    .from(memorialWallSettings)
    .where(and(eq(memorialWallSettings.caseId, caseId), eq(memorialWallSettings.companyId, companyId)))
    .limit(1)
  return wallSettingsOf(row)
}

export async function saveWallSettings(
  db: Db,
  companyId: number,
  caseId: number,
  userId: number,
  body: WallSettingsBody,
): Promise<WallSettings> {
  const values = { ...body, updatedAt: new Date().toISOString(), updatedBy: userId }
  const [row] = await db
    .insert(memorialWallSettings)
    .values({ caseId, companyId, ...values })
    .onConflictDoUpdate({ target: memorialWallSettings.caseId, set: values })
    .returning()
  return wallSettingsOf(row)
}
