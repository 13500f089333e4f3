import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { RedirectListSchema } from '#contract/redirects.ts'
import { WebsiteContextSchema } from '#contract/website.ts'

function call(path: string, host?: string) {
  return SELF.fetch(`https://api.test${path}`, {
    headers: { Accept: 'application/json', ...(host ? { 'X-Host': host } : {}) },
  })
}

describe('GET /api/web/render-context/:kind', () => {
  it('returns the approved context of the company the host belongs to, valid against the contract', async () => {
    const response = await call('/api/web/render-context/approved', 'localhost:8787')
    expect(response.status).toBe(200)
    const context = WebsiteContextSchema.parse(await response.json())
    expect(context.company.name).toBe('Whitfield & Sons Funeral Home')
    expect(context.locations.map((l) => l.name)).toEqual(['Elm Street Chapel', 'Riverside Chapel'])
    expect(context.navigation.find((n) => n.label === 'About Us')?.children?.length).toBe(2)
  })

  it('keeps tenants apart: the second host gets the second company', async () => {
    const context = WebsiteContextSchema.parse(await (await call('/api/web/render-context/approved', 'HARBOR.localhost')).json())
    expect(context.company.name).toBe('Harbor Light Funeral Chapel')
    expect(context.locations.every((l) => l.id >= 200)).toBe(true)
  })

  // The draft (staff or a preview link only, decision 037): tests/integration/api/previews.test.ts.

  it('is a 404 envelope for an unknown host, a missing X-Host and an unknown kind', async () => {
    const responses = await Promise.all([
      call('/api/web/render-context/approved', 'unknown.example'),
      call('/api/web/render-context/approved'),
      call('/api/web/render-context/published', 'localhost'),
    ])
    for (const response of responses) expect(response.status).toBe(404)
    const bodies = await Promise.all(responses.map((r) => r.json()))
    for (const body of bodies) expect(body).toBeErrorBody(404)
  })
})

describe('GET /api/web/redirects', () => {
  it('lists only the tenant’s redirects', async () => {
    const list = RedirectListSchema.parse(await (await call('/api/web/redirects', 'localhost')).json())
    expect(list.content.map((r) => r.from)).toEqual(['/condolences', '/livestream', '/staff'])
    const harbor = RedirectListSchema.parse(await (await call('/api/web/redirects', 'harbor.localhost')).json())
    expect(harbor.content).toEqual([{ from: '/chapel', to: '/about/our-chapel', permanent: true }])
  })

  it('finds the redirect for one path, or none', async () => {
    const hit = RedirectListSchema.parse(await (await call('/api/web/redirects?path=/staff', 'localhost')).json())
    expect(hit.content).toEqual([{ from: '/staff', to: '/about-us/our-staff', permanent: true }])
    const miss = RedirectListSchema.parse(await (await call('/api/web/redirects?path=/chapel', 'localhost')).json())
    expect(miss.content).toEqual([])
  })

  it('rejects a path that is not a path with a 422', async () => {
    const response = await call('/api/web/redirects?path=staff', 'localhost')
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      statusCode: 422,
      statusMessage: 'Unprocessable Content',
      errors: { path: 'Invalid string' },
    })
  })
})
