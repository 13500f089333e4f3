import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { SessionUser } from '#contract/auth.ts'
import { sessionQuery } from '#src/features/auth/index.ts'
import { loginHref } from '#src/features/portal/index.ts'
import { queryClient } from '#src/lib/queries.ts'

/**
 * The studio's guard, for its route's `beforeLoad`: nobody signed in goes to the portal's login
 * page, which brings them back to the studio address they asked for. A family account passes:
 * the frame tells it kindly that the studio is for staff (a redirect would not say why).
 */
export async function studioGuard(location: Pick<ParsedLocation, 'href'>): Promise<{ user: SessionUser }> {
  const { user } = await (await queryClient()).ensureQueryData(sessionQuery)
  if (!user) throw redirect({ href: loginHref(location.href) })
  return { user }
}
