import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import type { SessionUser } from '#contract/auth.ts'
import { signOut } from '#src/features/auth/calls.ts'
import { SESSION_QUERY_KEY } from '#src/features/auth/session.ts'
import { Button } from '#src/ui/Button.tsx'
import { caseFullName } from './case-summary.ts'
import { casePath, LOGIN_PATH, PORTAL_HOME } from './paths.ts'
import { casesQuery } from './queries.ts'

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
                {caseFullName(c)}
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
  const queryClient = useQueryClient()
  const router = useRouter()
  const [leaving, setLeaving] = useState(false)
  const [problem, setProblem] = useState<string>()

  async function leave() {
    setLeaving(true)
    setProblem(undefined)
    try {
      await signOut()
    } catch {
      // The BFF clears the cookies whatever the upstream says; a failure here is the network.
      setLeaving(false)
      setProblem('You could not be signed out just now. Please check your connection and try again.')
      return
    }
    queryClient.removeQueries({ queryKey: ['portal'] })
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: null })
    await router.navigate({ href: LOGIN_PATH, replace: true })
  }

  return (
    <nav className="portal-bar" aria-label="Family portal">
      <div className="portal-bar__inner">
        <Link to={PORTAL_HOME} className="portal-bar__home" activeOptions={{ exact: true }}>
          Family portal
        </Link>
        <CaseSwitcher />
        {/* Staff edit the site's pages from here (decision 036). */}
        {user.role === 'staff' ? (
          <Link to="/family-portal/editor" className="portal-bar__home">
            Edit the site
          </Link>
        ) : null}
        <p className="portal-bar__account">
          Signed in as{' '}
          <span className="portal-bar__name">
            {user.firstName} {user.lastName}
          </span>
        </p>
        <Button variant="secondary" size="sm" busy={leaving} onClick={() => void leave()}>
          {leaving ? 'Signing out…' : 'Sign out'}
        </Button>
      </div>
      <div role="alert">{problem ? <p className="portal-bar__problem">{problem}</p> : null}</div>
    </nav>
  )
}
