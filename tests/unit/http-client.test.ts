import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '#contract/errors.ts'
import { createHttpClient, type FetchLike, type HttpClientOptions } from '#core/http/client.ts'
import { CancelError } from '#core/http/errors.ts'

type Call = { url: string; init: RequestInit; headers: Headers }

/** A fetch that records each call and answers with the next scripted response (the last one repeats). */
function fakeFetch(...responses: Array<() => Response>) {
  const calls: Call[] = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init, headers: new Headers(init.headers) })
    const next = responses[Math.min(calls.length - 1, responses.length - 1)]
    return next ? next() : new Response(null, { status: 204 })
  }
  return { fetch, calls }
}

const ok = (body: unknown) => () => Response.json(body)
const status = (code: number, body?: unknown) => () =>
  body === undefined ? new Response(null, { status: code }) : Response.json(body, { status: code })

function client(fetch: FetchLike, options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ fetch, credentials: 'omit', baseUrl: 'https://upstream.test', ...options })
}

const Echo = z.object({ ok: z.boolean() })

describe('headers of every call (spec §7)', () => {
  it('send Accept JSON, API version 0, and the provider’s X-Host and X-TimeZone', async () => {
    const { fetch, calls } = fakeFetch(ok({ ok: true }))
    const http = client(fetch, { headers: () => ({ 'X-Host': 'harbor.localhost', 'X-TimeZone': 'America/Chicago' }) })
    await http.get('/api/web/redirects', Echo)
    const { headers } = calls[0]!
    expect(headers.get('Accept')).toBe('application/json')
    expect(headers.get('X-Api-Version')).toBe('0')
    expect(headers.get('X-Host')).toBe('harbor.localhost')
    expect(headers.get('X-TimeZone')).toBe('America/Chicago')
  })

  it('add `Authorization: Bearer <token>` only when a token exists', async () => {
    const { fetch, calls } = fakeFetch(ok({ ok: true }))
    let token: string | undefined = 'abc.def'
    const http = client(fetch, { token: () => token })
    await http.get('/api/family/cases', Echo)
    token = undefined
    await http.get('/api/family/cases', Echo)
    token = ''
    await http.get('/api/family/cases', Echo)
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer abc.def', null, null])
  })

  it('state the credentials mode of the client: omit upstream, same-origin to the BFF', async () => {
    const upstream = fakeFetch(ok({ ok: true }))
    await client(upstream.fetch, { credentials: 'omit' }).get('/x', Echo)
    const bff = fakeFetch(ok({ ok: true }))
    await createHttpClient({ fetch: bff.fetch, credentials: 'same-origin' }).get('/api/web/redirects', Echo)
    expect(upstream.calls[0]!.init.credentials).toBe('omit')
    expect(bff.calls[0]!.init.credentials).toBe('same-origin')
    // Without a base URL the path stays relative: same-origin in the browser.
    expect(bff.calls[0]!.url).toBe('/api/web/redirects')
  })

  it('let a call ask for another API version', async () => {
    const { fetch, calls } = fakeFetch(ok({ ok: true }))
    await client(fetch).get('/x', Echo, { version: 2 })
    await client(fetch, { version: 1 }).get('/x', Echo)
    expect(calls.map((c) => c.headers.get('X-Api-Version'))).toEqual(['2', '1'])
  })
})

describe('urls', () => {
  it('resolve against the base URL and flatten the query with dots', async () => {
    const { fetch, calls } = fakeFetch(ok({ ok: true }))
    await client(fetch).get('/api/family/company/gpl/items', Echo, { query: { paging: { page: 2 }, ids: [1, 2] } })
    expect(calls[0]!.url).toBe('https://upstream.test/api/family/company/gpl/items?paging.page=2&ids=1&ids=2')
  })
})

