import { HTTPException } from 'hono/http-exception'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBff } from '#bff/app.ts'
import { CLIENT_CLOSED_REQUEST } from '#bff/errors.ts'
import { ApiError } from '#contract/errors.ts'
import { CancelError } from '#core/http/errors.ts'
import { webEnv } from './bff-kit.ts'

/**
 * The BFF's one onError (bff/errors.ts, registered in app.ts), through the whole app: whatever a
 * handler throws leaves as the spec's envelope, passing the middleware on its way out.
 */

const ORIGIN = 'http://localhost:8787'

afterEach(() => vi.restoreAllMocks())

/** The whole BFF, with SSR throwing `thrown`; a same-origin POST to a page path, so the cache and redirects stay out. */
function pageThatThrows(thrown: unknown, init: { signal?: AbortSignal } = {}) {
  vi.spyOn(console, 'log').mockImplementation(() => {})
  const bff = createBff({
    renderPage: () => {
      throw thrown
    },
  })
  return bff.request(`${ORIGIN}/some-page`, { method: 'POST', headers: { Host: 'localhost:8787', Origin: ORIGIN }, ...init }, webEnv())
}

describe('the BFF’s onError', () => {
  it('answers a thrown ApiError with its envelope, message and field errors included, without an error log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(await pageThatThrows(new ApiError(404))).toBeErrorResponse(404)
    const invalid = new ApiError(422, undefined, { message: 'Check the form', errors: { email: 'This field is required' } })
    await expect(await pageThatThrows(invalid)).toBeErrorResponse(422, {
      message: 'Check the form',
      errors: { email: 'This field is required' },
    })
    expect(logged).not.toHaveBeenCalled()
  })

  it('answers hono’s HTTPException the same way', async () => {
    await expect(await pageThatThrows(new HTTPException(413, { message: 'Too large' }))).toBeErrorResponse(413, { message: 'Too large' })
    await expect(await pageThatThrows(new HTTPException(401))).toBeErrorResponse(401)
  })

  it('logs anything else and answers 500, nothing of the error in the body', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await pageThatThrows(new Error('secret detail'))
    await expect(response).toBeErrorResponse(500)
    expect(logged).toHaveBeenCalledWith('bff: unhandled error', expect.any(Error))
  })

  it('passes the outer middleware on the way out: request id and security headers', async () => {
    const response = await pageThatThrows(new ApiError(404))
    expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('ends quietly with 499 when the browser went away', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const cancelled = await pageThatThrows(new CancelError())
    expect(cancelled.status).toBe(CLIENT_CLOSED_REQUEST)
    expect(await cancelled.text()).toBe('')

    // Whatever was thrown once the request's own signal is aborted, an ApiError included.
    const controller = new AbortController()
    controller.abort()
    expect((await pageThatThrows(new ApiError(502), { signal: controller.signal })).status).toBe(CLIENT_CLOSED_REQUEST)
    expect(logged).not.toHaveBeenCalled()
  })

  it('answers a method the proxy does not pass with 405 and Allow', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const bff = createBff({ renderPage: () => new Response('page') })
    const response = await bff.request(`${ORIGIN}/api/web/anything`, { method: 'PROPFIND', headers: { Host: 'localhost:8787' } }, webEnv())
    await expect(response).toBeErrorResponse(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE')
  })
})
