import { z } from 'zod'
import { line } from './text.ts'
import { CaseParamsSchema, IdParamSchema, IdSchema, IsoDateTimeSchema, PersonSchema } from './common.ts'
import { MediaFileSchema, UPLOAD_FIELD, UPLOAD_RULES } from './files.ts'
import { defineOperations } from './operation.ts'
import { pageOf, PageQuerySchema } from './paging.ts'

/**
 * The family's files (album photos, music, case photo, obituary photo, memorial theme) and the
 * moderation of the case's memorial wall, in the family portal (spec §3, §4, §7 "Family cases").
 */

const CASES = '/api/family/cases'

export const CaseMediaParamsSchema = z.object({ caseId: IdParamSchema, mediaId: IdParamSchema })

/** The optional text parts of an album upload: a photo's caption or a track's title. */
export const UploadTitleFieldsSchema = z.object({ title: line(200).optional() })
export type UploadTitleFields = z.infer<typeof UploadTitleFieldsSchema>

/** A photo of the case's album; `caption` is the title given at upload, shown under the photo. */
export const AlbumPhotoSchema = MediaFileSchema.extend({ caption: z.string().nullable() })
export type AlbumPhoto = z.infer<typeof AlbumPhotoSchema>
export const AlbumPhotoPageSchema = pageOf(AlbumPhotoSchema)
/** The case's music (tracks for the service and the memorial video), in upload order. */
export const MusicPageSchema = pageOf(MediaFileSchema)

/** Stock themes are the funeral home's; custom ones the family uploaded for this case. */
export const THEME_SOURCES = ['stock', 'custom'] as const
export const MemorialThemeSchema = z.object({
  source: z.enum(THEME_SOURCES),
  media: MediaFileSchema,
  chosenAt: IsoDateTimeSchema.nullable(),
})
export type MemorialTheme = z.infer<typeof MemorialThemeSchema>
/** GET memorial-theme: the chosen theme, or null while none is chosen. */
export const MemorialThemeOrNullSchema = MemorialThemeSchema.nullable()
/** POST memorial-theme?mediaId=: one of the company's stock themes. */
// Text first, so a missing or blank `mediaId` reads 'This field is required' rather than 'Expected number'.
export const ChooseStockThemeQuerySchema = z.object({
  mediaId: z.string().trim().min(1).pipe(z.coerce.number<string>().int().positive().max(Number.MAX_SAFE_INTEGER)),
})
export const STOCK_THEME_REQUIRED = 'Please choose one of the stock themes'

export const StockThemeAlbumSchema = z.object({
  id: IdSchema,
  name: z.string(),
  themes: z.array(MediaFileSchema),
})
export type StockThemeAlbum = z.infer<typeof StockThemeAlbumSchema>
/** A handful of albums: not paged. */
export const StockThemeAlbumListSchema = z.object({ content: z.array(StockThemeAlbumSchema) })

/**
 * spec §4 "Memorial-wall comments are filtered by a status (values not shown)": a memory waits
 * as `pending` while the wall holds posts for review; public pages show only `approved`.
 */
export const MEMORIAL_COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const
export const MemorialCommentStatusSchema = z.enum(MEMORIAL_COMMENT_STATUSES)
export type MemorialCommentStatus = z.infer<typeof MemorialCommentStatusSchema>

export const CommentParamsSchema = z.object({ caseId: IdParamSchema, commentId: IdParamSchema })
export const CommentStatusParamsSchema = z.object({ caseId: IdParamSchema, status: MemorialCommentStatusSchema })
/** Who decided a memory: a member of the family, or someone at the funeral home (decision 062). */
export const MEMORY_DECIDERS = ['family', 'staff'] as const
export type MemoryDecider = (typeof MEMORY_DECIDERS)[number]

/** Approve, reject, or put back to pending (which clears who moderated it and when). */
export const ModerateCommentBodySchema = z.object({ status: MemorialCommentStatusSchema })

/** A memory as the family moderating the wall sees it (the poster's email stays private). */
export const MemorialCommentSchema = z.object({
  id: IdSchema,
  authorName: z.string(),
  text: z.string(),
  photo: MediaFileSchema.nullable(),
  status: MemorialCommentStatusSchema,
  createdAt: IsoDateTimeSchema,
  moderatedAt: IsoDateTimeSchema.nullable(),
  moderatedBy: PersonSchema.nullable(),
  /** Whether the family or the home decided (null while held); the family's decisions are theirs. */
  moderatedAs: z.enum(MEMORY_DECIDERS).nullable(),
})
export type MemorialComment = z.infer<typeof MemorialCommentSchema>
export const MemorialCommentPageSchema = pageOf(MemorialCommentSchema)

