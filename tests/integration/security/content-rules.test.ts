import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { MEMORY_MESSAGES, PostMemoryResultSchema } from '#contract/obituaries.ts'
import { HEADER_PUBLIC_CHANGE } from '#contract/headers.ts'
import { browser } from '../workers/helpers.ts'

/**
 * Issue 16, "Content rules", tried as an attacker would, through the built web Worker (BFF + SSR)
 * and the built api Worker:
 * - an obituary scheduled for later is a 404 everywhere, its sympathy shop included;
 * - a memory caught by the honeypot stores nothing and purges nothing (a cached page stays a HIT);
 * - a crawler and a browser get the same cached HTML (nothing of the User-Agent is baked in).
 *
 * The edge cache is shared by every test file: each test uses a port of its own (the port is in
 * every key). Whitfield (`localhost`) is the host here: its 1001 (`harold-brandt`) holds memories
 * for review (api/seed/obituaries.ts).
 */

const db = (env as unknown as { DB: D1Database }).DB

/** A Whitfield obituary the funeral home has scheduled for 2100, and one published already. */
const SCHEDULED = { id: 1971, caseId: 1971, slug: 'ada-later', publishedAt: '2100-01-01T09:00:00.000Z' }
const PUBLISHED = { id: 1972, caseId: 1972, slug: 'ida-earlier', publishedAt: '2026-11-01T09:00:00.000Z' }

beforeAll(async () => {
  await db.batch(
    [SCHEDULED, PUBLISHED].flatMap((o) => [
      db
        .prepare(
          "INSERT OR IGNORE INTO cases (id, company_id, location_id, status, first_name, last_name, name_slug, birth_date, death_date) VALUES (?, 1, 101, 'AT_NEED', ?, 'Security', ?, '1940-01-01', '2026-10-30')",
        )
        .bind(o.caseId, o.slug.split('-')[0], o.slug),
      db
        .prepare(
          "INSERT OR IGNORE INTO obituaries (id, company_id, case_id, first_name, last_name, name_slug, text, published_at) VALUES (?, 1, ?, ?, 'Security', ?, 'A life well lived.', ?)",
        )
        .bind(o.id, o.caseId, o.slug.split('-')[0], o.slug, o.publishedAt),
    ]),
  )
})

function page(path: string, host: string, userAgent?: string) {
  return browser(path, { host, headers: { Accept: 'text/html', ...(userAgent ? { 'User-Agent': userAgent } : {}) } })
}

function apiGet(path: string, host = 'localhost:8870') {
  return browser(path, { host, headers: { Accept: 'application/json' } })
}

/** Memories of 1001's case, whatever their status. */
async function memories() {
  const row = await db
    .prepare('SELECT count(*) AS n FROM memorial_comments WHERE case_id = (SELECT case_id FROM obituaries WHERE id = 1001)')
    .first<{ n: number }>()
  return row?.n
}

function postMemory(host: string, body: object, address: string) {
  return browser('/api/web/obituaries/1001/memories', {
    method: 'POST',
    host,
    headers: { Accept: 'application/json', 'CF-Connecting-IP': address },
    body: JSON.stringify(body),
  })
}

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

/** The body with this response's CSP nonce taken out (the cache swaps in a new one per answer). */
async function normalised(response: Response): Promise<string> {
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  expect(nonce).toBeTruthy()
  // A hit's nonce is swapped by HTMLRewriter, which writes a start tag it changed anew: ` />` for SSR's `/>` (the same markup).
  return (await response.text()).replaceAll(nonce!, 'NONCE').replaceAll('" />', '"/>')
}

describe('an obituary scheduled for later', () => {
  it('has no page, tabs, shop, photos, memories or video through the BFF, and is in no list', async () => {
    const host = 'localhost:8870'
    const base = `/obituaries/${SCHEDULED.id}/${SCHEDULED.slug}`
    for (const path of [
      base,
      `${base}/photos`,
      `${base}/memories`,
      `${base}/memorial-video`,
      `${base}/shop`,
      `${base}/shop/product/1001`,
    ]) {
      const response = await page(path, host)
      expect([path, response.status]).toEqual([path, 404])
      await response.text()
    }
    const api = `/api/web/obituaries/${SCHEDULED.id}`
    for (const path of [
      api,
      `${api}/photos`,
      `${api}/memories`,
      `${api}/memorial-video`,
      `${api}/shop/items`,
      `${api}/shop/products/1001`,
    ]) {
      const response = await apiGet(path)
      expect([path, response.status]).toEqual([path, 404])
      // The answer of a missing obituary, word for word.
      expect(await response.json()).toEqual({ statusCode: 404, statusMessage: 'Not Found' })
    }
    const posted = await browser(`${api}/memories`, {
      method: 'POST',
      host,
      headers: { Accept: 'application/json', 'CF-Connecting-IP': '198.51.100.171' },
      body: JSON.stringify({ name: 'Ann', text: 'Hello' }),
    })
    expect(posted.status).toBe(404)
    await posted.text()

    const search = await (await apiGet('/api/web/obituaries?size=100&query=security')).json()
    expect((search as { content: { id: number }[] }).content.map((o) => o.id)).toEqual([PUBLISHED.id])
    const sitemap = await (await browser('/sitemap.xml', { host })).text()
    expect(sitemap).toContain(`/obituaries/${PUBLISHED.id}/${PUBLISHED.slug}`)
    expect(sitemap).not.toContain(`/obituaries/${SCHEDULED.id}/`)
  })

  it('differs from a published one only by its time: the published one has its shop', async () => {
    expect((await apiGet(`/api/web/obituaries/${PUBLISHED.id}/shop/items`)).status).toBe(200)
    const shop = await page(`/obituaries/${PUBLISHED.id}/${PUBLISHED.slug}/shop`, 'localhost:8870')
    expect(shop.status).toBe(200)
    await shop.text()
  })
})

