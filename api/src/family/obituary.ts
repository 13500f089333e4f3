import { eq } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { FamilyObituary, ObituaryBody } from '#contract/family-reviews.ts'
import { media, obituaries } from '../db/schema.ts'
import type { StaffNotifier } from '../staff/notify.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import type { Db } from '../db/client.ts'
import { toMediaFile } from '../media/store.ts'
import { nameSlug } from '#core/names.ts'
import { lifeDatesErrors } from './case-details-rules.ts'
import { approvalOf, peopleById } from './people.ts'
import { completeTaskStatement } from './tasks.ts'
import { invalidInput } from '../validate.ts'

type ObituaryRow = typeof obituaries.$inferSelect

async function rowOf(db: Db, caseId: number): Promise<ObituaryRow | undefined> {
  const [row] = await db.select().from(obituaries).where(eq(obituaries.caseId, caseId)).limit(1)
  return row
}

async function toFamilyObituary(db: Db, row: ObituaryRow): Promise<FamilyObituary> {
  const [photo] = row.photoMediaId === null ? [] : await db.select().from(media).where(eq(media.id, row.photoMediaId)).limit(1)
  const people = await peopleById(db, [row.approvedBy])
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
    publishedAt: row.publishedAt,
    scheduledFor: row.scheduledFor,
    approval: approvalOf(row.approvedAt, row.approvedBy, people),
    updatedAt: row.updatedAt,
  }
}

export async function getObituary(db: Db, theCase: CaseRow): Promise<FamilyObituary> {
  const row = await rowOf(db, theCase.id)
  if (!row) throw new ApiError(404, undefined, { message: 'No obituary has been started for this case yet' })
  return toFamilyObituary(db, row)
}

/** Whether a save changes what was approved (names, dates, words). */
function changes(row: ObituaryRow, body: ObituaryBody): boolean {
  return (
    row.firstName !== body.firstName ||
    (row.middleName ?? null) !== (body.middleName ?? null) ||
    row.lastName !== body.lastName ||
    (row.birthDate ?? null) !== (body.birthDate ?? null) ||
    (row.deathDate ?? null) !== (body.deathDate ?? null) ||
    row.text !== body.text
  )
}

/**
 * The family's part of an obituary (its words and its photo) is locked once the funeral home has
 * published it, scheduled for later included: from then on it is the funeral home's to change,
 * so the public page never changes under a family's typing or upload. `what` names the part
 * locked: the same 422, one wording.
 */
export function publishedLock(what: 'it' | 'its photo' = 'it'): ApiError {
  return new ApiError(422, undefined, { message: `The obituary is published; call the funeral home to change ${what}` })
}

/**
 * The family's edit of the draft (created on the first save). A change clears an earlier
 * approval: the family approved other words. A published obituary is the funeral home's to
 * change (422), so the public page never changes under a family's typing.
 */
export async function saveObituary(db: Db, theCase: CaseRow, body: ObituaryBody, userId?: number): Promise<FamilyObituary> {
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
    updatedAt: new Date().toISOString(),
    // Who saved it, so the studio's editor shows the family's edit with who and when (decision 059).
    updatedBy: userId ?? null,
  }
  const row = await rowOf(db, theCase.id)
  if (!row) {
    const [created] = await db
      .insert(obituaries)
      .values({ ...values, companyId: theCase.companyId, caseId: theCase.id })
      .returning()
    if (!created) throw new Error('obituary: the insert returned no row')
    return toFamilyObituary(db, created)
  }
  if (row.publishedAt || row.scheduledFor) throw publishedLock()
  if (!changes(row, { ...body, text })) return toFamilyObituary(db, row)
  const [updated] = await db
    .update(obituaries)
    .set({ ...values, approvedAt: null, approvedBy: null })
    .where(eq(obituaries.id, row.id))
    .returning()
  if (!updated) throw new ApiError(404)
  return toFamilyObituary(db, updated)
}

/** Records who approved the words and when; approving again keeps the first approval. */
export async function approveObituary(db: Db, theCase: CaseRow, userId: number, notify?: StaffNotifier): Promise<FamilyObituary> {
  const row = await rowOf(db, theCase.id)
  if (!row) throw new ApiError(404, undefined, { message: 'No obituary has been started for this case yet' })
  if (row.approvedAt) return toFamilyObituary(db, row)
  if (!row.text.trim()) {
    const message = 'Write the obituary before approving it'
    throw new ApiError(422, undefined, { message, errors: { text: message } })
  }
  const now = new Date().toISOString()
  await db.batch([
    db.update(obituaries).set({ approvedAt: now, approvedBy: userId }).where(eq(obituaries.id, row.id)),
    completeTaskStatement(db, theCase.id, 'review-obituary', userId),
  ])
  await notify?.({ kind: 'approved', case: theCase, what: 'the obituary' })
  return getObituary(db, theCase)
}
