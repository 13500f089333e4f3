import type { z } from 'zod'
import { DEFAULT_API_VERSION, HEADER_API_VERSION } from '#contract/headers.ts'
import { encodeBody, type HttpBody } from './body.ts'
import { apiErrorFrom, CancelError, isAbortError } from './errors.ts'
import { withQuery, type QueryObject } from './query.ts'
import { retryDelay, shouldRetry } from './retry.ts'

/**
 * The one HTTP client (spec §7, decision 007): the BFF builds it on the
 * service binding's fetch toward the upstream, the browser on the global fetch
 * toward the BFF. Nothing here touches Node, Workers or browser-only globals at
 * import, so the same module ships to all three.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type MaybePromise<T> = T | Promise<T>

/** `fetch`, or anything shaped like it (a service binding's `fetch`, a test double). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

export type HttpClientOptions = {
  fetch: FetchLike
  /**
   * Resolved with `new URL(path, baseUrl)`: an absolute path replaces the base's
   * path. Empty (the browser) keeps paths relative, i.e. same-origin.
   */
  baseUrl?: string
  /** Stated by every client: 'omit' toward the upstream, 'same-origin' toward the BFF. */
  credentials: RequestCredentials
  /** Headers of every call (X-Host, X-TimeZone), asked for per call. */
  headers?: () => MaybePromise<HeadersInit>
  /** The bearer token, stored without its "Bearer " prefix; no token, no Authorization header. */
  token?: () => MaybePromise<string | null | undefined>
  /** API version asked for when a call names none (spec §7: 0). */
  version?: number
  redirect?: RequestRedirect
  /**
   * Turns a fetch that failed without a response (network, DNS, refused) into
   * one, e.g. the BFF's 502 envelope; that response is then retried like any
   * other. Without it the failure is rethrown as it is.
   */
  onUnreachable?: (cause: unknown) => Response
  /** Time budget of a call, retries and their waits included (RETRY_BUDGET_MS when absent). */
  retryBudgetMs?: number
  /** The longest Retry-After waited for (MAX_RETRY_DELAY_MS when absent); a longer one is not retried. */
  maxRetryDelayMs?: number
}

export type RequestOptions = {
  method?: HttpMethod
  query?: QueryObject
  body?: HttpBody
  headers?: HeadersInit
  signal?: AbortSignal
  /**
   * Retries for an idempotent call (default 1); POST, PUT, PATCH and DELETE are never retried,
   * nor is a call with a stream body (it cannot be read twice). A retry waits for the
   * response's Retry-After within the client's budget (retry.ts `retryDelay`).
   */
  retries?: number
  version?: number
}

type CallOptions = Omit<RequestOptions, 'method'>

export type HttpClient = {
  /** The response as it came (after retries), whatever its status: the BFF's proxy passes it on. */
  send(path: string, options?: RequestOptions): Promise<Response>
  /**
   * The body parsed with `schema`. A non-ok status raises ApiError; 204 (or an
   * empty body) is `undefined`, so such calls use `z.undefined()` or `z.void()`.
   */
  request<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>
  get<S extends z.ZodType>(path: string, schema: S, options?: Omit<CallOptions, 'body'>): Promise<z.output<S>>
  post<S extends z.ZodType>(path: string, schema: S, options?: CallOptions): Promise<z.output<S>>
  put<S extends z.ZodType>(path: string, schema: S, options?: CallOptions): Promise<z.output<S>>
  patch<S extends z.ZodType>(path: string, schema: S, options?: CallOptions): Promise<z.output<S>>
  delete<S extends z.ZodType>(path: string, schema: S, options?: CallOptions): Promise<z.output<S>>
}

function mergeInto(target: Headers, source: HeadersInit | undefined) {
  if (source) new Headers(source).forEach((value, name) => target.set(name, value))
}

/** A 204 or an empty body is `undefined`; JSON is parsed; anything else stays text. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text
}

/** Waits `ms`, or rejects with CancelError as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer)
      reject(new CancelError(undefined, { cause: signal?.reason }))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** A stream can be read once: a call sending one is never retried. */