describe('a memory caught by the honeypot', () => {
  it('stores nothing, purges nothing (the cached page stays a HIT), and looks like a held memory', async () => {
    const host = 'localhost:8871'
    const obituaryPage = '/obituaries/1001/harold-brandt/memories'
    const first = await page(obituaryPage, host)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache')).toBe('MISS')
    await first.text()
    expect((await page(obituaryPage, host)).headers.get('x-cache')).toBe('HIT')

    const before = await memories()
    const caught = await postMemory(host, { name: 'Cheap Pills', text: 'Visit my site', website: 'https://spam.example' }, '198.51.100.172')
    expect(caught.status).toBe(201)
    // The mark the BFF reads never reaches the client.
    expect(caught.headers.get(HEADER_PUBLIC_CHANGE)).toBeNull()
    const caughtBody = PostMemoryResultSchema.parse(await caught.json())
    expect(caughtBody).toEqual({ status: 'pending', message: MEMORY_MESSAGES.held, memory: null })
    expect(await memories()).toBe(before)
    const after = await page(obituaryPage, host)
    expect(after.headers.get('x-cache')).toBe('HIT')
    await after.text()

    // A person's memory on this wall (held for review) gets the very same answer, and, showing
    // nowhere yet, purges nothing either.
    const held = await postMemory(host, { name: 'Ann', text: 'Thinking of you all.' }, '198.51.100.173')
    expect(held.status).toBe(201)
    expect(held.headers.get(HEADER_PUBLIC_CHANGE)).toBeNull()
    expect(PostMemoryResultSchema.parse(await held.json())).toEqual(caughtBody)
    expect(await memories()).toBe((before ?? 0) + 1)
    expect((await page(obituaryPage, host)).headers.get('x-cache')).toBe('HIT')
  })
})

describe('cached HTML and the User-Agent', () => {
  it('gives a crawler and a browser the same cached page, whoever came first; no crawler flag is baked in', async () => {
    for (const [host, firstAgent, secondAgent] of [
      ['localhost:8872', PERSON, GOOGLEBOT],
      ['localhost:8873', GOOGLEBOT, PERSON],
    ] as const) {
      for (const path of ['/', '/obituaries/1001/harold-brandt']) {
        const first = await page(path, host, firstAgent)
        expect(first.status).toBe(200)
        expect(first.headers.get('x-cache')).toBe('MISS')
        const stored = await normalised(first)
        const second = await page(path, host, secondAgent)
        expect(second.headers.get('x-cache')).toBe('HIT')
        expect(await normalised(second)).toBe(stored)
        // A page that rendered fine holds nothing of who asked: no crawler flag in its state.
        expect(stored).not.toContain('crawler')
      }
    }
  })

  it('keeps the crawler-only answer (a root error) out of the cache, for people too', async () => {
    const host = 'nobody.localhost:8874'
    const crawler = await page('/', host, GOOGLEBOT)
    expect(crawler.status).toBe(404)
    expect(crawler.headers.get('cache-control')).toBe('private, no-store')
    // The flag is there, on the one kind of answer that is never stored.
    expect(await crawler.text()).toContain('site--crawler-error')
    const person = await page('/', host, PERSON)
    expect(person.status).toBe(404)
    expect(person.headers.get('cache-control')).toBe('private, no-store')
    expect(person.headers.get('x-cache')).not.toBe('HIT')
    expect(await person.text()).toContain('Sorry, we can&#x27;t find that page')
    const crawlerAgain = await page('/', host, GOOGLEBOT)
    expect(crawlerAgain.headers.get('x-cache')).not.toBe('HIT')
    expect(await crawlerAgain.text()).not.toContain('Sorry, we can&#x27;t find that page')
  })
})
