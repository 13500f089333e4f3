import { describe, expect, it } from 'vitest'
import { AFTER_PAINT_LOADER } from '#src/lib/hydrate-after-paint.server.ts'
import { browser } from './helpers.ts'

/**
 * Decision 029 in the built web Worker: every page Start renders asks for its code through the
 * after-paint loader, whose tag carries the response's CSP nonce on a render and on an edge-cache
 * hit alike (the hit swaps the nonce the page was stored with).
 */

const cspNonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

/** The loader's tag and what it names, from a page. */
function loaderOf(html: string) {
  const tag = /<script nonce="([^"]+)" data-after-paint="([^"]+)" data-modulepreload="([^"]+)">([^<]*)<\/script>/.exec(html)
  if (!tag) throw new Error('no after-paint loader in the page')
  const [, nonce, entry, preloads, text] = tag
  return { nonce, entry, preloads: (preloads ?? '').split(' '), text }
}

/** A visit on a port of this test's own (the port is part of every cache key): the first renders the page (MISS), the next is a HIT. */
const visit = () => browser('/privacy-policy', { host: 'localhost:8831', headers: { Accept: 'text/html,*/*' } })

describe('a page asks for its code after its first paint (built web Worker)', () => {
  it('carries the loader instead of Start’s entry tag and modulepreloads, on a render and on a hit', async () => {
    const rendered = await visit()
    const renderedHtml = await rendered.text()
    const hit = await visit()
    expect([rendered.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['MISS', 'HIT'])

    for (const [response, html] of [
      [rendered, renderedHtml],
      [hit, await hit.text()],
    ] as const) {
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/)
      expect(html).not.toMatch(/<script[^>]*type="module"/)
      const loader = loaderOf(html)
      expect(loader.text).toBe(AFTER_PAINT_LOADER)
      expect(loader.nonce).toBe(cspNonce(response))
      expect(loader.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/)
      // The entry comes first among the preloads, then the page's route chunks.
      expect(loader.preloads[0]).toBe(loader.entry)
      expect(loader.preloads.length).toBeGreaterThan(1)
      expect(loader.preloads.every((href) => /^\/assets\/[\w-]+\.js$/.test(href))).toBe(true)
    }
    expect(cspNonce(rendered)).not.toBe(cspNonce(hit))
  })

  it('leaves answers that are not pages as they are', async () => {
    const response = await browser('/api/web/render-context/approved')
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.text()).not.toContain('data-after-paint')
  })
})
