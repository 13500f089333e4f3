import { and, asc, eq } from 'drizzle-orm'
import type { SessionUser } from '#contract/auth.ts'
import { FIRST_CALL_MESSAGES, type CaseDirector, type FirstCallBody, type FirstCallResult } from '#contract/studio-cases.ts'
import { nameSlug } from '#core/names.ts'
import { staffOf } from '../auth/staff.ts'
import type { Db } from '../db/client.ts'
import { cases, locations, users } from '../db/schema.ts'
import { inviteToCase } from '../family/invitations.ts'
import { ensureTasks } from '../family/tasks.ts'
import { invalidField } from '../validate.ts'

/** The home's owners and directors whose account is on: who may be in charge of a case. */
export async function caseDirectors(db: Db, companyId: number): Promise<CaseDirector[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(staffOf(companyId, 'cases'))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
}

/**
 * Opens a case from a first call (issue 37 point 3): checked against this home (its location, its
 * director), written with its tasks, and the contact invited to the portal when asked. The one
 * taking the call is in charge unless they name another director. The invitation is the family
 * list's own (7 days, for the invited address only: decision 049).
 * `into`: a case that exists but nobody works yet (a planning request's, made as it was sent):
 * it is written over with the call instead of a new row (api/src/staff/requests.ts).
 */
export async function openCaseFromFirstCall(
  db: Db,
  companyId: number,
  taker: SessionUser,
  host: string,
  body: FirstCallBody,
  into?: { id: number },
): Promise<FirstCallResult> {
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, body.locationId), eq(locations.companyId, companyId)))
    .limit(1)
  if (!location) throw invalidField('locationId', FIRST_CALL_MESSAGES.location)
  const directorId = body.directorUserId ?? taker.id
  const directors = await caseDirectors(db, companyId)
  if (!directors.some((d) => d.id === directorId)) throw invalidField('directorUserId', FIRST_CALL_MESSAGES.director)
  const { contact } = body
  const values = {
    companyId,
    locationId: location.id,
    status: body.caseType,
    firstName: body.firstName,
    middleName: body.middleName || null,
    lastName: body.lastName,
    nameSlug: nameSlug(body.firstName, body.lastName),
    deathDate: body.deathDate ?? null,
    directorUserId: directorId,
    firstCall: { deathPlace: body.deathPlace || null, whereNow: body.whereNow || null, contact },
  }
  const [created] = into
    ? await db
        .update(cases)
        .set(values)
        .where(and(eq(cases.id, into.id), eq(cases.companyId, companyId)))
        .returning()
    : await db.insert(cases).values(values).returning()
  if (!created) throw new Error('first call: the case insert returned no row')
  await ensureTasks(db, created)
  const email = contact.email
  if (body.inviteContact && email) {
    const relationship = contact.relationship ? { relationship: contact.relationship } : {}
    // The caller is the family's first contact: their invitation makes them its arranger (decision 056).
    const invitee = { firstName: contact.firstName, lastName: contact.lastName, email, role: 'arranger' as const, ...relationship }
    await inviteToCase(db, created, taker, invitee, host)
  }
  return { id: created.id, nameSlug: created.nameSlug, invited: Boolean(body.inviteContact && email) }
}
