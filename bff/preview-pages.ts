import type { MiddlewareHandler } from 'hono'
import { PREVIEW_TOKEN_PARAM } from '#contract/preview-constants.ts'
import { setResponseHeader } from './context.ts'
import type { BffEnv } from './env.ts'

/** A request that asks for preview: `preview` or a preview link's token in its query (decision 037). */
export function asksForPreview(url: URL): boolean {
  return url.searchParams.has('preview') || url.searchParams.has(PREVIEW_TOKEN_PARAM)
}

/**
 * Whatever answers a preview request (the draft, the approved site a refused preview shows, a
 * redirect that carries the link's token on, an error) is private and never indexed: no shared
 * cache or browser cache keeps it, no search engine lists it. The edge cache stays out of these
 * requests too (cache/rules.ts). SSR says the same for the pages it renders; this holds for every
 * answer, whoever made it.
 */
export function previewPageHeaders(): MiddlewareHandler<BffEnv> {
  return async function privatePreview(c, next) {
    await next()
    if (!asksForPreview(new URL(c.req.url))) return
    setResponseHeader(c, 'Cache-Control', 'private, no-store')
    setResponseHeader(c, 'X-Robots-Tag', 'noindex')
  }
}
