import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { memberMay, WHO_MAY, type CaseAction } from '#contract/case-roles.ts'
import { caseQuery } from './queries.ts'

type Doing = Exclude<CaseAction, 'read'>

/**
 * Whether the signed-in member's role in the case allows `action` (decision 056; staff: always).
 * The case is read by the case's route loader, so this never waits on the network.
 */
export function useCaseMay(caseId: number, action: Doing): boolean {
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  return memberMay(familyCase.role, action)
}

/** The sentence that stands where a button would be, for a member whose role does not allow it. */
export function WhoMay({ action }: { action: Doing }) {
  return <p className="case-role-note">{WHO_MAY[action]}</p>
}

/** `children` for a member who may do `action`; otherwise the sentence saying who can. */
export function IfCaseMay({ caseId, action, children }: { caseId: number; action: Doing; children: ReactNode }) {
  return useCaseMay(caseId, action) ? children : <WhoMay action={action} />
}

/**
 * A screen's work for a member who may only read it (a viewer): the sentence first, then the work
 * with its controls taken away (a disabled fieldset, its buttons and fields hidden: portal.css), so
 * what is there to read stays and nothing offers to change it.
 */
export function ReadOnlyUnless({ caseId, action, children }: { caseId: number; action: Doing; children: ReactNode }) {
  if (useCaseMay(caseId, action)) return children
  return (
    <>
      <WhoMay action={action} />
      <fieldset disabled className="case-read-only">
        {children}
      </fieldset>
    </>
  )
}
