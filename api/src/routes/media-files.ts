import { Hono, type Context } from 'hono'
import { ApiError } from '#contract/errors.ts'
import type { ApiBindings } from '../env.ts'
import { optionalUser } from '../middleware/auth.ts'
import { objectKey } from '../media/store.ts'
import { maySeePrivate, mediaVisibility } from '../media/visibility.ts'

/**
 * GET /api/media/{hash}: a stored file of this company, by its visibility (media/visibility.ts).
 * A public file's URL names the content, so it is cached for a year and never revalidated; a
 * private one goes only to a signed-in member of its case (or staff), never stored by any cache.
 * Range requests serve audio and video seeking. Anyone else, and a file of another company, gets
 * the same 404, so a private file's existence is not revealed.
 */
export const mediaFiles = new Hono<{ Bindings: ApiBindings }>()

const IMMUTABLE = 'public, max-age=31536000, immutable'
export const PRIVATE_MEDIA = 'private, no-store'

/**
 * The 404 of a file nobody may see here: not stored either, since the same URL answers once the
 * obituary is published or the memory approved (headers set on `c` go out with onError's answer).
 */
function notFound(c: Context): ApiError {
  c.header('Cache-Control', 'no-store')
  return new ApiError(404)
}

/** The file's type and Cache-Control for this caller, or undefined when the caller may not have it. */
async function servedAs(
  c: Context<{ Bindings: ApiBindings }>,
  hash: string,
): Promise<{ contentType: string; cacheControl: string } | undefined> {
  const { db, company } = c.var
  const visibility = await mediaVisibility(db, company.id, hash)
  if (!visibility) return undefined
  const { contentType } = visibility
  if (visibility.access === 'public') return { contentType, cacheControl: IMMUTABLE }
  return (await maySeePrivate(db, await optionalUser(c), visibility.caseIds)) ? { contentType, cacheControl: PRIVATE_MEDIA } : undefined
}

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
  const { company } = c.var
  const served = await servedAs(c, hash)
  if (!served) throw notFound(c)
  const { contentType, cacheControl } = served
  const etag = `"${hash}"`
  if (etagMatches(c.req.header('If-None-Match'), etag)) {
    return c.body(null, 304, { ETag: etag, 'Cache-Control': cacheControl })
  }
  const key = objectKey(company.id, hash)
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
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
    if (!head) throw notFound(c)
    const range = byteRange(rangeHeader, head.size)
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${head.size}` })
    }
    if (range) {
      const part = await c.env.MEDIA.get(key, { range })
      if (!part) throw notFound(c)
      headers['Content-Range'] = `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`
      headers['Content-Length'] = String(range.length)
      return c.body(part.body, 206, headers)
    }
  }
  const object = await c.env.MEDIA.get(key)
  if (!object) throw notFound(c)
  headers['Content-Length'] = String(object.size)
  return c.body(object.body, 200, headers)
})
