import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { fullName } from '#core/names.ts'
import { arrangementState, casePath, arrangementQuery, caseQuery, ReadOnlyUnless } from '#src/features/portal/index.ts'
import { ArrangementTabs, type ArrangementTab } from './ArrangementTabs.tsx'
import './arrangements.css'

/** The tab a screen belongs to: an item is looked at from the selections; the review is a step of its own. */
function tabOf(pathname: string): ArrangementTab | undefined {
  const screen = pathname.split('/').pop()
  if (screen === 'item') return 'selections'
  return screen === 'packages' || screen === 'selections' || screen === 'details' ? screen : undefined
}

/**
 * Every screen of the arrangements area: whose arrangements these are, where they stand, and the
 * tabs. A submitted arrangement is said to be so on every screen (its choices can no longer change).
 */
export function ArrangementsFrame({ caseId }: { caseId: number }) {
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  const { data: arrangement } = useSuspenseQuery(arrangementQuery(caseId))
  const pathname = useLocation({ select: (l) => l.pathname })
  return (
    <main id="main" className="page portal-page arrangements">
      <p className="arrangements__back">
        <Link to={casePath(caseId, familyCase.nameSlug)}>Back to {familyCase.firstName}'s page</Link>
      </p>
      <h1>Arrangements for {fullName(familyCase)}</h1>
      <p className="arrangements__state">{arrangementState(arrangement)}</p>
      <ArrangementTabs caseId={caseId} nameSlug={familyCase.nameSlug} current={tabOf(pathname)} />
      {/* A viewer reads the choices; making them is a helper's or the arranger's (decision 056). */}
      <ReadOnlyUnless caseId={caseId} action="contribute">
        <Outlet />
      </ReadOnlyUnless>
    </main>
  )
}
