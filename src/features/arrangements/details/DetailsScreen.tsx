import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { arrangementsPath, arrangementQuery, caseQuery } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { contractQuery } from '../queries.ts'
import { DetailsForm } from './forms.tsx'
import { PurchaserSummary } from './PurchaserSummary.tsx'
import './details.css'

/**
 * The arrangements area's purchaser details (issue 18 point 5): who signs and pays, as a form
 * while the arrangement is open, to read once it is submitted (the api refuses changes then).
 */
export function DetailsScreen({ caseId }: { caseId: number }) {
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  const { data: arrangement } = useSuspenseQuery(arrangementQuery(caseId))
  const { data: contract } = useSuspenseQuery(contractQuery(caseId))
  const { company } = useSite()
  return (
    <section className="arrangement-details" aria-labelledby="details-title">
      <h2 id="details-title">Purchaser details</h2>
      {arrangement.locked ? (
        <>
          <p className="arrangement-details__locked">
            The arrangement has been submitted, so these details can no longer be changed here. If something needs correcting, please call{' '}
            {company.name}
            {company.phoneNumber ? ` at ${company.phoneNumber}` : ''}.
          </p>
          {contract.purchaser ? <PurchaserSummary purchaser={contract.purchaser} /> : null}
        </>
      ) : (
        <>
          <p>
            The person who signs for the arrangement and receives the statement. The funeral home uses these details only for{' '}
            {familyCase.firstName}'s arrangements.
          </p>
          <DetailsForm caseId={caseId} purchaser={contract.purchaser} lovedOne={familyCase.firstName} />
          <p className="arrangement-details__next">
            <Link to={arrangementsPath(caseId, familyCase.nameSlug, 'review')}>Review and submit the arrangement</Link>
          </p>
        </>
      )}
    </section>
  )
}
