import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { ApiError } from '../../../contract/errors.ts'
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
  if (c.req.header('If-None-Match') === etag) {
    return c.body(null, 304, { ETag: etag, 'Cache-Control': IMMUTABLE })
  }
  const object = await c.env.MEDIA.get(objectKey(company.id, hash), { range: c.req.raw.headers })
  if (!object) throw new ApiError(404)
  const headers: Record<string, string> = {
    'Content-Type': row.contentType,
    'Cache-Control': IMMUTABLE,
    ETag: etag,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    // Served files are never documents of this origin (an uploaded file cannot run script).
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  }
  const range = object.range as { offset?: number; length?: number } | undefined
  if (range && c.req.header('Range') && 'body' in object) {
    const offset = range.offset ?? 0
    const length = range.length ?? object.size - offset
    headers['Content-Range'] = `bytes ${offset}-${offset + length - 1}/${object.size}`
    headers['Content-Length'] = String(length)
    return c.body(object.body, 206, headers)
  }
  headers['Content-Length'] = String(object.size)
  if (!('body' in object)) return c.body(null, 200, headers)
  return c.body(object.body, 200, headers)
})
