import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { TASK_STATUSES, TASK_TYPES } from '#contract/family.ts'
import { REVIEW_STATUSES, STATIONERY_ITEM_TYPES, STATIONERY_PAGE_TYPES } from '#contract/family-reviews.ts'
import { users } from './auth.ts'
import { caseVideos, cases } from './cases.ts'
import { nowIso } from './columns.ts'
import { media } from './platform.ts'
import { companies } from './site.ts'
import { CASE_MEMBER_ROLES } from '#contract/case-roles.ts'

/**
 * The family portal's own tables: the decedent's details, tasks and who does them,
 * invitations, stationery proofs and the comments on stationery and the memorial video.
 * Statuses and their rules are documented in contract/family.ts.
 */

/**
 * The decedent's details (task add-details) as one JSON document validated by
 * `CaseDetailsBodySchema`: the form is saved whole, and nothing queries single fields.
 */
export const caseDetails = sqliteTable('case_details', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  document: text('document').notNull(),
  updatedAt: text('updated_at').notNull().default(nowIso),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
})

/** One task of a case per type (the portal has one screen per type). */
export const caseTasks = sqliteTable(
  'case_tasks',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TASK_TYPES }).notNull(),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('not-started'),
    position: integer('position').notNull().default(0),
    /** A day on the home's calendar (`YYYY-MM-DD`) the family is asked to finish it by; staff set it. */
    dueDate: text('due_date'),
    updatedAt: text('updated_at').notNull().default(nowIso),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Staff took the type off the case (decision 058): the family no longer sees it; adding it back clears this. */
    removedAt: text('removed_at'),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
    /** When staff last mailed a reminder for it (one a day at most). */
    remindedAt: text('reminded_at'),
  },
  (t) => [uniqueIndex('case_tasks_case_type').on(t.caseId, t.type), index('case_tasks_case_position').on(t.caseId, t.position)],
)

export const caseTaskAssignees = sqliteTable(
  'case_task_assignees',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => caseTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: text('assigned_at').notNull().default(nowIso),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('case_task_assignees_user').on(t.userId)],
)

/**
 * An invitation to a case. Only the SHA-256 of the token is kept: a leaked database does not
 * let anyone join a case. Single use (`usedAt`), by its invitee's account only (`email`), valid
 * until `expiresAt` (7 days after it was last sent) unless withdrawn (`revokedAt`). Sending it
 * again replaces the token (the old one's hash stays in `replacedTokenHash`, so the old link can
 * say why it stopped working) and restarts the 7 days. Rules: api/src/family/invitation-rules.ts.
 */
export const caseInvitations = sqliteTable(
  'case_invitations',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Their relation to the one who died, carried to the membership when accepted. */
    relationship: text('relationship'),
    message: text('message'),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().default(nowIso),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    // The user ids below have no foreign key: added to an existing table, SQLite's ADD COLUMN
    // (as drizzle-kit writes it) would keep the reference without its ON DELETE SET NULL, and a
    // deleted user would then be refused. A dangling id only loses who did it.
    /** The last time it was sent again (a new token); null while only sent at `createdAt`. */
    resentAt: text('resent_at'),
    resentBy: integer('resent_by'),
    /** The token before the last resend: its link answers "a newer invitation was sent". */
    replacedTokenHash: text('replaced_token_hash'),
    revokedAt: text('revoked_at'),
    revokedBy: integer('revoked_by'),
    /** The pending account a sign-up through this link made: it joins the case once finished. */
    signUpUserId: integer('sign_up_user_id'),
    /** When the invitee, holding the expired link, asked the family for a new one (once per sending). */
    renewalRequestedAt: text('renewal_requested_at'),
    /** The role in the case the invitation grants once accepted (contract/case-roles.ts). */
    role: text('role', { enum: CASE_MEMBER_ROLES }).notNull().default('helper'),
  },
  (t) => [
    uniqueIndex('case_invitations_token').on(t.tokenHash),
    index('case_invitations_case').on(t.caseId),
    index('case_invitations_replaced_token').on(t.replacedTokenHash),
  ],
)

/** A printed piece (memorial folder, prayer card …) the funeral home lays out for the family's review. */
export const stationeryItems = sqliteTable(
  'stationery_items',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: STATIONERY_ITEM_TYPES }).notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('in-production'),
    position: integer('position').notNull().default(0),
    approvedAt: text('approved_at'),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: text('updated_at').notNull().default(nowIso),
    /** How many times the home sent it to the family (stationery_versions); 0: never from the studio. */
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('stationery_items_case_type').on(t.caseId, t.itemType)],
)

export const stationeryPages = sqliteTable(
  'stationery_pages',
  {
    id: integer('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => stationeryItems.id, { onDelete: 'cascade' }),
    pageType: text('page_type', { enum: STATIONERY_PAGE_TYPES }).notNull(),
    previewMediaId: integer('preview_media_id').references(() => media.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('stationery_pages_item_type').on(t.itemId, t.pageType)],
)

export const stationeryComments = sqliteTable(
  'stationery_comments',
  {
    id: integer('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => stationeryItems.id, { onDelete: 'cascade' }),
    /** Null: about the piece as a whole. */
    pageType: text('page_type', { enum: STATIONERY_PAGE_TYPES }),
    text: text('text').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().default(nowIso),
    /** The version of the piece the family was looking at; null before the studio sent any. */
    version: integer('version'),
  },
  (t) => [index('stationery_comments_item').on(t.itemId, t.createdAt)],
)

export const videoComments = sqliteTable(
  'video_comments',
  {
    id: integer('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => caseVideos.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    atSeconds: integer('at_seconds'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [index('video_comments_video').on(t.videoId, t.createdAt)],
)

export const familyTables = [
  caseDetails,
  caseTasks,
  caseTaskAssignees,
  caseInvitations,
  stationeryItems,
  stationeryPages,
  stationeryComments,
  videoComments,
] as const
