import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { toneWav } from '#api/src/media/samples/pictures.ts'
import { MediaFileSchema } from '#contract/files.ts'
import {
  AlbumPhotoPageSchema,
  AlbumPhotoSchema,
  MemorialCommentPageSchema,
  MemorialCommentSchema,
  MemorialThemeOrNullSchema,
  MemorialThemeSchema,
  MusicPageSchema,
  StockThemeAlbumListSchema,
  WallSettingsSchema,
} from '#contract/media.ts'
import { fileForm, png } from '#tests/support/images.ts'
import { errorOf } from '#tests/support/error-body.ts'
import { newCase } from '#tests/support/factories.ts'
import { api, HARBOR, demoTokens } from './client.ts'

const CASES = '/api/family/cases'
const IMAGE_MESSAGE = 'Please choose a JPEG, PNG, WebP or GIF image'
const AUDIO_MESSAGE = 'Please choose an MP3, M4A, WAV, OGG or FLAC audio file'
const STATUS_MESSAGE = 'Invalid option selected. Valid options are: pending, approved, rejected'

let family = ''
let relative = ''
let staff = ''
let harbor = ''

beforeAll(async () => {
  ;({ family, relative, staff, harbor } = await demoTokens())
})

async function stockAlbums(host?: string, token = family) {
  const response = await api('/api/family/media/albums/stock/themes', { host, token })
  expect(response.status).toBe(200)
  return StockThemeAlbumListSchema.parse(await response.json()).content
}

async function comments(caseId: number, status: string, token = family, query = '') {
  const response = await api(`${CASES}/${caseId}/memorial-wall/comments/${status}${query}`, { token })
  expect(response.status).toBe(200)
  return MemorialCommentPageSchema.parse(await response.json())
}

