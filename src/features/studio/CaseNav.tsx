import { Link } from '@tanstack/react-router'
import { CASE_PLACES } from './case-nav.ts'

/** The places of one case, above each of its studio screens; the current one is marked for screen readers. */
export function CaseNav({ caseId, name }: { caseId: number; name: string }) {
  return (
    <nav className="studio-case-nav" aria-label={`The case of ${name}`}>
      <ul>
        {CASE_PLACES.map((place) => (
          <li key={place.to}>
            <Link to={place.to} params={{ id: String(caseId) }} activeOptions={{ exact: true }}>
              {place.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
