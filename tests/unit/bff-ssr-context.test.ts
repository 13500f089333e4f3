import { describe, expect, it } from 'vitest'
import { ACCESS_TOKEN_COOKIE } from '#bff/session.ts'
import { PublicAnswer } from '#bff/cache/public-answers.ts'
import { ssrContext } from '#bff/ssr-context.ts'
import { UPSTREAM_AUTH_PATHS, type SessionUser } from '#contract/auth.ts'
import { HEADER_HOST, HEADER_TIME_ZONE } from '#contract/headers.ts'
import { z } from 'zod'
import { testJwt, webEnvWithUpstream } from './bff-kit.ts'

/** What the BFF hands Start for one page render (bff/ssr-context.ts), seen from SSR's side. */

const USER: SessionUser = {
  id: 7,
  email: 'family@whitfield.example',
  firstName: 'Ada',
  lastName: 'Whitfield',
  role: 'family',
  staffRole: null,
}
const liveToken = (sub = '7') => testJwt({ sub, exp: Math.floor(Date.now() / 1000) + 900 })

function page(headers: Record<string, string> = {}) {
  return new Request('http://harbor.localhost:8787/family-portal', { headers })
}

describe('the SSR context', () => {
  it('calls the upstream as this request: its host, its zone, the session’s bearer only where asked', async () => {
    const seen: Request[] = []
    const env = webEnvWithUpstream((request) => {
      seen.push(request)
      return Response.json({ ok: true })
    })
    const token = liveToken()
    const context = ssrContext(env, page({ Cookie: `${ACCESS_TOKEN_COOKIE}=${token}`, [HEADER_TIME_ZONE]: 'America/Chicago' }))
    await context.upstreamJson('/api/family/cases', z.object({ ok: z.boolean() }))
    await context.publicUpstreamJson('/api/web/obituaries', z.object({ ok: z.boolean() }))
    expect(seen.map((r) => [new URL(r.url).pathname, r.headers.get('Authorization')])).toEqual([
      ['/api/family/cases', `Bearer ${token}`],
      ['/api/web/obituaries', null],
    ])
    for (const request of seen) {
      expect(request.headers.get(HEADER_HOST)).toBe('harbor.localhost:8787')
      expect(request.headers.get(HEADER_TIME_ZONE)).toBe('America/Chicago')
    }
    expect(context.timeZone).toBe('America/Chicago')
  })

  it('gives the configured default zone when the browser sent none or an invalid one', () => {
    const env = webEnvWithUpstream(() => new Response(null, { status: 500 }), { DEFAULT_TIME_ZONE: 'America/New_York' })
    expect(ssrContext(env, page()).timeZone).toBe('America/New_York')
    expect(ssrContext(env, page({ [HEADER_TIME_ZONE]: 'Mars/Olympus' })).timeZone).toBe('America/New_York')
    expect(
      ssrContext(
        webEnvWithUpstream(() => new Response(null), { DEFAULT_TIME_ZONE: '' }),
        page(),
      ).timeZone,
    ).toBeUndefined()
  })

  it('knows who is signed in by the access token, and answers null without one or when the upstream refuses it', async () => {
    const calls: string[] = []
    const refused = liveToken('9')
    const env = webEnvWithUpstream((request) => {
      calls.push(new URL(request.url).pathname)
      return request.headers.get('Authorization') === `Bearer ${refused}`
        ? Response.json({ statusCode: 401, statusMessage: 'Unauthorized' }, { status: 401 })
        : Response.json({ user: USER })
    })
    expect(await ssrContext(env, page({ Cookie: `${ACCESS_TOKEN_COOKIE}=${liveToken()}` })).sessionUser()).toEqual(USER)
    expect(calls).toEqual([UPSTREAM_AUTH_PATHS.session])
    expect(await ssrContext(env, page()).sessionUser()).toBeNull()
    const expired = testJwt({ sub: '7', exp: Math.floor(Date.now() / 1000) - 60 })
    expect(await ssrContext(env, page({ Cookie: `${ACCESS_TOKEN_COOKIE}=${expired}` })).sessionUser()).toBeNull()
    expect(calls).toHaveLength(1)
    expect(await ssrContext(env, page({ Cookie: `${ACCESS_TOKEN_COOKIE}=${refused}` })).sessionUser()).toBeNull()
    expect(calls).toHaveLength(2)
  })

  it('lets an upstream failure other than 401 through, for the error page', async () => {
    const env = webEnvWithUpstream(() => Response.json({ statusCode: 503, statusMessage: 'Service Unavailable' }, { status: 503 }))
    await expect(ssrContext(env, page({ Cookie: `${ACCESS_TOKEN_COOKIE}=${liveToken()}` })).sessionUser()).rejects.toMatchObject({
      statusCode: 503,
    })
  })

  it('takes the approved render context of an anonymous render from the edge cache’s copy, and nothing else', async () => {
    const calls: string[] = []
    const env = webEnvWithUpstream((request) => {
      calls.push(new URL(request.url).pathname)
      return Response.json({ ok: false })
    })
    const asked: string[] = []
    const publicAnswer = async (path: string) => {
      asked.push(path)
      return path === '/api/web/render-context/approved' ? new PublicAnswer('{"ok":true}') : undefined
    }
    const schema = z.object({ ok: z.boolean() })
    const anonymous = ssrContext(env, page(), { publicAnswer })
    expect(await anonymous.upstreamJson('/api/web/render-context/approved', schema)).toEqual({ ok: true })
    expect(await anonymous.publicUpstreamJson('/api/web/render-context/approved', schema)).toEqual({ ok: true })
    // A path the edge cache does not hold for everybody is not even asked for.
    expect(await anonymous.upstreamJson('/api/web/render-context/draft', schema)).toEqual({ ok: false })
    expect(calls).toEqual(['/api/web/render-context/draft'])
    // The cache has no fresh copy: the upstream answers.
    expect(await anonymous.upstreamJson('/api/web/redirects', schema)).toEqual({ ok: false })
    // Signed in, the call carries the bearer: the upstream's own answer.
    const signedIn = ssrContext(env, page({ Cookie: `${ACCESS_TOKEN_COOKIE}=${liveToken()}` }), { publicAnswer })
    expect(await signedIn.upstreamJson('/api/web/render-context/approved', schema)).toEqual({ ok: false })
    expect(calls).toEqual(['/api/web/render-context/draft', '/api/web/redirects', '/api/web/render-context/approved'])
    expect(asked).toEqual(['/api/web/render-context/approved', '/api/web/render-context/approved', '/api/web/redirects'])
  })

  it('takes a page’s shared public reads (an obituary list, an obituary) from the edge cache, never the shop', async () => {
    const calls: string[] = []
    const env = webEnvWithUpstream((request) => {
      const url = new URL(request.url)
      calls.push(url.pathname + url.search)
      return Response.json({ ok: false })
    })
    const asked: string[] = []
    const publicAnswer = async (path: string) => {
      asked.push(path)
      return new PublicAnswer('{"ok":true}')
    }
    const schema = z.object({ ok: z.boolean() })
    const render = ssrContext(env, page(), { publicAnswer })
    expect(await render.publicUpstreamJson('/api/web/obituaries?page=0&size=3', schema)).toEqual({ ok: true })
    expect(await render.upstreamJson('/api/web/obituaries/1001', schema)).toEqual({ ok: true })
    expect(await render.upstreamJson('/api/web/obituaries/1001/shop/orders/7?token=secret', schema)).toEqual({ ok: false })
    expect(asked).toEqual(['/api/web/obituaries?page=0&size=3', '/api/web/obituaries/1001'])
    expect(calls).toEqual(['/api/web/obituaries/1001/shop/orders/7?token=secret'])
  })

  it('parses the edge cache’s copy once per schema, and hands every render the same frozen value', async () => {
    const env = webEnvWithUpstream(() => Response.json({ ok: false }))
    const copy = new PublicAnswer('{"ok":true,"pages":[{"path":"/"}]}')
    let parses = 0
    const schema = z.object({ ok: z.boolean(), pages: z.array(z.object({ path: z.string() })) }).transform((value) => {
      parses++
      return value
    })
    const publicAnswer = async () => copy
    const first = await ssrContext(env, page(), { publicAnswer }).upstreamJson('/api/web/render-context/approved', schema)
    const second = await ssrContext(env, page(), { publicAnswer }).publicUpstreamJson('/api/web/render-context/approved', schema)
    expect(second).toBe(first)
    expect(parses).toBe(1)
    expect(Object.isFrozen(first) && Object.isFrozen(first.pages) && Object.isFrozen(first.pages[0])).toBe(true)
    expect(() => first.pages.push({ path: '/x' })).toThrow(TypeError)
    // Another schema makes its own value from the same text.
    const other = z.object({ ok: z.boolean() })
    expect(await ssrContext(env, page(), { publicAnswer }).upstreamJson('/api/web/render-context/approved', other)).toEqual({ ok: true })
  })

  it('parses again after an answer off its contract, and does not keep the failure', async () => {
    const env = webEnvWithUpstream(() => Response.json({ ok: false }))
    const copy = new PublicAnswer('{"ok":"yes"}')
    const publicAnswer = async () => copy
    const strict = z.object({ ok: z.boolean() })
    await expect(ssrContext(env, page(), { publicAnswer }).upstreamJson('/api/web/render-context/approved', strict)).rejects.toBeInstanceOf(
      z.ZodError,
    )
    const lenient = z.object({ ok: z.string() })
    expect(await ssrContext(env, page(), { publicAnswer }).upstreamJson('/api/web/render-context/approved', lenient)).toEqual({ ok: 'yes' })
    await expect(ssrContext(env, page(), { publicAnswer }).upstreamJson('/api/web/render-context/approved', strict)).rejects.toBeInstanceOf(
      z.ZodError,
    )
  })
})

const upstream = () => Response.json({})

describe('the editor allowed to drive a framed preview', () => {
  it('is the Worker’s EDITOR_ORIGIN, or none', () => {
    expect(ssrContext(webEnvWithUpstream(upstream, { EDITOR_ORIGIN: 'https://editor.example.com/' }), page()).editorOrigin).toBe(
      'https://editor.example.com',
    )
    expect(ssrContext(webEnvWithUpstream(upstream), page()).editorOrigin).toBeUndefined()
  })
})
