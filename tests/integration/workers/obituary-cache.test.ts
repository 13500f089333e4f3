import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ObituaryPageSchema, ObituarySchema } from '#contract/obituaries.ts'

/**
 * An obituary's pages are edge-cached for anonymous visitors, and a memory posted to a wall that
 * publishes at once purges the host (bff/cache/purge.ts `purgeOnObituaryChange`), so the next view of
 * the memories tab is a MISS that shows the memory. Harbor Light, on a port of its own (the port
 * is part of every key; a purge moves the host's version on every port).
 */

const HOST = 'harbor.localhost:8841'

function get(path: string) {
  return SELF.fetch(`http://${HOST}${path}`, { headers: { Host: HOST, Accept: 'text/html,*/*' } })
}

async function json(path: string): Promise<unknown> {
  const response = await SELF.fetch(`http://${HOST}${path}`, { headers: { Host: HOST, Accept: 'application/json' } })
  expect(response.status).toBe(200)
  return response.json()
}

/** A published obituary of the host whose memorial wall is open and publishes memories at once. */
async function obituaryWithPublishingWall() {
  const list = ObituaryPageSchema.parse(await json('/api/web/obituaries?size=50'))
  for (const summary of list.content) {
    const obituary = ObituarySchema.parse(await json(`/api/web/obituaries/${summary.id}`))
    if (obituary.memorialWall.open && obituary.memorialWall.moderation === 'publish') return obituary
  }
  throw new Error('the demo seed has no Harbor Light obituary with a publishing wall')
}

describe('edge cache of obituary pages', () => {
  it('caches the memories tab, and a memory posted to a publishing wall makes the next view a MISS showing it', async () => {
    const obituary = await obituaryWithPublishingWall()
    const page = `/obituaries/${obituary.id}/${obituary.nameSlug}/memories`

    const first = await get(page)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache')).toBe('MISS')
    await first.text()
    const second = await get(page)
    expect(second.headers.get('x-cache')).toBe('HIT')
    await second.text()

    const text = `Integration memory ${crypto.randomUUID()}: he always had time for a story.`
    const posted = await SELF.fetch(`http://${HOST}/api/web/obituaries/${obituary.id}/memories`, {
      method: 'POST',
      headers: {
        Host: HOST,
        Origin: `http://${HOST}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        // A client address of its own: the memory rate limit counts per address.
        'CF-Connecting-IP': '198.51.100.241',
      },
      body: JSON.stringify({ name: 'A neighbour', email: '', text }),
    })
    expect(posted.status).toBe(201)
    await posted.text()

    const after = await get(page)
    expect(after.headers.get('x-cache')).toBe('MISS')
    expect(await after.text()).toContain(text)
    expect((await get(page)).headers.get('x-cache')).toBe('HIT')
  })

  it('keeps the cache when a memory is refused (a 422 purges nothing)', async () => {
    const obituary = await obituaryWithPublishingWall()
    const page = `/obituaries/${obituary.id}/${obituary.nameSlug}`
    await (await get(page)).text()
    expect((await get(page)).headers.get('x-cache')).toBe('HIT')
    const refused = await SELF.fetch(`http://${HOST}/api/web/obituaries/${obituary.id}/memories`, {
      method: 'POST',
      headers: { Host: HOST, Origin: `http://${HOST}`, 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.242' },
      body: JSON.stringify({ name: '', text: '' }),
    })
    expect(refused.status).toBe(422)
    await refused.text()
    expect((await get(page)).headers.get('x-cache')).toBe('HIT')
  })
})
