import { categoriesToChoose } from '#contract/arrangement-rules.ts'
import type { Arrangement } from '#contract/arrangements.ts'
import type { FamilyCase, TaskStatus } from '#contract/family.ts'
import type { Location } from '#contract/website.ts'
import { formatCents } from '#core/money.ts'

/** The funeral home's location that serves the case, by name; undefined when the site does not list it. */
export function caseLocationName(locations: readonly Pick<Location, 'id' | 'name'>[], locationId: number): string | undefined {
  return locations.find((location) => location.id === locationId)?.name
}

/** What is waiting for the family on a case, as short sentences (the case list, issue 17). */
export function waitingForFamily(c: Pick<FamilyCase, 'openTasks' | 'totalTasks' | 'balanceDueCents' | 'status'>): string[] {
  const waiting: string[] = []
  if (c.totalTasks > 0) {
    if (c.openTasks === 0) waiting.push('All tasks are done')
    else if (c.openTasks === 1) waiting.push('1 task to finish')
    else waiting.push(`${c.openTasks} tasks to finish`)
  }
  if (c.balanceDueCents !== null && c.balanceDueCents > 0) waiting.push(`${formatCents(c.balanceDueCents)} left to pay`)
  else if (c.balanceDueCents === 0) waiting.push('Paid in full')
  if (waiting.length === 0) waiting.push(c.status === 'CLOSED' ? 'Nothing more is needed' : 'Nothing is waiting for you yet')
  return waiting
}

/** A task's status as the family reads it. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  completed: 'Done',
  skipped: 'Skipped',
}

/**
 * Where the arrangement stands, in a sentence (the case home, the arrangements' header, issue 17).
 * What is left to choose is counted by the contract's one rule, as the selections count it.
 */
export function arrangementState(
  arrangement: Pick<Arrangement, 'packageName' | 'submittedAt' | 'hasPurchaser' | 'missing' | 'categories'>,
): string {
  if (arrangement.submittedAt) return 'Submitted. The funeral home has your choices.'
  if (!arrangement.packageName) return 'Not started yet. Begin by choosing a package.'
  const inProgress = `In progress with the ${arrangement.packageName}`
  const left = categoriesToChoose(arrangement.categories)
  if (left > 0) return `${inProgress}: ${left === 1 ? '1 thing' : `${left} things`} still to choose.`
  if (!arrangement.hasPurchaser) return `${inProgress}: every choice is made; the purchaser details are next.`
  if (arrangement.missing.length > 0) return `${inProgress}: the review says what is still to do before submitting.`
  return `${inProgress}: ready to review and submit.`
}
