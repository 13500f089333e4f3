import { userMay } from '../auth/staff.ts'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { SessionUser } from '#contract/auth.ts'
import { caseMembers, media } from '../db/schema.ts'
import type { Db } from '../db/client.ts'

/**
 * Who may fetch a stored file (`GET /api/media/{hash}`), derived from the rows that point at it
 * rather than kept in a column: publishing, scheduling, moderating a memory or approving a video
 * change who may see a file without anyone having to remember to update it (decision 021).
 *
 * A file is public when any media row with its bytes is public:
 * - a row without a case (site, blog, shop, stock theme images);
 * - the photo or banner of an obituary that is public now (published, not scheduled for later);
 * - an album photo (`photo`) of a case whose obituary is public now (its photo gallery shows them);
 * - the photo of an approved memory on a public obituary;
 * - the video, poster or captions of an approved memorial video of a public obituary.
 * Anything else (album photos and music before publication, the case photo, a custom theme, pending
 * or rejected memories' photos, an upload never attached) is private to its case.
 */
export type MediaVisibility = { contentType: string } & ({ access: 'public' } | { access: 'private'; caseIds: number[] })

/**
 * True when the outer `media` row is shown by a public obituary at `now` (ISO), as SQL. Written
 * with qualified names: drizzle leaves columns of a one-table select unqualified, which inside a
 * subquery would bind to the subquery's own table.
 */
function shownPublicly(now: string): SQL<number> {
  return sql<number>`exists (
    select 1 from obituaries o
    where o.company_id = media.company_id
      and o.published_at is not null and o.published_at <= ${now}
      and (
        o.photo_media_id = media.id or o.banner_media_id = media.id
        or (media.kind = 'photo' and o.case_id = media.case_id)
        or exists (
          select 1 from memorial_comments mc
          where mc.photo_media_id = media.id and mc.case_id = o.case_id and mc.status = 'approved'
        )
        or exists (
          select 1 from case_videos v
          where v.case_id = o.case_id and v.status = 'approved'
            and media.id in (v.video_media_id, v.poster_media_id, v.captions_media_id)
        )
      )
  )`
}

/** The visibility of this company's file with `hash`, or undefined when the company has no such file. */
export async function mediaVisibility(db: Db, companyId: number, hash: string, now = new Date()): Promise<MediaVisibility | undefined> {
  const rows = await db
    .select({ caseId: media.caseId, contentType: media.contentType, shown: shownPublicly(now.toISOString()) })
    .from(media)
    .where(and(eq(media.companyId, companyId), eq(media.hash, hash)))
  const contentType = rows[0]?.contentType
  if (contentType === undefined) return undefined
  if (rows.some((r) => r.caseId === null || Boolean(r.shown))) return { contentType, access: 'public' }
  return { contentType, access: 'private', caseIds: [...new Set(rows.map((r) => r.caseId).filter((id): id is number => id !== null))] }
}

/**
 * A private file is for the members of one of its cases, and for the funeral home's staff (who may
 * open every case of their company, as `caseAccess` allows). `user` is already of this company.
 */
export async function maySeePrivate(db: Db, user: SessionUser | undefined, caseIds: number[]): Promise<boolean> {
  if (!user) return false
  if (userMay(user, 'cases')) return true
  if (caseIds.length === 0) return false
  const [row] = await db
    .select({ caseId: caseMembers.caseId })
    .from(caseMembers)
    .where(and(eq(caseMembers.userId, user.id), inArray(caseMembers.caseId, caseIds)))
    .limit(1)
  return row !== undefined
}
