import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Outlet, useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { sessionQuery } from '#src/features/auth/index.ts'
import { OverlayProvider } from '#src/ui/overlay/OverlayProvider.tsx'
import { NewBuildNotice } from './NewBuildNotice.tsx'
import { isOpenPortalPath, loginHref } from './paths.ts'
import { PortalBar } from './PortalBar.tsx'
import { PortalProblem, PortalScreenBoundary } from './PortalProblem.tsx'
import './portal.css'

/**
 * Every family-portal screen: the portal's own bar (the family's cases, who is signed in, sign
 * out), the offer to reload when a newer build is out, and the screen, in a boundary of its own
 * (a screen that could not be opened offline keeps the bar and offers to try again). The session is asked again
 * when the window regains focus (spec §7); a session that ended meanwhile (signed out in another
 * tab, an account closed) sends a guarded screen to the login page, which brings it back here.
 */
export function PortalFrame() {
  return (
    <PortalShell>
      <PortalScreenBoundary>
        <Outlet />
      </PortalScreenBoundary>
    </PortalShell>
  )
}

/**
 * The portal route's own error screen: its guard (who is signed in) could not run, say a
 * navigation offline whose guard code or session call never got an answer. Without it the root
 * error page replaced the whole portal, bar and all, and stayed after the connection returned
 * (issue 34 §4); here the frame stays and the screens' own "Try again" (PortalProblem) runs the
 * guard again once back online.
 */
export function PortalFrameProblem(props: ErrorComponentProps) {
  return (
    <PortalShell>
      <PortalProblem {...props} />
    </PortalShell>
  )
}

function PortalShell({ children }: { children: ReactNode }) {
  const { data: session } = useQuery(sessionQuery)
  const href = useLocation({ select: (l) => l.href })
  const pathname = useLocation({ select: (l) => l.pathname })
  const router = useRouter()
  const queryClient = useQueryClient()
  const user = session?.user ?? null
  const signedOut = session !== undefined && user === null

  useEffect(() => {
    if (!signedOut || isOpenPortalPath(pathname)) return
    // Nothing of the account stays in this tab.
    queryClient.removeQueries({ queryKey: ['portal'] })
    void router.navigate({ href: loginHref(href), replace: true })
  }, [signedOut, pathname, href, router, queryClient])

  return (
    // Overlays (the "Invite family" window) open over the portal only: public pages never carry them.
    <OverlayProvider>
      <div className="portal">
        {user ? <PortalBar user={user} /> : null}
        <NewBuildNotice />
        {children}
      </div>
    </OverlayProvider>
  )
}
