import type { FirstCallRecord } from '#contract/studio-cases.ts'
import { CASE_MEMBER_ROLES } from '#contract/case-roles.ts'
import { MEMORY_DECIDERS } from '#contract/media.ts'
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { nowIso } from './columns.ts'
import { media } from './platform.ts'
import { users } from './auth.ts'
import { companies, locations } from './site.ts'

/**
 * Shared by several areas (family portal, public obituaries, planning): the case of one person
 * who died or whose funeral is being planned, who may see it, its obituary, its memorial video
 * and its memorial wall. Area-specific tables live in their own schema files.
 */

/** spec §4: the caseStatus a planning submission sends; CLOSED once the funeral home is done. */
export const CASE_STATUSES = ['PRE_PLAN', 'AT_NEED', 'CLOSED'] as const

/** The studio's stages of a case, in order (issue 37). */
export const CASE_STAGES = ['open', 'arranged', 'serviced', 'closed'] as const

export const cases = sqliteTable(
  'cases',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    status: text('status', { enum: CASE_STATUSES }).notNull(),
    /** The person the case is for (the decedent, or who is pre-planning). */
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    /** URL slug of the name (spec §3 Case nameSlug), e.g. `eleanor-hartley`. */
    nameSlug: text('name_slug').notNull(),
    /** Calendar dates, `YYYY-MM-DD`. */
    birthDate: text('birth_date'),
    deathDate: text('death_date'),
    /** Where the funeral home's work on the case stands (the studio); `status` says pre-need or at-need. */
    stage: text('stage', { enum: CASE_STAGES }).notNull().default('open'),
    /** The director in charge: a staff account of the company, mailed when the family acts. */
    directorUserId: integer('director_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the first call said beside the columns above (contract/studio-cases.ts FirstCallRecord); null for cases opened otherwise. */
    firstCall: text('first_call', { mode: 'json' }).$type<FirstCallRecord>(),
    /** When staff last marked what the family did as handled (the studio's Today); null: never. */
    homeHandledAt: text('home_handled_at'),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [index('cases_company').on(t.companyId, t.id)],
)

/** Who may open a case in the family portal, in which role (contract/case-roles.ts). Staff of the company may open every case. */
export { CASE_MEMBER_ROLES }

export const caseMembers = sqliteTable(
  'case_members',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CASE_MEMBER_ROLES }).notNull().default('helper'),
    /** How they are related to the one who died, as the invitation said ("Daughter"); null if not given. */
    relationship: text('relationship'),
    createdAt: text('created_at').notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.userId] }), index('case_members_user').on(t.userId)],
)

/**
 * A case's obituary. Its id is the public one (/obituaries/{id}/{name}); it is public only
 * once `publishedAt` is set. The family approves the text (who and when are kept).
 */
export const obituaries = sqliteTable(
  'obituaries',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    nameSlug: text('name_slug').notNull(),
    birthDate: text('birth_date'),
    deathDate: text('death_date'),
    /** Plain text; blank lines separate paragraphs. Never rendered as HTML. */
    text: text('text').notNull().default(''),
    photoMediaId: integer('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** A wide picture from the studio (decision 059): the public page's share image, the portrait's otherwise. */
    bannerMediaId: integer('banner_media_id').references(() => media.id, { onDelete: 'set null' }),
    publishedAt: text('published_at'),
    approvedAt: text('approved_at'),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: text('updated_at').notNull().default(nowIso),
    /** The studio's obituary desk (decision 059): who last saved the words (staff or family). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the home set it to go public; the scheduler publishes it then (api/src/staff/obituary-schedule.ts). */
    scheduledFor: text('scheduled_for'),
    scheduledBy: integer('scheduled_by').references(() => users.id, { onDelete: 'set null' }),
    /** When staff sent the draft to the family to review, and who. */
    sentAt: text('sent_at'),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('obituaries_case').on(t.caseId),
    // The listing's order (newest death first, undated last: routes/obituaries.ts) walked from
    // the index, so the first page of 20,000 obituaries reads a page's rows, not all of them
    // sorted; published_at rides along so the public filter and the count read the index alone.
    index('obituaries_company_death').on(
      t.companyId,
      sql`(${t.deathDate} IS NULL)`,
      sql`${t.deathDate} DESC`,
      sql`${t.id} DESC`,
      t.publishedAt,
    ),
    index('obituaries_company_name').on(t.companyId, t.lastName, t.firstName),
  ],
)

/** The memorial (tribute) video the funeral home produces; the family reviews and approves it. */
export const VIDEO_STATUSES = ['in-production', 'ready-for-review', 'changes-requested', 'approved'] as const

export const caseVideos = sqliteTable(
  'case_videos',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    videoMediaId: integer('video_media_id').references(() => media.id, { onDelete: 'set null' }),
    posterMediaId: integer('poster_media_id').references(() => media.id, { onDelete: 'set null' }),
    captionsMediaId: integer('captions_media_id').references(() => media.id, { onDelete: 'set null' }),
    durationSeconds: integer('duration_seconds'),
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('in-production'),
    approvedAt: text('approved_at'),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: text('updated_at').notNull().default(nowIso),
  },
  (t) => [uniqueIndex('case_videos_case').on(t.caseId)],
)

/**
 * Memories posted on the public obituary (the memorial wall). Public pages show only
 * `approved`; `pending` waits for the family when the wall holds posts for review.
 */
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const

export const memorialComments = sqliteTable(
  'memorial_comments',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email'),
    /** Plain text, shown as text (never HTML). */
    text: text('text').notNull(),
    photoMediaId: integer('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
    status: text('status', { enum: COMMENT_STATUSES }).notNull().default('pending'),
    /** SHA-256 of the poster's IP and the company, only to rate-limit posting. */
    clientHash: text('client_hash'),
    createdAt: text('created_at').notNull().default(nowIso),
    moderatedAt: text('moderated_at'),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who decided: the family or the home's staff (decision 062); null while the memory is held. */
    moderatedAs: text('moderated_as', { enum: MEMORY_DECIDERS }),
  },
  (t) => [
    index('memorial_comments_case_status').on(t.caseId, t.status, t.createdAt),
    index('memorial_comments_company_status').on(t.companyId, t.status, t.createdAt),
  ],
)

/** How a case's memorial wall takes new memories: held for the family's review, or published. */
export const WALL_MODERATION = ['review', 'publish'] as const

export const memorialWallSettings = sqliteTable('memorial_wall_settings', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  moderation: text('moderation', { enum: WALL_MODERATION }).notNull().default('review'),
  /** Whether visitors may post at all. */
  open: integer('open', { mode: 'boolean' }).notNull().default(true),
  allowPhotos: integer('allow_photos', { mode: 'boolean' }).notNull().default(true),
  updatedAt: text('updated_at').notNull().default(nowIso),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
})
