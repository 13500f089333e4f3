import { eq } from 'drizzle-orm'
import { CaseDetailsBodySchema, type CaseDetails, type CaseDetailsBody } from '#contract/case-details.ts'
import { caseDetails } from '../db/schema.ts'
import { startTaskStatement } from './task-work.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import type { Db } from '../db/client.ts'
import { detailsErrors, missingDetails } from './case-details-rules.ts'
import { peopleById, person } from './people.ts'
import { invalidInput } from '../validate.ts'
import { detailChanges, knownDetails, logChangesStatement } from '../staff/case-changes.ts'

async function read(db: Db, caseId: number): Promise<CaseDetails> {
  const [row] = await db.select().from(caseDetails).where(eq(caseDetails.caseId, caseId)).limit(1)
  // Stored by this module after validation; a row that no longer parses (an older shape) reads as empty.
  const parsed = row ? CaseDetailsBodySchema.safeParse(JSON.parse(row.document)) : undefined
  const details = parsed?.success ? parsed.data : null
  const people = await peopleById(db, [row?.updatedBy])
  const by = row?.updatedBy ? people.get(row.updatedBy) : undefined
  const missing = missingDetails(details)
  return { details, complete: missing.length === 0, missing, updatedAt: row?.updatedAt ?? null, updatedBy: by ? person(by) : null }
}

export function getCaseDetails(db: Db, theCase: CaseRow): Promise<CaseDetails> {
  return read(db, theCase.id)
}

/** Replaces the document; cross-field rules (dates in order, not in the future) are 422s. */
export async function saveCaseDetails(
  db: Db,
  theCase: CaseRow,
  body: CaseDetailsBody,
  userId: number,
  today: string,
): Promise<CaseDetails> {
  const errors = detailsErrors(body, today)
  if (Object.keys(errors).length > 0) throw invalidInput(errors)
  const now = new Date().toISOString()
  const document = JSON.stringify(body)
  // The home sees who changed what (decision 055): the family's saves go into the case's change log too.
  const logged = logChangesStatement(
    db,
    theCase,
    userId,
    detailChanges((await read(db, theCase.id)).details ?? knownDetails(theCase), body),
  )
  // Saving the form starts the add-details task (one round trip with the save).
  await db.batch([
    db
      .insert(caseDetails)
      .values({ caseId: theCase.id, companyId: theCase.companyId, document, updatedAt: now, updatedBy: userId })
      .onConflictDoUpdate({ target: caseDetails.caseId, set: { document, updatedAt: now, updatedBy: userId } }),
    startTaskStatement(db, theCase.id, 'add-details', userId),
    ...(logged ? [logged] : []),
  ])
  return read(db, theCase.id)
}
