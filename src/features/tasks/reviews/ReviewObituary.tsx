import { ObituaryPreview } from '#src/features/obituaries/index.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useSite } from '#src/features/site/index.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import type { TaskScreenProps } from '../screen-types.ts'
import { reviewCalls, useReviewCall } from './calls.ts'
import { ObituaryEditForm } from './ObituaryEditForm.tsx'
import { obituaryQuery, reviewKeys } from './queries.ts'
import { ApprovalNote } from './shared.tsx'

/**
 * review-obituary (issue 20 point 2): the draft as it will appear, changes suggested in its words,
 * then approval. Approved (or published), it is locked: who approved and when is shown instead
 * of the buttons, so a second relative sees it rather than approving again.
 */
export default function ReviewObituary({ familyCase }: TaskScreenProps) {
  const caseId = familyCase.id
  const { data: obituary } = useSuspenseQuery(obituaryQuery(caseId))
  const { company } = useSite()
  const { run, pending, problem } = useReviewCall(caseId)

  if (!obituary) {
    return (
      <section className="review-screen" aria-labelledby="review-obituary-title">
        <h2 id="review-obituary-title">The obituary</h2>
        <p className="review-empty">
          {company.name} has not started {familyCase.firstName}'s obituary yet. It will be here for you to read as soon as they have.
        </p>
      </section>
    )
  }

  const locked = obituary.approval !== null || obituary.publishedAt !== null
  async function approve() {
    await run('approve', () => reviewCalls.approveObituary(caseId), {
      key: reviewKeys.obituary(caseId),
      done: () => 'The obituary is approved',
      failure: 'The obituary was not approved',
    })
  }

  return (
    <section className="review-screen" aria-labelledby="review-obituary-title">
      <h2 id="review-obituary-title">The obituary as it will appear</h2>
      {obituary.approval ? <ApprovalNote approval={obituary.approval} what="The obituary" /> : null}
      {locked ? (
        <p>
          {obituary.publishedAt ? 'It is published' : 'It is approved'}, so it can no longer be changed here. If something needs correcting,
          please call {company.name}
          {company.phoneNumber ? ` at ${company.phoneNumber}` : ''}.
        </p>
      ) : (
        <p>Read it through as visitors will see it. Suggest any changes, then approve it when it says what you want it to say.</p>
      )}
      <ObituaryPreview obituary={obituary} />
      {locked ? null : (
        <>
          <div className="review-actions">
            <Button busy={pending === 'approve'} onClick={() => void approve()}>
              {pending === 'approve' ? 'Approving…' : 'Approve the obituary'}
            </Button>
          </div>
          <FormProblem message={problem?.about === 'approve' ? problem.message : undefined} />
          <ObituaryEditForm key={obituary.updatedAt} caseId={caseId} obituary={obituary} />
        </>
      )}
    </section>
  )
}
