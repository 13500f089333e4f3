import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { arrangementsPath, statementPath, arrangementQuery, caseQuery } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { longDate, zonedFields } from '#src/lib/zoned-date.ts'
import { contractQuery } from '../queries.ts'
import { blockersOf, submittedSentence } from './review-rules.ts'
import { ReviewSummary } from './ReviewSummary.tsx'
import { SubmitArrangement } from './SubmitArrangement.tsx'
import './review.css'

/**
 * Review and finish (issue 18 point 6, spec §4): what the arrangement holds, and either what is
 * still missing (each with a link to the screen that fixes it), the submit, or, once submitted,
 * who submitted it when and the way to the statement. What is missing is the api's answer.
 */
export function ReviewScreen({ caseId }: { caseId: number }) {
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  const { data: arrangement } = useSuspenseQuery(arrangementQuery(caseId))
  const { data: contract } = useSuspenseQuery(contractQuery(caseId))
  const { company } = useSite()
  const slug = familyCase.nameSlug
  const submittedAt = contract.submittedAt ?? arrangement.submittedAt
  const blockers = blockersOf(arrangement.missing)
  return (
    <section className="arrangement-review" aria-labelledby="review-title">
      <h2 id="review-title">Review and submit</h2>
      {submittedAt ? (
        <div className="review-done">
          <p>{submittedSentence(contract, longDate(zonedFields(submittedAt, company.timeZone)))}</p>
          <p>
            <Link to={statementPath(caseId, slug)}>See the statement</Link>
          </p>
        </div>
      ) : blockers.length > 0 ? (
        <section className="review-part review-missing" aria-labelledby="review-missing">
          <h3 id="review-missing">Still to do before you can submit</h3>
          <ul>
            {blockers.map(({ message, screen }) => (
              <li key={message}>{screen ? <Link to={arrangementsPath(caseId, slug, screen)}>{message}</Link> : message}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <ReviewSummary arrangement={arrangement} contract={contract} />
      {!submittedAt && blockers.length === 0 && arrangement.canFinish ? (
        <SubmitArrangement caseId={caseId} nameSlug={slug} companyName={company.name} />
      ) : null}
    </section>
  )
}
