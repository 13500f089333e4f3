import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { nowIso } from './columns.ts'
import { users } from './auth.ts'
import { cases } from './cases.ts'
import { companies } from './site.ts'

/**
 * The statement of funeral goods and services as a signed record (issue 39 points 2-4; decision
 * 064): what staff add besides lines (discounts, cash advances), the Funeral Rule's statement
 * disclosures, the changes the family reads, the ESIGN consent and one signature per version.
 * Money is whole cents.
 */

export const ADJUSTMENT_KINDS = ['discount', 'cash_advance'] as const

export const statementAdjustments = sqliteTable(
  'statement_adjustments',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ADJUSTMENT_KINDS }).notNull(),
    name: text('name').notNull(),
    /** Always positive: a discount is taken off the total, a cash advance added to it. */
    amountCents: integer('amount_cents').notNull(),
    /** Why the discount was given (required for discounts). */
    reason: text('reason'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [index('statement_adjustments_case').on(t.caseId, t.id)],
)

export const EMBALMING_DECISIONS = ['approved', 'declined'] as const

export const caseStatements = sqliteTable('case_statements', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  embalming: text('embalming', { enum: EMBALMING_DECISIONS }),
  /** Who approved embalming (the family member's name as given); null when declined or not asked. */
  embalmingBy: text('embalming_by'),
  /** The date of the approval or the refusal, YYYY-MM-DD. */
  embalmingOn: text('embalming_on'),
  readyAt: text('ready_at'),
  readyBy: integer('ready_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: text('updated_at').notNull().default(nowIso),
})

export const statementChanges = sqliteTable(
  'statement_changes',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [index('statement_changes_case').on(t.caseId, t.id)],
)

export const esignConsents = sqliteTable(
  'esign_consents',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which wording of the consent was shown (contract/statement-signing.ts). */
    disclosureVersion: text('disclosure_version').notNull(),
    consentedAt: text('consented_at').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    withdrawnAt: text('withdrawn_at'),
  },
  (t) => [index('esign_consents_case_user').on(t.caseId, t.userId, t.id)],
)

export const statementSignatures = sqliteTable(
  'statement_signatures',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** SHA-256 (hex) of `content`: the exact statement signed. */
    contentHash: text('content_hash').notNull(),
    /** JSON of contract `StatementDocumentSchema`, frozen at signing. */
    content: text('content').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    consentId: integer('consent_id')
      .notNull()
      .references(() => esignConsents.id),
    typedName: text('typed_name').notNull(),
    signedAt: text('signed_at').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** R2 key of the signed PDF; null only until it is written just after the signature. */
    pdfKey: text('pdf_key'),
  },
  (t) => [uniqueIndex('statement_signatures_version').on(t.caseId, t.version)],
)
