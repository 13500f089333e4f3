import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { MEDIA_KIND_VALUES } from '#contract/files.ts'
import { nowIso } from './columns.ts'
import { companies } from './site.ts'

/**
 * Platform pieces every area uses: media files (bytes on R2), the mail outbox and
 * idempotency keys for calls that must never run twice (payments, checkout, planning).
 */

export const MEDIA_KINDS = MEDIA_KIND_VALUES

/**
 * One stored file. The bytes sit in R2 under `c{companyId}/{hash}` (SHA-256 of the content),
 * so a URL names its content and may be cached for a year; the row says what it is for.
 * A case's photos, music and theme point at their case; site-wide files have no case.
 */
export const media = sqliteTable(
  'media',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Not a foreign key to `cases`: cases point at media too, and SQLite migrations stay simple. */
    caseId: integer('case_id'),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    hash: text('hash').notNull(),
    /** Sniffed from the bytes, never taken from the file name or the client. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    fileName: text('file_name'),
    title: text('title'),
    position: integer('position').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: text('created_at').notNull().default(nowIso),
    /**
     * SHA-256 of the one-use token an anonymous upload answers (a visitor's memory photo): only
     * that token attaches it, never its sequential id (issue 35 point 4). Emptied when it is used.
     */
    attachTokenHash: text('attach_token_hash'),
  },
  (t) => [
    index('media_company_hash').on(t.companyId, t.hash),
    index('media_case_kind').on(t.caseId, t.kind, t.position),
    uniqueIndex('media_attach_token').on(t.attachTokenHash),
  ],
)

/**
 * Mail waiting for (or handed to) a provider. Locally nothing delivers it: the demo shows the
 * outbox instead (api/src/mail).
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** What it is: invitation, password-reset, order-receipt, planning-request … */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The From name it goes out under (the funeral home's, for invitations); null: MAIL_FROM's own. */
    fromName: text('from_name'),
    createdAt: text('created_at').notNull().default(nowIso),
    sentAt: text('sent_at'),
    providerId: text('provider_id'),
  },
  (t) => [index('outbox_company_created').on(t.companyId, t.createdAt)],
)

/**
 * The stored answer to a call made with an Idempotency-Key: the same key again gets the same
 * answer without running the call again (a retried charge never charges twice).
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The call it belongs to, e.g. `case-payment:1101`; one key cannot be replayed elsewhere. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is a 422, not a replay. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first call is still running. */
    status: integer('status'),
    body: text('body'),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.scope, t.key] })],
)
