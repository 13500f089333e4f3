/**
 * A Vite plugin for `vite preview` (so `npm start` and the bench): compresses text answers per the
 * request's Accept-Encoding (brotli, gzip or deflate) as Cloudflare's edge does in production, so
 * local figures (Lighthouse, the bench) see what visitors get (issue 15 point 1).
 *
 * Production never runs this: the deployed Workers hand the edge uncompressed bodies and the edge
 * encodes them. An answer that already says how it is encoded is passed on as it is (the
 * `compression` middleware skips any response with a Content-Encoding), so nothing is encoded twice.
 */
import compression from 'compression'
import type { Connect, Plugin } from 'vite'

export function localCompression(): Plugin {
  return {
    name: 'local-compression',
    // Registered before the Cloudflare plugin's own middleware, so it wraps every answer: the
    // Workers' (pages, api) and the static assets alike.
    configurePreviewServer(server) {
      // Typed for Express; it is plain Node middleware, which Connect runs as is.
      server.middlewares.use(compression() as unknown as Connect.NextHandleFunction)
    },
  }
}
