import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { taskPath } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import type { TaskScreenProps } from '../screen-types.ts'
import { stationeryQuery } from './queries.ts'
import { stationeryProgress } from './rules.ts'
import { StationeryPiece } from './StationeryPiece.tsx'

/**
 * review-stationery (issue 20 point 4): every printed piece, one after the other, each with its
 * pages, comments and approval; each also has a screen of its own (review-stationery/{item}).
 */
export default function ReviewStationery({ familyCase }: TaskScreenProps) {
  const { data } = useSuspenseQuery(stationeryQuery(familyCase.id))
  const { company } = useSite()
  if (data.items.length === 0) {
    return (
      <section className="review-screen" aria-labelledby="review-stationery-title">
        <h2 id="review-stationery-title">The printed pieces</h2>
        <p className="review-empty">
          {company.name} has not laid out any printed pieces yet. They will be here for you to check as soon as they have.
        </p>
      </section>
    )
  }
  return (
    <section className="review-screen" aria-labelledby="review-stationery-title">
      <h2 id="review-stationery-title">The printed pieces</h2>
      <p>
        {stationeryProgress(data.items)}. Check each page; comment on anything to change, then approve each piece. Once every piece is
        approved, this task is done.
      </p>
      <nav aria-label="Printed pieces">
        <ul className="stationery-index">
          {data.items.map((item) => (
            <li key={item.id}>
              <Link to={taskPath(familyCase.id, familyCase.nameSlug, 'review-stationery', item.itemType)}>{item.title}</Link>
              {item.status === 'approved' ? ' (approved)' : ''}
            </li>
          ))}
        </ul>
      </nav>
      {data.items.map((item) => (
        <section key={item.id} className="stationery-section" aria-labelledby={`piece-${item.itemType}`}>
          <h3 id={`piece-${item.itemType}`}>{item.title}</h3>
          <StationeryPiece caseId={familyCase.id} item={item} headingId={`piece-${item.itemType}`} />
        </section>
      ))}
    </section>
  )
}