describe('album photos', () => {
  it('lists the seeded album in order, with captions, a page at a time', async () => {
    const response = await api(`${CASES}/1101/photos?page=1&size=4`, { token: family })
    expect(response.status).toBe(200)
    const page = AlbumPhotoPageSchema.parse(await response.json())
    expect(page.totalElements).toBe(10)
    expect(page.totalPages).toBe(3)
    expect(page.content).toHaveLength(4)
    expect(page.content[0]?.caption).toBe('Walter’s workshop on Maple Avenue')
    expect(page.content.every((p) => p.kind === 'photo' && p.caption === p.title)).toBe(true)
  })

  it('stores an upload judged by its bytes, with its size and caption, and serves it by hash to the case only', async () => {
    const response = await api(`${CASES}/1101/photos`, {
      token: family,
      form: fileForm(png(640, 480), 'IMG_0042.jpg', { title: '  Walter at the county fair  ' }),
    })
    expect(response.status).toBe(201)
    const photo = AlbumPhotoSchema.parse(await response.json())
    expect(photo).toMatchObject({
      kind: 'photo',
      contentType: 'image/png',
      width: 640,
      height: 480,
      caption: 'Walter at the county fair',
      fileName: 'IMG_0042.jpg',
    })
    const list = AlbumPhotoPageSchema.parse(await (await api(`${CASES}/1101/photos?size=100`, { token: family })).json())
    expect(list.content.at(-1)?.id).toBe(photo.id)

    // 1101's obituary is not published: its album is private to the case (media/visibility.ts).
    expect((await api(photo.url)).status).toBe(404)
    const file = await api(photo.url, { token: family })
    expect(file.status).toBe(200)
    expect(file.headers.get('Cache-Control')).toBe('private, no-store')
    expect(file.headers.get('Content-Type')).toBe('image/png')
    const etag = file.headers.get('ETag')
    expect(etag).toBe(`"${photo.url.split('/').at(-1)}"`)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png(640, 480))

    const again = await api(photo.url, { token: family, headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    const range = await api(photo.url, { token: family, headers: { Range: 'bytes=0-3' } })
    expect(range.status).toBe(206)
    expect(range.headers.get('Content-Range')).toBe(`bytes 0-3/${photo.size}`)
    expect(new Uint8Array(await range.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))

    // Another funeral home cannot fetch it, even knowing the hash.
    expect((await api(photo.url, { host: HARBOR })).status).toBe(404)
  })

  it('rejects a text file named like a photo, a missing or empty file, and a long title', async () => {
    const text = await api(`${CASES}/1101/photos`, { token: family, form: fileForm('just some words, not a photo', 'photo.jpg') })
    expect(text.status).toBe(422)
    expect((await errorOf(text)).errors).toEqual({ file: IMAGE_MESSAGE })

    const missing = new FormData()
    missing.set('title', 'No file here')
    for (const form of [missing, fileForm(new Uint8Array(0), 'empty.png')]) {
      const response = await api(`${CASES}/1101/photos`, { token: family, form })
      expect(response.status).toBe(422)
      expect((await errorOf(response)).errors).toEqual({ file: 'This field is required' })
    }
    const json = await api(`${CASES}/1101/photos`, { token: family, json: { file: 'x' } })
    expect(json.status).toBe(422)

    const long = await api(`${CASES}/1101/photos`, { token: family, form: fileForm(png(10, 10), 'a.png', { title: 'x'.repeat(201) }) })
    expect(long.status).toBe(422)
    expect((await errorOf(long)).errors).toEqual({ title: 'Cannot exceed 200 characters' })
  })

  it('rejects a photo over the 15 MB limit', async () => {
    const response = await api(`${CASES}/1101/photos`, { token: family, form: fileForm(png(10, 10, 15 * 1024 * 1024 + 1), 'huge.png') })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).errors).toEqual({ file: 'The file is too large (at most 15 MB)' })
  })

  it('deletes a photo of the case, and only of the case', async () => {
    const photo = AlbumPhotoSchema.parse(
      await (await api(`${CASES}/1101/photos`, { token: family, form: fileForm(png(20, 30, 80), 'x.png') })).json(),
    )
    const deleted = await api(`${CASES}/1101/photos/${photo.id}`, { method: 'DELETE', token: family })
    expect(deleted.status).toBe(204)
    expect((await api(photo.url, { token: family })).status).toBe(404)
    expect((await api(`${CASES}/1101/photos/${photo.id}`, { method: 'DELETE', token: family })).status).toBe(404)

    const other = AlbumPhotoPageSchema.parse(await (await api(`${CASES}/1102/photos`, { token: family })).json()).content[0]
    expect(other).toBeDefined()
    // A photo of case 1102 through case 1101, a music track through photos, another company's file: 404.
    expect((await api(`${CASES}/1101/photos/${other?.id}`, { method: 'DELETE', token: family })).status).toBe(404)
    const track = MusicPageSchema.parse(await (await api(`${CASES}/1101/music`, { token: family })).json()).content[0]
    expect((await api(`${CASES}/1101/photos/${track?.id}`, { method: 'DELETE', token: family })).status).toBe(404)
    const harborPhoto = AlbumPhotoPageSchema.parse(await (await api(`${CASES}/2101/photos`, { host: HARBOR, token: harbor })).json())
      .content[0]
    expect((await api(`${CASES}/1101/photos/${harborPhoto?.id}`, { method: 'DELETE', token: family })).status).toBe(404)
    expect((await api(`${CASES}/1101/photos/abc`, { method: 'DELETE', token: family })).status).toSatisfy(
      (status: number) => status === 404 || status === 422,
    )
  })

  it('needs a token (401), and hides a case of which the user is not a member, like another company’s (404)', async () => {
    expect((await api(`${CASES}/1101/photos`)).status).toBe(401)
    expect((await api(`${CASES}/1101/photos`, { form: fileForm(png(1, 1), 'a.png') })).status).toBe(401)
    expect((await api(`${CASES}/1102/photos`, { token: relative })).status).toBe(404)
    expect((await api(`${CASES}/1102/photos`, { token: relative, form: fileForm(png(1, 1), 'a.png') })).status).toBe(404)
    expect((await api(`${CASES}/1101/photos`, { host: HARBOR, token: harbor })).status).toBe(404)
    expect((await api(`${CASES}/1101/photos`, { host: HARBOR, token: harbor, form: fileForm(png(1, 1), 'a.png') })).status).toBe(404)
    // Staff of the funeral home may open every case.
    expect((await api(`${CASES}/1102/photos`, { token: staff })).status).toBe(200)
  })
})

