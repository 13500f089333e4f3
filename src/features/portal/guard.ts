import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { SessionUser } from '#contract/auth.ts'
import { homeAfterSignIn } from '#contract/family-paths.ts'
import { sessionQuery } from '#src/features/auth/index.ts'
import { queryClient } from '#src/lib/queries.ts'
import { afterSignIn, isOpenPortalPath, LOGIN_PATH, loginHref } from './paths.ts'

/**
 * The portal's guard (spec §2), for the portal route's `beforeLoad`: who is signed in; for any
 * screen but the open ones, the login page with where they were going (query kept) when nobody
 * is; and for the login page, on to where it would lead when somebody is. Loaded by the route on
 * demand, so public pages' first loads do not carry it.
 */
export async function portalGuard(location: Pick<ParsedLocation, 'pathname' | 'href' | 'search'>): Promise<{ user: SessionUser | null }> {
  const { user } = await (await queryClient()).ensureQueryData(sessionQuery)
  if (!user && !isOpenPortalPath(location.pathname)) throw redirect({ href: loginHref(location.href) })
  // The login page is only for signed-out people (spec §2): someone signed in goes on at once.
  if (user && location.pathname.toLowerCase().replace(/\/+$/, '') === LOGIN_PATH) {
    throw redirect({ href: homeAfterSignIn(afterSignIn((location.search as { redirect?: unknown }).redirect), user.role), replace: true })
  }
  return { user }
}
