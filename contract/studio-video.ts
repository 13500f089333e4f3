import { z } from 'zod'
import { CaseParamsSchema, IdParamSchema, IdSchema, IsoDateTimeSchema, PersonSchema } from './common.ts'
import { CaseVideoSchema, VideoCommentSchema } from './family-reviews.ts'
import { MediaFileSchema, UPLOAD_FIELD, UPLOAD_RULES } from './files.ts'
import {
  STUDIO_VIDEO_MESSAGES,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_PARTS,
  VIDEO_PART_MAX_BYTES,
  VIDEO_PART_MIN_BYTES,
  VIDEO_TYPES,
} from './studio-video-rules.ts'
import { defineOperations } from './operation.ts'
import { STAFF_CASES_PATH } from './studio-cases.ts'
import { line } from './text.ts'

/**
 * The memorial video from the home's side (issue 38 point 2, decision 060): the video goes to R2
 * as a multipart upload through the api, part by part (never the whole file in one Worker body),
 * and may go on after a dropped connection or a reload; WebVTT captions and a poster picture;
 * sending it to the family's review-video task; their comments at the second they were made;
 * new versions, the earlier ones kept; the family's approval. Area `cases` (owner, director).
 */

export {
  partCountOf,
  partSizeOf,
  STUDIO_VIDEO_MESSAGES,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_PARTS,
  VIDEO_PART_BYTES,
  VIDEO_PART_MAX_BYTES,
  VIDEO_PART_MIN_BYTES,
} from './studio-video-rules.ts'

export const VideoUploadBodySchema = z.object({
  fileName: line(200).min(1),
  size: z.number().int().min(1, { message: STUDIO_VIDEO_MESSAGES.empty }).max(VIDEO_MAX_BYTES, { message: STUDIO_VIDEO_MESSAGES.tooLarge }),
  /** The video's length as the browser read it, when it could; comments are held to it. */
  durationSeconds: z.number().int().min(0).max(36_000).nullable().optional(),
  /** Parts of this size (the last one smaller); VIDEO_PART_BYTES when left out. */
  partBytes: z.number().int().min(VIDEO_PART_MIN_BYTES).max(VIDEO_PART_MAX_BYTES).optional(),
})
export type VideoUploadBody = z.infer<typeof VideoUploadBodySchema>

export const VideoUploadPartSchema = z.object({ partNumber: z.number().int().positive(), size: z.number().int().min(0) })
export type VideoUploadPart = z.infer<typeof VideoUploadPartSchema>

/** An open upload and the parts it has taken, so a stopped upload sends only what is missing. */
export const VideoUploadSchema = z.object({
  id: IdSchema,
  fileName: z.string().nullable(),
  size: z.number().int(),
  partBytes: z.number().int(),
  partCount: z.number().int(),
  parts: z.array(VideoUploadPartSchema),
  createdAt: IsoDateTimeSchema,
})
export type VideoUpload = z.infer<typeof VideoUploadSchema>

export const VideoVersionSchema = z.object({
  number: z.number().int().positive(),
  video: MediaFileSchema.nullable(),
  durationSeconds: z.number().int().nullable(),
  createdBy: PersonSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  /** When it was sent to the family; null while only the home has seen it (decision 067). */
  sentAt: IsoDateTimeSchema.nullable(),
})
export type VideoVersion = z.infer<typeof VideoVersionSchema>

/** A family comment as staff read it: also the version it was made on. */
export const StaffVideoCommentSchema = VideoCommentSchema.extend({ version: z.number().int().nullable() })
export type StaffVideoComment = z.infer<typeof StaffVideoCommentSchema>

export const StaffVideoSchema = CaseVideoSchema.extend({
  comments: z.array(StaffVideoCommentSchema),
  /** Newest first. */
  versions: z.array(VideoVersionSchema),
})
export type StaffVideo = z.infer<typeof StaffVideoSchema>

/** The case's video (null before the first upload) and its open upload, if one was stopped. */
export const StaffVideoPageSchema = z.object({ video: StaffVideoSchema.nullable(), upload: VideoUploadSchema.nullable() })
export type StaffVideoPage = z.infer<typeof StaffVideoPageSchema>

export const VideoUploadParamsSchema = CaseParamsSchema.extend({ uploadId: IdParamSchema })
export const VideoPartParamsSchema = VideoUploadParamsSchema.extend({
  partNumber: z.coerce.number().int().min(1).max(VIDEO_MAX_PARTS),
})

function upload(kind: 'video' | 'video-poster' | 'captions') {
  const rules = UPLOAD_RULES[kind]
  return { field: UPLOAD_FIELD, accept: rules.accept, maxBytes: rules.maxBytes }
}

const tags = ['staff']
const forbidden = 'a role other than owner or director'
const VIDEO = `${STAFF_CASES_PATH}/{caseId}/video`
const UPLOAD = `${VIDEO}/uploads/{uploadId}`

export const operations = defineOperations([
  {
    method: 'get',
    path: VIDEO,
    summary: "The case's memorial video with its versions, the family's comments and approval, and an upload left open (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: StaffVideoPageSchema },
  },
  {
    method: 'post',
    path: `${VIDEO}/uploads`,
    summary: `Starts a multipart upload of a new version of the video (${VIDEO_TYPES.join(', ')}); an upload left open is given up (owner, director)`,
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: VideoUploadBodySchema,
    response: { status: 201, schema: VideoUploadSchema },
  },
  {
    method: 'get',
    path: UPLOAD,
    summary: 'An open upload and the parts it has taken, to go on after a dropped connection or a reload (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: VideoUploadParamsSchema,
    response: { status: 200, schema: VideoUploadSchema },
  },
  {
    method: 'put',
    path: `${UPLOAD}/parts/{partNumber}`,
    summary: 'One part of the video, of the size the upload names; sending a part again replaces it (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: VideoPartParamsSchema,
    multipart: upload('video'),
    response: { status: 200, schema: VideoUploadPartSchema },
  },
  {
    method: 'post',
    path: `${UPLOAD}/complete`,
    summary: 'Joins the parts into the video, a new version the family has not seen yet (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: VideoUploadParamsSchema,
    response: { status: 201, schema: StaffVideoSchema },
  },
  {
    method: 'delete',
    path: UPLOAD,
    summary: 'Gives up an open upload; its parts are deleted (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: VideoUploadParamsSchema,
    response: { status: 204 },
  },
  {
    method: 'put',
    path: `${VIDEO}/captions`,
    summary: 'The WebVTT captions of the video, checked line by line (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    multipart: upload('captions'),
    response: { status: 200, schema: StaffVideoSchema },
  },
  {
    method: 'put',
    path: `${VIDEO}/poster`,
    summary: 'The picture shown before the video plays (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    multipart: upload('video-poster'),
    response: { status: 200, schema: StaffVideoSchema },
  },
  {
    method: 'post',
    path: `${VIDEO}/send`,
    summary: "Sends the video to the family's review-video task: they may watch, comment at a second and approve (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: StaffVideoSchema },
  },
])
