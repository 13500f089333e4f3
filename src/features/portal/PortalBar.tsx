import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import type { SessionUser } from '#contract/auth.ts'
import { STUDIO_PATH } from '#contract/staff-roles.ts'
import { Button } from '#src/ui/Button.tsx'
import { fullName } from '#core/names.ts'
import { casePath, PORTAL_HOME } from './paths.ts'
import { casesQuery } from './queries.ts'
import { useSignOut } from './use-sign-out.ts'

/** The family's cases to switch between (the first page: a family has one or two). */
function CaseSwitcher() {
  const { data } = useQuery(casesQuery(0))
  const pathname = useLocation({ select: (l) => l.pathname })
  const cases = data?.content ?? []
  if (cases.length < 2) return null
  return (
    <details className="portal-bar__switcher">
      <summary>Switch to another loved one</summary>
      <ul>
        {cases.map((c) => {
          const href = casePath(c.id, c.nameSlug)
          return (
            <li key={c.id}>
              <Link to={href} aria-current={pathname.startsWith(href) ? 'page' : undefined}>
                {fullName(c)}
              </Link>
            </li>
          )
        })}
      </ul>
    </details>
  )
}

/**
 * The family portal's own header, under the site's: the way back to the family's cases, the
 * case switcher, who is signed in, and signing out (on every portal screen).
 */
export function PortalBar({ user }: { user: SessionUser }) {
  const { signOutTo, leaving, problem } = useSignOut()

  return (
    <nav className="portal-bar" aria-label="Family portal">
      <div className="portal-bar__inner">
        <Link to={PORTAL_HOME} className="portal-bar__home" activeOptions={{ exact: true }}>
          Family portal
        </Link>
        <CaseSwitcher />
        {/* Staff work in the studio (issue 37): cases, and the site's pages (decision 036). */}
        {user.role === 'staff' ? (
          <Link to={STUDIO_PATH} className="portal-bar__home">
            Studio
          </Link>
        ) : null}
        <p className="portal-bar__account">
          Signed in as{' '}
          <span className="portal-bar__name">
            {user.firstName} {user.lastName}
          </span>
        </p>
        <Button variant="secondary" size="sm" busy={leaving} onClick={() => void signOutTo()}>
          {leaving ? 'Signing out…' : 'Sign out'}
        </Button>
      </div>
      <div role="alert">{problem ? <p className="portal-bar__problem">{problem}</p> : null}</div>
    </nav>
  )
}
