import { useSuspenseQuery } from '@tanstack/react-query'
import type { TaskScreenProps } from '../screen-types.ts'
import { missingSentence } from './details-form.ts'
import { DetailsForm } from './DetailsForm.tsx'
import { caseDetailsQuery } from './queries.ts'
import { personName, whenSaid } from './rules.ts'
import { useViewer } from './shared.tsx'

/**
 * add-details (issue 20 point 1): what the death certificate and the obituary need, saved when
 * the family presses Save, kept on the device as typed until then. Says who saved last and when,
 * and what is still missing.
 */
export default function AddDetails({ familyCase }: TaskScreenProps) {
  const { data: details } = useSuspenseQuery(caseDetailsQuery(familyCase.id))
  const { userId, timeZone } = useViewer()
  const missing = missingSentence(details)
  return (
    <section className="review-screen" aria-labelledby="add-details-title">
      <h2 id="add-details-title">{familyCase.firstName}'s details</h2>
      <p>
        Only the legal name is needed to save; fill in the rest as you find it. Everything you type stays on this device until you save, so
        nothing is lost if you close the page.
      </p>
      {details.updatedAt && details.updatedBy ? (
        <p className="review-saved">
          Last saved by {personName(details.updatedBy, userId)} on {whenSaid(details.updatedAt, timeZone)}.
        </p>
      ) : null}
      {missing ? (
        <p className="review-missing">{missing}</p>
      ) : details.complete ? (
        <p className="review-saved">Everything the death certificate needs is here.</p>
      ) : null}
      <DetailsForm caseId={familyCase.id} details={details} names={familyCase} lovedOne={familyCase.firstName} />
    </section>
  )
}
