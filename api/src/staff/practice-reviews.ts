import { eq } from 'drizzle-orm'
import type { MediaKind } from '#contract/files.ts'
import type { PracticeReviews } from '#contract/staff.ts'
import { tributeCaptions, tributeVideo, TRIBUTE_VIDEO_SECONDS } from '#api/src/media/samples/video.ts'
import { landscapeSvg, portraitSvg } from '#api/src/media/samples/pictures.ts'
import { caseVideos, media, memorialComments, obituaries, stationeryItems, stationeryPages } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { nameSlug } from '#core/names.ts'
import { storeMedia } from '../media/store.ts'

/**
 * What a practice case needs for the family's review tasks (issue 20), so the e2e tests review on
 * a case of their own instead of using up the demo's: an obituary draft (or, `published`, an
 * obituary visitors can read, whose memorial wall holds memories), the memorial video ready for
 * review with its captions, two printed pieces with readable page proofs, and two memories held
 * for the family's review (one with a photo). Local development only, like the practice case.
 */

type PracticeCase = { companyId: number; caseId: number; firstName: string; lastName: string }

const BIRTH = '1941-05-17'
const DEATH = '2026-11-19'

/** A page proof as SVG: the piece's words at print size, so a family can read them on a phone. */
export function proofSvg(lines: readonly string[], width: number, height: number): { bytes: Uint8Array<ArrayBuffer>; contentType: string } {
  const size = Math.round(width / 14)
  const text = lines
    .map((line, i) => {
      const escaped = line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
      return `<text x="50%" y="${Math.round(height * 0.3) + i * Math.round(size * 1.6)}" text-anchor="middle" font-family="Georgia, serif" font-size="${i === 0 ? size + 4 : size}" fill="#2f3b36">${escaped}</text>`
    })
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fbf8f3"/><rect x="12" y="12" width="${width - 24}" height="${height - 24}" fill="none" stroke="#9fb4c2" stroke-width="3"/>${text}</svg>`
  return { bytes: new TextEncoder().encode(svg) as Uint8Array<ArrayBuffer>, contentType: 'image/svg+xml' }
}

type FileInput = {
  kind: MediaKind
  bytes: Uint8Array<ArrayBuffer>
  contentType: string
  title: string
  width?: number
  height?: number
}

/** Stores a file of the case; SVG sizes are not read from the bytes, so they are set from what drew it. */
async function file(db: Db, bucket: R2Bucket, of: PracticeCase, input: FileInput): Promise<number> {
  const row = await storeMedia(db, bucket, { companyId: of.companyId, caseId: of.caseId, ...input })
  if (input.width && input.height && row.width === null) {
    await db.update(media).set({ width: input.width, height: input.height }).where(eq(media.id, row.id))
  }
  return row.id
}

const PIECES = [
  { itemType: 'memorial-folder', title: 'Memorial folder', pages: ['front', 'inside-left', 'inside-right', 'back'], size: [550, 850] },
  { itemType: 'prayer-card', title: 'Prayer card', pages: ['front', 'back'], size: [275, 425] },
] as const

const PAGE_WORDS: Readonly<Record<string, (name: string) => string[]>> = {
  front: (name) => ['In Loving Memory', name, 'May 17, 1941', 'November 19, 2026'],
  'inside-left': () => ['Order of Service', 'Welcome', 'Hymn: Abide with Me', 'Readings', 'Eulogy'],
  'inside-right': () => ['The Lord is my shepherd;', 'I shall not want.', 'Psalm 23'],
  back: () => ['The family thanks you', 'for your kindness', 'and support.'],
}

export async function seedPracticeReviews(db: Db, bucket: R2Bucket, of: PracticeCase, reviews: PracticeReviews): Promise<void> {
  const name = `${of.firstName} ${of.lastName}`
  const now = new Date().toISOString()
  const portrait = portraitSvg(of.caseId)
  const photoId = await file(db, bucket, of, { kind: 'obituary-photo', ...portrait, title: name })
  await db.insert(obituaries).values({
    companyId: of.companyId,
    caseId: of.caseId,
    firstName: of.firstName,
    lastName: of.lastName,
    nameSlug: nameSlug(of.firstName, of.lastName),
    birthDate: BIRTH,
    deathDate: DEATH,
    text: `${name} was born in Springfield and spent forty years teaching music.\n\nShe is remembered for her patience, her garden and her Sunday pies.`,
    photoMediaId: photoId,
    publishedAt: reviews === 'published' ? now : null,
    updatedAt: now,
  })

  const video = tributeVideo()
  const poster = landscapeSvg(of.caseId, 1280, 720)
  const [videoId, posterId, captionsId] = [
    await file(db, bucket, of, { kind: 'video', ...video, title: `Remembering ${of.firstName}`, width: 320, height: 180 }),
    await file(db, bucket, of, { kind: 'video-poster', ...poster, title: `Remembering ${of.firstName}` }),
    await file(db, bucket, of, { kind: 'captions', ...tributeCaptions(name, '1941 – 2026'), title: 'English' }),
  ]
  await db.insert(caseVideos).values({
    companyId: of.companyId,
    caseId: of.caseId,
    title: `Remembering ${of.firstName}`,
    videoMediaId: videoId,
    posterMediaId: posterId,
    captionsMediaId: captionsId,
    durationSeconds: TRIBUTE_VIDEO_SECONDS,
    status: 'ready-for-review',
    updatedAt: now,
  })

  await Promise.all(
    PIECES.map(async (piece, position) => {
      const [item] = await db
        .insert(stationeryItems)
        .values({
          companyId: of.companyId,
          caseId: of.caseId,
          itemType: piece.itemType,
          title: piece.title,
          status: 'ready-for-review',
          position,
          updatedAt: now,
        })
        .returning({ id: stationeryItems.id })
      if (!item) throw new Error('practice reviews: the stationery insert returned no row')
      const [width, height] = piece.size
      const previews = await Promise.all(
        piece.pages.map((pageType) =>
          file(db, bucket, of, {
            kind: 'stationery',
            ...proofSvg(PAGE_WORDS[pageType]?.(name) ?? [name], width, height),
            title: `${piece.title}, ${pageType.replace('-', ' ')}`,
            width,
            height,
          }),
        ),
      )
      await db
        .insert(stationeryPages)
        .values(piece.pages.map((pageType, i) => ({ itemId: item.id, pageType, previewMediaId: previews[i] ?? null, position: i })))
    }),
  )

  const memoryPhotoId = await file(db, bucket, of, { kind: 'memory-photo', ...landscapeSvg(of.caseId + 7), title: 'A summer picnic' })
  await db.insert(memorialComments).values([
    {
      companyId: of.companyId,
      caseId: of.caseId,
      authorName: 'June Harlow',
      text: `${of.firstName} taught me to play the piano when I was seven. I still play her favourite hymn every Sunday.`,
      photoMediaId: memoryPhotoId,
      status: 'pending',
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    },
    {
      companyId: of.companyId,
      caseId: of.caseId,
      authorName: 'Sam Ortiz',
      text: 'Thinking of the whole family today.',
      status: 'pending',
      createdAt: now,
    },
  ])
}
