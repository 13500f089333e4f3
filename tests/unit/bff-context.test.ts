import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { markRequest, marksOf, replaceRequest, withMarksOf } from '#bff/context.ts'

/** What the BFF says about a request (bff/context.ts): kept beside it, never copied into its headers. */

describe('request marks', () => {
  it('are added up on the request the chain sees, which stays the incoming one', async () => {
    const seen: Request[] = []
    const app = new Hono()
    app.use('*', async (c, next) => {
      seen.push(c.req.raw)
      markRequest(c, { requestId: 'r1' })
      markRequest(c, { nonce: 'n1' })
      seen.push(c.req.raw)
      await next()
    })
    app.get('*', (c) => c.json({ marks: marksOf(c.req.raw), headers: Object.fromEntries(c.req.raw.headers) }))
    const response = await app.request('https://whitfield.test/', { headers: { accept: 'text/html', 'x-request-id': 'client' } })
    expect(await response.json()).toEqual({
      marks: { requestId: 'r1', nonce: 'n1' },
      headers: { accept: 'text/html', 'x-request-id': 'client' },
    })
    const [incoming, after] = seen
    expect(after).toBe(incoming)
  })

  it('go with a replaced request and with a copy made for the background, and nowhere else', async () => {
    const app = new Hono()
    let copies: Request[] = []
    app.use('*', async (c, next) => {
      markRequest(c, { requestId: 'r2', nonce: 'n2' })
      replaceRequest(c, new Request(c.req.raw, { headers: {} }))
      await next()
    })
    app.get('*', (c) => {
      copies = [c.req.raw, withMarksOf(c.req.raw, new Request(c.req.url)), new Request(c.req.url)]
      return c.body(null, 204)
    })
    await app.request('https://whitfield.test/')
    expect(copies.map((r) => marksOf(r))).toEqual([{ requestId: 'r2', nonce: 'n2' }, { requestId: 'r2', nonce: 'n2' }, {}])
  })
})
