import { and, eq } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import {
  STUDIO_STATEMENT_MESSAGES,
  type AdjustmentAddBody,
  type EmbalmingBody,
  type StaffLineAddBody,
  type StaffLineChangeBody,
} from '#contract/studio-statement.ts'
import { formatCents } from '#core/money.ts'
import { ensureArrangementRow, loadArrangement } from '../arrangements/arrangement.ts'
import { resolveOption } from '../arrangements/lines.ts'
import { currentStatement, logStatementChange, type Company } from '../arrangements/signing.ts'
import type { Db } from '../db/client.ts'
import { arrangementLines, caseStatements, statementAdjustments } from '../db/schema.ts'
import type { CaseRow } from '../middleware/case-access.ts'

/**
 * What staff change on a case's statement (issue 39 point 2, decision 064): items arranged in
 * person, quantities and requirements, discounts and cash advances, embalming, and "ready to
 * sign". Each change and its line in the family's list of changes are one batch. Staff are not
 * held by the family's lock after submitting: what is arranged in person after it is an amendment,
 * and the changed statement is a new version to sign.
 */

const notFound = () => new ApiError(404, undefined, { message: STUDIO_STATEMENT_MESSAGES.notFound })

function ensureFacts(db: Db, theCase: CaseRow) {
  return db.insert(caseStatements).values({ caseId: theCase.id, companyId: theCase.companyId }).onConflictDoNothing()
}

export async function addStaffLine(db: Db, theCase: CaseRow, body: StaffLineAddBody, userId: number): Promise<void> {
  const state = await loadArrangement(db, theCase.companyId, theCase.id)
  const { item, variant, quantity } = resolveOption(state.catalogue, body)
  const position = state.lines.reduce((top, l) => Math.max(top, l.position), 0) + 1
  const name = variant ? `${item.name} (${variant.name})` : item.name
  await db.batch([
    ensureArrangementRow(db, theCase.companyId, state),
    db.insert(arrangementLines).values({
      caseId: theCase.id,
      categoryId: item.category.id,
      itemId: item.id,
      variantId: variant?.id ?? null,
      quantity,
      required: false,
      fromPackage: false,
      position,
      addedBy: userId,
      requirement: body.requirement?.trim() || null,
    }),
    logStatementChange(db, theCase, userId, `Added ${quantity} × ${name}`),
  ])
}

async function lineOf(db: Db, theCase: CaseRow, lineId: number) {
  const [line] = await db
    .select()
    .from(arrangementLines)
    .where(and(eq(arrangementLines.id, lineId), eq(arrangementLines.caseId, theCase.id)))
    .limit(1)
  if (!line) throw notFound()
  return line
}

export async function changeStaffLine(
  db: Db,
  company: Company,
  theCase: CaseRow,
  lineId: number,
  body: StaffLineChangeBody,
  userId: number,
) {
  const line = await lineOf(db, theCase, lineId)
  const described = (await currentStatement(db, company, theCase)).document.lines.find((l) => l.lineId === line.id)?.description ?? 'a line'
  const summaries: string[] = []
  if (body.quantity !== undefined && body.quantity !== line.quantity)
    summaries.push(`Changed the quantity of ${described} to ${body.quantity}`)
  const requirement = body.requirement === undefined ? line.requirement : body.requirement?.trim() || null
  if (requirement !== line.requirement) {
    summaries.push(
      requirement ? `Noted that ${described} is required by: ${requirement}` : `Removed the requirement noted for ${described}`,
    )
  }
  if (summaries.length === 0) return
  await db.batch([
    db
      .update(arrangementLines)
      .set({ quantity: body.quantity ?? line.quantity, requirement })
      .where(and(eq(arrangementLines.id, line.id), eq(arrangementLines.caseId, theCase.id))),
    ...summaries.map((s) => logStatementChange(db, theCase, userId, s)),
  ])
}

