import { CaseDetailsBodySchema, type CaseDetailsBody } from '#contract/case-details.ts'
import type { Db } from '../db/client.ts'
import { caseChanges } from '../db/schema.ts'

/**
 * Who changed what on a case (decision 055): the change log's rows, as plain functions over the
 * values before and after, and the statement that writes them in the same batch as the change.
 */

/** One field's change, its values as text (null: empty). */
export type FieldChange = { field: string; before: string | null; after: string | null }

/** A detail's value as the log keeps it: text as typed, a year as its digits, military service as one line. */
function asText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'object') {
    const parts = Object.values(value as Record<string, unknown>).filter((part) => part !== null && part !== undefined && part !== '')
    return parts.length > 0 ? parts.map(String).join(', ') : null
  }
  return null
}

/**
 * What the case already said of the personal details before anyone saved them (its name and
 * dates, the first call's place of death): the "before" of a first save, so setting the name the
 * case already has is no change.
 */
export function knownDetails(theCase: {
  firstName: string
  middleName: string | null
  lastName: string
  birthDate: string | null
  deathDate: string | null
  firstCall: { deathPlace: string | null } | null
}): CaseDetailsBody {
  return {
    firstName: theCase.firstName,
    middleName: theCase.middleName,
    lastName: theCase.lastName,
    birthDate: theCase.birthDate,
    deathDate: theCase.deathDate,
    deathPlace: theCase.firstCall?.deathPlace ?? null,
  }
}

/** The personal details that changed between two documents, in the form's order (`details.<name>`). */
export function detailChanges(before: CaseDetailsBody | null, after: CaseDetailsBody): FieldChange[] {
  const keys = Object.keys(CaseDetailsBodySchema.shape) as (keyof CaseDetailsBody)[]
  return keys.flatMap((key) => {
    const was = asText(before?.[key])
    const now = asText(after[key])
    return was === now ? [] : [{ field: `details.${key}`, before: was, after: now }]
  })
}

/** One change unless the values are the same. */
export function fieldChange(field: string, before: string | null | undefined, after: string | null | undefined): FieldChange[] {
  const was = before ?? null
  const now = after ?? null
  return was === now ? [] : [{ field, before: was, after: now }]
}

type CaseOf = { id: number; companyId: number }

/** The insert of one change by `userId`, for a `db.batch` with the change itself. */
export function logChangeStatement(db: Db, of: CaseOf, userId: number | null, change: FieldChange) {
  return db.insert(caseChanges).values({ companyId: of.companyId, caseId: of.id, userId, createdAt: new Date().toISOString(), ...change })
}

/** The insert of a case's changes by `userId`, for a `db.batch` with the change itself; undefined when nothing changed. */
export function logChangesStatement(db: Db, of: CaseOf, userId: number | null, changes: readonly FieldChange[]) {
  if (changes.length === 0) return undefined
  const at = new Date().toISOString()
  return db
    .insert(caseChanges)
    .values(changes.map((change) => ({ companyId: of.companyId, caseId: of.id, userId, createdAt: at, ...change })))
}
