import { describe, expect, it } from 'vitest'
import {
  MEMORY_MESSAGES,
  OBITUARY_QUERY_MAX,
  MemorialVideoSchema,
  MemoryPageSchema,
  MemoryPhotoResultSchema,
  obituaryPath,
  ObituaryPageSchema,
  ObituaryPhotoPageSchema,
  ObituarySchema,
  PostMemoryResultSchema,
} from '#contract/obituaries.ts'
import { OutboxPageSchema } from '#contract/staff.ts'
import { fileForm, png } from '#tests/support/images.ts'
import { errorOf } from '#tests/support/error-body.ts'
import { ACCOUNTS, api, HARBOR, tokenFor } from './client.ts'

/**
 * Seeded facts these tests lean on (api/seed/obituaries.ts): Whitfield's obituaries are 1001–1032
 * (newest death first), 1033 is unpublished; 1001 holds memories for review and has services, an
 * album and an approved video; 1002's video waits for review; 1003 publishes memories at once and
 * has no album; 1005's wall is closed; 1007 takes no photos. Harbor's are 2001–2032.
 */
const SEARCH = obituaryPath('search', '')
const search = (query: string, host?: string) => api(`${SEARCH.replace(/\/$/, '')}${query}`, { host })

/** Every posting test its own client address, so rate limits never cross tests. */
let clientN = 0
function client(): Record<string, string> {
  clientN++
  return { 'CF-Connecting-IP': `198.51.100.${clientN}` }
}

function post(id: number | string, json: unknown, headers: Record<string, string>, host?: string) {
  return api(obituaryPath('memories', id), { json, headers, host })
}

