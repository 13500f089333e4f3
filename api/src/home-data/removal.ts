import { and, eq, isNull, sql } from 'drizzle-orm'
import { isDueForRemoval } from '#core/account-closing.ts'
import { todayIn } from '#core/zoned-time.ts'
import { dbOf, type Db } from '../db/client.ts'
import { accountClosings, companies, companyHosts, videoUploads } from '../db/schema.ts'
import { objectKey } from '../media/store.ts'

/**
 * The daily cron's removal of closed homes (decision 072): once a closing home's calendar reaches
 * its removal day, its host names go first (the site, portal and studio stop answering at once),
 * then its R2 objects (everything under `c{id}/`, unfinished video uploads aborted), then its rows
 * in batches (media, then cases with all that hangs on them), and the company row last, which
 * cascades to every other row of the home, the closing included. Each step can run again, so a run
 * cut short is finished by the next day's.
 */

const ROW_BATCH = 200
const R2_BATCH = 1000

/** The homes whose removal day has come, by the calendar of each. */
export async function homesDueForRemoval(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ companyId: accountClosings.companyId, removeOn: accountClosings.removeOn, timeZone: companies.timeZone })
    .from(accountClosings)
    .innerJoin(companies, eq(companies.id, accountClosings.companyId))
  return rows.filter((r) => isDueForRemoval(r.removeOn, todayIn(r.timeZone, now))).map((r) => r.companyId)
}

/** Deletes every R2 object of the home: its media, video parts, signed PDFs (all under its prefix). */
async function removeObjects(db: Db, bucket: R2Bucket, companyId: number): Promise<void> {
  const open = await db
    .select()
    .from(videoUploads)
    .where(and(eq(videoUploads.companyId, companyId), isNull(videoUploads.completedAt), isNull(videoUploads.abortedAt)))
  await Promise.all(
    open.map((u) =>
      bucket
        .resumeMultipartUpload(objectKey(companyId, u.objectName), u.r2UploadId)
        .abort()
        .catch(() => {}),
    ),
  )
  const prefix = objectKey(companyId, '')
  for (;;) {
    // oxlint-disable-next-line no-await-in-loop -- the next listing starts after this one's keys are gone
    const listed = await bucket.list({ prefix, limit: R2_BATCH })
    if (listed.objects.length === 0) return
    // oxlint-disable-next-line no-await-in-loop -- as above
    await bucket.delete(listed.objects.map((o) => o.key))
    if (!listed.truncated) return
  }
}

/** Deletes `table`'s rows of the home a batch at a time; D1 caps a statement's work, not a loop's. */
async function deleteInBatches(db: Db, table: 'media' | 'cases', companyId: number): Promise<void> {
  for (;;) {
    // oxlint-disable-next-line no-await-in-loop -- one bounded statement after another
    const result = await db.run(
      sql`delete from ${sql.identifier(table)} where id in (select id from ${sql.identifier(table)} where company_id = ${companyId} limit ${ROW_BATCH})`,
    )
    if ((result.meta.changes ?? 0) < ROW_BATCH) return
  }
}

export async function removeHome(db: Db, bucket: R2Bucket, companyId: number): Promise<void> {
  await db.delete(companyHosts).where(eq(companyHosts.companyId, companyId))
  await removeObjects(db, bucket, companyId)
  await deleteInBatches(db, 'media', companyId)
  await deleteInBatches(db, 'cases', companyId)
  await db.delete(companies).where(eq(companies.id, companyId))
}

/** The cron's step: removes every home whose day has come; answers their ids. One home failing leaves the others to go. */
export async function removeClosedHomes(env: { DB: D1Database; MEDIA: R2Bucket }, now: Date = new Date()): Promise<number[]> {
  const db = dbOf(env.DB)
  const due = await homesDueForRemoval(db, now)
  const removed: number[] = []
  for (const companyId of due) {
    try {
      // oxlint-disable-next-line no-await-in-loop -- one home at a time keeps a run within its limits
      await removeHome(db, env.MEDIA, companyId)
      removed.push(companyId)
      console.log(JSON.stringify({ msg: 'home-removed', companyId }))
    } catch (error) {
      console.error('home removal: not finished, the next run goes on', { companyId, error: String(error) })
    }
  }
  return removed
}
