import type { Context, MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders as honoSecureHeaders } from 'hono/secure-headers'
import { markRequest, marksOf, replaceResponse } from './context.ts'
import { webConfig, type WebBindings } from './env.ts'

/** Stripe's origins its browser SDK loads from, frames and calls. */
const STRIPE = { js: 'https://js.stripe.com', hooks: 'https://hooks.stripe.com', api: 'https://api.stripe.com' } as const

/** HSTS without includeSubDomains: a funeral home's apex domain may have other, plain-HTTP subdomains. */
export const HSTS = 'max-age=31536000'

export type SecureHeadersOptions = {
  /**
   * Origin allowed to frame the site (the page editor), besides the site itself.
   * Default: the web Worker's `EDITOR_ORIGIN` var.
   */
  editorOrigin?: (c: Context) => string | undefined
}

function editorOriginFromEnv(c: Context): string | undefined {
  return webConfig(c.env as WebBindings).EDITOR_ORIGIN
}

/** Hono's middleware for one combination of the per-request inputs (built once per combination). */
function headersFor(editorOrigin: string | undefined, https: boolean): MiddlewareHandler {
  return honoSecureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Every inline script SSR writes (hydration data, the router's bootstrap) carries the nonce;
      // the client entry and its chunks are same-origin files ('self').
      // Stripe.js and its card frames, for a site that takes payments through Stripe: the card is
      // typed into Stripe's own frames and never reaches us (decision 022).
      scriptSrc: ["'self'", NONCE, STRIPE.js],
      frameSrc: ["'self'", STRIPE.js, STRIPE.hooks],
      // React `style={...}` attributes (the site's design variables, progress widths) are inline
      // styles: without 'unsafe-inline' they would be dropped. Styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Media and logos may live on any https host (R2 public buckets, a CDN); data: for small icons;
      // blob: for a photo the family chose, drawn from memory to be made smaller before it is sent
      // (decision 038). A blob: URL is made by our own scripts from the visitor's own file.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", STRIPE.api],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: editorOrigin ? ["'self'", editorOrigin] : ["'self'"],
    },
    // frame-ancestors decides framing; X-Frame-Options cannot name another origin, so it is only
    // sent (as the same rule) when no editor may frame the site.
    xFrameOptions: editorOrigin ? false : 'SAMEORIGIN',
    strictTransportSecurity: https ? HSTS : false,
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Off for everything but payment, which the shop may ask for on our own origin later.
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
  })
}

/** This request's CSP nonce (set by `secureHeaders()`), for code that writes HTML itself. */
export function cspNonce(c: Context): string | undefined {
  return c.get('secureHeadersNonce')
}

/**
 * The nonce the BFF marked `request` with for SSR (`src/server.ts` hands it to Start as
 * `context.nonce`, `src/router.tsx` puts it in `ssr.nonce`). A mark, not a header: nothing a
 * client sends can set it (context.ts `markRequest`).
 */
export function nonceOf(request: Request): string | undefined {
  return marksOf(request).nonce
}

/**
 * Security headers on every response, with a fresh CSP nonce per request.
 * Built on `hono/secure-headers`: its NONCE puts the nonce in the context
 * (`cspNonce(c)`) before the handler runs; we also mark the request SSR
 * receives with it (read back with `nonceOf`), so TanStack Start stamps it on
 * every script it renders.
 */
export function secureHeaders(options: SecureHeadersOptions = {}): MiddlewareHandler {
  const editorOrigin = options.editorOrigin ?? editorOriginFromEnv
  const variants = new Map<string, MiddlewareHandler>()
  return async function secureHeadersMiddleware(c, next) {
    const editor = editorOrigin(c)
    const https = new URL(c.req.url).protocol === 'https:'
    const variantKey = `${https}|${editor ?? ''}`
    let apply = variants.get(variantKey)
    if (!apply) {
      apply = headersFor(editor, https)
      variants.set(variantKey, apply)
    }
    let ownPolicy: string | null = null
    await apply(c, async () => {
      markRequest(c, { nonce: cspNonce(c) })
      await next()
      ownPolicy = c.res.headers.get('Content-Security-Policy')
      // Hono sets its headers on c.res next; a response straight from fetch() or the Cache API
      // has immutable headers, so such a one is copied first.
      try {
        c.res.headers.set('X-Content-Type-Options', 'nosniff')
      } catch {
        replaceResponse(c, new Response(c.res.body, c.res))
      }
    })
    // An answer with a CSP of its own (a media file's `default-src 'none'; sandbox` from the api)
    // keeps it: the page CSP would let an uploaded file open as a document of this origin.
    if (ownPolicy !== null) c.res.headers.set('Content-Security-Policy', ownPolicy)
  }
}