/** review: new memories wait for the family; publish: they show at once. */
export const WALL_MODERATION_VALUES = ['review', 'publish'] as const
export const WallSettingsBodySchema = z.object({
  moderation: z.enum(WALL_MODERATION_VALUES),
  /** Whether visitors may post at all. */
  open: z.boolean(),
  allowPhotos: z.boolean(),
})
export type WallSettingsBody = z.infer<typeof WallSettingsBodySchema>
/** `updatedAt` is null while the case keeps the defaults (review, open, photos allowed). */
export const WallSettingsSchema = WallSettingsBodySchema.extend({ updatedAt: IsoDateTimeSchema.nullable() })
export type WallSettings = z.infer<typeof WallSettingsSchema>

function upload(kind: keyof typeof UPLOAD_RULES, extra?: z.ZodObject) {
  const rules = UPLOAD_RULES[kind]
  return { field: UPLOAD_FIELD, accept: rules.accept, maxBytes: rules.maxBytes, ...(extra ? { extra } : {}) }
}

const tags = ['family media']
const wallTags = ['memorial wall']

export const operations = defineOperations([
  {
    method: 'get',
    path: `${CASES}/{caseId}/photos`,
    summary: "The case's album photos, in album order",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    query: PageQuerySchema,
    response: { status: 200, schema: AlbumPhotoPageSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/photos`,
    summary: 'Adds a photo to the album (type judged by content; optional `title` as caption)',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    multipart: upload('photo', UploadTitleFieldsSchema),
    response: { status: 201, schema: AlbumPhotoSchema },
  },
  {
    method: 'delete',
    path: `${CASES}/{caseId}/photos/{mediaId}`,
    summary: 'Removes a photo from the album',
    tags,
    access: 'member',
    params: CaseMediaParamsSchema,
    response: { status: 204 },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/music`,
    summary: "The case's music tracks, in upload order",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    query: PageQuerySchema,
    response: { status: 200, schema: MusicPageSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/music`,
    summary: 'Adds a music track (MP3, M4A, WAV, OGG or FLAC by content; optional `title`)',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    multipart: upload('music', UploadTitleFieldsSchema),
    response: { status: 201, schema: MediaFileSchema },
  },
  {
    method: 'delete',
    path: `${CASES}/{caseId}/music/{mediaId}`,
    summary: 'Removes a music track',
    tags,
    access: 'member',
    params: CaseMediaParamsSchema,
    response: { status: 204 },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/case-photo`,
    summary: "The case's photo (404 while none is set)",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: MediaFileSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/case-photo`,
    summary: "Replaces the case's photo",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    multipart: upload('case-photo'),
    response: { status: 201, schema: MediaFileSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/obituary/photo`,
    summary: "Sets the obituary's photo (creates a draft obituary from the case when there is none)",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    multipart: upload('obituary-photo'),
    response: { status: 201, schema: MediaFileSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/memorial-theme`,
    summary: "The case's memorial theme, or null",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: MemorialThemeOrNullSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/memorial-theme`,
    summary: "Chooses one of the funeral home's stock themes (query mediaId)",
    tags,
    access: 'member',
    params: CaseParamsSchema,
    query: ChooseStockThemeQuerySchema,
    response: { status: 200, schema: MemorialThemeSchema },
  },
  {
    method: 'put',
    path: `${CASES}/{caseId}/memorial-theme`,
    summary: 'Uploads a custom theme image and chooses it',
    tags,
    access: 'member',
    params: CaseParamsSchema,
    multipart: upload('theme'),
    response: { status: 200, schema: MemorialThemeSchema },
  },
  {
    method: 'get',
    path: '/api/family/media/albums/stock/themes',
    summary: "The funeral home's stock memorial-theme albums",
    tags,
    access: 'user',
    response: { status: 200, schema: StockThemeAlbumListSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/memorial-wall/comments/{status}`,
    summary: 'Memories on the memorial wall with one status (pending, approved, rejected), newest first',
    tags: wallTags,
    access: 'member',
    params: CommentStatusParamsSchema,
    query: PageQuerySchema,
    response: { status: 200, schema: MemorialCommentPageSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/memorial-wall/comments/{commentId}`,
    summary: 'Approves or rejects a memory (or puts it back to pending); who and when are kept',
    tags: wallTags,
    access: 'member',
    params: CommentParamsSchema,
    body: ModerateCommentBodySchema,
    response: { status: 200, schema: MemorialCommentSchema },
  },
  {
    method: 'get',
    path: `${CASES}/{caseId}/memorial-wall/settings`,
    summary: 'How the memorial wall takes new memories (defaults: review, open, photos allowed)',
    tags: wallTags,
    access: 'member',
    params: CaseParamsSchema,
    response: { status: 200, schema: WallSettingsSchema },
  },
  {
    method: 'post',
    path: `${CASES}/{caseId}/memorial-wall/settings`,
    summary: 'Saves the memorial wall settings',
    tags: wallTags,
    access: 'member',
    params: CaseParamsSchema,
    body: WallSettingsBodySchema,
    response: { status: 200, schema: WallSettingsSchema },
  },
])
