import { chargedCategories, FINISH_MESSAGES } from '#contract/arrangement-rules.ts'
import type { Arrangement, ArrangementLine, Contract } from '#contract/arrangements.ts'
import { isApiError } from '#contract/errors.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import type { ArrangementScreen } from '#src/features/portal/index.ts'

/**
 * The review screen's own rules (issue 18 point 6), pure so they are tested alone. What blocks
 * submitting is the api's answer (`arrangement.missing`, made by the contract's `finishBlockers`);
 * here it is only matched to the screen that fixes it.
 */

/** The screen that fixes a blocker, by the contract's wording of it; undefined for one it does not know. */
export function blockerScreen(message: string): ArrangementScreen | undefined {
  if (message === FINISH_MESSAGES.noPackage) return 'packages'
  if (message === FINISH_MESSAGES.noPurchaser) return 'details'
  if (message.startsWith(FINISH_MESSAGES.incomplete([]))) return 'selections'
  return undefined
}

export type Blocker = { message: string; screen: ArrangementScreen | undefined }

/** Each thing still missing with where to fix it, in the api's order (the order to fix them). */
export function blockersOf(missing: readonly string[]): Blocker[] {
  return missing.map((message) => ({ message, screen: blockerScreen(message) }))
}

export type ReviewCategory = { id: number; name: string; lines: ArrangementLine[] }

/**
 * The categories that hold a line, as the statement lists them (the contract's rule): the family's
 * in spec §5's order, then what the home adds (a permit), so the lines add up to the total.
 */
export function reviewCategories(arrangement: Pick<Arrangement, 'categories'>): ReviewCategory[] {
  return chargedCategories(arrangement.categories)
    .filter((category) => category.lines.length > 0)
    .map((category) => ({ id: category.itemCategory.id, name: category.itemCategory.name, lines: category.lines }))
}

/** What the review says once submitted: who submitted and when (the date already written out). */
export function submittedSentence(contract: Pick<Contract, 'submittedBy'>, date: string): string {
  const by = contract.submittedBy ? ` by ${contract.submittedBy.firstName} ${contract.submittedBy.lastName}` : ''
  return `Submitted on ${date}${by}.`
}

/**
 * Why a submit did not go through, in the family's words: the api's 422 names what is missing
 * ("The contract cannot be submitted yet: …"); anything else is the portal's usual sentence.
 */
export function submitProblem(error: unknown): string {
  if (isApiError(error, 422) && error.detail) return error.detail
  return sessionProblem(error)
}
