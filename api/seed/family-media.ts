import { caseMediaChoices, memorialComments, memorialWallSettings, themeAlbumImages, themeAlbums } from '#api/src/db/schema.ts'
import { CASE_FILES, STOCK_ALBUMS, type ThemeStyle } from './data/family-files.ts'
import { demoIds } from './ids.ts'
import { seedMediaFile, seedMediaId } from './media.ts'
import { landscapeSvg, portraitSvg, seededRandom, toneWav } from '#api/src/media/samples/pictures.ts'
import { seedDb } from './query.ts'
import type { CompanySeed, SeedObject, SeedOutput, SeedQuery } from './types.ts'

/**
 * The family's files and memorial walls for the two family cases of each funeral home
 * (api/seed/data/family-files.ts): stock theme albums (site-wide), album photos, music, the case
 * photo, a chosen theme on the finished case, wall settings and memories (some waiting for
 * review, one turned away).
 *
 * Media ids: seedMediaId(company, 'familyMedia', n) with n 1–99 stock themes, 100+ case photos,
 * 200+ album photos, 400+ music, 500+ memory photos. Albums: company × 100 + n. Memories:
 * company × 100000 + 90000 + n.
 */

type Svg = { bytes: Uint8Array<ArrayBuffer>; width: number; height: number; contentType: string }

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>
}

