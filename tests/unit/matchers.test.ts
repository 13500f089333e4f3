import { describe, expect, it } from 'vitest'

describe('the error-envelope matchers', () => {
  it('toBeErrorBody compares the whole envelope', () => {
    expect({ statusCode: 404, statusMessage: 'Not Found' }).toBeErrorBody(404)
    expect({ statusCode: 404, statusMessage: 'Not Found', message: 'Gone' }).toBeErrorBody(404, { message: 'Gone' })
    expect({ statusCode: 404, statusMessage: 'Not Found', message: 'Gone' }).not.toBeErrorBody(404)
    expect({ statusCode: 422, statusMessage: 'Unprocessable Content', errors: { email: 'x' } }).toBeErrorBody(422, {
      errors: { email: 'x' },
    })
    expect({ statusCode: 500 }).not.toBeErrorBody(500)
  })

  it('toBeErrorResponse checks the status and the JSON body, leaving the body unread', async () => {
    const response = Response.json({ statusCode: 403, statusMessage: 'Forbidden' }, { status: 403 })
    await expect(response).toBeErrorResponse(403)
    expect(response.bodyUsed).toBe(false)
    await expect(Response.json({ statusCode: 403, statusMessage: 'Forbidden' }, { status: 200 })).not.toBeErrorResponse(403)
    await expect(new Response('403 Forbidden', { status: 403 })).not.toBeErrorResponse(403)
  })
})
