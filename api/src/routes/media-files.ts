import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { ApiError } from '#contract/errors.ts'
import { media } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'
import { objectKey } from '../media/store.ts'

/**
 * GET /api/media/{hash}: a stored file of this company. The URL names the content, so it is
 * cached for a year and never revalidated; Range requests serve audio and video seeking.
 * A file of another company is a 404.
 */
export const mediaFiles = new Hono<{ Bindings: ApiBindings }>()

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The byte window a `Range` header asks of a file of `size` bytes: `{offset, length}`, `'unsatisfiable'`
 * (416) when it starts past the end, or undefined to ignore it and send the whole file (RFC 9110
 * allows ignoring a Range; multi-range, other units and malformed values are ignored here).
 */
export function byteRange(header: string | undefined, size: number): { offset: number; length: number } | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return undefined
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return undefined
  if (first === '') {
    // `bytes=-n`: the last n bytes.
    const suffix = Number(last)
    if (suffix === 0) return 'unsatisfiable'
    const length = Math.min(suffix, size)
    return { offset: size - length, length }
  }
  const offset = Number(first)
  // `bytes=10-5` is not a valid range (ignored); a valid one starting past the end cannot be met.
  if (last !== '' && Number(last) < offset) return undefined
  if (offset >= size) return 'unsatisfiable'
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  return { offset, length: end - offset + 1 }
}

/** If-None-Match names this entity tag: weak comparison (RFC 9110 §13.1.2), lists and `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}

mediaFiles.get('/:hash{[0-9a-f]{64}}', async (c) => {
  const hash = c.req.param('hash')
  const { db, company } = c.var
  const [row] = await db
    .select({ contentType: media.contentType })
    .from(media)
    .where(and(eq(media.companyId, company.id), eq(media.hash, hash)))
    .limit(1)
  if (!row) throw new ApiError(404)
  const etag = `"${hash}"`
  if (etagMatches(c.req.header('If-None-Match'), etag)) {
    return c.body(null, 304, { ETag: etag, 'Cache-Control': IMMUTABLE })
  }
  const key = objectKey(company.id, hash)
  const headers: Record<string, string> = {
    'Content-Type': row.contentType,
    'Cache-Control': IMMUTABLE,
    ETag: etag,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    // Served files are never documents of this origin (an uploaded file cannot run script).
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  }
  // A Range is resolved against the stored size first: R2 answers an invalid or unsatisfiable
  // range with the whole object, which must then not be labelled 206.
  const rangeHeader = c.req.header('Range')
  if (rangeHeader !== undefined) {
    const head = await c.env.MEDIA.head(key)
    if (!head) throw new ApiError(404)
    const range = byteRange(rangeHeader, head.size)
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${head.size}` })
    }
    if (range) {
      const part = await c.env.MEDIA.get(key, { range })
      if (!part) throw new ApiError(404)
      headers['Content-Range'] = `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`
      headers['Content-Length'] = String(range.length)
      return c.body(part.body, 206, headers)
    }
  }
  const object = await c.env.MEDIA.get(key)
  if (!object) throw new ApiError(404)
  headers['Content-Length'] = String(object.size)
  return c.body(object.body, 200, headers)
})
