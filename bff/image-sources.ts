import type { MiddlewareHandler } from 'hono'
import { replaceRequest } from './context.ts'
import type { BffEnv } from './env.ts'

/**
 * Cloudflare Images fetches the source of a `/cdn-cgi/image/…` URL through this Worker, marking
 * the request `Via: image-resizing`, and keeps the resized copy in the edge cache for an hour at
 * least, whatever the file's own `Cache-Control: private, no-store` says. A private file (a
 * family's, decision 021) must therefore never be a source: such fetches are made anonymous here,
 * so the api answers a private file with its 404 and only public files are ever resized, even when
 * someone writes the URL by hand while signed in (decision 024).
 */
export function isImageResizingFetch(headers: Headers): boolean {
  return (headers.get('via') ?? '').toLowerCase().includes('image-resizing')
}

/** Request headers that could make a call someone's: none goes on with a source fetch. */
const CREDENTIAL_HEADERS = ['cookie', 'authorization']

export function anonymousImageSources(): MiddlewareHandler<BffEnv> {
  return async (c, next) => {
    if (isImageResizingFetch(c.req.raw.headers) && CREDENTIAL_HEADERS.some((name) => c.req.raw.headers.has(name))) {
      const headers = new Headers(c.req.raw.headers)
      for (const name of CREDENTIAL_HEADERS) headers.delete(name)
      replaceRequest(c, new Request(c.req.raw, { headers }))
    }
    await next()
  }
}
