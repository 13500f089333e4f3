import { Link } from '@tanstack/react-router'
import { arrangementsPath, statementPath } from '#src/features/portal/index.ts'

export type ArrangementTab = 'packages' | 'selections' | 'details' | 'statement'

/**
 * The arrangements area's tabs (spec §2: packages, selections, details, statement). Plain links,
 * one per screen, so each has its own address, works without script and reads as navigation to a
 * screen reader; the current one is marked `aria-current="page"`.
 */
export function ArrangementTabs({ caseId, nameSlug, current }: { caseId: number; nameSlug: string; current?: ArrangementTab }) {
  const tabs: { tab: ArrangementTab; label: string; href: string }[] = [
    { tab: 'packages', label: 'Package', href: arrangementsPath(caseId, nameSlug, 'packages') },
    { tab: 'selections', label: 'Selections', href: arrangementsPath(caseId, nameSlug, 'selections') },
    { tab: 'details', label: 'Purchaser details', href: arrangementsPath(caseId, nameSlug, 'details') },
    { tab: 'statement', label: 'Statement', href: statementPath(caseId, nameSlug) },
  ]
  return (
    <nav className="arrangement-tabs" aria-label="Arrangements">
      <ul>
        {tabs.map(({ tab, label, href }) => (
          <li key={tab}>
            <Link to={href} aria-current={tab === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
