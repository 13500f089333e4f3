import type { WebBindings } from '#bff/env.ts'
import { base64UrlEncode } from '#core/encoding.ts'

/**
 * Test doubles for the BFF middlewares outside workerd: a Cache API cache in memory that
 * honours `max-age` on a clock the test moves, an ExecutionContext whose `waitUntil` work can
 * be awaited, and the web Worker's env with a stub upstream.
 */

export type Clock = { now: () => number; advance: (seconds: number) => void }

export function testClock(start = Date.UTC(2026, 10, 23, 12)): Clock {
  let current = start
  return { now: () => current, advance: (seconds) => (current += seconds * 1000) }
}

type Stored = { body: ArrayBuffer; status: number; headers: [string, string][]; expires: number }

function keyOf(request: RequestInfo | URL): string {
  return typeof request === 'string' ? request : request instanceof URL ? request.href : request.url
}

/** The subset of the Workers Cache API the BFF uses, in memory. */
export class MemoryCache {
  readonly entries = new Map<string, Stored>()
  puts = 0
  /** Every key looked up, in order (version keys too). */
  readonly reads: string[] = []

  private readonly clock: Clock

  constructor(clock: Clock) {
    this.clock = clock
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const key = keyOf(request)
    this.reads.push(key)
    const stored = this.entries.get(key)
    if (!stored) return undefined
    if (this.clock.now() >= stored.expires) {
      this.entries.delete(key)
      return undefined
    }
    return new Response(stored.body.slice(0), { status: stored.status, headers: stored.headers })
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]
    if (response.headers.has('set-cookie')) throw new Error('test cache: refuses Set-Cookie, like the Workers cache')
    this.puts++
    this.entries.set(keyOf(request), {
      body: await response.arrayBuffer(),
      status: response.status,
      headers: [...response.headers.entries()],
      expires: this.clock.now() + Number(maxAge ?? 0) * 1000,
    })
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(keyOf(request))
  }

  /** Keys stored, without the version entries. */
  contentKeys(): string[] {
    return [...this.entries.keys()].filter((k) => !k.endsWith('/version'))
  }
}

export type TestExecutionContext = {
  waitUntil(promise: Promise<unknown>): void
  passThroughOnException(): void
  props: Record<string, never>
  /** Awaits everything handed to waitUntil so far (and what that work handed on). */
  settle(): Promise<void>
}

export function executionContext(): TestExecutionContext {
  const pending: Promise<unknown>[] = []
  return {
    waitUntil: (promise) => void pending.push(promise),
    passThroughOnException: () => {},
    props: {},
    async settle() {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0))
    },
  }
}

/** The web Worker's env with an upstream nobody should reach (tests stub `upstream` instead). */
export function webEnv(vars: Partial<Omit<WebBindings, 'UPSTREAM'>> = {}): WebBindings {
  const upstream = {
    fetch: async () => {
      throw new Error('test: the real upstream must not be called')
    },
    connect: () => {
      throw new Error('test: no sockets')
    },
  } as unknown as Fetcher
  return { UPSTREAM: upstream, DEFAULT_TIME_ZONE: 'UTC', ...vars }
}

export function html(body: string, init: ResponseInit = {}): Response {
  return new Response(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, {
    ...init,
    headers: { 'content-type': 'text/html; charset=utf-8', ...(init.headers as Record<string, string> | undefined) },
  })
}

const jwtPart = (value: object) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)))

/** An access token of the shape the upstream signs (the BFF only decodes it, never verifies). */
export function testJwt(claims: object): string {
  return `${jwtPart({ alg: 'HS256', typ: 'JWT' })}.${jwtPart(claims)}.c2ln`
}

/** The web Worker's env with an upstream that answers `answer(request)`. */
export function webEnvWithUpstream(
  answer: (request: Request) => Response | Promise<Response>,
  vars: Partial<Omit<WebBindings, 'UPSTREAM'>> = {},
): WebBindings {
  const upstream = { fetch: async (input: RequestInfo | URL, init?: RequestInit) => answer(new Request(input, init)) } as unknown as Fetcher
  return { ...webEnv(vars), UPSTREAM: upstream }
}
