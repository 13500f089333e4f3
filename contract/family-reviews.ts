import { z } from 'zod'
import { text } from './text.ts'
import { ApprovalSchema, IdSchema, IsoDateSchema, IsoDateTimeSchema, PersonNameSchema, PersonSchema } from './common.ts'
import { MediaFileSchema } from './files.ts'

// ---------------------------------------------------------------------------------------------
// Obituary

export const ObituaryBodySchema = z.object({
  firstName: PersonNameSchema.min(1),
  middleName: PersonNameSchema.nullable().optional(),
  lastName: PersonNameSchema.min(1),
  birthDate: IsoDateSchema.nullable().optional(),
  deathDate: IsoDateSchema.nullable().optional(),
  /** Plain text; blank lines separate paragraphs. */
  text: text(20_000),
})
export type ObituaryBody = z.infer<typeof ObituaryBodySchema>

export const FamilyObituarySchema = z.object({
  id: IdSchema,
  caseId: IdSchema,
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  nameSlug: z.string(),
  birthDate: IsoDateSchema.nullable(),
  deathDate: IsoDateSchema.nullable(),
  text: z.string(),
  photo: MediaFileSchema.nullable(),
  publishedAt: IsoDateTimeSchema.nullable(),
  /** When the funeral home scheduled it to go public (decision 059): the family's part is locked from then. */
  scheduledFor: IsoDateTimeSchema.nullable(),
  approval: ApprovalSchema.nullable(),
  updatedAt: IsoDateTimeSchema,
})
export type FamilyObituary = z.infer<typeof FamilyObituarySchema>

/** Why the family cannot change the obituary's photo now: the api's 422 and the portal's sentence alike. */
export const OBITUARY_PHOTO_LOCKED = {
  published: 'The obituary is published; call the funeral home to change its photo',
  scheduled: 'The obituary is scheduled to be published; call the funeral home to change its photo',
} as const

/** The lock of the family's obituary photo, or undefined while they may change it. */
export function obituaryPhotoLock(row: { publishedAt: string | null; scheduledFor: string | null }): string | undefined {
  if (row.publishedAt) return OBITUARY_PHOTO_LOCKED.published
  if (row.scheduledFor) return OBITUARY_PHOTO_LOCKED.scheduled
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Reviews: stationery and video share their statuses (case_videos.status).

export const REVIEW_STATUSES = ['in-production', 'ready-for-review', 'changes-requested', 'approved'] as const
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES)
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>

/** `other`: a piece the home names itself (decision 061: one such piece per case, its title its name). */
export const STATIONERY_ITEM_TYPES = ['memorial-folder', 'prayer-card', 'bookmark', 'guest-book', 'other'] as const
export const StationeryItemTypeSchema = z.enum(STATIONERY_ITEM_TYPES)
export type StationeryItemType = z.infer<typeof StationeryItemTypeSchema>
export const STATIONERY_PAGE_TYPES = ['front', 'inside-left', 'inside-right', 'back'] as const
export const StationeryPageTypeSchema = z.enum(STATIONERY_PAGE_TYPES)
export type StationeryPageType = z.infer<typeof StationeryPageTypeSchema>

export const ReviewCommentSchema = z.object({
  id: IdSchema,
  text: z.string(),
  author: PersonSchema,
  createdAt: IsoDateTimeSchema,
})

export const StationeryCommentSchema = ReviewCommentSchema.extend({
  pageType: StationeryPageTypeSchema.nullable(),
  /** The version of the piece it was made on (decision 061); null before the studio sent one. */
  version: z.number().int().nullable(),
})

/** What changed from one version of a piece to the next, by page (decision 061). */
export const StationeryChangesSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  added: z.array(StationeryPageTypeSchema),
  replaced: z.array(StationeryPageTypeSchema),
  removed: z.array(StationeryPageTypeSchema),
})
export type StationeryChanges = z.infer<typeof StationeryChangesSchema>

export const StationeryItemSchema = z.object({
  id: IdSchema,
  itemType: StationeryItemTypeSchema,
  title: z.string(),
  status: ReviewStatusSchema,
  pages: z.array(z.object({ pageType: StationeryPageTypeSchema, preview: MediaFileSchema.nullable() })),
  comments: z.array(StationeryCommentSchema),
  approval: ApprovalSchema.nullable(),
  updatedAt: IsoDateTimeSchema,
  /** How many times the home sent it; 0: not from the studio yet. */
  version: z.number().int(),
  /** Since the version before the last one sent; null until there are two. */
  changes: StationeryChangesSchema.nullable(),
})
export type StationeryItem = z.infer<typeof StationeryItemSchema>
export const StationerySchema = z.object({ items: z.array(StationeryItemSchema) })

export const StationeryApproveQuerySchema = z.object({ itemType: StationeryItemTypeSchema.optional() })
export const StationeryCommentQuerySchema = z.object({
  itemType: StationeryItemTypeSchema,
  /** Without it the comment is about the piece as a whole. */
  pageType: StationeryPageTypeSchema.optional(),
})
export const CommentBodySchema = z.object({ text: text(2000).min(1) })

export const VideoCommentBodySchema = CommentBodySchema.extend({
  /** Where in the video the comment is about. */
  atSeconds: z.number().int().min(0).max(36_000).optional(),
})
export const VideoCommentSchema = ReviewCommentSchema.extend({ atSeconds: z.number().int().nullable() })

export const CaseVideoSchema = z.object({
  id: IdSchema,
  title: z.string(),
  status: ReviewStatusSchema,
  video: MediaFileSchema.nullable(),
  poster: MediaFileSchema.nullable(),
  captions: MediaFileSchema.nullable(),
  durationSeconds: z.number().int().nullable(),
  comments: z.array(VideoCommentSchema),
  approval: ApprovalSchema.nullable(),
  updatedAt: IsoDateTimeSchema,
})
export type CaseVideo = z.infer<typeof CaseVideoSchema>
