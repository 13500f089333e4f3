import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { IfCaseMay, statementPath, portalKeys } from '#src/features/portal/index.ts'
import { useNavigateWhenReady } from '#src/lib/navigate-when-ready.ts'
import { Button } from '#src/ui/Button.tsx'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { toast } from '#src/ui/toast/toast.ts'
import { useSubmitContract } from '../contract-calls.ts'
import { submitProblem } from './review-rules.ts'

/**
 * Submits the arrangement (POST contract/submit, spec §4) once nothing is missing, with what that
 * means said first. Then the statement. A refusal says why (the api's 422 names what is missing)
 * and the arrangement is read again, so the list of what is missing shows it.
 */
export function SubmitArrangement({ caseId, nameSlug, companyName }: { caseId: number; nameSlug: string; companyName: string }) {
  const queryClient = useQueryClient()
  const navigateWhenReady = useNavigateWhenReady()
  const submitting = useSubmitContract(caseId)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()

  async function submit() {
    setBusy(true)
    setProblem(undefined)
    try {
      await submitting.mutateAsync()
      toast.success('The arrangement is submitted', { description: `${companyName} has your choices.` })
      await navigateWhenReady({ href: statementPath(caseId, nameSlug) })
    } catch (error) {
      const reason = submitProblem(error)
      setProblem(reason)
      toast.error('The arrangement was not submitted', { description: reason })
      void queryClient.invalidateQueries({ queryKey: portalKeys.arrangement(caseId) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="review-part review-submit" aria-labelledby="review-submit">
      <h3 id="review-submit">Submit the arrangement</h3>
      <p>
        Submitting sends your choices and the purchaser details to {companyName}. After that, the choices can no longer be changed here: to
        change something, you would call the funeral home.
      </p>
      <FormProblem message={problem} />
      <IfCaseMay caseId={caseId} action="submit">
        <Button size="lg" busy={busy} onClick={() => void submit()}>
          {busy ? 'Submitting…' : 'Submit the arrangement'}
        </Button>
      </IfCaseMay>
    </section>
  )
}
