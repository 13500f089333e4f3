import { and, asc, eq, inArray } from 'drizzle-orm'
import type { MediaFile } from '#contract/files.ts'
import type { MemorialTheme, StockThemeAlbum } from '#contract/media.ts'
import { caseMediaChoices, media, themeAlbumImages, themeAlbums } from '../db/schema.ts'
import { toMediaFile, type MediaRow } from '../media/store.ts'
import type { Db } from '../db/client.ts'
import { themeSourceOf } from './rules.ts'

/**
 * Which file is a case's photo and its memorial theme (table `case_media_choices`), and the
 * company's stock theme albums. Other areas may read a case's photo through `casePhotoOf`.
 */

type Choice = typeof caseMediaChoices.$inferSelect

export async function choiceOf(db: Db, companyId: number, caseId: number): Promise<Choice | undefined> {
  const [row] = await db
    .select()
    .from(caseMediaChoices)
    .where(and(eq(caseMediaChoices.caseId, caseId), eq(caseMediaChoices.companyId, companyId)))
    .limit(1)
  return row
}

async function mediaRow(db: Db, companyId: number, id: number | null | undefined): Promise<MediaRow | undefined> {
  if (id === null || id === undefined) return undefined
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.companyId, companyId)))
    .limit(1)
  return row
}

/** The case's photo, or undefined while none is set. */
export async function casePhotoOf(db: Db, companyId: number, caseId: number): Promise<MediaFile | undefined> {
  const row = await mediaRow(db, companyId, (await choiceOf(db, companyId, caseId))?.photoMediaId)
  return row ? toMediaFile(row) : undefined
}

/** The case's photo row (to replace it), or undefined. */
export async function casePhotoRow(db: Db, companyId: number, caseId: number): Promise<MediaRow | undefined> {
  return mediaRow(db, companyId, (await choiceOf(db, companyId, caseId))?.photoMediaId)
}

export async function setCasePhoto(db: Db, companyId: number, caseId: number, mediaId: number): Promise<void> {
  const now = new Date().toISOString()
  await db
    .insert(caseMediaChoices)
    .values({ caseId, companyId, photoMediaId: mediaId, updatedAt: now })
    .onConflictDoUpdate({ target: caseMediaChoices.caseId, set: { photoMediaId: mediaId, updatedAt: now } })
}

export function toTheme(row: MediaRow, chosenAt: string | null): MemorialTheme | undefined {
  const source = themeSourceOf(row.kind)
  return source ? { source, media: toMediaFile(row), chosenAt } : undefined
}

/** The case's memorial theme with its file row, or undefined while none is chosen. */
export async function caseTheme(db: Db, companyId: number, caseId: number): Promise<{ theme: MemorialTheme; row: MediaRow } | undefined> {
  const choice = await choiceOf(db, companyId, caseId)
  const row = await mediaRow(db, companyId, choice?.themeMediaId)
  const theme = row ? toTheme(row, choice?.themeChosenAt ?? null) : undefined
  return row && theme ? { theme, row } : undefined
}

export async function setCaseTheme(db: Db, companyId: number, caseId: number, row: MediaRow, userId: number): Promise<MemorialTheme> {
  const now = new Date().toISOString()
  const set = { themeMediaId: row.id, themeChosenAt: now, themeChosenBy: userId, updatedAt: now }
  await db
    .insert(caseMediaChoices)
    .values({ caseId, companyId, ...set })
    .onConflictDoUpdate({ target: caseMediaChoices.caseId, set })
  const theme = toTheme(row, now)
  if (!theme) throw new Error('family-media: a theme must be a stock-theme or theme file')
  return theme
}

/** A stock theme of the company (a site-wide file of kind `stock-theme`), or undefined. */
export async function stockTheme(db: Db, companyId: number, mediaId: number): Promise<MediaRow | undefined> {
  const row = await mediaRow(db, companyId, mediaId)
  return row && row.kind === 'stock-theme' && row.caseId === null ? row : undefined
}

/** The company's albums in order, each with its stock themes in order. */
export async function stockThemeAlbums(db: Db, companyId: number): Promise<StockThemeAlbum[]> {
  const albums = await db
    .select()
    .from(themeAlbums)
    .where(eq(themeAlbums.companyId, companyId))
    .orderBy(asc(themeAlbums.position), asc(themeAlbums.id))
  if (albums.length === 0) return []
  const images = await db
    .select({ albumId: themeAlbumImages.albumId, file: media })
    .from(themeAlbumImages)
    .innerJoin(media, and(eq(media.id, themeAlbumImages.mediaId), eq(media.companyId, companyId), eq(media.kind, 'stock-theme')))
    .where(
      inArray(
        themeAlbumImages.albumId,
        albums.map((a) => a.id),
      ),
    )
    .orderBy(asc(themeAlbumImages.position), asc(media.id))
  return albums.map((album) => ({
    id: album.id,
    name: album.name,
    themes: images.filter((i) => i.albumId === album.id).map((i) => toMediaFile(i.file)),
  }))
}
