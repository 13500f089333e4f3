import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { nowIso } from './columns.ts'
import { users } from './auth.ts'
import { caseVideos, cases } from './cases.ts'
import { media } from './platform.ts'
import { companies } from './site.ts'

/**
 * The memorial video from the home's side (decision 060, migration 0021). A video goes to R2 as
 * a multipart upload through the api, part by part; R2's binding cannot list an upload's parts,
 * so the parts taken are kept here, which is what lets a stopped upload go on where it stopped.
 */
export const videoUploads = sqliteTable(
  'video_uploads',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** 64 hex characters made at random when the upload starts: the media row's `hash` and the R2 key's name. */
    objectName: text('object_name').notNull(),
    r2UploadId: text('r2_upload_id').notNull(),
    fileName: text('file_name'),
    /** Judged from the first part's bytes when it arrives. */
    contentType: text('content_type'),
    size: integer('size').notNull(),
    partBytes: integer('part_bytes').notNull(),
    durationSeconds: integer('duration_seconds'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(nowIso),
    completedAt: text('completed_at'),
    abortedAt: text('aborted_at'),
  },
  (t) => [index('video_uploads_case').on(t.caseId, t.createdAt)],
)

export const videoUploadParts = sqliteTable(
  'video_upload_parts',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => videoUploads.id, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    size: integer('size').notNull(),
    uploadedAt: text('uploaded_at').notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
)

/** Each video a case's memorial video has had, numbered from 1; the newest is the one the family reviews. */
export const caseVideoVersions = sqliteTable(
  'case_video_versions',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => caseVideos.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    videoMediaId: integer('video_media_id').references(() => media.id, { onDelete: 'set null' }),
    durationSeconds: integer('duration_seconds'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: text('created_at').notNull().default(nowIso),
    /** When staff sent this version to the family (migration 0025): the family watches the last one sent. */
    sentAt: text('sent_at'),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** The poster and captions it was sent with, as the family saw them. */
    posterMediaId: integer('poster_media_id').references(() => media.id, { onDelete: 'set null' }),
    captionsMediaId: integer('captions_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** An approval of this version, kept once a newer version clears the case's approval. */
    approvedAt: text('approved_at'),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('case_video_versions_number').on(t.videoId, t.number)],
)
