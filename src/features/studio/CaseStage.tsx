import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { CASE_STAGES, STAGE_LABELS, type CaseStage as Stage } from '#contract/case-stages.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffCase } from '#contract/studio-case-page.ts'
import { fullName } from '#core/names.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { call } from '#src/lib/api-call.ts'
import { Button } from '#src/ui/Button.tsx'
import { defineOverlay, type OverlayProps } from '#src/ui/overlay/define.tsx'
import { Modal } from '#src/ui/overlay/Modal.tsx'
import { useOverlay, useRegisterOverlay } from '#src/ui/overlay/OverlayProvider.tsx'
import { stageBeforeClosing } from './case-timeline.ts'
import { staffCaseQuery } from './queries.ts'

/** What closing a case means, said before it is done (decision 055). */
export const CLOSING_MEANS =
  'Closing says the funeral home’s work on this case is done. The family keeps their portal and reads that nothing more is needed; the case stays in the list under Closed, and you can reopen it at any time.'

function CloseCase({ name, overlay }: OverlayProps<{ name: string }, true>) {
  return (
    <Modal
      overlay={overlay}
      title={`Close the case of ${name}?`}
      description={CLOSING_MEANS}
      footer={
        <>
          <Button onClick={() => overlay.close(true)}>Yes, close the case</Button>
          <Button variant="secondary" onClick={() => overlay.close()} data-autofocus>
            Keep it open
          </Button>
        </>
      }
    />
  )
}

/** Asked before a case is closed; resolves `true` to go ahead. */
export const closeCase = defineOverlay('studio-close-case', CloseCase)

/** The case's stage: move it on, close it (after asking), reopen it. */
export function CaseStage({ theCase, onMoved }: { theCase: StaffCase; onMoved: (note: string) => void }) {
  useRegisterOverlay(closeCase)
  const overlay = useOverlay()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<Stage>(theCase.stage)
  const [problem, setProblem] = useState<string>()
  const move = useMutation({
    mutationFn: (stage: Stage) => call(operations.postApiStaffCasesByCaseIdStage, { params: { caseId: theCase.id }, body: { stage } }),
    onMutate: () => setProblem(undefined),
    onSuccess: (answer) => {
      queryClient.setQueryData(staffCaseQuery(theCase.id).queryKey, answer)
      setChosen(answer.stage)
      // The family's case home reads closed or not; the case list shows the stage.
      void queryClient.invalidateQueries({ queryKey: portalKeys.case(theCase.id) })
      void queryClient.invalidateQueries({ queryKey: ['studio', 'cases'] })
      onMoved(answer.stage === 'closed' ? 'The case is closed.' : `The case is ${STAGE_LABELS[answer.stage].toLowerCase()}.`)
    },
    onError: (error) => setProblem(sessionProblem(error)),
  })

  async function moveTo(stage: Stage) {
    if (stage === 'closed' && !(await overlay.open(closeCase, { name: fullName(theCase) }))) return
    move.mutate(stage)
  }

  const closed = theCase.stage === 'closed'
  return (
    <section aria-labelledby="case-stage" className="studio-section">
      <h2 id="case-stage">Stage</h2>
      <p>
        This case is <strong>{STAGE_LABELS[theCase.stage].toLowerCase()}</strong>.
      </p>
      {closed ? (
        <>
          <p>The home’s work on it is done. Reopening takes it back to where it was before it was closed.</p>
          <Button busy={move.isPending} onClick={() => move.mutate(stageBeforeClosing(theCase.timeline))}>
            Reopen the case
          </Button>
        </>
      ) : (
        <form
          className="studio-stage"
          aria-label="Move the case"
          onSubmit={(event) => {
            event.preventDefault()
            void moveTo(chosen)
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="case-stage-choice">
              Move it to
            </label>
            <select
              id="case-stage-choice"
              className="field__control field__control--select"
              value={chosen}
              onChange={(event) => setChosen(event.target.value as Stage)}
            >
              {CASE_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {STAGE_LABELS[stage]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" busy={move.isPending}>
            Move the case
          </Button>
        </form>
      )}
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </section>
  )
}
