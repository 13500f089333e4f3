import { describe, expect, it } from 'vitest'
import { fromStore, toStored } from '#bff/cache/entry.ts'
import { hotEntryOf, hotResponse } from '#bff/cache/hot-entries.ts'

/**
 * A page kept in the isolate's memory (bff/cache/hot-entries.ts) in workerd, whose HTMLRewriter
 * makes the copy: each hit gives exactly the bytes a Cache API hit gives (entry.ts `fromStore`),
 * with its own nonce.
 */

const FRESHNESS = { ttl: 60, swr: 300 }
const OLD = 'b2xkLW5vbmNlLTAxMjM0NQ=='
const NEW = ['bmV3LW5vbmNlLTk4NzY1NA==', 'dGhpcmQtbm9uY2UtMDAwMDE=']
const PAGE = [
  '<!DOCTYPE html><html><head>',
  `<meta charSet="utf-8" nonce="${OLD}"/><meta property="csp-nonce" content="${OLD}"/>`,
  `<link rel="modulepreload" href="/assets/index.js" nonce="${OLD}"/>`,
  '</head><body><p>A memory that quotes a nonce="guess" and ünïcode, and the stored value as text: ',
  OLD,
  '</p><script nonce="guess">injected()</script>',
  `<script nonce="${OLD}">hydrate()</script>`,
  '</body></html>',
].join('')
const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60', etag: '"p1"' }
const stored = () => toStored(new Response(PAGE, { headers }), FRESHNESS, 3600, Date.now(), OLD)

describe('a page kept in the isolate’s memory (workerd)', () => {
  it('answers each hit with the bytes and headers a Cache API hit gives, with that hit’s nonce', async () => {
    const copy = await hotEntryOf(stored(), Date.now() + 60_000)
    for (const nonce of NEW) {
      const expected = fromStore(stored(), 'HIT', nonce)
      const served = hotResponse(copy, nonce)
      expect(await served.text()).toBe(await expected.text())
      expect(served.status).toBe(expected.status)
      expect(Object.fromEntries(served.headers)).toEqual(Object.fromEntries(expected.headers))
    }
    const again = await hotResponse(copy, NEW[0] ?? '').text()
    expect(again).toContain(`content="${NEW[0]}"`)
    expect(again).not.toContain(NEW[1])
    // Only what SSR wrote as a nonce moves: the injected script and the text keep theirs.
    expect(again).toContain('<script nonce="guess">injected()</script>')
    expect(again).toContain(`the stored value as text: ${OLD}</p>`)
  })

  it('keeps a 404 page and a JSON answer as they are stored', async () => {
    const notFound = toStored(new Response(PAGE, { status: 404, headers }), FRESHNESS, 3600, Date.now(), OLD)
    const copy = await hotEntryOf(notFound, Date.now() + 15_000)
    expect(hotResponse(copy, NEW[0] ?? '').status).toBe(404)
    const json = JSON.stringify({ note: `nonce="${OLD}"` })
    const api = toStored(new Response(json, { headers: { 'content-type': 'application/json' } }), FRESHNESS, 3600, Date.now())
    const served = hotResponse(await hotEntryOf(api, Date.now() + 60_000), NEW[0] ?? '')
    expect(await served.text()).toBe(json)
    expect(served.headers.get('x-cache')).toBe('HIT')
  })
})
