import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { WebsiteContextSchema } from '#contract/website.ts'

/** A request as a browser on `host` sends it, to the built web Worker (or another Fetcher). */
function request(worker: Fetcher, path: string, host: string, headers: Record<string, string> = {}) {
  return worker.fetch(`http://${host}${path}`, { headers: { Host: host, ...headers } })
}
const workers = {
  fetch: (path: string, host: string, init: { headers?: Record<string, string> } = {}) => request(SELF, path, host, init.headers),
}
const down = { fetch: (path: string, host: string) => request(env.WEB_UPSTREAM_DOWN, path, host) }

describe('web Worker → BFF → api Worker → D1', () => {
  it('proxies the approved render context of the tenant named by the Host header', async () => {
    const response = await workers.fetch('/api/web/render-context/approved', 'harbor.localhost:8787')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const context = WebsiteContextSchema.parse(await response.json())
    expect(context.company.name).toBe('Harbor Light Funeral Chapel')
  })

  it('sets X-Host from the request’s own Host, overwriting one the client sent', async () => {
    const response = await workers.fetch('/api/web/render-context/approved', 'localhost:8787', {
      headers: { 'X-Host': 'harbor.localhost' },
    })
    const context = WebsiteContextSchema.parse(await response.json())
    expect(context.company.name).toBe('Whitfield & Sons Funeral Home')
  })

  it('proxies redirects with their query string', async () => {
    const response = await workers.fetch('/api/web/redirects?path=%2Fstaff', 'localhost:8787')
    expect(await response.json()).toEqual({ content: [{ from: '/staff', to: '/about-us/our-staff', permanent: true }] })
  })

  it('passes a 422 through with its field errors', async () => {
    const response = await workers.fetch('/api/web/redirects?path=staff', 'localhost:8787')
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      statusCode: 422,
      statusMessage: 'Unprocessable Content',
      message: 'Please check the boxes with a message above.',
      errors: { path: 'Invalid string' },
    })
  })

  it('passes an upstream 404 through for an unknown host', async () => {
    const response = await workers.fetch('/api/web/render-context/draft', 'nobody.localhost:8787')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ statusCode: 404, statusMessage: 'Not Found' })
  })

  it('proxies any other /api path (the upstream’s 404 here), never handing it to SSR', async () => {
    const response = await workers.fetch('/api/family/no-such-call', 'localhost:8787')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ statusCode: 404, statusMessage: 'Not Found' })
  })

  it('server-renders the home page of each tenant from its approved context', async () => {
    const first = await (await workers.fetch('/', 'localhost:8787')).text()
    expect(first).toContain('Whitfield &amp; Sons Funeral Home')
    expect(first).toContain('<h1>Caring for Maple Grove families since 1952</h1>')
    expect(first).toContain('--color-secondary:rgba(47, 59, 53, 0.1)')
    const second = await (await workers.fetch('/', 'harbor.localhost:8787')).text()
    expect(second).toContain('Harbor Light Funeral Chapel')
    expect(second).toContain('--button-radius:9999px')
    expect(second).not.toContain('Whitfield')
  })

  it('renders the approved site for ?preview=true alone (the draft is staff’s: private-preview.test.ts)', async () => {
    const html = await (await workers.fetch('/?preview=true', 'localhost:8787')).text()
    expect(html).toContain('<h1>Caring for Maple Grove families since 1952</h1>')
  })

  it('gives an unknown host the 404 error page, not a stack trace', async () => {
    const response = await workers.fetch('/', 'nobody.localhost:8787')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<title>404 - Page Not Found</title>')
    expect(html).toContain('Sorry, we can&#x27;t find that page')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).not.toMatch(/at \w+ \(|\.js:\d+:\d+/)
  })
})

describe('web Worker with its upstream down', () => {
  it('answers API calls with a 502 envelope', async () => {
    // A port of its own: the edge cache is shared with the tests above, and a cached answer
    // would rightly stand in for the upstream (tests/integration/workers/cache.test.ts).
    const response = await down.fetch('/api/web/render-context/approved', 'localhost:8790')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ statusCode: 502, statusMessage: 'Bad Gateway' })
  })

  it('renders the spec’s error page for other errors', async () => {
    const response = await down.fetch('/', 'localhost:8790')
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(html).toContain('<title>502 - Bad Gateway</title>')
    expect(html).toContain('The page you&#x27;re looking for is temporarily unavailable. Please try again later.')
    expect(html).toContain('>Search for a loved one</a>')
    expect(html).not.toMatch(/at \w+ \(|\.js:\d+:\d+/)
  })
})
