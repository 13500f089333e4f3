import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { PRICE_LIST_PATH, PriceListSchema } from '#contract/price-list.ts'

/**
 * The public price list page (issue 18 point 10) through the built web Worker: rendered from the
 * api's price list for each host, edge-cached like every public page, never for a signed-in
 * visitor. Ports of its own (the port is part of every cache key), as in cache.test.ts.
 */

function get(host: string, path: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`http://${host}${path}`, { headers: { Host: host, Accept: 'text/html,*/*', ...headers } })
}

describe('the price list page', () => {
  it('shows each home its own prices, and serves the second anonymous visit from the edge cache', async () => {
    for (const [host, embalming, other] of [
      ['localhost:8851', '$895.00', '$1,030.00'],
      ['harbor.localhost:8851', '$1,030.00', '$895.00'],
    ] as const) {
      const first = await get(host, '/price-list')
      expect(first.status).toBe(200)
      expect(first.headers.get('x-cache')).toBe('MISS')
      const html = await first.text()
      expect(html).toContain('<h1>General Price List</h1>')
      expect(html).toMatch(/<th scope="row" class="price-table__item">Embalming<\/th>/)
      expect(html).toContain(`>${embalming}</td>`)
      expect(html).not.toContain(`>${other}</td>`)
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://${host.replaceAll('.', '\\.')}/price-list"`))
      const second = await get(host, '/price-list')
      expect(second.headers.get('x-cache')).toBe('HIT')
      await second.body?.cancel()
    }
  })

  it('is never cached for a signed-in visitor', async () => {
    const response = await get('localhost:8852', '/price-list', { Cookie: 'fs_at=not-a-real-token' })
    expect(response.headers.get('x-cache')).toBe('BYPASS')
    await response.body?.cancel()
  })

  it('answers the browser’s own read without a sign-in, through the BFF, uncached at the edge as every public read is', async () => {
    const response = await SELF.fetch(`http://localhost:8853${PRICE_LIST_PATH}`, {
      headers: { Host: 'localhost:8853', Accept: 'application/json' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache')).toBe('BYPASS')
    const list = PriceListSchema.parse(await response.json())
    expect(list.categories[0]?.name).toBe('Professional Services')
  })
})