describe('music', () => {
  it('lists the seeded tracks and adds a WAV with its title', async () => {
    const list = MusicPageSchema.parse(await (await api(`${CASES}/1101/music`, { token: family })).json())
    expect(list.content.map((t) => t.title)).toEqual(['Amazing Grace (piano)', 'How Great Thou Art (organ)', 'In the Garden (guitar)'])
    const wav = toneWav(440, 0.1)
    const response = await api(`${CASES}/1101/music`, {
      token: relative,
      form: fileForm(wav.bytes, 'hymn.bin', { title: 'Abide with Me (cello)' }),
    })
    expect(response.status).toBe(201)
    const track = MediaFileSchema.parse(await response.json())
    expect(track).toMatchObject({ kind: 'music', contentType: 'audio/wav', title: 'Abide with Me (cello)', width: null })
    expect((await api(`${CASES}/1101/music/${track.id}`, { method: 'DELETE', token: relative })).status).toBe(204)
  })

  it('judges the type by content: a PNG named song.mp3 is not music', async () => {
    const response = await api(`${CASES}/1101/music`, { token: family, form: fileForm(png(10, 10), 'song.mp3') })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).errors).toEqual({ file: AUDIO_MESSAGE })
  })

  it('keeps access and tenancy', async () => {
    expect((await api(`${CASES}/1101/music`)).status).toBe(401)
    expect((await api(`${CASES}/1102/music`, { token: relative })).status).toBe(404)
    expect((await api(`${CASES}/1102/music`, { host: HARBOR, token: harbor })).status).toBe(404)
    const photo = AlbumPhotoPageSchema.parse(await (await api(`${CASES}/1101/photos`, { token: family })).json()).content[0]
    expect((await api(`${CASES}/1101/music/${photo?.id}`, { method: 'DELETE', token: family })).status).toBe(404)
  })
})