/** Soft light falling through clouds: the "Faith" themes. */
function lightSvg(variant: number, width = 1600, height = 900): Svg {
  const rand = seededRandom(variant)
  const hue = [38, 205, 265, 15][variant % 4] ?? 38
  const cx = Math.round(width * (0.35 + rand() * 0.3))
  const rays = Array.from({ length: 7 }, (_, i) => {
    const spread = (i - 3) * (0.12 + rand() * 0.04)
    const x1 = Math.round(cx + Math.tan(spread - 0.04) * height)
    const x2 = Math.round(cx + Math.tan(spread + 0.04) * height)
    return `<polygon points="${cx},0 ${x1},${height} ${x2},${height}" fill="#ffffff" opacity="${(0.08 + rand() * 0.1).toFixed(2)}"/>`
  })
  const clouds = Array.from({ length: 4 }, () => {
    const x = Math.round(rand() * width)
    const y = Math.round(height * (0.55 + rand() * 0.35))
    return `<ellipse cx="${x}" cy="${y}" rx="${Math.round(width * 0.25)}" ry="${Math.round(height * 0.08)}" fill="#ffffff" opacity="0.35"/>`
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,88%)"/><stop offset="1" stop-color="hsl(${hue},35%,70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/>${rays.join('')}${clouds.join('')}</svg>`
  return { bytes: utf8(svg), width, height, contentType: 'image/svg+xml' }
}

/** A calm sea under an open sky, with a lighthouse on some: the "Seaside" themes. */
function seasideSvg(variant: number, width = 1600, height = 900): Svg {
  const rand = seededRandom(variant)
  const horizon = Math.round(height * (0.5 + rand() * 0.1))
  const waves = Array.from({ length: 6 }, (_, i) => {
    const y = horizon + Math.round(((i + 1) * (height - horizon)) / 7)
    return `<path d="M0 ${y} Q ${width / 4} ${y - 12} ${width / 2} ${y} T ${width} ${y}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.35"/>`
  })
  const lighthouse =
    variant % 2 === 0
      ? `<rect x="${Math.round(width * 0.78)}" y="${horizon - 180}" width="36" height="180" fill="#f4f1ea"/><rect x="${Math.round(width * 0.78)}" y="${horizon - 120}" width="36" height="24" fill="#b5483f"/><polygon points="${Math.round(width * 0.78) - 6},${horizon - 180} ${Math.round(width * 0.78) + 42},${horizon - 180} ${Math.round(width * 0.78) + 18},${horizon - 210}" fill="#4a4f55"/>`
      : ''
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="${horizon}" fill="#cfe2ec"/><circle cx="${Math.round(width * (0.2 + rand() * 0.4))}" cy="${Math.round(horizon * 0.55)}" r="${Math.round(height * 0.07)}" fill="#fff4d6"/><rect y="${horizon}" width="100%" height="${height - horizon}" fill="#5d8ca3"/>${waves.join('')}${lighthouse}</svg>`
  return { bytes: utf8(svg), width, height, contentType: 'image/svg+xml' }
}

const DRAW: Record<ThemeStyle, (variant: number) => Svg> = {
  nature: (variant) => landscapeSvg(variant, 1600, 900),
  light: (variant) => lightSvg(variant),
  seaside: (variant) => seasideSvg(variant),
}

function fileSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export async function seed(company: CompanySeed): Promise<SeedOutput> {
  const albums = STOCK_ALBUMS[company.id]
  const cases = CASE_FILES[company.id]
  if (!albums || !cases) return { queries: [], objects: [] }
  const ids = demoIds(company.id)
  const files: Promise<{ query: SeedQuery; object: SeedObject }>[] = []

  // Stock theme albums: site-wide files (no case), grouped and ordered by album.
  const stockIds = new Map<string, number[]>()
  const albumRows: SeedQuery[] = []
  let n = 0
  albums.forEach((album, a) => {
    const albumId = company.id * 100 + a + 1
    albumRows.push(
      seedDb.insert(themeAlbums).values({ id: albumId, companyId: company.id, name: album.name, position: a }).onConflictDoNothing(),
    )
    const mediaIds: number[] = []
    album.images.forEach((image, i) => {
      n += 1
      const id = seedMediaId(company.id, 'familyMedia', n)
      mediaIds.push(id)
      files.push(
        seedMediaFile({
          id,
          companyId: company.id,
          kind: 'stock-theme',
          ...DRAW[image.style](company.id * 100 + n),
          title: image.title,
          fileName: `${fileSlug(image.title)}.svg`,
          position: i,
        }),
      )
      albumRows.push(seedDb.insert(themeAlbumImages).values({ albumId, mediaId: id, position: i }).onConflictDoNothing())
    })
    stockIds.set(album.name, mediaIds)
  })

  const choiceRows: SeedQuery[] = []
  const wallRows: SeedQuery[] = []
  let memoryN = 0
  cases.forEach((caseFiles, k) => {
    const caseId = ids.familyCases[k]
    if (caseId === undefined) return
    // The case photo: a portrait placeholder.
    const photoId = seedMediaId(company.id, 'familyMedia', 100 + k)
    files.push(
      seedMediaFile({
        id: photoId,
        companyId: company.id,
        caseId,
        kind: 'case-photo',
        ...portraitSvg(caseId),
        fileName: 'portrait.svg',
      }),
    )
    caseFiles.photos.forEach((title, i) => {
      files.push(
        seedMediaFile({
          id: seedMediaId(company.id, 'familyMedia', 200 + k * 50 + i),
          companyId: company.id,
          caseId,
          kind: 'photo',
          ...landscapeSvg(caseId * 31 + i),
          title,
          fileName: `${fileSlug(title)}.svg`,
          position: i,
        }),
      )
    })
    caseFiles.music.forEach((track, i) => {
      files.push(
        seedMediaFile({
          id: seedMediaId(company.id, 'familyMedia', 400 + k * 10 + i),
          companyId: company.id,
          caseId,
          kind: 'music',
          ...toneWav(track.frequency, 3),
          title: track.title,
          fileName: `${fileSlug(track.title)}.wav`,
          position: i,
        }),
      )
    })
    const themeId = caseFiles.theme ? stockIds.get(caseFiles.theme.album)?.[caseFiles.theme.index] : undefined
    if (caseFiles.theme && themeId === undefined) throw new Error(`seed: no stock theme ${caseFiles.theme.album} #${caseFiles.theme.index}`)
    choiceRows.push(
      seedDb
        .insert(caseMediaChoices)
        .values({
          caseId,
          companyId: company.id,
          photoMediaId: photoId,
          themeMediaId: themeId ?? null,
          themeChosenAt: caseFiles.theme?.chosenAt ?? null,
          themeChosenBy: caseFiles.theme ? ids.familyUser : null,
          updatedAt: caseFiles.theme?.chosenAt ?? caseFiles.wall.updatedAt,
        })
        .onConflictDoNothing(),
    )
    wallRows.push(
      seedDb
        .insert(memorialWallSettings)
        .values({
          caseId,
          companyId: company.id,
          moderation: caseFiles.wall.moderation,
          open: caseFiles.wall.open,
          allowPhotos: caseFiles.wall.allowPhotos,
          updatedAt: caseFiles.wall.updatedAt,
          updatedBy: ids.familyUser,
        })
        .onConflictDoNothing(),
    )
    caseFiles.memories.forEach((memory, i) => {
      memoryN += 1
      let memoryPhotoId: number | null = null
      if (memory.withPhoto) {
        memoryPhotoId = seedMediaId(company.id, 'familyMedia', 500 + k * 10 + i)
        files.push(
          seedMediaFile({
            id: memoryPhotoId,
            companyId: company.id,
            caseId,
            kind: 'memory-photo',
            ...landscapeSvg(caseId * 7 + i, 1024, 768),
            fileName: 'memory.svg',
          }),
        )
      }
      wallRows.push(
        seedDb
          .insert(memorialComments)
          .values({
            id: company.id * 100_000 + 90_000 + memoryN,
            companyId: company.id,
            caseId,
            authorName: memory.author,
            authorEmail: memory.email,
            text: memory.text,
            photoMediaId: memoryPhotoId,
            status: memory.status,
            createdAt: memory.createdAt,
            moderatedAt: memory.moderatedAt ?? null,
            moderatedBy: memory.moderatedAt ? ids.familyUser : null,
          })
          .onConflictDoNothing(),
      )
    })
  })

  // Files first (albums, choices and memories point at them), then the rows that refer to them.
  const built = await Promise.all(files)
  return { queries: [...built.map((f) => f.query), ...albumRows, ...choiceRows, ...wallRows], objects: built.map((f) => f.object) }
}
