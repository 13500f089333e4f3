import { Link } from '@tanstack/react-router'
import type { FamilyCase } from '#contract/family.ts'
import { lifeDates } from '#src/features/obituaries/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { fullName } from '#core/names.ts'
import { caseLocationName, waitingForFamily } from './case-summary.ts'

/**
 * One loved one on the case list: photo, name (the link to the case), dates, the location that
 * serves the family, and what is waiting for them. The photo is a private case file: it needs
 * the session, so it is never resized or cached at the edge (decision 024).
 */
export function CaseCard({ familyCase }: { familyCase: FamilyCase }) {
  const { locations } = useSite()
  const name = fullName(familyCase)
  const dates = lifeDates(familyCase.birthDate, familyCase.deathDate)
  const location = caseLocationName(locations, familyCase.locationId)
  return (
    <li className="case-card">
      {familyCase.photo ? (
        <img
          className="case-card__photo"
          src={familyCase.photo.url}
          alt=""
          width={familyCase.photo.width ?? 120}
          height={familyCase.photo.height ?? 150}
          loading="lazy"
        />
      ) : (
        <span className="case-card__photo case-card__photo--none" aria-hidden="true" />
      )}
      <div className="case-card__body">
        <h2 className="case-card__name">
          <Link to="/family-portal/$id/$name" params={{ id: String(familyCase.id), name: familyCase.nameSlug }}>
            {name}
          </Link>
        </h2>
        {dates ? <p className="case-card__dates">{dates}</p> : null}
        {location ? <p className="case-card__location">With {location}</p> : null}
        <ul className="case-card__waiting" aria-label={`What is waiting for you for ${name}`}>
          {waitingForFamily(familyCase).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </li>
  )
}
