import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { expect } from 'vitest'
import { DEMO_PASSWORDS } from '#api/seed/demo.ts'
import { createApiApp } from '#api/src/app.ts'
import { AuthResultSchema, signUpConfirmPath, UPSTREAM_AUTH_PATHS, type AuthResult, type SignUpBody } from '#contract/auth.ts'
import { PaymentMethodSchema, TEST_PROCESSOR_PATH, type TestCard } from '#contract/payment-methods.ts'
import { errorOf } from '#tests/support/error-body.ts'

/** Shared by the api tests of every area: calls into the api Worker as the BFF would. */

export const WHITFIELD = 'localhost'
export const HARBOR = 'harbor.localhost'

export const ACCOUNTS = {
  whitfieldFamily: { host: WHITFIELD, email: 'family@whitfield.example', password: DEMO_PASSWORDS.family },
  whitfieldStaff: { host: WHITFIELD, email: 'staff@whitfield.example', password: DEMO_PASSWORDS.staff },
  /** Member of case 1101 only. */
  whitfieldRelative: { host: WHITFIELD, email: 'relative@whitfield.example', password: DEMO_PASSWORDS.family },
  whitfieldDirector: { host: WHITFIELD, email: 'director@whitfield.example', password: DEMO_PASSWORDS.staff },
  whitfieldEditor: { host: WHITFIELD, email: 'editor@whitfield.example', password: DEMO_PASSWORDS.staff },
  harborFamily: { host: HARBOR, email: 'family@harbor.example', password: DEMO_PASSWORDS.family },
  harborStaff: { host: HARBOR, email: 'staff@harbor.example', password: DEMO_PASSWORDS.staff },
} as const

export type CallOptions = {
  method?: string
  host?: string
  token?: string
  /** JSON body (sets Content-Type). */
  json?: unknown
  /** Multipart body. */
  form?: FormData
  headers?: Record<string, string>
}

export function api(path: string, { method, host = WHITFIELD, token, json, form, headers = {} }: CallOptions = {}): Promise<Response> {
  return SELF.fetch(`https://api.test${path}`, {
    method: method ?? (json !== undefined || form ? 'POST' : 'GET'),
    headers: {
      Accept: 'application/json',
      'X-Host': host,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : form,
  })
}

/**
 * The api app as deployed with `bindings` changed (undefined: not set), called as the BFF would:
 * for what differs between local development and production (the outbox, test payments).
 */
export async function callWith(bindings: Partial<Cloudflare.Env>, path: string, init: CallOptions = {}): Promise<Response> {
  const { method, host = WHITFIELD, token, json, headers = {} } = init
  const ctx = createExecutionContext()
  const response = await createApiApp().fetch(
    new Request(`https://api.test${path}`, {
      method: method ?? (json === undefined ? 'GET' : 'POST'),
      headers: {
        'X-Host': host,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    }),
    { ...env, ...bindings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

/** Signs a demo account in and answers its access token. */
export async function tokenFor(account: { host: string; email: string; password: string }): Promise<string> {
  const response = await api(UPSTREAM_AUTH_PATHS.signIn, { host: account.host, json: { email: account.email, password: account.password } })
  if (response.status !== 200) throw new Error(`sign-in of ${account.email} answered ${response.status}`)
  return AuthResultSchema.parse(await response.json()).accessToken
}

/**
 * The access tokens of the four accounts most api tests sign in as: Whitfield's family owner, its
 * relative (a member of case 1101 only), its staff, and Harbor's family (another funeral home).
 */
export async function demoTokens(): Promise<{ family: string; relative: string; staff: string; harbor: string }> {
  const [family, relative, staff, harbor] = await Promise.all([
    tokenFor(ACCOUNTS.whitfieldFamily),
    tokenFor(ACCOUNTS.whitfieldRelative),
    tokenFor(ACCOUNTS.whitfieldStaff),
    tokenFor(ACCOUNTS.harborFamily),
  ])
  return { family, relative, staff, harbor }
}

let lastAddress = 0
/**
 * A client address of its own (CF-Connecting-IP): calls that are rate-limited per address
 * (decision 018) use one per call where a test is about something else.
 */
export function freshAddress(): Record<string, string> {
  lastAddress++
  return { 'CF-Connecting-IP': `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}` }
}

/**
 * A payment-method id of the local test processor for a README test card, made the way the
 * browser makes one (its own route): checkout and payments take only the id.
 */
export async function paymentMethodFor(card: Partial<TestCard> = {}): Promise<string> {
  const response = await api(TEST_PROCESSOR_PATH, {
    json: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Margaret Ellis', postalCode: '62704', ...card },
  })
  return (await ok(response, PaymentMethodSchema, 201)).id
}

/** A new random idempotency key. */
export function idempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '')
}

/** The body of a success with `status`, parsed with `schema`; a failure shows what the api answered. */
export async function ok<T>(response: Response, schema: { parse(value: unknown): T }, status = 200): Promise<T> {
  const body: unknown = await response.json()
  expect({ status: response.status, body }).toMatchObject({ status })
  return schema.parse(body)
}

/** The error envelope of a failure with `status` (errorOf with the status required). */
export function failure(response: Response, status: number) {
  return errorOf(response, status)
}

/** The token of the last "finish your sign-up" link mailed to `to`, if any. */
export async function signUpLink(to: string): Promise<string | undefined> {
  const row = await env.DB.prepare('SELECT text FROM outbox WHERE kind = \'sign-up\' AND "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(to.trim().toLowerCase())
    .first<{ text: string }>()
  return /\/family-portal\/sign-up\/([A-Za-z0-9_-]{43})/.exec(row?.text ?? '')?.[1]
}

/**
 * Signs up (202) and finishes with the mailed link and the same password, as the new person
 * would: answers the finished sign-up (200, an AuthResult) or throws with what the api said.
 */
export async function signUpFinished(body: SignUpBody, options: Pick<CallOptions, 'host' | 'headers'> = {}): Promise<AuthResult> {
  const asked = await api(UPSTREAM_AUTH_PATHS.signUp, { ...options, json: body })
  if (asked.status !== 202) throw new Error(`sign-up answered ${asked.status}: ${await asked.text()}`)
  const token = await signUpLink(body.email)
  if (!token) throw new Error(`no sign-up link mailed to ${body.email}`)
  const finished = await api(signUpConfirmPath(token), { ...options, json: { password: body.password } })
  if (finished.status !== 200) throw new Error(`finishing the sign-up answered ${finished.status}: ${await finished.text()}`)
  return AuthResultSchema.parse(await finished.json())
}
