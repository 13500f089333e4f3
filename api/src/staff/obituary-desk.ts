import { and, asc, eq } from 'drizzle-orm'
import { CaseDetailsBodySchema } from '#contract/case-details.ts'
import { ApiError } from '#contract/errors.ts'
import type { ObituaryVersion, StaffObituary, StaffObituaryBody, StaffObituaryDesk } from '#contract/studio-obituaries.ts'
import { STUDIO_OBITUARY_MESSAGES } from '#contract/studio-obituaries.ts'
import type { WallSettings, WallSettingsBody } from '#contract/media.ts'
import { nameSlug } from '#core/names.ts'
import type { Db } from '../db/client.ts'
import { caseDetails, caseMembers, caseTasks, media, obituaries, obituaryVersions, users } from '../db/schema.ts'
import { lifeDatesErrors } from '../family/case-details-rules.ts'
import { approvalOf, peopleById, person } from '../family/people.ts'
import { ensureTasks } from '../family/tasks.ts'
import { saveWallSettings, wallSettings } from '../family-media/wall.ts'
import { toMediaFile } from '../media/store.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { invalidInput } from '../validate.ts'
import { listServices } from './services.ts'
import { obituaryState, obituaryTemplate } from './obituary-rules.ts'
import { versionStatements } from './obituary-versions.ts'

/**
 * The obituary desk's editor (decision 059): the same row the family reviews
 * (api/src/family/obituary.ts), read with who did what and when. Publishing and its versions:
 * obituary-publish.ts.
 */

export type ObituaryRow = typeof obituaries.$inferSelect

export const notStarted = () => new ApiError(404, undefined, { message: STUDIO_OBITUARY_MESSAGES.notStarted })

export async function obituaryRowOf(db: Db, found: CaseRow): Promise<ObituaryRow | undefined> {
  const [row] = await db
    .select()
    .from(obituaries)
    .where(and(eq(obituaries.caseId, found.id), eq(obituaries.companyId, found.companyId)))
    .limit(1)
  return row
}

export async function toStaffObituary(db: Db, row: ObituaryRow): Promise<StaffObituary> {
  const [photo] = row.photoMediaId === null ? [] : await db.select().from(media).where(eq(media.id, row.photoMediaId)).limit(1)
  const [banner] = row.bannerMediaId === null ? [] : await db.select().from(media).where(eq(media.id, row.bannerMediaId)).limit(1)
  const people = await peopleById(db, [row.approvedBy, row.updatedBy, row.sentBy])
  const [editor] =
    row.updatedBy === null ? [] : await db.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, row.updatedBy)).limit(1)
  const who = (id: number | null) => {
    const found = id === null ? undefined : people.get(id)
    return found ? person(found) : null
  }
  return {
    id: row.id,
    caseId: row.caseId,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    nameSlug: row.nameSlug,
    birthDate: row.birthDate,
    deathDate: row.deathDate,
    text: row.text,
    photo: photo ? toMediaFile(photo) : null,
    banner: banner ? toMediaFile(banner) : null,
    state: obituaryState(row),
    updatedAt: row.updatedAt,
    updatedBy: who(row.updatedBy),
    updatedByFamily: editor !== undefined && editor.staffRole === null,
    sentAt: row.sentAt,
    sentBy: who(row.sentBy),
    approval: approvalOf(row.approvedAt, row.approvedBy, people),
    scheduledFor: row.scheduledFor,
    publishedAt: row.publishedAt,
    publicPath: `/obituaries/${row.id}/${encodeURIComponent(row.nameSlug)}`,
  }
}

export async function obituaryVersionsOf(db: Db, obituaryId: number): Promise<ObituaryVersion[]> {
  const rows = await db
    .select()
    .from(obituaryVersions)
    .where(eq(obituaryVersions.obituaryId, obituaryId))
    .orderBy(asc(obituaryVersions.version))
  const people = await peopleById(
    db,
    rows.map((r) => r.publishedBy),
  )
  return rows.map((r) => {
    const by = r.publishedBy === null ? undefined : people.get(r.publishedBy)
    return {
      version: r.version,
      firstName: r.firstName,
      middleName: r.middleName,
      lastName: r.lastName,
      text: r.text,
      publishedAt: r.publishedAt,
      publishedBy: by ? person(by) : null,
      unpublishedAt: r.unpublishedAt,
    }
  })
}

export async function obituaryDesk(db: Db, found: CaseRow, timeZone: string): Promise<StaffObituaryDesk> {
  const row = await obituaryRowOf(db, found)
  const [services, wall, versions] = await Promise.all([
    listServices(db, found, timeZone),
    wallSettings(db, found.companyId, found.id),
    row ? obituaryVersionsOf(db, row.id) : Promise.resolve([]),
  ])
  return { obituary: row ? await toStaffObituary(db, row) : null, services, wall, versions }
}