describe('bodies (spec §7)', () => {
  it('are JSON by default, with its content type', async () => {
    const { fetch, calls } = fakeFetch(ok({ ok: true }))
    await client(fetch).post('/api/web/planning/submit', Echo, { body: { locationId: 1, caseStatus: 'PRE_PLAN', fields: {} } })
    expect(calls[0]!.init.method).toBe('POST')
    expect(calls[0]!.init.body).toBe('{"locationId":1,"caseStatus":"PRE_PLAN","fields":{}}')
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json')
  })

  it('pass FormData, plain text and Blob as they are, letting fetch set their type', async () => {
    const { fetch, calls } = fakeFetch(ok({ ok: true }))
    const http = client(fetch)
    const form = new FormData()
    form.append('file', new Blob(['x']), 'x.txt')
    const blob = new Blob(['\u0000'], { type: 'image/png' })
    await http.post('/photos', Echo, { body: form })
    await http.post('/comment', Echo, { body: 'Looks lovely' })
    await http.put('/memorial-theme', Echo, { body: blob })
    expect(calls[0]!.init.body).toBe(form)
    expect(calls[1]!.init.body).toBe('Looks lovely')
    expect(calls[2]!.init.body).toBe(blob)
    for (const call of calls) expect(call.headers.has('Content-Type')).toBe(false)
  })

  it('send no body when there is none', async () => {
    const { fetch, calls } = fakeFetch(ok({ ok: true }))
    await client(fetch).post('/api/family/cases/1/obituary/approve', Echo)
    expect(calls[0]!.init.body).toBeUndefined()
  })
})

describe('responses', () => {
  it('are parsed with the schema', async () => {
    const { fetch } = fakeFetch(ok({ ok: true, extra: 1 }))
    await expect(client(fetch).get('/x', Echo)).resolves.toEqual({ ok: true })
  })

  it('204 gives an empty body', async () => {
    const { fetch } = fakeFetch(status(204))
    await expect(client(fetch).delete('/api/family/cases/1/music/2', z.undefined())).resolves.toBeUndefined()
  })

  it('any non-ok status raises ApiError with the catalogue message (spec §8)', async () => {
    const catalogue: Array<[number, string]> = [
      [400, 'Bad Request'],
      [401, 'Unauthorized'],
      [403, 'Forbidden'],
      [404, 'Not Found'],
      [422, 'Unprocessable Content'],
      [500, 'Internal Server Error'],
      [502, 'Bad Gateway'],
      [503, 'Service Unavailable'],
    ]
    for (const [code, message] of catalogue) {
      const { fetch } = fakeFetch(status(code, { statusCode: code, statusMessage: 'whatever the body says' }))
      const error = await client(fetch)
        .post('/x', Echo)
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ statusCode: code, statusMessage: message })
    }
  })

  it('keeps the body’s status message outside the catalogue, and raises without a JSON body', async () => {
    const teapot = fakeFetch(status(418, { statusCode: 418, statusMessage: "I'm a teapot" }))
    await expect(client(teapot.fetch).get('/x', Echo)).rejects.toMatchObject({ statusCode: 418, statusMessage: "I'm a teapot" })
    const bare = fakeFetch(() => new Response('<html>oops</html>', { status: 404 }))
    await expect(client(bare.fetch).get('/x', Echo)).rejects.toMatchObject({ statusCode: 404, statusMessage: 'Not Found' })
  })

  it('carries a 422’s field errors to the form', async () => {
    const body = {
      statusCode: 422,
      statusMessage: 'Unprocessable Content',
      message: 'email: Please enter a valid email address',
      errors: { email: 'Please enter a valid email address', 'address.city': 'This field is required' },
    }
    const { fetch } = fakeFetch(status(422, body))
    const error = await client(fetch)
      .post('/api/family/signup', Echo, { body: {} })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).errors).toEqual(body.errors)
    expect((error as ApiError).message).toBe('email: Please enter a valid email address')
    expect((error as ApiError).toBody()).toEqual(body)
  })

  it('send() hands back a non-ok response instead of raising', async () => {
    const { fetch } = fakeFetch(status(404, { statusCode: 404 }))
    expect((await client(fetch).send('/x')).status).toBe(404)
  })
})

