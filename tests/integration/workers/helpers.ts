import { SELF, env } from 'cloudflare:test'
import { PaymentMethodSchema, TEST_PROCESSOR_PATH } from '#contract/payment-methods.ts'
import { newUser } from '#tests/support/factories.ts'

/** The built web Worker's origin in these tests (the Host and Origin a browser on it sends). */
export const HOST = 'localhost:8787'
export const ORIGIN = `http://${HOST}`

export type BrowserInit = {
  method?: string
  headers?: Record<string, string>
  body?: BodyInit
  /** Cookie header, as a browser holding these cookies sends it. */
  cookies?: Record<string, string | undefined>
  host?: string
}

/** A request as a same-origin page on `host` makes it (Origin on unsafe methods, as browsers do). */
export function browser(path: string, init: BrowserInit = {}): Promise<Response> {
  const host = init.host ?? HOST
  const method = init.method ?? 'GET'
  const cookie = Object.entries(init.cookies ?? {})
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')
  const headers: Record<string, string> = { Host: host }
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) headers.Origin = `http://${host}`
  if (cookie) headers.Cookie = cookie
  if (typeof init.body === 'string') headers['Content-Type'] = 'application/json'
  return SELF.fetch(`http://${host}${path}`, { method, body: init.body, headers: { ...headers, ...init.headers } })
}

/** Set-Cookie lines by cookie name. */
export function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]))
}

/** A cookie's value from its Set-Cookie line. */
export function cookieValue(line: string | undefined): string | undefined {
  if (line === undefined) return undefined
  const end = line.indexOf(';')
  return line.slice(line.indexOf('=') + 1, end === -1 ? undefined : end)
}

export const DEMO_FAMILY = { email: 'family@whitfield.example', password: 'family-demo-2026' }

/** Signs the demo family member in; the tokens as the browser's cookie jar would hold them. */
export async function signIn(credentials = DEMO_FAMILY, host = HOST) {
  const response = await browser('/api/auth/sign-in', { method: 'POST', host, body: JSON.stringify(credentials) })
  const jar = setCookies(response)
  return { response, jar, fs_at: cookieValue(jar.fs_at)!, fs_rt: cookieValue(jar.fs_rt)! }
}

const part = (value: object) => btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')

/** A JWT-shaped token with `claims` and a signature nobody made. */
export function craftedJwt(claims: object): string {
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.bm90LXNpZ25lZA`
}

/**
 * A family account of its own at Whitfield, with the demo family's password (its hash copied in
 * D1, so no sign-up and no sign-up limit): for tests that sign out or reset a password, which end
 * every access token of the user and must not touch the demo accounts other tests use.
 */
export async function freshFamilyAccount(): Promise<{ id: number; email: string; password: string }> {
  const db = (env as unknown as { DB: D1Database }).DB
  const email = `own-${crypto.randomUUID()}@example.com`
  const demo = await db.prepare('SELECT password_hash AS hash FROM users WHERE email = ?').bind(DEMO_FAMILY.email).first<{ hash: string }>()
  if (!demo) throw new Error('could not copy the demo family account')
  const id = await newUser(db, { email, passwordHash: demo.hash, firstName: 'Ruth', lastName: 'Abernathy', role: 'family' })
  return { id, email, password: DEMO_FAMILY.password }
}

/**
 * A payment-method id of the local test processor for a README test card, made the way the
 * browser makes one (its own route, through the BFF): checkout and payments take only the id.
 */
export async function testPaymentMethod(number = '4242424242424242', host = HOST): Promise<string> {
  const response = await browser(TEST_PROCESSOR_PATH, {
    method: 'POST',
    host,
    body: JSON.stringify({ number, expMonth: 12, expYear: 2030, cvc: '123', name: 'Margaret Ellis', postalCode: '62704' }),
  })
  if (response.status !== 201) throw new Error(`the test processor answered ${response.status}`)
  return PaymentMethodSchema.parse(await response.json()).id
}
