import type { Redirect } from '#contract/redirects.ts'
import { absoluteTarget, isSitePath, lookupPath } from '#core/site-paths.ts'
import { previewHref, type Previewing } from './preview.ts'

/**
 * Spec §2 "Guards and redirects", in the browser: "A redirect lookup by path is asked of the
 * server on every navigation; an absolute redirect target leaves the site. At startup a redirects
 * fetch is made only when not previewing." Full page loads are redirected by the BFF itself
 * (bff/redirects.ts); these rules decide what a client-side navigation does with the lookup's
 * answer. Pure, so the router glue (src/features/site/redirects.ts) stays thin.
 */

export type RedirectDecision =
  | { kind: 'none' }
  /** A path of this site: the router navigates there (keeping preview=true while previewing). */
  | { kind: 'internal'; to: string }
  /** An absolute URL: the browser leaves the site (`window.location.assign`). */
  | { kind: 'external'; href: string }

const NONE: RedirectDecision = { kind: 'none' }

/**
 * What a navigation to `path` does, given the redirects the server answered for it. Only an
 * exact `from` match counts (as on the server); the first one wins. A target equal to `path`
 * itself is ignored (it would loop), so is a target that is neither a site path nor an absolute
 * http(s) URL. An absolute URL on this very origin stays in the router as a path.
 */
export function decideRedirect(
  redirects: readonly Redirect[],
  path: string,
  options: { origin?: string; previewing?: Previewing } = {},
): RedirectDecision {
  const from = lookupPath(path)
  const match = redirects.find((r) => r.from === from)
  if (!match) return NONE
  if (isSitePath(match.to)) {
    if (lookupPath(match.to) === from) return NONE
    return { kind: 'internal', to: previewHref(match.to, options.previewing ?? false) }
  }
  const href = absoluteTarget(match.to)
  if (!href) return NONE
  if (options.origin) {
    const url = new URL(href)
    if (url.origin === options.origin) {
      const to = `${url.pathname}${url.search}${url.hash}`
      return url.pathname === from ? NONE : { kind: 'internal', to: previewHref(to, options.previewing ?? false) }
    }
  }
  return { kind: 'external', href }
}

/** Spec §2: the redirect list is fetched at startup only when not previewing. */
export function fetchRedirectsAtStartup(previewing: Previewing): boolean {
  return previewing === false
}

/**
 * Whether a router load should ask for a redirect: only in the browser, never for a preload
 * (hovering a link is not a navigation) and not for the first load the server already answered
 * (the BFF redirected that request before SSR).
 */
export function shouldLookUpRedirect(load: { browser: boolean; preload: boolean; initial: boolean }): boolean {
  return load.browser && !load.preload && !load.initial
}