describe('GET /api/web/obituaries (search)', () => {
  it('lists the published obituaries of the host’s funeral home (32 seeded here, plus the family cases’), newest death first', async () => {
    const response = await search('?size=100')
    expect(response.status).toBe(200)
    const page = ObituaryPageSchema.parse(await response.json())
    expect(page.totalElements).toBe(page.content.length)
    const ids = page.content.map((o) => o.id)
    for (let n = 1; n <= 32; n++) expect(ids).toContain(1000 + n)
    const deaths = page.content.map((o) => o.deathDate ?? '')
    expect(deaths).toEqual(deaths.toSorted().toReversed())
    expect(ids).not.toContain(1033)
    const harbor = ObituaryPageSchema.parse(await (await search('?size=100', HARBOR)).json())
    expect(harbor.content.some((o) => ids.includes(o.id))).toBe(false)
    const first = page.content[0]
    expect(first).toMatchObject({
      id: 1001,
      fullName: 'Harold Eugene Brandt',
      nameSlug: 'harold-brandt',
      location: { id: 101, name: 'Elm Street Chapel' },
    })
    expect(first?.photo?.kind).toBe('obituary-photo')
    expect(first?.excerpt.startsWith('Harold Eugene Brandt, 90, of Maple Grove')).toBe(true)
    expect(first?.excerpt.length).toBeLessThanOrEqual(181)
  })

  it('finds by first, middle or last name, any case, every word', async () => {
    for (const q of ['brandt', 'HAROLD', 'eugene', 'harold brandt', 'Brandt Harold']) {
      const page = ObituaryPageSchema.parse(await (await search(`?query=${encodeURIComponent(q)}`)).json())
      expect({ q, ids: page.content.map((o) => o.id) }).toEqual({ q, ids: [1001] })
    }
    const none = ObituaryPageSchema.parse(await (await search('?query=harold%20smith')).json())
    expect(none.totalElements).toBe(0)
  })

  it('ignores accents both ways', async () => {
    for (const q of ['therese', 'Thérèse', 'THERESE pelletier']) {
      const page = ObituaryPageSchema.parse(await (await search(`?query=${encodeURIComponent(q)}`, HARBOR)).json())
      expect({ q, names: page.content.map((o) => o.fullName) }).toEqual({ q, names: ['Thérèse Anne Pelletier'] })
    }
    const rene = ObituaryPageSchema.parse(await (await search(`?query=${encodeURIComponent('rené')}`, HARBOR)).json())
    expect(rene.content.map((o) => o.firstName)).toContain('René')
  })

  it('filters by date of death (inclusive) and by location', async () => {
    const ranged = ObituaryPageSchema.parse(await (await search('?from=2026-01-01&to=2026-06-30&size=100')).json())
    expect(ranged.totalElements).toBeGreaterThan(3)
    for (const o of ranged.content) expect(o.deathDate! >= '2026-01-01' && o.deathDate! <= '2026-06-30').toBe(true)
    const exact = ObituaryPageSchema.parse(await (await search('?from=2026-11-21&to=2026-11-21')).json())
    expect(exact.content.map((o) => o.id)).toEqual([1001])
    const riverside = ObituaryPageSchema.parse(await (await search('?locationId=102&size=100')).json())
    expect(riverside.totalElements).toBeGreaterThan(5)
    expect(riverside.content.every((o) => o.location?.id === 102)).toBe(true)
    const both = ObituaryPageSchema.parse(await (await search('?locationId=102&query=kowalski')).json())
    expect(both.content.map((o) => o.lastName)).toEqual(['Kowalski'])
  })

  it('pages', async () => {
    const all = ObituaryPageSchema.parse(await (await search('?size=100')).json())
    const third = ObituaryPageSchema.parse(await (await search('?size=10&page=3')).json())
    expect(third).toMatchObject({ page: 3, size: 10, totalElements: all.totalElements, totalPages: Math.ceil(all.totalElements / 10) })
    expect(third.content.map((o) => o.id)).toEqual(all.content.slice(30, 40).map((o) => o.id))
    const past = ObituaryPageSchema.parse(await (await search('?size=10&page=9')).json())
    expect(past.content).toEqual([])
  })

  it('answers an empty page for no match, and another company’s names are never found', async () => {
    const none = ObituaryPageSchema.parse(await (await search('?query=zzzz')).json())
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 0 })
    const other = ObituaryPageSchema.parse(await (await search('?query=pelletier')).json())
    expect(other.totalElements).toBe(0)
    const otherLocation = ObituaryPageSchema.parse(await (await search('?locationId=201')).json())
    expect(otherLocation.totalElements).toBe(0)
  })

  it('answers any name up to the limit, one long word included (D1 refuses LIKE patterns over 50 bytes)', async () => {
    for (const q of ['a'.repeat(49), 'a'.repeat(60), 'x'.repeat(OBITUARY_QUERY_MAX), `brandt ${'é'.repeat(60)}`]) {
      const response = await search(`?query=${encodeURIComponent(q)}`)
      expect({ q, status: response.status }).toEqual({ q, status: 200 })
      expect(ObituaryPageSchema.parse(await response.json()).totalElements).toBe(0)
    }
    const found = ObituaryPageSchema.parse(await (await search(`?query=${encodeURIComponent('BRANDT')}`)).json())
    expect(found.content.map((o) => o.id)).toEqual([1001])
  })

  it('422s a bad date, a reversed range and a bad page size, with field messages', async () => {
    const bad = await search('?from=2026-13-45')
    expect(bad.status).toBe(422)
    expect((await errorOf(bad)).errors?.from).toBeTruthy()
    const reversed = await search('?from=2026-06-01&to=2026-01-01')
    expect(reversed.status).toBe(422)
    expect((await errorOf(reversed)).errors).toEqual({ to: 'Must be on or after the start date' })
    const size = await search('?size=0')
    expect((await errorOf(size)).errors).toEqual({ size: 'Must be at least 1' })
    const long = await search(`?query=${'a'.repeat(OBITUARY_QUERY_MAX + 1)}`)
    expect((await errorOf(long)).errors).toEqual({ query: 'Cannot exceed 100 characters' })
  })
})

