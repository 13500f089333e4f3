import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { changeRequestHeaders } from '#bff/context.ts'

/** The request the rest of the chain sees (bff/context.ts): copied once, whatever the number of changes. */

describe('changing the request’s headers', () => {
  it('copies the incoming request once, then changes its own copy in place', async () => {
    const seen: Request[] = []
    const app = new Hono()
    app.use('*', async (c, next) => {
      seen.push(c.req.raw)
      changeRequestHeaders(c, (headers) => headers.set('x-request-id', 'r1'))
      seen.push(c.req.raw)
      changeRequestHeaders(c, (headers) => {
        headers.set('x-bff-csp-nonce', 'n1')
        headers.delete('x-drop')
      })
      seen.push(c.req.raw)
      await next()
    })
    app.get('*', (c) => c.json(Object.fromEntries(c.req.raw.headers)))
    const response = await app.request('https://whitfield.test/', { headers: { 'x-drop': 'yes', accept: 'text/html' } })
    expect(await response.json()).toEqual({ accept: 'text/html', 'x-request-id': 'r1', 'x-bff-csp-nonce': 'n1' })
    const [incoming, copy, changed] = seen
    expect(copy).not.toBe(incoming)
    expect(changed).toBe(copy)
    expect(incoming?.headers.has('x-request-id')).toBe(false)
  })
})
