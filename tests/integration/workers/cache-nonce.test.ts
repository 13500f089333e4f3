import { describe, expect, it } from 'vitest'
import { fromStore, toStored } from '#bff/cache/entry.ts'

/**
 * The CSP nonce swap of a cached page (bff/cache/entry.ts) in workerd, whose HTMLRewriter does it
 * while the body streams: the stored copy records the nonce it was rendered with, and a hit
 * replaces exactly that value, wherever SSR wrote it.
 */

const FRESHNESS = { ttl: 60, swr: 300 }
const OLD = 'b2xkLW5vbmNlLTAxMjM0NQ=='
const NEW = 'bmV3LW5vbmNlLTk4NzY1NA=='

/** Every place Start 1.169 writes the nonce (see a built page), and markup that is not SSR's own. */
const PAGE = [
  '<!DOCTYPE html><html><head>',
  `<meta charSet="utf-8" nonce="${OLD}"/>`,
  `<link rel="stylesheet" href="/assets/app.css" nonce="${OLD}"/>`,
  `<link rel="modulepreload" href="/assets/index.js" nonce="${OLD}"/>`,
  `<meta property="csp-nonce" content="${OLD}"/>`,
  `<style nonce="${OLD}">:root{--x:1}</style>`,
  `<script type="application/ld+json" nonce="${OLD}">{"name":"Whitfield"}</script>`,
  '</head><body><p>A memory that quotes a nonce="guess" and the word nonce.</p>',
  '<script nonce="guess">injected()</script>',
  `<script nonce="${OLD}">hydrate()</script>`,
  `<script type="module" async="" src="/assets/index.js" nonce="${OLD}"></script>`,
  '</body></html>',
].join('')

const htmlHeaders = { 'content-type': 'text/html; charset=utf-8' }

/** HTMLRewriter writes a start tag it changed anew: a self-closing one ends ` />` where SSR wrote `/>` (the same markup). */
const sameMarkup = (html: string) => html.replaceAll('" />', '"/>')

function stored(body: BodyInit, headers: Record<string, string> = htmlHeaders, nonce = OLD): Response {
  return toStored(new Response(body, { headers }), FRESHNESS, 3600, Date.now(), nonce)
}

describe('a cached page served with this response’s nonce (workerd HTMLRewriter)', () => {
  it('replaces the recorded nonce in every attribute SSR wrote it, and nothing else', async () => {
    const served = fromStore(stored(PAGE), 'HIT', NEW)
    const body = await served.text()
    expect(body).not.toContain(OLD)
    expect(sameMarkup(body)).toBe(PAGE.replaceAll(OLD, NEW))
    // Markup SSR did not write keeps what it had: an injected script never gains the nonce.
    expect(body).toContain('<script nonce="guess">injected()</script>')
    expect(body.match(new RegExp(`nonce="${NEW}"`, 'g'))).toHaveLength(7)
    expect(sameMarkup(body)).toContain(`<meta property="csp-nonce" content="${NEW}"/>`)
    expect(served.headers.get('x-cache')).toBe('HIT')
    expect(served.headers.has('x-edge-nonce')).toBe(false)
    expect(served.headers.get('content-type')).toBe(htmlHeaders['content-type'])
  })

  it('leaves an answer that is not HTML as it was stored, byte for byte', async () => {
    const json = JSON.stringify({ note: `nonce="${OLD}"` })
    const served = fromStore(stored(json, { 'content-type': 'application/json' }), 'HIT', NEW)
    expect(served.headers.has('x-edge-nonce')).toBe(false)
    expect(await served.text()).toBe(json)
  })

  it('leaves a page stored without a nonce as it was', async () => {
    const served = fromStore(toStored(new Response(PAGE, { headers: htmlHeaders }), FRESHNESS, 3600, Date.now()), 'HIT', NEW)
    expect(await served.text()).toBe(PAGE)
  })

  it('streams: the head goes out with the new nonce before the stored body has ended', async () => {
    let feed!: ReadableStreamDefaultController<Uint8Array>
    const source = new ReadableStream<Uint8Array>({ start: (controller) => void (feed = controller) })
    const encoder = new TextEncoder()
    const served = fromStore(stored(source), 'HIT', NEW)
    expect(served.body).toBeInstanceOf(ReadableStream)
    expect(served.headers.has('content-length')).toBe(false)

    const reader = served.body!.getReader()
    const decoder = new TextDecoder()
    feed.enqueue(
      encoder.encode(`<!DOCTYPE html><html><head><meta property="csp-nonce" content="${OLD}"/><script nonce="${OLD}">1</script>`),
    )
    // Read while the stored body is still open: a body read whole first would never answer.
    let head = ''
    const deadline = Date.now() + 5000
    while (!head.includes(`<script nonce="${NEW}">`) && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 5000))])
      if (chunk === 'waiting' || chunk.done) break
      head += decoder.decode(chunk.value, { stream: true })
    }
    expect(sameMarkup(head)).toContain(`<meta property="csp-nonce" content="${NEW}"/><script nonce="${NEW}">`)

    feed.enqueue(encoder.encode(`</head><body><script nonce="${OLD}">2</script></body></html>`))
    feed.close()
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value, { stream: true })
    expect(head + rest).toContain(`<script nonce="${NEW}">1</script></head><body><script nonce="${NEW}">2</script>`)
    expect(head + rest).not.toContain(OLD)
  })
})
