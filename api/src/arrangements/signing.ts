import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import type { CaseMemberRole } from '#contract/case-roles.ts'
import { ApiError } from '#contract/errors.ts'
import { ESIGN_DISCLOSURE_VERSION, SIGNING_MESSAGES, type SignBody, type StatementRecord } from '#contract/statement-signing.ts'
import type { Db } from '../db/client.ts'
import { esignConsents, statementChanges, statementSignatures } from '../db/schema.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { loadArrangement } from './arrangement.ts'
import { buildDocument, loadStatementFacts, peopleNames } from './signing-document.ts'
import { currentVersion, documentHash } from './signing-rules.ts'

/**
 * The statement as a signed record (issue 39 points 2-4, decision 064): what both sides read, the
 * ESIGN consent, and the signature against the exact version the arranger read. The PDF and its
 * mail are in ./signing-delivery.ts.
 */

export type Side = 'family' | 'staff'
export type Company = { id: number; name: string }
export type Caller = { id: number; role: CaseMemberRole | 'staff' }
export type Evidence = { ip: string; userAgent: string }

export function pdfPathOf(side: Side, caseId: number, version: number): string {
  return `/api/${side}/cases/${caseId}/statement/signatures/${version}/pdf`
}

/** One line in the family's list of changes; `db.batch`-able. */
export function logStatementChange(db: Db, theCase: Pick<CaseRow, 'id' | 'companyId'>, userId: number, summary: string) {
  return db.insert(statementChanges).values({ companyId: theCase.companyId, caseId: theCase.id, userId, summary })
}

export function signaturesOf(db: Db, caseId: number) {
  return db.select().from(statementSignatures).where(eq(statementSignatures.caseId, caseId)).orderBy(asc(statementSignatures.version))
}

async function activeConsent(db: Db, caseId: number, userId: number) {
  const [row] = await db
    .select()
    .from(esignConsents)
    .where(and(eq(esignConsents.caseId, caseId), eq(esignConsents.userId, userId), isNull(esignConsents.withdrawnAt)))
    .orderBy(desc(esignConsents.id))
    .limit(1)
  return row
}

/** The document as it is now, its hash and version, and whether it is ready to sign. */
export async function currentStatement(db: Db, company: Company, theCase: CaseRow) {
  const state = await loadArrangement(db, company.id, theCase.id)
  const [document, signatures, facts] = await Promise.all([
    buildDocument(db, company, theCase, state),
    signaturesOf(db, theCase.id),
    loadStatementFacts(db, theCase.id),
  ])
  const contentHash = await documentHash(document)
  const { version, signed } = currentVersion(signatures, contentHash)
  const ready = Boolean(state.row?.submittedAt || facts?.readyAt)
  return { document, contentHash, version, signed, ready, signatures }
}

export async function statementRecord(db: Db, company: Company, theCase: CaseRow, caller: Caller, side: Side): Promise<StatementRecord> {
  const [now, consent, changeRows] = await Promise.all([
    currentStatement(db, company, theCase),
    activeConsent(db, theCase.id, caller.id),
    db
      .select()
      .from(statementChanges)
      .where(and(eq(statementChanges.caseId, theCase.id), eq(statementChanges.companyId, company.id)))
      .orderBy(desc(statementChanges.id))
      .limit(100),
  ])
  const names = await peopleNames(db, [...changeRows.map((r) => r.userId), ...now.signatures.map((s) => s.userId)])
  const nameOf = (id: number | null) => (id === null ? 'Someone no longer with the home' : (names.get(id) ?? ''))
  return {
    document: now.document,
    contentHash: now.contentHash,
    version: now.version,
    ready: now.ready,
    signed: now.signed,
    needsSignature: now.ready && !now.signed,
    consentedAt: consent?.consentedAt ?? null,
    maySign: caller.role === 'arranger',
    signatures: now.signatures.map((s) => ({
      version: s.version,
      contentHash: s.contentHash,
      typedName: s.typedName,
      signedBy: nameOf(s.userId),
      signedAt: s.signedAt,
      pdfPath: pdfPathOf(side, theCase.id, s.version),
    })),
    changes: changeRows.map((r) => ({ id: r.id, summary: r.summary, by: nameOf(r.userId), at: r.createdAt })),
  }
}

/** Only the family's arranger signs or consents; staff, helpers and viewers are refused. */
export function assertArranger(caller: Caller): void {
  if (caller.role !== 'arranger') throw new ApiError(403, undefined, { message: SIGNING_MESSAGES.notArranger })
}

export async function giveConsent(db: Db, theCase: CaseRow, caller: Caller, evidence: Evidence): Promise<void> {
  assertArranger(caller)
  if (await activeConsent(db, theCase.id, caller.id)) return
  await db.insert(esignConsents).values({
    companyId: theCase.companyId,
    caseId: theCase.id,
    userId: caller.id,
    disclosureVersion: ESIGN_DISCLOSURE_VERSION,
    consentedAt: new Date().toISOString(),
    ...evidence,
  })
}

export async function withdrawConsent(db: Db, theCase: CaseRow, caller: Caller): Promise<void> {
  assertArranger(caller)
  await db
    .update(esignConsents)
    .set({ withdrawnAt: new Date().toISOString() })
    .where(and(eq(esignConsents.caseId, theCase.id), eq(esignConsents.userId, caller.id), isNull(esignConsents.withdrawnAt)))
}

export type NewSignature = typeof statementSignatures.$inferSelect

/**
 * Signs the version the arranger read: ready, consented, the hash they name is the statement's
 * now (409 otherwise), and that version has no signature yet. The unique (case, version) index
 * takes one of two racing signatures; the other is a 409.
 */
export async function signStatement(
  db: Db,
  company: Company,
  theCase: CaseRow,
  caller: Caller,
  body: SignBody,
  evidence: Evidence,
): Promise<NewSignature> {
  assertArranger(caller)
  const consent = await activeConsent(db, theCase.id, caller.id)
  const now = await currentStatement(db, company, theCase)
  if (!now.ready) throw new ApiError(422, undefined, { message: SIGNING_MESSAGES.notReady })
  if (!consent) throw new ApiError(422, undefined, { message: SIGNING_MESSAGES.noConsent })
  if (now.signed && now.contentHash === body.contentHash) throw new ApiError(409, undefined, { message: SIGNING_MESSAGES.alreadySigned })
  if (body.contentHash !== now.contentHash) throw new ApiError(409, undefined, { message: SIGNING_MESSAGES.changed })
  const signedAt = new Date().toISOString()
  const [row] = await db
    .insert(statementSignatures)
    .values({
      companyId: company.id,
      caseId: theCase.id,
      version: now.version,
      contentHash: now.contentHash,
      content: JSON.stringify(now.document),
      userId: caller.id,
      consentId: consent.id,
      typedName: body.typedName,
      signedAt,
      ...evidence,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new ApiError(409, undefined, { message: SIGNING_MESSAGES.alreadySigned })
  await logStatementChange(db, theCase, caller.id, `Signed version ${row.version} of the statement`)
  return row
}