describe('GET /api/web/obituaries/{id}', () => {
  it('answers the obituary with its services (UTC instants and the home’s zone), counts, video and wall', async () => {
    const response = await api(obituaryPath('obituary', 1001))
    expect(response.status).toBe(200)
    const o = ObituarySchema.parse(await response.json())
    expect(o).toMatchObject({
      id: 1001,
      fullName: 'Harold Eugene Brandt',
      birthDate: '1936-02-11',
      deathDate: '2026-11-21',
      timeZone: 'America/Chicago',
      hasMemorialVideo: true,
    })
    expect(o.text.split('\n\n')).toHaveLength(4)
    expect(o.text).toContain('Loretta')
    expect(o.location).toMatchObject({ id: 101, name: 'Elm Street Chapel', address: { city: 'Maple Grove' } })
    expect(o.memorialWall).toEqual({ open: true, moderation: 'review', allowPhotos: true })
    expect(o.services.map((s) => s.label)).toEqual(['Visitation', 'Funeral Service', 'Committal'])
    const service = o.services[1]
    // 10:30 in Chicago (CST, UTC−6).
    expect(service).toMatchObject({
      kind: 'funeral-service',
      startsAt: '2026-11-27T16:30:00.000Z',
      timeZone: 'America/Chicago',
      place: { name: 'First Presbyterian Church' },
    })
    expect(service?.livestreamUrl).toMatch(/^https:\/\//)
    expect(service?.mapUrl).toContain('First%20Presbyterian%20Church')
    expect(o.services[0]?.livestreamUrl).toBeNull()
    expect(o.counts.photos).toBeGreaterThanOrEqual(4)
    expect(o.counts.memories).toBeGreaterThan(0)
  })

  it('shows a closed wall and one without photos as they are set', async () => {
    const closed = ObituarySchema.parse(await (await api(obituaryPath('obituary', 1005))).json())
    expect(closed.memorialWall.open).toBe(false)
    const noPhotos = ObituarySchema.parse(await (await api(obituaryPath('obituary', 1007))).json())
    expect(noPhotos.memorialWall.allowPhotos).toBe(false)
    const older = ObituarySchema.parse(await (await api(obituaryPath('obituary', 1020))).json())
    expect(older.services).toEqual([])
    expect(older.hasMemorialVideo).toBe(false)
  })

  it('is a 404 when unpublished, of another company, non-numeric or unknown', async () => {
    const responses = await Promise.all([
      api(obituaryPath('obituary', 1033)),
      api(obituaryPath('obituary', 1001), { host: HARBOR }),
      api(obituaryPath('obituary', 'abc')),
      api(obituaryPath('obituary', '1001abc')),
      api(obituaryPath('obituary', '0')),
      api(obituaryPath('obituary', '99999999999999999999')),
      api(obituaryPath('obituary', 9999)),
      api(obituaryPath('photos', 1033)),
      api(obituaryPath('memories', 'abc')),
      api(obituaryPath('memorialVideo', 2001)),
    ])
    for (const response of responses) {
      expect(response.status).toBe(404)
      expect((await errorOf(response)).statusCode).toBe(404)
    }
  })
})

describe('GET /api/web/obituaries/{id}/photos', () => {
  it('answers the obituary photo first, then the case’s album in order, paged', async () => {
    const all = ObituaryPhotoPageSchema.parse(await (await api(`${obituaryPath('photos', 1001)}?size=100`)).json())
    const o = ObituarySchema.parse(await (await api(obituaryPath('obituary', 1001))).json())
    expect(all.totalElements).toBe(o.counts.photos)
    expect(all.content[0]?.kind).toBe('obituary-photo')
    expect(all.content[0]?.id).toBe(o.photo?.id)
    expect(all.content.slice(1).every((p) => p.kind === 'photo')).toBe(true)
    const second = ObituaryPhotoPageSchema.parse(await (await api(`${obituaryPath('photos', 1001)}?size=2&page=1`)).json())
    expect(second.content.map((p) => p.id)).toEqual(all.content.slice(2, 4).map((p) => p.id))
    const image = await api(all.content[1]!.url)
    expect(image.status).toBe(200)
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml')
  })

  it('answers only the portrait when the case has no album', async () => {
    const page = ObituaryPhotoPageSchema.parse(await (await api(obituaryPath('photos', 1003))).json())
    expect(page.content.map((p) => p.kind)).toEqual(['obituary-photo'])
  })

  it('422s a bad page', async () => {
    const response = await api(`${obituaryPath('photos', 1001)}?page=-1`)
    expect(response.status).toBe(422)
  })
})

describe('GET /api/web/obituaries/{id}/memories', () => {
  it('lists approved memories only, newest first', async () => {
    const page = MemoryPageSchema.parse(await (await api(`${obituaryPath('memories', 1002)}?size=100`)).json())
    expect(page.totalElements).toBeGreaterThan(0)
    const dates = page.content.map((m) => m.createdAt)
    expect(dates).toEqual(dates.toSorted().toReversed())
    // 1002 has a rejected spam post and pending ones: neither is public.
    expect(page.content.some((m) => m.text.includes('replica watches'))).toBe(false)
    const o = ObituarySchema.parse(await (await api(obituaryPath('obituary', 1002))).json())
    expect(o.counts.memories).toBe(page.totalElements)
    expect(JSON.stringify(page)).not.toContain('email')
  })
})

describe('POST /api/web/obituaries/{id}/memories', () => {
  it('holds a memory for review on a wall that says so, and mails the funeral home (no owner in the portal)', async () => {
    const staff = await tokenFor(ACCOUNTS.whitfieldStaff)
    const response = await post(
      1001,
      { name: 'Ruth Ann Keller', email: 'ruth@example.com', text: 'Harold fixed our combine in 1987 and would not take a dime.' },
      client(),
    )
    expect(response.status).toBe(201)
    expect(PostMemoryResultSchema.parse(await response.json())).toEqual({ status: 'pending', message: MEMORY_MESSAGES.held, memory: null })
    const page = MemoryPageSchema.parse(await (await api(`${obituaryPath('memories', 1001)}?size=100`)).json())
    expect(page.content.some((m) => m.name === 'Ruth Ann Keller')).toBe(false)
    const outbox = OutboxPageSchema.parse(await (await api('/api/staff/outbox', { token: staff })).json())
    const mail = outbox.content.find((m) => m.kind === 'memory-posted' && m.text.includes('Ruth Ann Keller'))
    expect(mail).toMatchObject({
      to: 'staff@whitfield.example',
      subject: 'A new memory of Harold Eugene Brandt is waiting for your review',
    })
  })

  it('publishes at once on a wall that publishes, newest first in the list', async () => {
    const response = await post(1003, { name: 'Bob Hahn', text: 'A gentle man and a great neighbor.' }, client())
    expect(response.status).toBe(201)
    const result = PostMemoryResultSchema.parse(await response.json())
    expect(result).toMatchObject({
      status: 'approved',
      message: MEMORY_MESSAGES.published,
      memory: { name: 'Bob Hahn', text: 'A gentle man and a great neighbor.', photo: null },
    })
    const page = MemoryPageSchema.parse(await (await api(obituaryPath('memories', 1003))).json())
    expect(page.content[0]?.id).toBe(result.memory?.id)
  })

  it('keeps HTML as the literal text, never markup', async () => {
    const html = '<script>alert("x")</script><b>Rest easy</b> & <img src=x onerror=alert(1)>'
    const response = await post(1003, { name: '<i>Sam</i>', text: html }, client())
    const result = PostMemoryResultSchema.parse(await response.json())
    expect(result.memory?.text).toBe(html)
    expect(result.memory?.name).toBe('<i>Sam</i>')
    const listed = await api(`${obituaryPath('memories', 1003)}?size=100`)
    expect(listed.headers.get('Content-Type')).toContain('application/json')
    const page = MemoryPageSchema.parse(await listed.json())
    expect(page.content.find((m) => m.id === result.memory?.id)?.text).toBe(html)
  })

  it('answers a filled honeypot like a held memory and stores nothing', async () => {
    const before = MemoryPageSchema.parse(await (await api(obituaryPath('memories', 1003))).json()).totalElements
    const response = await post(1003, { name: 'Cheap Pills', text: 'Visit my site', website: 'https://spam.example' }, client())
    expect(response.status).toBe(201)
    expect(PostMemoryResultSchema.parse(await response.json())).toEqual({ status: 'pending', message: MEMORY_MESSAGES.held, memory: null })
    const after = MemoryPageSchema.parse(await (await api(obituaryPath('memories', 1003))).json()).totalElements
    expect(after).toBe(before)
  })

  it('422s a closed wall and a photo on a wall without photos, with clear messages', async () => {
    const closed = await post(1005, { name: 'Ann', text: 'Thinking of you.' }, client())
    expect(closed.status).toBe(422)
    expect(await errorOf(closed)).toMatchObject({ message: MEMORY_MESSAGES.wallClosed, errors: { '': MEMORY_MESSAGES.wallClosed } })
    const noPhotos = await post(1007, { name: 'Ann', text: 'Thinking of you.', photoToken: 'ab'.repeat(32) }, client())
    expect(noPhotos.status).toBe(422)
    expect((await errorOf(noPhotos)).errors).toEqual({ photoToken: MEMORY_MESSAGES.photosNotAllowed })
  })

  it('422s missing, too long and malformed fields with the spec messages', async () => {
    const headers = client()
    const missing = await post(1003, { text: 'Hello' }, headers)
    expect((await errorOf(missing)).errors).toEqual({ name: 'This field is required' })
    const blank = await post(1003, { name: '   ', text: 'Hello' }, headers)
    expect((await errorOf(blank)).errors).toEqual({ name: 'This field is required' })
    const long = await post(1003, { name: 'Ann', text: 'x'.repeat(2001) }, headers)
    expect((await errorOf(long)).errors).toEqual({ text: 'Cannot exceed 2000 characters' })
    const email = await post(1003, { name: 'Ann', text: 'Hello', email: 'not-an-email' }, headers)
    expect((await errorOf(email)).errors).toEqual({ email: 'Please enter a valid email address' })
    const blankEmail = await post(1003, { name: 'Ann', text: 'Blank email is fine', email: '' }, headers)
    expect(blankEmail.status).toBe(201)
  })

  it('is a 404 for an unpublished obituary and another company’s', async () => {
    expect((await post(1033, { name: 'Ann', text: 'Hello' }, client())).status).toBe(404)
    expect((await post(1001, { name: 'Ann', text: 'Hello' }, client(), HARBOR)).status).toBe(404)
  })

  it('limits a client to 5 posts in 10 minutes: then 429 with Retry-After; another client is unaffected', async () => {
    const headers = { 'CF-Connecting-IP': '203.0.113.250' }
    for (let i = 0; i < 5; i++) {
      const ok = await post(1006, { name: 'Ann', text: `Memory ${i}` }, headers)
      expect(ok.status).toBe(201)
    }
    const limited = await post(1006, { name: 'Ann', text: 'One too many' }, headers)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(600)
    expect(await errorOf(limited)).toMatchObject({ statusCode: 429, statusMessage: 'Too Many Requests', message: MEMORY_MESSAGES.tooMany })
    expect((await post(1006, { name: 'Ann', text: 'Someone else' }, { 'CF-Connecting-IP': '203.0.113.251' })).status).toBe(201)
    // The same address at the other funeral home has its own allowance.
    expect((await post(2003, { name: 'Ann', text: 'Hello' }, headers, HARBOR)).status).toBe(201)
  })
})

describe('POST /api/web/obituaries/{id}/memories/photo', () => {
  it('stores a memory photo whose token a memory then carries, once', async () => {
    const headers = client()
    const upload = await api(obituaryPath('memoryPhoto', 1003), { form: fileForm(png(400, 300, 64), 'us-at-the-lake.png'), headers })
    expect(upload.status).toBe(201)
    const { photo, photoToken } = MemoryPhotoResultSchema.parse(await upload.json())
    expect(photo).toMatchObject({ kind: 'memory-photo', contentType: 'image/png', width: 400, height: 300 })
    const posted = PostMemoryResultSchema.parse(
      await (await post(1003, { name: 'Lisa', text: 'At the lake, 1994.', photoToken }, headers)).json(),
    )
    expect(posted.memory?.photo?.id).toBe(photo.id)
    const again = await post(1003, { name: 'Someone', text: 'Taking this photo', photoToken }, headers)
    expect((await errorOf(again)).errors).toEqual({ photoToken: MEMORY_MESSAGES.photoNotFound })
  })

  it('422s a file that is not an image and a wall without photos; 404 elsewhere', async () => {
    const text = await api(obituaryPath('memoryPhoto', 1003), { form: fileForm('not an image', 'photo.png'), headers: client() })
    expect(text.status).toBe(422)
    expect((await errorOf(text)).errors).toEqual({ file: 'Please choose a JPEG, PNG, WebP or GIF image' })
    const noPhotos = await api(obituaryPath('memoryPhoto', 1007), {
      form: fileForm(png(400, 300, 64), 'us-at-the-lake.png'),
      headers: client(),
    })
    expect((await errorOf(noPhotos)).errors).toEqual({ file: MEMORY_MESSAGES.photosNotAllowed })
    const other = await api(obituaryPath('memoryPhoto', 1003), {
      form: fileForm(png(400, 300, 64), 'us-at-the-lake.png'),
      headers: client(),
      host: HARBOR,
    })
    expect(other.status).toBe(404)
  })
})

describe('GET /api/web/obituaries/{id}/memorial-video', () => {
  it('answers the approved video with poster and captions, all served', async () => {
    const response = await api(obituaryPath('memorialVideo', 1001))
    expect(response.status).toBe(200)
    const video = MemorialVideoSchema.parse(await response.json())
    expect(video).toMatchObject({
      title: 'Remembering Harold Eugene Brandt',
      durationSeconds: 8,
      video: { kind: 'video', contentType: 'video/mp4' },
    })
    expect(video.captions?.contentType).toBe('text/vtt')
    expect(video.poster?.kind).toBe('video-poster')
    const file = await api(video.video.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('video/mp4')
    const captions = await (await api(video.captions!.url)).text()
    expect(captions.startsWith('WEBVTT')).toBe(true)
    expect(captions).toContain('Harold Eugene Brandt')
  })

  it('is a 404 while the video waits for the family, and when there is none', async () => {
    expect((await api(obituaryPath('memorialVideo', 1002))).status).toBe(404)
    expect((await api(obituaryPath('memorialVideo', 1004))).status).toBe(404)
    const o = ObituarySchema.parse(await (await api(obituaryPath('obituary', 1002))).json())
    expect(o.hasMemorialVideo).toBe(false)
  })
})
