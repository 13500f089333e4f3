import { Hono } from 'hono'
import { CaseParamsSchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import type { MediaKind } from '#contract/files.ts'
import {
  CaseMediaParamsSchema,
  ChooseStockThemeQuerySchema,
  CommentParamsSchema,
  CommentStatusParamsSchema,
  ModerateCommentBodySchema,
  STOCK_THEME_REQUIRED,
  WallSettingsBodySchema,
  type AlbumPhoto,
} from '#contract/media.ts'
import { PageQuerySchema } from '#contract/paging.ts'
import type { ApiBindings } from '../env.ts'
import { caseTheme, casePhotoOf, casePhotoRow, setCasePhoto, setCaseTheme, stockTheme, stockThemeAlbums } from '../family-media/choices.ts'
import { caseMediaPage, deleteMediaFile, storeCaseUpload } from '../family-media/files.ts'
import { assertObituaryPhotoOpen, photoLocked, setObituaryPhoto } from '../family-media/obituary-photo.ts'
import { moderationFields, replacedUpload } from '../family-media/rules.ts'
import { commentsWithStatus, moderateComment, saveWallSettings, wallSettings } from '../family-media/wall.ts'
import { findMedia, toMediaFile, type MediaRow } from '../media/store.ts'
import { movesTaskOn } from '../family/task-work.ts'
import { invalidInput, validate } from '../validate.ts'

/**
 * The family's files and the memorial wall's moderation (spec §7 "Family cases"), mounted at
 * /api/family. `requireUser` and `caseAccess` already ran (api/src/app.ts): `c.var.case` is a
 * case of this company the user may open.
 */
export const familyMedia = new Hono<{ Bindings: ApiBindings }>()

const caseParam = validate('param', CaseParamsSchema)

function toAlbumPhoto(row: MediaRow): AlbumPhoto {
  return { ...toMediaFile(row), caption: row.title }
}

// Album photos and music: media rows of the case, listed in upload order.
for (const kind of ['photo', 'music'] as const satisfies readonly MediaKind[]) {
  const path = kind === 'photo' ? '/cases/:caseId/photos' : '/cases/:caseId/music'
  const present = kind === 'photo' ? toAlbumPhoto : toMediaFile

  familyMedia.get(path, caseParam, validate('query', PageQuerySchema), async (c) => {
    const { db, company } = c.var
    const page = await caseMediaPage(db, company.id, c.var.case.id, kind, c.req.valid('query'))
    return c.json({ ...page, content: page.content.map(present) })
  })

  familyMedia.post(path, caseParam, movesTaskOn(kind === 'photo' ? 'upload-photos' : 'upload-music'), async (c) => {
    const row = await storeCaseUpload(c, kind, { titled: true })
    return c.json(present(row), 201)
  })

  familyMedia.delete(`${path}/:mediaId`, validate('param', CaseMediaParamsSchema), async (c) => {
    const { db, company } = c.var
    // Another case's (or company's) file, or a file of another kind, is not in this album.
    const row = await findMedia(db, company.id, c.req.valid('param').mediaId, { caseId: c.var.case.id, kind })
    if (!row) throw new ApiError(404)
    await deleteMediaFile(db, c.env.MEDIA, row)
    return c.body(null, 204)
  })
}

familyMedia.get('/cases/:caseId/case-photo', caseParam, async (c) => {
  const photo = await casePhotoOf(c.var.db, c.var.company.id, c.var.case.id)
  if (!photo) throw new ApiError(404, undefined, { message: 'This case has no photo yet' })
  return c.json(photo)
})

familyMedia.post('/cases/:caseId/case-photo', caseParam, async (c) => {
  const { db, company } = c.var
  const caseId = c.var.case.id
  const previous = await casePhotoRow(db, company.id, caseId)
  const row = await storeCaseUpload(c, 'case-photo')
  await setCasePhoto(db, company.id, caseId, row.id)
  if (previous && replacedUpload(previous, row, caseId, 'case-photo')) await deleteMediaFile(db, c.env.MEDIA, previous)
  return c.json(toMediaFile(row), 201)
})

// The obituary's photo follows the lock of its text: the family's until the funeral home publishes.
familyMedia.post('/cases/:caseId/obituary/photo', caseParam, movesTaskOn('upload-obituary-photo'), async (c) => {
  const { db } = c.var
  await assertObituaryPhotoOpen(db, c.var.case)
  const row = await storeCaseUpload(c, 'obituary-photo')
  if (!(await setObituaryPhoto(db, c.var.case, row.id))) {
    // Published or scheduled between the check and the upload: the new file goes, the lock answers.
    await deleteMediaFile(db, c.env.MEDIA, row)
    await assertObituaryPhotoOpen(db, c.var.case)
    throw photoLocked()
  }
  return c.json(toMediaFile(row), 201)
})

familyMedia.get('/cases/:caseId/memorial-theme', caseParam, async (c) => {
  const chosen = await caseTheme(c.var.db, c.var.company.id, c.var.case.id)
  return c.json(chosen?.theme ?? null)
})

familyMedia.post(
  '/cases/:caseId/memorial-theme',
  caseParam,
  validate('query', ChooseStockThemeQuerySchema),
  movesTaskOn('select-theme'),
  async (c) => {
    const { db, company, user } = c.var
    const caseId = c.var.case.id
    const row = await stockTheme(db, company.id, c.req.valid('query').mediaId)
    if (!row) throw invalidInput({ mediaId: STOCK_THEME_REQUIRED }, STOCK_THEME_REQUIRED)
    const previous = await caseTheme(db, company.id, caseId)
    const theme = await setCaseTheme(db, company.id, caseId, row, user.id)
    if (previous && replacedUpload(previous.row, row, caseId, 'theme')) await deleteMediaFile(db, c.env.MEDIA, previous.row)
    return c.json(theme)
  },
)

familyMedia.put('/cases/:caseId/memorial-theme', caseParam, movesTaskOn('select-theme'), async (c) => {
  const { db, company, user } = c.var
  const caseId = c.var.case.id
  const previous = await caseTheme(db, company.id, caseId)
  const row = await storeCaseUpload(c, 'theme')
  const theme = await setCaseTheme(db, company.id, caseId, row, user.id)
  if (previous && replacedUpload(previous.row, row, caseId, 'theme')) await deleteMediaFile(db, c.env.MEDIA, previous.row)
  return c.json(theme)
})

familyMedia.get('/media/albums/stock/themes', async (c) => {
  return c.json({ content: await stockThemeAlbums(c.var.db, c.var.company.id) })
})

familyMedia.get(
  '/cases/:caseId/memorial-wall/comments/:status',
  validate('param', CommentStatusParamsSchema),
  validate('query', PageQuerySchema),
  async (c) => {
    const { db, company } = c.var
    return c.json(await commentsWithStatus(db, company.id, c.var.case.id, c.req.valid('param').status, c.req.valid('query')))
  },
)

familyMedia.post(
  '/cases/:caseId/memorial-wall/comments/:commentId',
  validate('param', CommentParamsSchema),
  validate('json', ModerateCommentBodySchema),
  movesTaskOn('review-wall-comments'),
  async (c) => {
    const { db, company, user } = c.var
    // Staff reaching the family's call act as the home (decision 062): their decision says so.
    const fields = moderationFields(c.req.valid('json').status, user.id, new Date(), c.var.caseRole === 'staff' ? 'staff' : 'family')
    const comment = await moderateComment(db, company.id, c.var.case.id, c.req.valid('param').commentId, fields)
    if (!comment) throw new ApiError(404)
    return c.json(comment)
  },
)

familyMedia.get('/cases/:caseId/memorial-wall/settings', caseParam, async (c) => {
  return c.json(await wallSettings(c.var.db, c.var.company.id, c.var.case.id))
})

familyMedia.post(
  '/cases/:caseId/memorial-wall/settings',
  caseParam,
  validate('json', WallSettingsBodySchema),
  movesTaskOn('review-wall-settings'),
  async (c) => {
    const { db, company, user } = c.var
    return c.json(await saveWallSettings(db, company.id, c.var.case.id, user.id, c.req.valid('json')))
  },
)