describe('serving a stored file', () => {
  // Music is private to its case (media/visibility.ts): a member's calls, each with their token.
  it('answers ranges exactly: a suffix, an unsatisfiable start (416), and ignores malformed ranges', async () => {
    const track = MusicPageSchema.parse(await (await api(`${CASES}/1101/music`, { token: family })).json()).content[0]
    const url = track?.url ?? ''
    const size = track?.size ?? 0
    const suffix = await api(url, { token: family, headers: { Range: 'bytes=-10' } })
    expect(suffix.status).toBe(206)
    expect(suffix.headers.get('Content-Range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`)
    expect((await suffix.arrayBuffer()).byteLength).toBe(10)
    const past = await api(url, { token: family, headers: { Range: `bytes=${size}-` } })
    expect(past.status).toBe(416)
    expect(past.headers.get('Content-Range')).toBe(`bytes */${size}`)
    for (const range of ['bytes=abc', 'bytes=10-5', 'items=0-1', 'bytes=0-1,5-6']) {
      const whole = await api(url, { token: family, headers: { Range: range } })
      expect(whole.status).toBe(200)
      expect((await whole.arrayBuffer()).byteLength).toBe(size)
    }
    const weak = await api(url, { token: family, headers: { 'If-None-Match': `"other", W/"${url.split('/').at(-1)}"` } })
    expect(weak.status).toBe(304)
  })
})

describe('case photo', () => {
  it('serves the seeded photo and replaces it, removing the old file', async () => {
    const before = MediaFileSchema.parse(await (await api(`${CASES}/1102/case-photo`, { token: family })).json())
    expect(before.kind).toBe('case-photo')
    const response = await api(`${CASES}/1102/case-photo`, { token: family, form: fileForm(png(600, 750, 100), 'mom.png') })
    expect(response.status).toBe(201)
    const after = MediaFileSchema.parse(await response.json())
    expect(after).toMatchObject({ kind: 'case-photo', width: 600, height: 750 })
    expect(MediaFileSchema.parse(await (await api(`${CASES}/1102/case-photo`, { token: family })).json()).id).toBe(after.id)
    expect((await api(before.url, { token: family })).status).toBe(404)
  })

  it('is a 404 while a case has no photo, and checks the upload', async () => {
    await env.DB.prepare('DELETE FROM case_media_choices WHERE case_id = 1101').run()
    expect((await api(`${CASES}/1101/case-photo`, { token: family })).status).toBe(404)
    const bad = await api(`${CASES}/1101/case-photo`, { token: family, form: fileForm('<html></html>', 'me.png') })
    expect(bad.status).toBe(422)
    expect((await errorOf(bad)).errors).toEqual({ file: IMAGE_MESSAGE })
    expect((await api(`${CASES}/1101/case-photo`, { form: fileForm(png(1, 1), 'a.png') })).status).toBe(401)
    expect((await api(`${CASES}/1102/case-photo`, { token: relative, form: fileForm(png(1, 1), 'a.png') })).status).toBe(404)
    expect((await api(`${CASES}/1101/case-photo`, { host: HARBOR, token: harbor })).status).toBe(404)
  })
})

describe('obituary photo', () => {
  it('sets the photo of the case’s obituary, creating a draft obituary when there is none', async () => {
    // A new case of this funeral home without an obituary yet.
    const caseId = await newCase(env.DB, {
      firstName: 'Ruth',
      middleName: null,
      lastName: 'Alden',
      nameSlug: 'ruth-alden',
      birthDate: '1944-02-01',
      deathDate: '2026-11-21',
    })
    const response = await api(`${CASES}/${caseId}/obituary/photo`, { token: family, form: fileForm(png(300, 400), 'ruth.png') })
    expect(response.status).toBe(201)
    const photo = MediaFileSchema.parse(await response.json())
    expect(photo.kind).toBe('obituary-photo')
    const row = await env.DB.prepare(
      'SELECT first_name, last_name, death_date, photo_media_id, published_at FROM obituaries WHERE case_id = ?',
    )
      .bind(caseId)
      .first()
    expect(row).toEqual({ first_name: 'Ruth', last_name: 'Alden', death_date: '2026-11-21', photo_media_id: photo.id, published_at: null })

    const second = MediaFileSchema.parse(
      await (await api(`${CASES}/${caseId}/obituary/photo`, { token: family, form: fileForm(png(300, 401), 'ruth2.png') })).json(),
    )
    const updated = await env.DB.prepare('SELECT count(*) AS n, max(photo_media_id) AS photo FROM obituaries WHERE case_id = ?')
      .bind(caseId)
      .first()
    expect(updated).toEqual({ n: 1, photo: second.id })
  })

  it('replaces the photo of an existing obituary', async () => {
    const response = await api(`${CASES}/1101/obituary/photo`, { token: relative, form: fileForm(png(300, 400), 'walter.png') })
    expect(response.status).toBe(201)
    const photo = MediaFileSchema.parse(await response.json())
    const row = await env.DB.prepare('SELECT photo_media_id FROM obituaries WHERE case_id = 1101').first()
    expect(row).toEqual({ photo_media_id: photo.id })
  })

  it('checks the file, access and tenancy', async () => {
    const bad = await api(`${CASES}/1101/obituary/photo`, { token: family, form: fileForm(toneWav(300, 0.05).bytes, 'photo.jpg') })
    expect(bad.status).toBe(422)
    expect((await errorOf(bad)).errors).toEqual({ file: IMAGE_MESSAGE })
    expect((await api(`${CASES}/1101/obituary/photo`, { form: fileForm(png(1, 1), 'a.png') })).status).toBe(401)
    expect((await api(`${CASES}/1102/obituary/photo`, { token: relative, form: fileForm(png(1, 1), 'a.png') })).status).toBe(404)
    expect((await api(`${CASES}/1101/obituary/photo`, { host: HARBOR, token: harbor, form: fileForm(png(1, 1), 'a.png') })).status).toBe(
      404,
    )
  })
})

describe('memorial theme', () => {
  it('lists each funeral home’s stock albums', async () => {
    const whitfield = await stockAlbums()
    expect(whitfield.map((a) => a.name)).toEqual(['Nature', 'Faith'])
    expect(whitfield[0]?.themes.length).toBe(4)
    expect(whitfield.every((a) => a.themes.every((t) => t.kind === 'stock-theme'))).toBe(true)
    const harborAlbums = await stockAlbums(HARBOR, harbor)
    expect(harborAlbums.map((a) => a.name)).toEqual(['Nature', 'Faith', 'Seaside'])
    expect((await api('/api/family/media/albums/stock/themes')).status).toBe(401)
  })

  it('shows the chosen theme, or null', async () => {
    const chosen = MemorialThemeOrNullSchema.parse(await (await api(`${CASES}/1102/memorial-theme`, { token: family })).json())
    expect(chosen?.source).toBe('stock')
    expect(chosen?.media.title).toBe('Autumn hills')
    await env.DB.prepare('UPDATE case_media_choices SET theme_media_id = NULL WHERE case_id = 1101').run()
    expect(await (await api(`${CASES}/1101/memorial-theme`, { token: family })).json()).toBeNull()
  })

  it('chooses a stock theme, uploads a custom one, and drops the custom file when a stock one replaces it', async () => {
    const [nature] = await stockAlbums()
    const stock = nature?.themes[2]
    const chosen = await api(`${CASES}/1101/memorial-theme?mediaId=${stock?.id}`, { method: 'POST', token: family })
    expect(chosen.status).toBe(200)
    expect(MemorialThemeSchema.parse(await chosen.json())).toMatchObject({ source: 'stock', media: { id: stock?.id } })

    const custom = await api(`${CASES}/1101/memorial-theme`, { method: 'PUT', token: family, form: fileForm(png(1600, 900), 'lake.png') })
    expect(custom.status).toBe(200)
    const theme = MemorialThemeSchema.parse(await custom.json())
    expect(theme).toMatchObject({ source: 'custom', media: { kind: 'theme', width: 1600, height: 900 } })
    expect(MemorialThemeSchema.parse(await (await api(`${CASES}/1101/memorial-theme`, { token: family })).json()).media.id).toBe(
      theme.media.id,
    )

    await api(`${CASES}/1101/memorial-theme?mediaId=${stock?.id}`, { method: 'POST', token: family })
    expect((await api(theme.media.url, { token: family })).status).toBe(404)
    // The stock file itself stays for every other family.
    expect((await api(stock?.url ?? '')).status).toBe(200)
  })

  it('accepts only a stock theme of this funeral home', async () => {
    const photo = AlbumPhotoPageSchema.parse(await (await api(`${CASES}/1101/photos`, { token: family })).json()).content[0]
    const harborTheme = (await stockAlbums(HARBOR, harbor))[2]?.themes[0]
    for (const mediaId of [photo?.id, harborTheme?.id, 999_999_999]) {
      const response = await api(`${CASES}/1101/memorial-theme?mediaId=${mediaId}`, { method: 'POST', token: family })
      expect(response.status).toBe(422)
      expect((await errorOf(response)).errors).toEqual({ mediaId: 'Please choose one of the stock themes' })
    }
    const missing = await api(`${CASES}/1101/memorial-theme`, { method: 'POST', token: family })
    expect(missing.status).toBe(422)
    expect((await errorOf(missing)).errors).toEqual({ mediaId: 'This field is required' })
    const notImage = await api(`${CASES}/1101/memorial-theme`, { method: 'PUT', token: family, form: fileForm('%PDF-1.7', 'theme.png') })
    expect(notImage.status).toBe(422)
    expect((await errorOf(notImage)).errors).toEqual({ file: IMAGE_MESSAGE })
  })

  it('keeps access and tenancy', async () => {
    expect((await api(`${CASES}/1101/memorial-theme`)).status).toBe(401)
    expect((await api(`${CASES}/1102/memorial-theme`, { token: relative })).status).toBe(404)
    expect((await api(`${CASES}/1102/memorial-theme?mediaId=1`, { method: 'POST', token: relative })).status).toBe(404)
    expect(
      (await api(`${CASES}/1102/memorial-theme`, { method: 'PUT', host: HARBOR, token: harbor, form: fileForm(png(1, 1), 'a.png') }))
        .status,
    ).toBe(404)
  })
})

describe('memorial wall', () => {
  it('lists memories by status, newest first', async () => {
    const pending = await comments(1101, 'pending')
    expect(pending.totalElements).toBe(3)
    expect(pending.content.map((m) => m.authorName)).toEqual(['Angela Ruiz', 'Rev. James Whitaker', 'Linda Park'])
    expect(pending.content.every((m) => m.status === 'pending' && m.moderatedAt === null && m.moderatedBy === null)).toBe(true)
    const approved = await comments(1101, 'approved')
    expect(approved.totalElements).toBe(3)
    expect(approved.content.find((m) => m.authorName === 'Tom Becker')?.photo?.kind).toBe('memory-photo')
    expect(approved.content[0]?.moderatedBy).toMatchObject({ firstName: 'Margaret', lastName: 'Ellis' })
    const rejected = await comments(1101, 'rejected')
    expect(rejected.content.map((m) => m.authorName)).toEqual(['Quick Cash Loans'])
    const paged = await comments(1101, 'pending', family, '?page=1&size=2')
    expect(paged).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 })
    expect(paged.content).toHaveLength(1)
  })

  it('rejects an unknown status with the options', async () => {
    const response = await api(`${CASES}/1101/memorial-wall/comments/archived`, { token: family })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).errors).toEqual({ status: STATUS_MESSAGE })
  })

  it('approves, rejects and un-moderates a memory, recording who and when', async () => {
    const [memory] = (await comments(1101, 'pending')).content
    const approve = await api(`${CASES}/1101/memorial-wall/comments/${memory?.id}`, { token: relative, json: { status: 'approved' } })
    expect(approve.status).toBe(200)
    const approved = MemorialCommentSchema.parse(await approve.json())
    expect(approved).toMatchObject({ id: memory?.id, status: 'approved', moderatedBy: { firstName: 'James', lastName: 'Ellis' } })
    expect(approved.moderatedAt).not.toBeNull()
    expect((await comments(1101, 'approved')).content.some((m) => m.id === memory?.id)).toBe(true)

    const back = MemorialCommentSchema.parse(
      await (await api(`${CASES}/1101/memorial-wall/comments/${memory?.id}`, { token: family, json: { status: 'pending' } })).json(),
    )
    expect(back).toMatchObject({ status: 'pending', moderatedAt: null, moderatedBy: null })
    const reject = MemorialCommentSchema.parse(
      await (await api(`${CASES}/1101/memorial-wall/comments/${memory?.id}`, { token: family, json: { status: 'rejected' } })).json(),
    )
    expect(reject.status).toBe('rejected')
  })

  it('validates the status and hides memories of other cases and funeral homes', async () => {
    const [memory] = (await comments(1101, 'pending')).content
    const bad = await api(`${CASES}/1101/memorial-wall/comments/${memory?.id}`, { token: family, json: { status: 'hidden' } })
    expect(bad.status).toBe(422)
    expect((await errorOf(bad)).errors).toEqual({ status: STATUS_MESSAGE })
    const missing = await api(`${CASES}/1101/memorial-wall/comments/${memory?.id}`, { token: family, json: {} })
    expect((await errorOf(missing)).errors).toEqual({ status: 'This field is required' })

    const [ofDorothy] = (await comments(1102, 'approved')).content
    expect(
      (await api(`${CASES}/1101/memorial-wall/comments/${ofDorothy?.id}`, { token: family, json: { status: 'rejected' } })).status,
    ).toBe(404)
    expect(
      (await api(`${CASES}/1101/memorial-wall/comments/${2 * 100_000 + 90_001}`, { token: family, json: { status: 'rejected' } })).status,
    ).toBe(404)
    expect((await api(`${CASES}/1101/memorial-wall/comments/999999999`, { token: family, json: { status: 'rejected' } })).status).toBe(404)
  })

  it('keeps access and tenancy', async () => {
    expect((await api(`${CASES}/1101/memorial-wall/comments/pending`)).status).toBe(401)
    expect((await api(`${CASES}/1102/memorial-wall/comments/pending`, { token: relative })).status).toBe(404)
    expect((await api(`${CASES}/1102/memorial-wall/comments/${90_001}`, { token: relative, json: { status: 'approved' } })).status).toBe(
      404,
    )
    expect((await api(`${CASES}/1101/memorial-wall/comments/pending`, { host: HARBOR, token: harbor })).status).toBe(404)
    expect(
      (await api(`${CASES}/1101/memorial-wall/comments/190001`, { host: HARBOR, token: harbor, json: { status: 'approved' } })).status,
    ).toBe(404)
  })
})

