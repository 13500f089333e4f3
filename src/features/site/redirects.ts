import { redirect } from '@tanstack/react-router'
import * as operations from '#contract/operation-routes.gen.ts'
import type { Redirect, RedirectList } from '#contract/redirects.ts'
import { call } from '#src/lib/api-call.ts'
import type { Previewing } from '#src/lib/preview.ts'
import { decideRedirect, shouldLookUpRedirect } from '#src/lib/redirects.ts'
import { keep } from '#src/lib/request-scope.ts'

/**
 * The site's whole redirect list, fetched once at startup in the browser when not previewing
 * (spec §2) and kept for the tab. The per-navigation lookup below still asks the server, as the
 * spec says; the list is there for code that wants to know a site's redirects at once.
 */
export function loadRedirectList(): Promise<RedirectList> {
  return keep('redirects', () => call(operations.getApiWebRedirects))
}

/**
 * The first router load in the browser is the page the server rendered: the BFF already looked
 * its path up before SSR. The shell flips this once mounted; loads after that are navigations.
 */
let initialLoadDone = false
export function markInitialLoadDone(): void {
  initialLoadDone = true
}

async function lookUp(path: string): Promise<Redirect[]> {
  try {
    return (await call(operations.getApiWebRedirects, { query: { path } })).content
  } catch (error) {
    // A failed lookup must not block the visitor: the page itself is still there.
    console.error('redirect lookup failed', error)
    return []
  }
}

/**
 * Asks the server for a redirect of `path` on a client-side navigation (root `beforeLoad`) and
 * follows it: a site path through the router (`throw redirect`), an absolute URL by leaving the
 * site. Does nothing on the server, for preloads and for the first, server-rendered load.
 */
export async function followClientRedirect(load: { path: string; previewing: Previewing; preload: boolean }): Promise<void> {
  const browser = typeof window !== 'undefined'
  if (!shouldLookUpRedirect({ browser, preload: load.preload, initial: !initialLoadDone })) return
  const decision = decideRedirect(await lookUp(load.path), load.path, {
    origin: window.location.origin,
    previewing: load.previewing,
  })
  if (decision.kind === 'internal') throw redirect({ href: decision.to, replace: true })
  if (decision.kind === 'external') {
    window.location.assign(decision.href)
    // The document is being replaced: hold this navigation until it is.
    await new Promise<never>(() => {})
  }
}
