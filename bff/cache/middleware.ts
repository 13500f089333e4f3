import type { Context, MiddlewareHandler } from 'hono'
import { replaceResponse, withMarksOf } from '#bff/context.ts'
import type { WebBindings } from '#bff/env.ts'
import { cspNonce } from '#bff/secure-headers.ts'
import { ssrContext, type RenderPage } from '#bff/ssr-context.ts'
import { configOf, type EdgeCacheConfig, type EdgeCacheOptions } from './config.ts'
import { HotEntries } from './hot-entries.ts'
import { cacheRule, policyFor, type CacheRule } from './rules.ts'
import { serveCached } from './store.ts'

/**
 * The edge cache in front of the BFF's proxy and SSR (mount it on `*`): pages and the cached
 * API GETs through `serveCached`, refreshed in the background from the upstream or the renderer.
 */

export type EdgeCacheMiddlewareOptions = EdgeCacheOptions & {
  /** Renders a page; used to refresh cached HTML in the background. Without it a stale page is re-rendered in the foreground. */
  renderPage?: RenderPage
}

/** A fresh GET for a background refresh: same URL, headers and marks (id, nonce), but no abort signal of the finished request. */
function backgroundRequest(request: Request): Request {
  return withMarksOf(request, new Request(request.url, { method: 'GET', headers: request.headers }))
}

/** What makes a stale entry new again after the response went out: the upstream for API answers, the renderer for pages. */
function refresher(c: Context<{ Bindings: WebBindings }>, rule: CacheRule, config: EdgeCacheConfig, renderPage: RenderPage | undefined) {
  const url = new URL(c.req.url)
  if (rule.kind === 'api') return () => config.upstream(c, url.pathname + url.search)
  if (rule.kind !== 'page' || !renderPage) return undefined
  return async () => {
    const request = backgroundRequest(c.req.raw)
    return renderPage(request, ssrContext(c.env, request))
  }
}

/**
 * Sets x-cache on every response it sees (store.ts `serveCached` says which). A response that
 * already has x-cache was answered by cache-aware code inside and is left alone.
 */
export function edgeCache(options: EdgeCacheMiddlewareOptions = {}): MiddlewareHandler<{ Bindings: WebBindings }> {
  // Pages and the cached API GETs are kept in this isolate's memory while fresh (hot-entries.ts).
  const config = configOf({ hot: new HotEntries(), ...options })
  return async function edgeCacheMiddleware(c, next) {
    const rule = cacheRule(c.req.raw)
    let handled = false
    const { response } = await serveCached(c, {
      store: config,
      key: { url: new URL(c.req.url), scope: rule.kind === 'page' ? config.deployment(c) : 'api' },
      produce: async () => {
        handled = true
        await next()
        return c.res
      },
      refresh: refresher(c, rule, config, options.renderPage),
      policy: policyFor(rule, config.ttls),
      nonce: cspNonce(c),
    })
    // Answered from the cache: Hono takes the returned response. After the handlers ran, their
    // response is replaced as it is (Hono's setter would merge the old one's headers in).
    if (!handled) return response
    if (response !== c.res) replaceResponse(c, response)
  }
}
