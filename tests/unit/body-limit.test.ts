import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { fileTooLarge, uploadKindOf } from '#contract/files.ts'
import { declaredLength, JSON_BODY_LIMIT, requestBodyLimit, uploadBodyLimit } from '#core/body-limit.ts'

describe('uploadKindOf', () => {
  it('names the upload routes by method and path, and nothing else', () => {
    expect(uploadKindOf('POST', '/api/family/cases/1101/photos')).toBe('photo')
    expect(uploadKindOf('post', '/api/family/cases/1101/music')).toBe('music')
    expect(uploadKindOf('POST', '/api/family/cases/1101/case-photo')).toBe('case-photo')
    expect(uploadKindOf('POST', '/api/family/cases/1101/obituary/photo')).toBe('obituary-photo')
    expect(uploadKindOf('PUT', '/api/family/cases/1101/memorial-theme')).toBe('theme')
    expect(uploadKindOf('POST', '/api/web/obituaries/1003/memories/photo')).toBe('memory-photo')
    expect(uploadKindOf('GET', '/api/family/cases/1101/photos')).toBeUndefined()
    expect(uploadKindOf('POST', '/api/family/cases/1101/memorial-theme')).toBeUndefined()
    expect(uploadKindOf('POST', '/api/web/obituaries/1003/memories')).toBeUndefined()
    expect(uploadKindOf('POST', '/api/family/cases/1101/photos/extra')).toBeUndefined()
  })

  it('words the 413 of each kind like its 422', () => {
    expect(fileTooLarge('music')).toBe('The file is too large (at most 30 MB)')
    expect(fileTooLarge('memory-photo')).toBe('The file is too large (at most 10 MB)')
  })
})

describe('declaredLength', () => {
  it('reads a plain Content-Length, and ignores one that Transfer-Encoding overrides or that is not a number', () => {
    expect(declaredLength(new Headers({ 'Content-Length': '1234' }))).toBe(1234)
    expect(declaredLength(new Headers({ 'Content-Length': '1234', 'Transfer-Encoding': 'chunked' }))).toBeUndefined()
    expect(declaredLength(new Headers({ 'Content-Length': '-1' }))).toBeUndefined()
    expect(declaredLength(new Headers())).toBeUndefined()
  })
})

describe('requestBodyLimit', () => {
  const app = new Hono()
  app.use('*', requestBodyLimit())
  app.post('/api/web/obituaries/:id/memories', async (c) => c.json({ size: (await c.req.text()).length }))
  app.post('/api/web/obituaries/:id/memories/photo', async (c) => c.json({ size: (await c.req.arrayBuffer()).byteLength }))

  it('lets a JSON body within 64 KB through, and answers 413 in the envelope over it', async () => {
    const ok = await app.request('/api/web/obituaries/1/memories', { method: 'POST', body: 'x'.repeat(JSON_BODY_LIMIT) })
    expect(await ok.json()).toEqual({ size: JSON_BODY_LIMIT })
    const over = await app.request('/api/web/obituaries/1/memories', { method: 'POST', body: 'x'.repeat(JSON_BODY_LIMIT + 1) })
    expect(over.status).toBe(413)
    expect(await over.json()).toEqual({ statusCode: 413, statusMessage: 'Content Too Large', message: 'The request is too large.' })
  })

  it('refuses an upload on its declared length alone, and lets one within it through', async () => {
    const limit = uploadBodyLimit('memory-photo')
    const over = await app.request('/api/web/obituaries/1/memories/photo', {
      method: 'POST',
      body: 'small',
      headers: { 'Content-Length': String(limit + 1) },
    })
    expect(over.status).toBe(413)
    expect(await over.json()).toMatchObject({ errors: { file: fileTooLarge('memory-photo') } })
    const fine = await app.request('/api/web/obituaries/1/memories/photo', { method: 'POST', body: new Uint8Array(100) })
    expect(await fine.json()).toEqual({ size: 100 })
  })
})
