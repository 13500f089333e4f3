import type { CompanySeed, SeedOutput, Statement } from './factories.ts'
import { demoIds } from './ids.ts'
import { landscapeSvg, portraitSvg, seededRandom, seedMediaFile, seedMediaId, toneWav, type SeedObject } from './media.ts'

/**
 * The family's files and memorial walls for the two family cases of each funeral home: stock
 * theme albums (site-wide), album photos, music, the case photo, a chosen theme on the finished
 * case, wall settings and memories (some waiting for review, one turned away).
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

type AlbumSeed = { name: string; images: { title: string; make: (variant: number) => Svg }[] }

const nature = (variant: number) => landscapeSvg(variant, 1600, 900)

const STOCK_ALBUMS: Record<number, AlbumSeed[]> = {
  1: [
    {
      name: 'Nature',
      images: [
        { title: 'Prairie at dawn', make: nature },
        { title: 'Autumn hills', make: nature },
        { title: 'Quiet valley', make: nature },
        { title: 'Evening meadow', make: nature },
      ],
    },
    {
      name: 'Faith',
      images: [
        { title: 'Morning light', make: lightSvg },
        { title: 'Heaven’s gate', make: lightSvg },
        { title: 'Peace', make: lightSvg },
      ],
    },
  ],
  2: [
    {
      name: 'Nature',
      images: [
        { title: 'Pine ridge', make: nature },
        { title: 'Spring fields', make: nature },
        { title: 'Mountain sunset', make: nature },
      ],
    },
    {
      name: 'Faith',
      images: [
        { title: 'Morning light', make: lightSvg },
        { title: 'Still waters', make: lightSvg },
      ],
    },
    {
      name: 'Seaside',
      images: [
        { title: 'Harbor light', make: seasideSvg },
        { title: 'Calm sea', make: seasideSvg },
        { title: 'Lighthouse at dusk', make: seasideSvg },
        { title: 'Open water', make: seasideSvg },
      ],
    },
  ],
}

type CaseFiles = {
  initials: string
  photos: string[]
  music: { title: string; frequency: number }[]
  wall: { moderation: 'review' | 'publish'; open: boolean; allowPhotos: boolean; updatedAt: string }
  /** Album name and image index of the chosen stock theme, and when. */
  theme?: { album: string; index: number; chosenAt: string }
  memories: MemorySeed[]
}

type MemorySeed = {
  author: string
  email: string | null
  text: string
  status: 'pending' | 'approved' | 'rejected'
  createdAt: string
  /** When the family reviewed it (null for memories published at once, or still pending). */
  moderatedAt?: string
  withPhoto?: boolean
}

