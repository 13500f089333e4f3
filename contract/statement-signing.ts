import { z } from 'zod'
import { CaseParamsSchema, CentsSchema, IdParamSchema, IdSchema, IsoDateSchema, IsoDateTimeSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { line } from './text.ts'

/**
 * The statement of funeral goods and services as a record the family signs (issue 39 points 2-4,
 * decision 064). The document is what is signed: its SHA-256 names the exact version. The record
 * adds what is around it: the changes and who made them, whether it is ready, the ESIGN consent
 * and the signed versions, each with its PDF. Staff read the same record (contract/studio-statement.ts).
 */

export const STATEMENT_ADJUSTMENT_KINDS = ['discount', 'cash_advance'] as const
export const EMBALMING_DECISION_VALUES = ['approved', 'declined'] as const

export const StatementDocumentLineSchema = z.object({
  lineId: IdSchema,
  category: z.string(),
  description: z.string(),
  quantity: z.number().int().min(1),
  unitPriceCents: CentsSchema.nullable(),
  priceCents: CentsSchema,
  /** The legal, cemetery or crematory requirement that made this item necessary; null when none. */
  requirement: z.string().nullable(),
  /** "Anna Lee, Funeral director" for a line staff added in person; null for the package's and the family's. */
  addedBy: z.string().nullable(),
})
export type StatementDocumentLine = z.infer<typeof StatementDocumentLineSchema>

export const StatementAdjustmentSchema = z.object({
  id: IdSchema,
  kind: z.enum(STATEMENT_ADJUSTMENT_KINDS),
  name: z.string(),
  amountCents: CentsSchema,
  reason: z.string().nullable(),
  addedBy: z.string().nullable(),
})
export type StatementAdjustment = z.infer<typeof StatementAdjustmentSchema>

export const EmbalmingSchema = z.object({
  decision: z.enum(EMBALMING_DECISION_VALUES).nullable(),
  /** Who approved it (the family member's name); null when declined or not yet asked. */
  by: z.string().nullable(),
  on: IsoDateSchema.nullable(),
})
export type Embalming = z.infer<typeof EmbalmingSchema>

/** What is signed. Payments are not in it: a payment never makes a new version. */
export const StatementDocumentSchema = z.object({
  caseId: IdSchema,
  homeName: z.string(),
  personName: z.string(),
  heading: z.string(),
  packageName: z.string().nullable(),
  purchaserName: z.string().nullable(),
  lines: z.array(StatementDocumentLineSchema),
  cashAdvances: z.array(StatementAdjustmentSchema),
  discounts: z.array(StatementAdjustmentSchema),
  embalming: EmbalmingSchema,
  disclosures: z.array(z.string()),
  goodsCents: CentsSchema,
  cashAdvanceCents: CentsSchema,
  discountCents: CentsSchema,
  totalCents: CentsSchema,
})
export type StatementDocument = z.infer<typeof StatementDocumentSchema>

export const StatementChangeSchema = z.object({
  id: IdSchema,
  summary: z.string(),
  /** "Anna Lee, Funeral director", or the family member's name. */
  by: z.string(),
  at: IsoDateTimeSchema,
})
export type StatementChange = z.infer<typeof StatementChangeSchema>

export const StatementSignatureSchema = z.object({
  version: z.number().int().min(1),
  contentHash: z.string(),
  typedName: z.string(),
  signedBy: z.string(),
  signedAt: IsoDateTimeSchema,
  /** The api path of the signed PDF (GET, signed-in). */
  pdfPath: z.string(),
})
export type StatementSignature = z.infer<typeof StatementSignatureSchema>

export const StatementRecordSchema = z.object({
  document: StatementDocumentSchema,
  /** SHA-256 (hex) of the document as it is now: what a signature must name. */
  contentHash: z.string(),
  /** The version the document is now: signed versions + 1 while unsigned, else the last signed one. */
  version: z.number().int().min(1),
  /** Staff marked it ready, or the family submitted the arrangement. */
  ready: z.boolean(),
  /** The document as it is now has a signature. */
  signed: z.boolean(),
  /** Ready, and not signed as it is now: the arranger is asked to sign. */
  needsSignature: z.boolean(),
  /** The signed-in caller's ESIGN consent for this case; null when not given (or withdrawn). */
  consentedAt: IsoDateTimeSchema.nullable(),
  /** The signed-in caller may sign (the case's arranger). */
  maySign: z.boolean(),
  signatures: z.array(StatementSignatureSchema),
  changes: z.array(StatementChangeSchema),
})
export type StatementRecord = z.infer<typeof StatementRecordSchema>

/** The ESIGN Act consent (15 U.S.C. 7001(c)), shown before the first electronic signature. Its version is stored with each consent. */
export const ESIGN_DISCLOSURE_VERSION = '2026-12-1'
export const ESIGN_DISCLOSURE = [
  'You may sign this statement on this website instead of on paper. If you agree, the statement, its changes and the signed copy are given to you electronically.',
  'You have the right to a paper copy. Ask the funeral home at any time and they will give or post you one, free of charge. You may also sign on paper instead.',
  'You may withdraw this consent at any time, here or by telling the funeral home. Withdrawing does not undo what you have already signed; after it, the home gives you papers to sign.',
  'You need a device with a current web browser (Chrome, Safari, Firefox or Edge), an email address, and a way to open, save or print PDF files.',
  'Your consent covers this statement and its amendments for this arrangement only.',
] as const

export const SIGNING_MESSAGES = {
  /** 422 on `typedName`. */
  typedName: 'Please type your full name as your signature.',
  /** 403: a helper or viewer, or staff. */
  notArranger: "Your family's arranger signs the statement.",
  /** 422: not ready to sign. */
  notReady: 'The statement is not ready to sign yet. The funeral home will let you know.',
  /** 422: signing without consent. */
  noConsent: 'Please agree to use electronic records and signatures first.',
  /** 409: the statement changed while it was open. */
  changed: 'The statement changed since you opened it. Please read it again and sign the new version.',
  /** 409: this version has its signature already. */
  alreadySigned: 'This version of the statement is already signed.',
  /** 422 on `agree`. */
  agree: 'Please tick the box to agree.',
} as const

export const ConsentBodySchema = z.object({
  agree: z.literal(true, { error: SIGNING_MESSAGES.agree }),
})
export type ConsentBody = z.infer<typeof ConsentBodySchema>

export const SignBodySchema = z.object({
  typedName: line(160).min(2, { error: SIGNING_MESSAGES.typedName }),
  /** The hash of the version the arranger read (StatementRecord.contentHash). */
  contentHash: z.string().regex(/^[0-9a-f]{64}$/),
})
export type SignBody = z.infer<typeof SignBodySchema>

export const SignatureParamsSchema = CaseParamsSchema.extend({ version: IdParamSchema })

const tags = ['family statement signing']
const STATEMENT = '/api/family/cases/{caseId}/statement'
const forbidden = "a helper or viewer of the case (only the family's arranger signs)"

export const operations = defineOperations([
  {
    method: 'get',
    path: `${STATEMENT}/record`,
    summary: 'The statement as a signable document with its hash, the changes and who made them, consent and the signed versions',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: StatementRecordSchema },
  },
  {
    method: 'post',
    path: `${STATEMENT}/consent`,
    summary: 'Gives the ESIGN consent to electronic records and signatures (recorded with time, IP address and user agent)',
    tags,
    access: 'member',
    forbidden,
    params: CaseParamsSchema,
    body: ConsentBodySchema,
    response: { status: 200, schema: StatementRecordSchema },
  },
  {
    method: 'delete',
    path: `${STATEMENT}/consent`,
    summary: 'Withdraws the ESIGN consent (what was signed stays signed)',
    tags,
    access: 'member',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: StatementRecordSchema },
  },
  {
    method: 'post',
    path: `${STATEMENT}/sign`,
    summary:
      'Signs the statement by typed name against the version named by its hash (409 when it changed or is signed); makes the PDF and mails it',
    tags,
    access: 'member',
    forbidden,
    params: CaseParamsSchema,
    body: SignBodySchema,
    response: { status: 201, schema: StatementRecordSchema },
  },
  {
    method: 'get',
    path: `${STATEMENT}/signatures/{version}/pdf`,
    summary: 'The signed PDF of one version of the statement',
    tags,
    access: 'member',
    params: SignatureParamsSchema,
    response: { status: 200, contentType: 'application/pdf' },
  },
])
