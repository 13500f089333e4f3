import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { webConfig, type WebBindings } from '#bff/env.ts'
import { HSTS, nonceOf, secureHeaders } from '#bff/secure-headers.ts'
import { html, webEnv } from './bff-kit.ts'

/** The secure headers around a stub SSR that writes the nonce it was given into its scripts. */
function setup(env: WebBindings = webEnv()) {
  const seen: (string | undefined)[] = []
  const app = new Hono<{ Bindings: WebBindings }>()
  app.use('*', secureHeaders())
  app.get('/redirect', () => Response.redirect('https://whitfield.test/elsewhere', 302))
  app.get('*', (c) => {
    const nonce = nonceOf(c.req.raw)
    seen.push(nonce)
    return html(`<script nonce="${nonce}">hydrate()</script>`)
  })
  const get = (url: string, init: RequestInit = {}) => app.request(url, init, env)
  return { get, seen }
}

function csp(response: Response): Map<string, string> {
  const value = response.headers.get('content-security-policy') ?? ''
  return new Map(
    value.split(';').map((d) => {
      const [name = '', ...rest] = d.trim().split(/\s+/)
      return [name, rest.join(' ')]
    }),
  )
}

describe('secure headers', () => {
  it('set a CSP whose script nonce is new per request and the one SSR wrote', async () => {
    const { get, seen } = setup()
    const first = await get('https://whitfield.test/')
    const second = await get('https://whitfield.test/')
    const nonce = /'nonce-([^']+)'/.exec(csp(first).get('script-src') ?? '')?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(seen[0]).toBe(nonce)
    expect(await first.text()).toContain(`<script nonce="${nonce}">`)
    expect(seen[1]).not.toBe(seen[0])
    expect(csp(second).get('script-src')).toBe(`'self' 'nonce-${seen[1]}' https://js.stripe.com`)
  })

  it('allow inline styles, images from https and data:, and nothing else from elsewhere', async () => {
    const policy = csp(await setup().get('https://whitfield.test/'))
    expect(policy.get('default-src')).toBe("'self'")
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'")
    expect(policy.get('img-src')).toBe("'self' data: blob: https:")
    expect(policy.get('object-src')).toBe("'none'")
    expect(policy.get('base-uri')).toBe("'self'")
    expect(policy.get('frame-ancestors')).toBe("'self'")
  })

  it('hand SSR its own nonce whatever header the client sent', async () => {
    const { get, seen } = setup()
    const response = await get('https://whitfield.test/', { headers: { 'x-bff-csp-nonce': 'attacker-chosen-nonce-1234' } })
    expect(seen[0]).not.toBe('attacker-chosen-nonce-1234')
    expect(csp(response).get('script-src')).toContain(`'nonce-${seen[0]}'`)
  })

  it('let the editor frame the site when EDITOR_ORIGIN is set, and drop X-Frame-Options then', async () => {
    const plain = await setup().get('https://whitfield.test/')
    expect(plain.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const framed = await setup(webEnv({ EDITOR_ORIGIN: 'https://editor.example.com' })).get('https://whitfield.test/')
    expect(csp(framed).get('frame-ancestors')).toBe("'self' https://editor.example.com")
    expect(framed.headers.has('x-frame-options')).toBe(false)
  })

  it('send HSTS over https only', async () => {
    const { get } = setup()
    expect((await get('https://whitfield.test/')).headers.get('strict-transport-security')).toBe(HSTS)
    expect((await get('http://localhost:8787/')).headers.has('strict-transport-security')).toBe(false)
  })

  it('send nosniff, the referrer policy and a permissions policy with payment for ourselves only', async () => {
    const response = await setup().get('https://whitfield.test/')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(self)')
  })

  it('also reach responses whose headers are immutable', async () => {
    const response = await setup().get('https://whitfield.test/redirect')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://whitfield.test/elsewhere')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.has('content-security-policy')).toBe(true)
  })
})

/** 'refused' when webConfig refuses the value and names the var, else what happened. */
function refusal(value: string): string {
  try {
    webConfig(webEnv({ EDITOR_ORIGIN: value }))
    return 'accepted'
  } catch (error) {
    return error instanceof Error && error.message.includes('EDITOR_ORIGIN') ? 'refused' : String(error)
  }
}

describe('EDITOR_ORIGIN', () => {
  it('is an http(s) origin, normalised; empty means none', () => {
    expect(webConfig(webEnv({ EDITOR_ORIGIN: 'https://editor.example.com/' })).EDITOR_ORIGIN).toBe('https://editor.example.com')
    expect(webConfig(webEnv({ EDITOR_ORIGIN: 'http://localhost:5173' })).EDITOR_ORIGIN).toBe('http://localhost:5173')
    expect(webConfig(webEnv({ EDITOR_ORIGIN: '' })).EDITOR_ORIGIN).toBeUndefined()
    expect(webConfig(webEnv()).EDITOR_ORIGIN).toBeUndefined()
  })

  it('refuses a path, a query, credentials or another scheme, naming the var', () => {
    const bad = [
      'https://editor.example.com/app',
      'https://editor.example.com/?x=1',
      'https://u:p@editor.example.com',
      'javascript:alert(1)',
      "https://a.example 'unsafe-inline'",
    ]
    expect(bad.map(refusal)).toEqual(bad.map(() => 'refused'))
  })
})