describe('memorial wall settings', () => {
  it('shows the seeded settings and the defaults when none are saved', async () => {
    const review = WallSettingsSchema.parse(await (await api(`${CASES}/1101/memorial-wall/settings`, { token: family })).json())
    expect(review).toMatchObject({ moderation: 'review', open: true, allowPhotos: true })
    const publish = WallSettingsSchema.parse(await (await api(`${CASES}/1102/memorial-wall/settings`, { token: family })).json())
    expect(publish.moderation).toBe('publish')
    await env.DB.prepare('DELETE FROM memorial_wall_settings WHERE case_id = 1101').run()
    const defaults = WallSettingsSchema.parse(await (await api(`${CASES}/1101/memorial-wall/settings`, { token: family })).json())
    expect(defaults).toEqual({ moderation: 'review', open: true, allowPhotos: true, updatedAt: null })
  })

  it('saves the settings', async () => {
    const response = await api(`${CASES}/1101/memorial-wall/settings`, {
      token: family,
      json: { moderation: 'publish', open: false, allowPhotos: false },
    })
    expect(response.status).toBe(200)
    const saved = WallSettingsSchema.parse(await response.json())
    expect(saved).toMatchObject({ moderation: 'publish', open: false, allowPhotos: false })
    expect(saved.updatedAt).not.toBeNull()
    expect(WallSettingsSchema.parse(await (await api(`${CASES}/1101/memorial-wall/settings`, { token: family })).json())).toEqual(saved)
  })

  it('validates the body', async () => {
    const bad = await api(`${CASES}/1101/memorial-wall/settings`, { token: family, json: { moderation: 'auto', open: 'yes' } })
    expect(bad.status).toBe(422)
    expect((await errorOf(bad)).errors).toEqual({
      moderation: 'Invalid option selected. Valid options are: review, publish',
      open: 'Expected yes or no',
      allowPhotos: 'This field is required',
    })
  })

  it('keeps access and tenancy', async () => {
    const body = { moderation: 'review', open: true, allowPhotos: true }
    expect((await api(`${CASES}/1101/memorial-wall/settings`, { json: body })).status).toBe(401)
    expect((await api(`${CASES}/1102/memorial-wall/settings`, { token: relative, json: body })).status).toBe(404)
    expect((await api(`${CASES}/1102/memorial-wall/settings`, { token: relative })).status).toBe(404)
    expect((await api(`${CASES}/1101/memorial-wall/settings`, { host: HARBOR, token: harbor, json: body })).status).toBe(404)
  })
})