describe('retries (spec §8)', () => {
  it('retries a GET once on a retryable status, then gives up', async () => {
    const { fetch, calls } = fakeFetch(status(503), status(503), ok({ ok: true }))
    await expect(client(fetch).get('/x', Echo)).rejects.toMatchObject({ statusCode: 503, statusMessage: 'Service Unavailable' })
    expect(calls).toHaveLength(2)
  })

  it('succeeds when the retry does', async () => {
    const { fetch, calls } = fakeFetch(status(502), ok({ ok: true }))
    await expect(client(fetch).get('/x', Echo)).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(2)
  })

  it('never retries POST, PUT, PATCH or DELETE', async () => {
    const { fetch, calls } = fakeFetch(status(503))
    const http = client(fetch)
    await expect(http.post('/x', Echo, { body: {} })).rejects.toBeInstanceOf(ApiError)
    await expect(http.put('/x', Echo, { body: {} })).rejects.toBeInstanceOf(ApiError)
    await expect(http.patch('/x', Echo, { body: {} })).rejects.toBeInstanceOf(ApiError)
    await expect(http.delete('/x', Echo)).rejects.toBeInstanceOf(ApiError)
    expect(calls.map((c) => c.init.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE'])
  })

  it('does not retry a status outside the list', async () => {
    const { fetch, calls } = fakeFetch(status(404))
    await expect(client(fetch).get('/x', Echo)).rejects.toMatchObject({ statusCode: 404 })
    expect(calls).toHaveLength(1)
  })

  it('turns an unreachable upstream into the provided response, retried like one', async () => {
    let tries = 0
    const fetch: FetchLike = async () => {
      tries++
      throw new TypeError('connection refused')
    }
    const http = client(fetch, { onUnreachable: () => Response.json({ statusCode: 502 }, { status: 502 }) })
    expect((await http.send('/x')).status).toBe(502)
    expect(tries).toBe(2)
    const bare = client(fetch)
    await expect(bare.send('/x')).rejects.toThrow('connection refused')
  })
})

const retryAfter = (seconds: string) => () => Response.json({ statusCode: 503 }, { status: 503, headers: { 'Retry-After': seconds } })

/** Answers 503 with Retry-After: 1 after 900 ms. */
const slow503: FetchLike = async () => {
  await new Promise((resolve) => setTimeout(resolve, 900))
  return new Response(null, { status: 503, headers: { 'Retry-After': '1' } })
}

describe('retry waits (Retry-After, time budget)', () => {
  afterEach(() => vi.useRealTimers())

  it('waits the Retry-After before the retry', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = fakeFetch(retryAfter('1'), ok({ ok: true }))
    const pending = client(fetch).get('/x', Echo)
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(2)
  })

  it('hands back the answer instead of retrying when Retry-After is above the cap', async () => {
    const { fetch, calls } = fakeFetch(retryAfter('30'), ok({ ok: true }))
    const response = await client(fetch).send('/x')
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('30')
    expect(calls).toHaveLength(1)
  })

  it('does not retry once the budget is spent', async () => {
    vi.useFakeTimers()
    let tries = 0
    const counted: FetchLike = (url, init) => (tries++, slow503(url, init))
    const pending = client(counted, { retryBudgetMs: 1500 }).send('/x')
    await vi.advanceTimersByTimeAsync(5000)
    expect((await pending).status).toBe(503)
    expect(tries).toBe(1)
  })

  it('stops waiting with CancelError when the caller aborts', async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const { fetch, calls } = fakeFetch(retryAfter('2'))
    const pending = client(fetch)
      .get('/x', Echo, { signal: controller.signal })
      .catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(500)
    controller.abort()
    expect(await pending).toBeInstanceOf(CancelError)
    expect(calls).toHaveLength(1)
  })
})

describe('stream bodies', () => {
  it('are sent as they are, half-duplex, and never retried', async () => {
    const { fetch, calls } = fakeFetch(status(503), ok({ ok: true }))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":1}'))
        controller.close()
      },
    })
    const response = await client(fetch).send('/x', { method: 'OPTIONS', body: stream, headers: { 'Content-Type': 'application/json' } })
    expect(response.status).toBe(503)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.init.body).toBe(stream)
    expect((calls[0]!.init as RequestInit & { duplex?: string }).duplex).toBe('half')
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json')
  })
})

describe('cancellation (spec §8)', () => {
  it('raises CancelError with "Request aborted" for an aborted call', async () => {
    const controller = new AbortController()
    const inFlight = Promise.withResolvers<void>()
    // Like fetch: rejects with an AbortError when the signal fires mid-flight.
    const fetch: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
        inFlight.resolve()
      })
    const pending = client(fetch, { onUnreachable: () => new Response(null, { status: 502 }) }).get('/x', Echo, {
      signal: controller.signal,
    })
    await inFlight.promise
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CancelError)
    expect(error).toMatchObject({ name: 'CancelError', message: 'Request aborted' })
  })

  it('does not call fetch for a signal aborted already', async () => {
    const { fetch, calls } = fakeFetch(ok({ ok: true }))
    await expect(client(fetch).get('/x', Echo, { signal: AbortSignal.abort() })).rejects.toThrow(new CancelError())
    expect(calls).toHaveLength(0)
  })
})