/**
 * Staff's save: the family's rules (dates in order; a change clears their approval, since they
 * approved other words) and, unlike the family, allowed on a published obituary: that is the
 * correction, which goes public with "Publish" again (obituary-publish.ts).
 */
export async function saveStaffObituary(db: Db, found: CaseRow, body: StaffObituaryBody, userId: number): Promise<StaffObituary> {
  const errors = lifeDatesErrors(body.birthDate, body.deathDate)
  if (errors.deathDate) throw invalidInput(errors)
  const text = body.text.replace(/\r\n?/g, '\n').trim()
  const values = {
    firstName: body.firstName,
    middleName: body.middleName || null,
    lastName: body.lastName,
    nameSlug: nameSlug(body.firstName, body.lastName),
    birthDate: body.birthDate ?? null,
    deathDate: body.deathDate ?? null,
    text,
  }
  const row = await obituaryRowOf(db, found)
  const now = new Date().toISOString()
  if (!row) {
    const [created] = await db
      .insert(obituaries)
      .values({ ...values, companyId: found.companyId, caseId: found.id, updatedAt: now, updatedBy: userId })
      .returning()
    if (!created) throw new Error('obituary desk: the insert returned no row')
    return toStaffObituary(db, created)
  }
  const same =
    row.firstName === values.firstName &&
    row.middleName === values.middleName &&
    row.lastName === values.lastName &&
    row.birthDate === values.birthDate &&
    row.deathDate === values.deathDate &&
    row.text === values.text
  if (same) return toStaffObituary(db, row)
  const [updated] = await db
    .update(obituaries)
    .set({ ...values, updatedAt: now, updatedBy: userId, approvedAt: null, approvedBy: null })
    .where(eq(obituaries.id, row.id))
    .returning()
  if (!updated) throw notStarted()
  // A published obituary changed: the public sees it at once (the BFF purges), as the next version.
  if (updated.publishedAt) await db.batch(await versionStatements(db, updated, now, userId))
  return toStaffObituary(db, updated)
}

/** The plain first draft from the family's add-details answers (obituary-rules.ts); nothing saved. */
export async function obituaryTemplateOf(db: Db, found: CaseRow) {
  const [row] = await db.select().from(caseDetails).where(eq(caseDetails.caseId, found.id)).limit(1)
  const parsed = row ? CaseDetailsBodySchema.safeParse(JSON.parse(row.document)) : undefined
  if (!parsed?.success) throw new ApiError(422, undefined, { message: STUDIO_OBITUARY_MESSAGES.noDetails })
  return obituaryTemplate(parsed.data)
}

export function saveStaffWall(db: Db, found: CaseRow, userId: number, body: WallSettingsBody): Promise<WallSettings> {
  return saveWallSettings(db, found.companyId, found.id, userId, body)
}

/**
 * "Send to the family": the review-obituary task is put (back) on the case and opened, not
 * started, whatever it was (a new draft is a new review); the row records who sent it and when.
 * A case nobody in the family has joined is refused in words: there is no one to review it.
 */
export async function sendObituaryToFamily(db: Db, found: CaseRow, userId: number): Promise<StaffObituary> {
  const row = await obituaryRowOf(db, found)
  if (!row) throw notStarted()
  if (!row.text.trim())
    throw new ApiError(422, undefined, { message: STUDIO_OBITUARY_MESSAGES.noText, errors: { text: STUDIO_OBITUARY_MESSAGES.noText } })
  const [member] = await db.select({ userId: caseMembers.userId }).from(caseMembers).where(eq(caseMembers.caseId, found.id)).limit(1)
  if (!member) throw new ApiError(422, undefined, { message: STUDIO_OBITUARY_MESSAGES.noFamily })
  await ensureTasks(db, found)
  const now = new Date().toISOString()
  // Words the family already approved stay approved (and their task done); only the task's place on the case comes back.
  const opened = row.approvedAt
    ? { removedAt: null, removedBy: null }
    : { status: 'not-started' as const, removedAt: null, removedBy: null }
  const [, [sent]] = await db.batch([
    db
      .update(caseTasks)
      .set({ ...opened, updatedAt: now, updatedBy: userId })
      .where(and(eq(caseTasks.caseId, found.id), eq(caseTasks.type, 'review-obituary'))),
    db.update(obituaries).set({ sentAt: now, sentBy: userId }).where(eq(obituaries.id, row.id)).returning(),
  ])
  if (!sent) throw notStarted()
  return toStaffObituary(db, sent)
}
