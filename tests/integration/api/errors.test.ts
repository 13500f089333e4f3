import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ApiErrorBodySchema } from '#contract/errors.ts'

function call(path: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`https://api.test${path}`, { headers: { Accept: 'application/json', 'X-Host': 'localhost', ...headers } })
}

describe('a 422 from validation', () => {
  it('maps each invalid field to its spec §5 message', async () => {
    const response = await call('/api/web/redirects?path=staff')
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body).toEqual({
      statusCode: 422,
      statusMessage: 'Unprocessable Content',
      // A sentence people read (forms show it by their button), never `path: message`.
      message: 'Please check the boxes with a message above.',
      errors: { path: 'Invalid string' },
    })
    // The shape the clients parse into ApiError, errors included.
    expect(ApiErrorBodySchema.parse(body).errors).toEqual({ path: 'Invalid string' })
  })
})

describe('X-Api-Version', () => {
  it('answers version 0 and a call that names none', async () => {
    expect((await call('/api/web/redirects', { 'X-Api-Version': '0' })).status).toBe(200)
    expect((await call('/api/web/redirects')).status).toBe(200)
  })

  it('refuses a version it does not speak with a 400', async () => {
    const response = await call('/api/web/redirects', { 'X-Api-Version': '7' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      statusCode: 400,
      statusMessage: 'Bad Request',
      message: 'Unsupported API version: 7',
    })
  })
})
