import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { CaseParamsSchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { UPLOAD_FIELD } from '#contract/files.ts'
import { HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE } from '#contract/headers.ts'
import { STUDIO_VIDEO_MESSAGES, VideoPartParamsSchema, VideoUploadBodySchema, VideoUploadParamsSchema } from '#contract/studio-video.ts'
import { caseVideos } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'
import { readUpload } from '../media/store.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { caseAccess, type CaseRow } from '../middleware/case-access.ts'
import { hostOf } from '../staff/review-notice.ts'
import { sendVideo, setCaptions, setPoster, staffVideoPage } from '../staff/video.ts'
import { abortUpload, openUpload, putPart, startUpload, toVideoUpload } from '../staff/video-upload.ts'
import { completeUpload } from '../staff/video-version.ts'
import { validate } from '../validate.ts'

/**
 * A case's memorial video for staff who work cases (area `cases`; contract/studio-video.ts,
 * decision 060). Mounted at /api/staff. Another home's case is a 404 (caseAccess), and so is an
 * upload of another case. Each part is its own request, so no body is larger than one part.
 */
export const staffVideo = new Hono<{ Bindings: ApiBindings }>()

function theCase(c: Context<{ Bindings: ApiBindings }>): CaseRow {
  const found = c.get('case') as CaseRow | undefined
  if (!found) throw new ApiError(404)
  return found
}

const VIDEO = '/cases/:caseId/video'
const UPLOAD = `${VIDEO}/uploads/:uploadId`
const staffOnly = requireStaffFor('cases')

staffVideo.get(VIDEO, staffOnly, validate('param', CaseParamsSchema), caseAccess, async (c) =>
  c.json(await staffVideoPage(c.var.db, theCase(c))),
)

staffVideo.post(
  `${VIDEO}/uploads`,
  staffOnly,
  validate('param', CaseParamsSchema),
  caseAccess,
  validate('json', VideoUploadBodySchema),
  async (c) => c.json(await startUpload(c.var.db, c.env.MEDIA, theCase(c), c.req.valid('json'), c.var.user.id), 201),
)

staffVideo.get(UPLOAD, staffOnly, validate('param', VideoUploadParamsSchema), caseAccess, async (c) =>
  c.json(await toVideoUpload(c.var.db, await openUpload(c.var.db, theCase(c).id, c.req.valid('param').uploadId))),
)

/** The part travels as the form field `file`, as every upload does (src/lib/upload.ts sends it with progress). */
async function partFile(c: Context): Promise<Blob> {
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw new ApiError(422, undefined, {
      message: STUDIO_VIDEO_MESSAGES.partSize,
      errors: { [UPLOAD_FIELD]: STUDIO_VIDEO_MESSAGES.partSize },
    })
  }
  const file = form.get(UPLOAD_FIELD)
  if (!(file instanceof Blob)) {
    throw new ApiError(422, undefined, { message: 'This field is required', errors: { [UPLOAD_FIELD]: 'This field is required' } })
  }
  return file
}

staffVideo.put(`${UPLOAD}/parts/:partNumber`, staffOnly, validate('param', VideoPartParamsSchema), caseAccess, async (c) => {
  const { uploadId, partNumber } = c.req.valid('param')
  const upload = await openUpload(c.var.db, theCase(c).id, uploadId)
  return c.json(await putPart(c.var.db, c.env.MEDIA, upload, partNumber, await partFile(c)))
})

staffVideo.post(`${UPLOAD}/complete`, staffOnly, validate('param', VideoUploadParamsSchema), caseAccess, async (c) => {
  const found = theCase(c)
  const upload = await openUpload(c.var.db, found.id, c.req.valid('param').uploadId)
  const before = await c.var.db.select({ status: caseVideos.status }).from(caseVideos).where(eq(caseVideos.caseId, found.id)).limit(1)
  const video = await completeUpload(c.var.db, c.env.MEDIA, found, upload, c.var.user.id)
  // A new version takes an approved video off the obituary until the family approves it again: the
  // BFF purges the edge then (bff/cache/purge.ts); any other new version changes nothing public.
  if (before[0]?.status !== 'approved') c.header(HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE)
  return c.json(video, 201)
})

staffVideo.delete(UPLOAD, staffOnly, validate('param', VideoUploadParamsSchema), caseAccess, async (c) => {
  await abortUpload(c.var.db, c.env.MEDIA, await openUpload(c.var.db, theCase(c).id, c.req.valid('param').uploadId))
  return c.body(null, 204)
})

staffVideo.put(`${VIDEO}/captions`, staffOnly, validate('param', CaseParamsSchema), caseAccess, async (c) => {
  const file = await readUpload(c, 'captions')
  return c.json(await setCaptions(c.var.db, c.env.MEDIA, theCase(c), file, c.var.user.id))
})

staffVideo.put(`${VIDEO}/poster`, staffOnly, validate('param', CaseParamsSchema), caseAccess, async (c) => {
  const file = await readUpload(c, 'video-poster')
  return c.json(await setPoster(c.var.db, c.env.MEDIA, theCase(c), file, c.var.user.id))
})

staffVideo.post(`${VIDEO}/send`, staffOnly, validate('param', CaseParamsSchema), caseAccess, async (c) =>
  c.json(await sendVideo(c.var.db, theCase(c), c.var.user.id, hostOf(c))),
)
