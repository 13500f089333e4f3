import { and, eq } from 'drizzle-orm'
import type { SessionUser } from '#contract/auth.ts'
import { ApiError } from '#contract/errors.ts'
import { STAFF_CASE_MESSAGES, type CaseStage, type StaffCase, type StaffCaseChangeBody } from '#contract/studio-case-page.ts'
import { fullName } from '#core/names.ts'
import { todayIn } from '#core/zoned-time.ts'
import type { Db } from '../db/client.ts'
import { caseDetails, cases, locations } from '../db/schema.ts'
import { getCaseDetails } from '../family/case-details.ts'
import { detailsErrors } from '../family/case-details-rules.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { invalidField, invalidInput } from '../validate.ts'
import { detailChanges, fieldChange, knownDetails, logChangeStatement, logChangesStatement, type FieldChange } from './case-changes.ts'
import { readStaffCase } from './case-page.ts'
import { caseDirectors } from './first-call.ts'

/** The 422 of a where-now for a case no first call opened: there is no record to correct. */
export const NO_FIRST_CALL = 'This case was not opened from a first call, so it keeps no record of where they are now.'

async function reread(db: Db, theCase: CaseRow): Promise<CaseRow> {
  const [row] = await db.select().from(cases).where(eq(cases.id, theCase.id)).limit(1)
  if (!row) throw new ApiError(404)
  return row
}

/**
 * Staff correct a case (PATCH /api/staff/cases/{caseId}): the personal details by the family's own
 * rules (and the case's name and dates with them), where they are now, the location and the
 * director in charge, checked against this home. Every field that changed is logged with who and
 * when in the same batch as the change.
 */
export async function changeStaffCase(
  db: Db,
  theCase: CaseRow,
  by: SessionUser,
  timeZone: string,
  body: StaffCaseChangeBody,
): Promise<StaffCase> {
  const changes: FieldChange[] = []
  const writes: Parameters<Db['batch']>[0][number][] = []
  const now = new Date().toISOString()
  const caseSet: Partial<typeof cases.$inferInsert> = {}

  if (body.details) {
    const errors = detailsErrors(body.details, todayIn(timeZone))
    if (Object.keys(errors).length > 0) {
      throw invalidInput(Object.fromEntries(Object.entries(errors).map(([field, message]) => [`details.${field}`, message])))
    }
    const before = (await getCaseDetails(db, theCase)).details ?? knownDetails(theCase)
    const changed = detailChanges(before, body.details)
    if (changed.length > 0) {
      changes.push(...changed)
      const document = JSON.stringify(body.details)
      writes.push(
        db
          .insert(caseDetails)
          .values({ caseId: theCase.id, companyId: theCase.companyId, document, updatedAt: now, updatedBy: by.id })
          .onConflictDoUpdate({ target: caseDetails.caseId, set: { document, updatedAt: now, updatedBy: by.id } }),
      )
      // The case's own name and dates follow the legal name and dates (the list and the portal show them).
      Object.assign(caseSet, {
        firstName: body.details.firstName,
        middleName: body.details.middleName ?? null,
        lastName: body.details.lastName,
        birthDate: body.details.birthDate ?? null,
        deathDate: body.details.deathDate ?? null,
      })
    }
  }

  if (body.whereNow !== undefined) {
    const record = theCase.firstCall
    const next = body.whereNow?.trim() || null
    if (!record) {
      if (next !== null) throw invalidField('whereNow', NO_FIRST_CALL)
    } else if ((record.whereNow ?? null) !== next) {
      changes.push(...fieldChange('whereNow', record.whereNow, next))
      caseSet.firstCall = { ...record, whereNow: next }
    }
  }

  if (body.locationId !== undefined && body.locationId !== theCase.locationId) {
    const here = await db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.companyId, theCase.companyId))
    const next = here.find((l) => l.id === body.locationId)
    if (!next) throw invalidField('locationId', STAFF_CASE_MESSAGES.location)
    changes.push(...fieldChange('location', here.find((l) => l.id === theCase.locationId)?.name, next.name))
    caseSet.locationId = next.id
  }

  if (body.directorUserId !== undefined && body.directorUserId !== theCase.directorUserId) {
    const directors = await caseDirectors(db, theCase.companyId)
    const next = body.directorUserId === null ? null : directors.find((d) => d.id === body.directorUserId)
    if (next === undefined) throw invalidField('directorUserId', STAFF_CASE_MESSAGES.director)
    const before = directors.find((d) => d.id === theCase.directorUserId)
    changes.push(...fieldChange('director', before ? fullName(before) : null, next ? fullName(next) : null))
    caseSet.directorUserId = next?.id ?? null
  }

  if (Object.keys(caseSet).length > 0) writes.push(db.update(cases).set(caseSet).where(eq(cases.id, theCase.id)))
  const logged = logChangesStatement(db, theCase, by.id, changes)
  if (logged) await db.batch([logged, ...writes])
  return readStaffCase(db, await reread(db, theCase), timeZone)
}

/** Moves the case's stage (POST …/stage); the same stage again changes nothing. Closed → any other stage reopens it. */
export async function moveStage(db: Db, theCase: CaseRow, by: SessionUser, timeZone: string, stage: CaseStage): Promise<StaffCase> {
  if (stage !== theCase.stage) {
    await db.batch([
      db
        .update(cases)
        .set({ stage })
        .where(and(eq(cases.id, theCase.id), eq(cases.companyId, theCase.companyId))),
      logChangeStatement(db, theCase, by.id, { field: 'stage', before: theCase.stage, after: stage }),
    ])
  }
  return readStaffCase(db, await reread(db, theCase), timeZone)
}
