import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import {
  STUDIO_OBITUARY_MESSAGES,
  type ObituaryPublishBody,
  type ScheduledPublish,
  type StaffObituary,
} from '#contract/studio-obituaries.ts'
import { zonedTime } from '#core/zoned-time.ts'
import type { Db } from '../db/client.ts'
import { companyHosts, obituaries } from '../db/schema.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { invalidField } from '../validate.ts'
import { notStarted, obituaryRowOf, toStaffObituary, type ObituaryRow } from './obituary-desk.ts'
import { closeStatement, versionStatements } from './obituary-versions.ts'

/**
 * Publishing an obituary (decision 059). The public page reads the obituary's row (publicNow in
 * api/src/obituaries/queries.ts), so:
 * - "Publish now" stamps `published_at`; "at a time" stores `scheduled_for` (the home's wall clock
 *   turned into an instant) and the scheduler (publishDueObituaries, from the web Worker's cron
 *   each minute, which then purges the edge) publishes it when that time has come.
 * - Each time the public starts seeing other words a version is written: on publishing, and on a
 *   save while published (the correction), which closes the version before it. Unpublishing
 *   closes the open one. The BFF purges the host's edge cache after each of these calls
 *   (bff/cache/purge.ts), so a correction is seen at once.
 */

function refuseEmpty(row: ObituaryRow) {
  if (!row.text.trim()) {
    throw new ApiError(422, undefined, { message: STUDIO_OBITUARY_MESSAGES.noText, errors: { text: STUDIO_OBITUARY_MESSAGES.noText } })
  }
}

export async function publishObituary(
  db: Db,
  found: CaseRow,
  body: ObituaryPublishBody,
  timeZone: string,
  userId: number,
  now: Date = new Date(),
): Promise<StaffObituary> {
  const row = await obituaryRowOf(db, found)
  if (!row) throw notStarted()
  refuseEmpty(row)
  if (body.when === 'at') {
    const [hour = 0, minute = 0] = body.time.split(':').map(Number)
    const at = zonedTime(body.date, hour, minute, timeZone)
    if (at <= now.toISOString()) throw invalidField('date', STUDIO_OBITUARY_MESSAGES.past)
    // A published obituary taken down to go up again later: the public stops seeing it now.
    const [scheduled] = await db.batch([
      db.update(obituaries).set({ scheduledFor: at, scheduledBy: userId, publishedAt: null }).where(eq(obituaries.id, row.id)).returning(),
      closeStatement(db, row.id, now.toISOString()),
    ])
    if (!scheduled[0]) throw notStarted()
    return toStaffObituary(db, scheduled[0])
  }
  const publishedAt = now.toISOString()
  const [[published]] = await db.batch([
    db.update(obituaries).set({ publishedAt, scheduledFor: null, scheduledBy: null }).where(eq(obituaries.id, row.id)).returning(),
    ...(await versionStatements(db, row, publishedAt, userId)),
  ])
  if (!published) throw notStarted()
  return toStaffObituary(db, published)
}

/** Off the public site, or the schedule cancelled; the words stay, to be corrected and published again. */
export async function unpublishObituary(db: Db, found: CaseRow, now: Date = new Date()): Promise<StaffObituary> {
  const row = await obituaryRowOf(db, found)
  if (!row) throw notStarted()
  if (!row.publishedAt && !row.scheduledFor) throw new ApiError(422, undefined, { message: STUDIO_OBITUARY_MESSAGES.notPublished })
  const [[updated]] = await db.batch([
    db.update(obituaries).set({ publishedAt: null, scheduledFor: null, scheduledBy: null }).where(eq(obituaries.id, row.id)).returning(),
    closeStatement(db, row.id, now.toISOString()),
  ])
  if (!updated) throw notStarted()
  return toStaffObituary(db, updated)
}

/** Per run, so one run stays within a Worker's limits; the rest go the next minute. */
const DUE_BATCH = 50

/**
 * The scheduler: every obituary whose time has come on `now` is published. The stamp is the
 * earlier of `now` and the real clock: in production they are the same minute; a test's clock set
 * ahead publishes at once instead of stamping a future time the public rule would still hide.
 * Answers the ids published, with their home, for the caller to purge.
 */
export async function publishDueObituaries(
  db: Db,
  now: Date = new Date(),
  only: { caseId?: number | undefined; companyId?: number | undefined } = {},
): Promise<{ id: number; companyId: number }[]> {
  const due = await db
    .select()
    .from(obituaries)
    .where(
      and(
        isNotNull(obituaries.scheduledFor),
        lte(obituaries.scheduledFor, now.toISOString()),
        only.caseId === undefined ? undefined : eq(obituaries.caseId, only.caseId),
        only.companyId === undefined ? undefined : eq(obituaries.companyId, only.companyId),
      ),
    )
    .limit(DUE_BATCH)
  const publishedAt = new Date(Math.min(now.getTime(), Date.now())).toISOString()
  // Each row on its own (they are independent): claimed with a guard on the schedule read, so a
  // run that overlaps another (or an unpublish meanwhile) publishes nothing twice.
  const outcomes = await Promise.all(
    due.map(async (row) => {
      const [claimed] = await db
        .update(obituaries)
        .set({ publishedAt, scheduledFor: null, scheduledBy: null })
        .where(and(eq(obituaries.id, row.id), eq(obituaries.scheduledFor, row.scheduledFor ?? '')))
        .returning()
      if (!claimed) return undefined
      await db.batch(await versionStatements(db, claimed, publishedAt, row.scheduledBy))
      return { id: row.id, companyId: row.companyId }
    }),
  )
  return outcomes.filter((o) => o !== undefined)
}

/**
 * The web Worker's cron run (OBITUARY_SCHEDULER_PATH): what is due on the real clock, each with
 * every host name its home is served at, so the web Worker purges exactly those hosts' edge cache.
 */
export async function publishDueWithHosts(db: Db, now: Date = new Date()): Promise<ScheduledPublish> {
  const published = await publishDueObituaries(db, now)
  if (published.length === 0) return { published: [] }
  const companyIds = [...new Set(published.map((p) => p.companyId))]
  const hosts = await db.select().from(companyHosts).where(inArray(companyHosts.companyId, companyIds))
  return {
    published: published.map((p) => ({ id: p.id, hosts: hosts.filter((h) => h.companyId === p.companyId).map((h) => h.host) })),
  }
}
