import { expect } from 'vitest'
import { ApiError, type ApiErrorOptions } from '#contract/errors.ts'

/**
 * Matchers for the one error envelope (spec §3 "Error"), so a test states the status and, when it
 * matters, the message or field errors, and the envelope's shape lives here once:
 *
 *   await expect(response).toBeErrorResponse(404)
 *   expect(body).toBeErrorBody(422, { errors: { email: 'This field is required' } })
 *
 * Registered for every vitest project (vitest.config.ts `setupFiles`).
 */

/** What a test may pin beside the status: `statusMessage` for statuses spec §8 does not name (409, 429). */
type EnvelopeOptions = ApiErrorOptions & { statusMessage?: string }

function envelope(status: number, { statusMessage, ...options }: EnvelopeOptions = {}) {
  return new ApiError(status, statusMessage, options).toBody()
}

expect.extend({
  toBeErrorBody(received: unknown, status: number, options?: EnvelopeOptions) {
    const expected = envelope(status, options)
    return {
      pass: this.equals(received, expected),
      message: () => `expected the ${status} error envelope${this.isNot ? ' not' : ''}`,
      actual: received,
      expected,
    }
  },
  async toBeErrorResponse(received: Response, status: number, options?: EnvelopeOptions) {
    const text = await received.clone().text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // Not JSON: shown as text in the failure below.
    }
    const expected = { status, body: envelope(status, options) }
    const actual = { status: received.status, body }
    return {
      pass: this.equals(actual, expected),
      message: () => `expected a ${status} response with the error envelope${this.isNot ? ' not' : ''}`,
      actual,
      expected,
    }
  },
})

declare module 'vitest' {
  // oxlint-disable-next-line no-unused-vars -- the parameters must repeat vitest's own to merge
  interface Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown> {
    /** The parsed body is exactly the envelope of `status` (with `message` / `errors` when given). */
    toBeErrorBody(status: number, options?: EnvelopeOptions): R
    /** The response has `status` and exactly that envelope as its JSON body (await it). */
    toBeErrorResponse(status: number, options?: EnvelopeOptions): Promise<void>
  }
}
