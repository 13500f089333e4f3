import { Link, Outlet, type ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { SessionUser } from '#contract/auth.ts'
import { STAFF_ROLE_LABELS } from '#contract/staff-roles.ts'
import { PORTAL_HOME, PortalProblem, PortalScreenBoundary, useSignOut } from '#src/features/portal/index.ts'
import { Button } from '#src/ui/Button.tsx'
import { OverlayProvider } from '#src/ui/overlay/OverlayProvider.tsx'
import { studioNavFor } from './nav.ts'
import './studio.css'

/**
 * Every studio screen (issue 37): the studio's own bar (its places for the signed-in role, who is
 * signed in and as what, sign out), then the screen in the portal's boundary, so a screen that
 * could not be opened offline keeps the bar and offers "Try again". A family account is told the
 * studio is for the funeral home's staff and shown the way to its portal.
 */
export function StudioFrame({ user }: { user: SessionUser }) {
  if (user.role !== 'staff') return <StudioRefused />
  return (
    <StudioShell user={user}>
      <PortalScreenBoundary>
        <Outlet />
      </PortalScreenBoundary>
    </StudioShell>
  )
}

/** The studio route's own error screen (its guard could not run): the frame stays, as the portal's does. */
export function StudioFrameProblem({ user, ...props }: ErrorComponentProps & { user: SessionUser | undefined }) {
  const screen = <PortalProblem {...props} />
  return user ? <StudioShell user={user}>{screen}</StudioShell> : screen
}

function StudioRefused() {
  return (
    <main id="main" className="page portal-page">
      <h1>The studio</h1>
      <p>
        The studio is where the funeral home’s staff work on cases and the site. Your account is a family account, so it cannot open it.
      </p>
      <Link to={PORTAL_HOME}>Go to your family portal</Link>
    </main>
  )
}

function StudioShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { signOutTo, leaving, problem } = useSignOut()
  const places = studioNavFor(user.staffRole)
  return (
    // Overlays (the editor's "Publish" question, "Invite family") open over the studio only.
    <OverlayProvider>
      <div className="studio">
        <nav className="studio-bar" aria-label="Studio">
          <div className="studio-bar__inner">
            <ul className="studio-bar__places">
              {places.map((place) => (
                <li key={place.to}>
                  <Link to={place.to} className="studio-bar__place" activeOptions={{ exact: true, includeSearch: false }}>
                    {place.label}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="studio-bar__account">
              <span className="studio-bar__name">
                {user.firstName} {user.lastName}
              </span>
              {user.staffRole ? `, ${STAFF_ROLE_LABELS[user.staffRole]}` : null}
            </p>
            <Button variant="secondary" size="sm" busy={leaving} onClick={() => void signOutTo()}>
              {leaving ? 'Signing out…' : 'Sign out'}
            </Button>
          </div>
          <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
        </nav>
        {children}
      </div>
    </OverlayProvider>
  )
}