/** Only lines staff added are taken off here; the family's own choices are theirs to change. */
export async function removeStaffLine(db: Db, company: Company, theCase: CaseRow, lineId: number, userId: number) {
  const line = await lineOf(db, theCase, lineId)
  if (line.addedBy === null) throw notFound()
  const described = (await currentStatement(db, company, theCase)).document.lines.find((l) => l.lineId === line.id)?.description ?? 'a line'
  await db.batch([
    db.delete(arrangementLines).where(and(eq(arrangementLines.id, line.id), eq(arrangementLines.caseId, theCase.id))),
    logStatementChange(db, theCase, userId, `Removed ${described}`),
  ])
}

export async function addAdjustment(db: Db, theCase: CaseRow, body: AdjustmentAddBody, userId: number): Promise<void> {
  const reason = body.kind === 'discount' ? (body.reason?.trim() ?? null) : null
  const summary =
    body.kind === 'discount'
      ? `Gave a discount of ${formatCents(body.amountCents)} (${body.name}): ${reason}`
      : `Added a cash advance: ${body.name}, ${formatCents(body.amountCents)}`
  await db.batch([
    db.insert(statementAdjustments).values({
      companyId: theCase.companyId,
      caseId: theCase.id,
      kind: body.kind,
      name: body.name,
      amountCents: body.amountCents,
      reason,
      addedBy: userId,
    }),
    logStatementChange(db, theCase, userId, summary),
  ])
}

export async function removeAdjustment(db: Db, theCase: CaseRow, adjustmentId: number, userId: number): Promise<void> {
  const [row] = await db
    .select()
    .from(statementAdjustments)
    .where(and(eq(statementAdjustments.id, adjustmentId), eq(statementAdjustments.caseId, theCase.id)))
    .limit(1)
  if (!row) throw notFound()
  const what = row.kind === 'discount' ? 'the discount' : 'the cash advance'
  await db.batch([
    db.delete(statementAdjustments).where(and(eq(statementAdjustments.id, row.id), eq(statementAdjustments.caseId, theCase.id))),
    logStatementChange(db, theCase, userId, `Removed ${what} ${row.name} (${formatCents(row.amountCents)})`),
  ])
}

export async function setEmbalming(db: Db, theCase: CaseRow, body: EmbalmingBody, userId: number): Promise<void> {
  const on = body.decision === null ? null : (body.on ?? new Date().toISOString().slice(0, 10))
  const by = body.decision === 'approved' ? (body.by?.trim() ?? null) : null
  const summary =
    body.decision === 'approved'
      ? `Recorded that ${by} approved embalming on ${on}`
      : body.decision === 'declined'
        ? `Recorded that embalming was declined on ${on}`
        : 'Cleared the embalming decision'
  await db.batch([
    ensureFacts(db, theCase),
    db
      .update(caseStatements)
      .set({ embalming: body.decision, embalmingBy: by, embalmingOn: on, updatedAt: new Date().toISOString() })
      .where(eq(caseStatements.caseId, theCase.id)),
    logStatementChange(db, theCase, userId, summary),
  ])
}

/** The arranger is asked to sign from now on; an empty statement has nothing to sign. */
export async function markReady(db: Db, company: Company, theCase: CaseRow, userId: number): Promise<void> {
  const now = await currentStatement(db, company, theCase)
  if (now.document.lines.length === 0 && now.document.cashAdvances.length === 0) {
    throw new ApiError(422, undefined, { message: STUDIO_STATEMENT_MESSAGES.empty })
  }
  if (now.ready) return
  const at = new Date().toISOString()
  await db.batch([
    ensureFacts(db, theCase),
    db.update(caseStatements).set({ readyAt: at, readyBy: userId, updatedAt: at }).where(eq(caseStatements.caseId, theCase.id)),
    logStatementChange(db, theCase, userId, 'Marked the statement ready to sign'),
  ])
}