function isStream(body: BodyInit | undefined): body is ReadableStream {
  return typeof ReadableStream !== 'undefined' && body instanceof ReadableStream
}

/** Runs `work`, turning an abort of `signal` (or fetch's own abort error) into CancelError. */
async function cancellable<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  if (signal?.aborted) throw new CancelError(undefined, { cause: signal.reason })
  try {
    return await work()
  } catch (error) {
    if (error instanceof CancelError) throw error
    if (signal?.aborted || isAbortError(error)) throw new CancelError(undefined, { cause: error })
    throw error
  }
}

export function createHttpClient(config: HttpClientOptions): HttpClient {
  async function headersFor(options: RequestOptions, contentType: string | undefined): Promise<Headers> {
    const headers = new Headers({
      Accept: 'application/json',
      [HEADER_API_VERSION]: String(options.version ?? config.version ?? DEFAULT_API_VERSION),
    })
    mergeInto(headers, await config.headers?.())
    if (contentType) headers.set('Content-Type', contentType)
    mergeInto(headers, options.headers)
    const token = await config.token?.()
    if (token) headers.set('Authorization', `Bearer ${token}`)
    return headers
  }

  function urlFor(path: string, query: QueryObject | undefined): string {
    const full = withQuery(path, query)
    return config.baseUrl ? new URL(full, config.baseUrl).toString() : full
  }

  async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
    // Headers and retries are awaited; the caller may have given up meanwhile.
    if (init.signal?.aborted) throw new CancelError(undefined, { cause: init.signal.reason })
    try {
      return await config.fetch(url, init)
    } catch (cause) {
      if (init.signal?.aborted || isAbortError(cause) || !config.onUnreachable) throw cause
      return config.onUnreachable(cause)
    }
  }

  async function send(path: string, options: RequestOptions = {}): Promise<Response> {
    const method = options.method ?? 'GET'
    const { signal } = options
    return cancellable(signal, async () => {
      const started = Date.now()
      const encoded = encodeBody(options.body)
      const streamed = isStream(encoded?.body)
      // `duplex: 'half'` is what fetch wants for a stream body (Node, browsers); workerd ignores it.
      const init: RequestInit & { duplex?: 'half' } = {
        method,
        headers: await headersFor(options, encoded?.contentType),
        body: encoded?.body,
        credentials: config.credentials,
        redirect: config.redirect,
        signal,
        ...(streamed ? { duplex: 'half' as const } : {}),
      }
      const url = urlFor(path, options.query)
      // Attempts run one after another: each waits for the previous one's status.
      async function attempt(made: number): Promise<Response> {
        const response = await fetchOnce(url, init)
        if (response.ok || streamed) return response
        if (!shouldRetry({ method, status: response.status, attempt: made, retries: options.retries })) return response
        const now = Date.now()
        const delay = retryDelay({
          retryAfter: response.headers.get('retry-after'),
          elapsedMs: now - started,
          now,
          budgetMs: config.retryBudgetMs,
          maxDelayMs: config.maxRetryDelayMs,
        })
        if (delay === undefined) return response
        // Nobody reads the failed attempt's body; release it before asking again.
        await response.body?.cancel().catch(() => {})
        if (signal?.aborted) throw new CancelError(undefined, { cause: signal.reason })
        await wait(delay, signal)
        return attempt(made + 1)
      }
      return attempt(0)
    })
  }

  async function request<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}) {
    const response = await send(path, options)
    return cancellable(options.signal, async (): Promise<z.output<S>> => {
      if (!response.ok) throw await apiErrorFrom(response)
      return schema.parse(await readBody(response))
    })
  }

  return {
    send,
    request,
    get: (path, schema, options) => request(path, schema, { ...options, method: 'GET' }),
    post: (path, schema, options) => request(path, schema, { ...options, method: 'POST' }),
    put: (path, schema, options) => request(path, schema, { ...options, method: 'PUT' }),
    patch: (path, schema, options) => request(path, schema, { ...options, method: 'PATCH' }),
    delete: (path, schema, options) => request(path, schema, { ...options, method: 'DELETE' }),
  }
}