const CASE_FILES: Record<number, [CaseFiles, CaseFiles]> = {
  1: [
    {
      initials: 'WE',
      photos: [
        'Walter and Dorothy on their wedding day, June 1962',
        'Fishing at Lake Geneva, summer 1968',
        'With the kids at the Wisconsin Dells, 1974',
        'Coaching Little League in Maple Grove, 1979',
        'Walter’s workshop on Maple Avenue',
        'Retirement party at the rail yard, 2003',
        'Grandpa with baby Emma, 2009',
        'The Ellis family reunion, 2015',
        'Walter’s vegetable garden, August 2021',
        'Sunset on the porch, 2024',
      ],
      music: [
        { title: 'Amazing Grace (piano)', frequency: 392 },
        { title: 'How Great Thou Art (organ)', frequency: 330 },
        { title: 'In the Garden (guitar)', frequency: 294 },
      ],
      wall: { moderation: 'review', open: true, allowPhotos: true, updatedAt: '2026-11-19T14:05:00.000Z' },
      memories: [
        {
          author: 'Margaret Olsen',
          email: 'margaret.olsen@example.com',
          text: 'Walter was the kindest neighbor anyone could ask for. He fixed our fence twice and never once let us pay him for it. Our thoughts are with the whole Ellis family.',
          status: 'approved',
          createdAt: '2026-11-19T15:12:00.000Z',
          moderatedAt: '2026-11-19T20:03:00.000Z',
        },
        {
          author: 'Tom Becker',
          email: 'tbecker@example.com',
          text: 'Coach Ellis taught a whole generation of kids on Oak Street how to throw a curveball and how to lose with grace. I can still hear him: “Eyes on the ball, son.” Rest easy, Coach.',
          status: 'approved',
          createdAt: '2026-11-20T01:40:00.000Z',
          moderatedAt: '2026-11-20T13:15:00.000Z',
          withPhoto: true,
        },
        {
          author: 'The Kowalski family',
          email: null,
          text: 'We are so sorry for your loss, coming so soon after Dorothy. Walter and Dorothy are together again. Sending you all our love and prayers.',
          status: 'approved',
          createdAt: '2026-11-20T17:25:00.000Z',
          moderatedAt: '2026-11-20T19:48:00.000Z',
        },
        {
          author: 'Linda Park',
          email: 'linda.park@example.com',
          text: 'I worked alongside Walter at the rail yard for eleven years. He was steady and patient and always had a joke ready for the night shift. My deepest sympathy to his family.',
          status: 'pending',
          createdAt: '2026-11-21T16:02:00.000Z',
        },
        {
          author: 'Rev. James Whitaker',
          email: 'office@firstmethodist-maplegrove.example',
          text: 'Walter welcomed people at the door of First Methodist for more than thirty years, always with a warm handshake and a kind word. Our congregation is holding your family in prayer.',
          status: 'pending',
          createdAt: '2026-11-22T09:30:00.000Z',
        },
        {
          author: 'Angela Ruiz',
          email: 'aruiz@example.com',
          text: 'Mr. Ellis grew the best tomatoes on the block and shared them with everyone. My children called him “the tomato man.” We will miss his wave from the porch.',
          status: 'pending',
          createdAt: '2026-11-22T18:44:00.000Z',
        },
        {
          author: 'Quick Cash Loans',
          email: 'promo@quickcash.example',
          text: 'Need money fast? Same-day approval, visit our website today.',
          status: 'rejected',
          createdAt: '2026-11-21T03:11:00.000Z',
          moderatedAt: '2026-11-21T14:20:00.000Z',
        },
      ],
    },
    {
      initials: 'DE',
      photos: [
        'Dorothy at eighteen, 1956',
        'Teaching her third-grade class, 1971',
        'Dorothy’s prize roses',
        'Christmas baking with the grandchildren, 2012',
        'Sixtieth anniversary, June 2022',
        'Dorothy and Walter at the lake, 2023',
      ],
      music: [
        { title: 'Be Still, My Soul (piano)', frequency: 349 },
        { title: 'Moon River (strings)', frequency: 262 },
      ],
      wall: { moderation: 'publish', open: true, allowPhotos: true, updatedAt: '2026-09-03T15:00:00.000Z' },
      theme: { album: 'Nature', index: 1, chosenAt: '2026-09-04T16:20:00.000Z' },
      memories: [
        {
          author: 'Susan Miller',
          email: 'susan.miller@example.com',
          text: 'Mrs. Ellis was my third-grade teacher in 1972. She made every one of us feel clever and seen. I became a teacher because of her.',
          status: 'approved',
          createdAt: '2026-09-03T18:10:00.000Z',
        },
        {
          author: 'Ruth and Harold Jensen',
          email: null,
          text: 'Dorothy’s roses were the pride of Maple Avenue, and so was her lemon pound cake. She was a dear friend to us for fifty years, and we will miss her terribly.',
          status: 'approved',
          createdAt: '2026-09-04T12:45:00.000Z',
        },
        {
          author: 'Emma Ellis',
          email: 'emma.ellis@example.com',
          text: 'Grandma, thank you for the Christmas cookies, the long letters and for teaching me to knit. I love you forever.',
          status: 'approved',
          createdAt: '2026-09-05T02:30:00.000Z',
        },
        {
          author: 'St. Paul’s Quilting Guild',
          email: 'quilters@stpauls.example',
          text: 'Dorothy stitched with us every Tuesday for twenty years. Her quilts have warmed many families in Maple Grove. With love and deepest sympathy.',
          status: 'approved',
          createdAt: '2026-09-06T16:05:00.000Z',
        },
        {
          author: 'Susan Miller',
          email: 'susan.miller@example.com',
          text: 'Mrs. Ellis was my third-grade teacher in 1972. She made every one of us feel clever and seen.',
          status: 'rejected',
          createdAt: '2026-09-03T18:12:00.000Z',
          moderatedAt: '2026-09-04T10:00:00.000Z',
        },
      ],
    },
  ],
  2: [
    {
      initials: 'HM',
      photos: [
        'Henri and Céline in Montréal, 1971',
        'Henri aboard the Marie-Claire, 1978',
        'Hauling traps off Port Ellis, 1985',
        'Teaching Daniel to sail, 1988',
        'Harbor Days parade, 1996',
        'Henri’s workbench in the boathouse',
        'Fortieth anniversary dinner, 2012',
        'With the grandchildren on the breakwater, 2018',
        'First snow at the cottage, 2022',
        'Morning coffee on the dock, 2025',
        'Henri’s last lobster season, 2026',
      ],
      music: [
        { title: 'Amazing Grace (bagpipes)', frequency: 466 },
        { title: 'Eternal Father, Strong to Save (choir)', frequency: 311 },
        { title: 'La Mer (piano)', frequency: 370 },
      ],
      wall: { moderation: 'review', open: true, allowPhotos: true, updatedAt: '2026-11-20T19:30:00.000Z' },
      memories: [
        {
          author: 'Bill Tarr',
          email: 'captbill@example.com',
          text: 'Henri knew every ledge and current in the bay. He towed me home more than once and never said a word about it at the co-op. Fair winds, my friend.',
          status: 'approved',
          createdAt: '2026-11-21T11:20:00.000Z',
          moderatedAt: '2026-11-21T15:00:00.000Z',
          withPhoto: true,
        },
        {
          author: 'Marie-Josée Tremblay',
          email: 'mj.tremblay@example.com',
          text: 'Henri, tu vas nous manquer. Thank you for the music and laughter at every family gathering in Montréal. Nos pensées sont avec vous.',
          status: 'approved',
          createdAt: '2026-11-21T20:05:00.000Z',
          moderatedAt: '2026-11-22T09:10:00.000Z',
        },
        {
          author: 'Port Ellis Harbor Association',
          email: 'info@portellisharbor.example',
          text: 'The harbor will not be the same without Henri’s morning wave from the Marie-Claire. Our flags fly at half-mast this week in his honor.',
          status: 'pending',
          createdAt: '2026-11-22T13:00:00.000Z',
        },
        {
          author: 'Diane Sousa',
          email: 'dsousa@example.com',
          text: 'Henri carved a little wooden lobster boat for my son twenty years ago. It still sits on his shelf. Thinking of Daniel and the whole Moreau family.',
          status: 'pending',
          createdAt: '2026-11-22T15:35:00.000Z',
        },
        {
          author: 'Father Michael Donnelly',
          email: null,
          text: 'Henri never missed the Blessing of the Fleet. May he rest in the peace of the One who calms the sea.',
          status: 'pending',
          createdAt: '2026-11-22T21:50:00.000Z',
        },
        {
          author: 'Diane Sousa',
          email: 'dsousa@example.com',
          text: 'Henri carved a little wooden lobster boat for my son twenty years ago.',
          status: 'rejected',
          createdAt: '2026-11-22T15:36:00.000Z',
          moderatedAt: '2026-11-22T17:00:00.000Z',
        },
      ],
    },
    {
      initials: 'CM',
      photos: [
        'Céline in Québec City, 1969',
        'Céline’s garden by the sea',
        'Sunday dinner, 1990',
        'Céline with her quilting circle, 2008',
        'Céline and Henri on the beach, 2019',
        'Céline’s last summer at the cottage, 2025',
      ],
      music: [
        { title: 'Ave Maria (violin)', frequency: 440 },
        { title: 'Clair de Lune (piano)', frequency: 277 },
      ],
      wall: { moderation: 'publish', open: true, allowPhotos: false, updatedAt: '2026-08-15T14:00:00.000Z' },
      theme: { album: 'Seaside', index: 0, chosenAt: '2026-08-16T17:45:00.000Z' },
      memories: [
        {
          author: 'Nancy Fitzgerald',
          email: 'nancy.fitz@example.com',
          text: 'Céline’s garden was the loveliest on Ocean Avenue. She always sent me home with an armful of hydrangeas and a story.',
          status: 'approved',
          createdAt: '2026-08-15T16:30:00.000Z',
        },
        {
          author: 'The Thursday Quilting Circle',
          email: null,
          text: 'Céline’s careful stitches and gentle humor brightened every Thursday. We will finish her last quilt together, for Henri.',
          status: 'approved',
          createdAt: '2026-08-16T10:05:00.000Z',
        },
        {
          author: 'Daniel Moreau',
          email: 'family@harbor.example',
          text: 'Maman, merci pour tout. Your soupe aux pois and your songs in the kitchen will stay with us always.',
          status: 'approved',
          createdAt: '2026-08-16T23:15:00.000Z',
        },
        {
          author: 'Ellen and Rob Whitman',
          email: 'whitmans@example.com',
          text: 'We were blessed to call Céline our neighbor for thirty years. Sending our love to Henri and the whole family.',
          status: 'approved',
          createdAt: '2026-08-17T14:40:00.000Z',
        },
        {
          author: 'Best Replica Watches',
          email: 'sales@replicas.example',
          text: 'Luxury watches at 90% off, free shipping worldwide.',
          status: 'rejected',
          createdAt: '2026-08-18T04:02:00.000Z',
          moderatedAt: '2026-08-18T12:30:00.000Z',
        },
      ],
    },
  ],
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
  if (!albums || !cases) return { statements: [], objects: [] }
  const ids = demoIds(company.id)
  const statements: Statement[] = []
  const objects: SeedObject[] = []
  const files: Promise<{ statement: Statement; object: SeedObject }>[] = []

  // Stock theme albums: site-wide files (no case), grouped and ordered by album.
  const stockIds = new Map<string, number[]>()
  const albumRows: Statement[] = []
  let n = 0
  albums.forEach((album, a) => {
    const albumId = company.id * 100 + a + 1
    albumRows.push({
      sql: 'INSERT OR IGNORE INTO theme_albums (id, company_id, name, position) VALUES (?, ?, ?, ?)',
      params: [albumId, company.id, album.name, a],
    })
    const mediaIds: number[] = []
    album.images.forEach((image, i) => {
      n += 1
      const id = seedMediaId(company.id, 'familyMedia', n)
      const svg = image.make(company.id * 100 + n)
      mediaIds.push(id)
      files.push(
        seedMediaFile({
          id,
          companyId: company.id,
          kind: 'stock-theme',
          ...svg,
          title: image.title,
          fileName: `${fileSlug(image.title)}.svg`,
          position: i,
        }),
      )
      albumRows.push({
        sql: 'INSERT OR IGNORE INTO theme_album_images (album_id, media_id, position) VALUES (?, ?, ?)',
        params: [albumId, id, i],
      })
    })
    stockIds.set(album.name, mediaIds)
  })

  const choiceRows: Statement[] = []
  const wallRows: Statement[] = []
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
        ...portraitSvg(caseId, caseFiles.initials),
        fileName: 'portrait.svg',
      }),
    )
    caseFiles.photos.forEach((title, i) => {
      const id = seedMediaId(company.id, 'familyMedia', 200 + k * 50 + i)
      files.push(
        seedMediaFile({
          id,
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
      const id = seedMediaId(company.id, 'familyMedia', 400 + k * 10 + i)
      files.push(
        seedMediaFile({
          id,
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
    choiceRows.push({
      sql: 'INSERT OR IGNORE INTO case_media_choices (case_id, company_id, photo_media_id, theme_media_id, theme_chosen_at, theme_chosen_by, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      params: [
        caseId,
        company.id,
        photoId,
        themeId ?? null,
        caseFiles.theme?.chosenAt ?? null,
        caseFiles.theme ? ids.familyUser : null,
        caseFiles.theme?.chosenAt ?? caseFiles.wall.updatedAt,
      ],
    })
    wallRows.push({
      sql: 'INSERT OR IGNORE INTO memorial_wall_settings (case_id, company_id, moderation, open, allow_photos, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?)',
      params: [
        caseId,
        company.id,
        caseFiles.wall.moderation,
        caseFiles.wall.open ? 1 : 0,
        caseFiles.wall.allowPhotos ? 1 : 0,
        caseFiles.wall.updatedAt,
        ids.familyUser,
      ],
    })
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
      wallRows.push({
        sql: 'INSERT OR IGNORE INTO memorial_comments (id, company_id, case_id, author_name, author_email, text, photo_media_id, status, created_at, moderated_at, moderated_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        params: [
          company.id * 100_000 + 90_000 + memoryN,
          company.id,
          caseId,
          memory.author,
          memory.email,
          memory.text,
          memoryPhotoId,
          memory.status,
          memory.createdAt,
          memory.moderatedAt ?? null,
          memory.moderatedAt ? ids.familyUser : null,
        ],
      })
    })
  })

  // Files first (albums, choices and memories point at them), then the rows that refer to them.
  for (const file of await Promise.all(files)) {
    statements.push(file.statement)
    objects.push(file.object)
  }
  statements.push(...albumRows, ...choiceRows, ...wallRows)
  return { statements, objects }
}
