import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { portalKeys } from './queries.ts'

/**
 * What each change of the portal makes stale, said once per kind of change (decision 041). A
 * change's own answer replaces what it changed on screen; everything else it touches is listed
 * here and read again, whether a screen shows it now or not: the statement read beside the
 * selections and shown again after the submit must not be the one from before it (issue 34.2).
 */

/** A query, or every query under a key; `exact` for the key alone (the case, not all under it). */
export type StaleKey = { queryKey: QueryKey; exact?: boolean }

/** The case list counts open tasks and the balance due. */
const caseList: StaleKey = { queryKey: [...portalKeys.all, 'cases'] }
const theCase = (caseId: number): StaleKey => ({ queryKey: portalKeys.case(caseId), exact: true })
const statement = (caseId: number): StaleKey => ({ queryKey: portalKeys.statement(caseId) })
const tasks = (caseId: number): StaleKey => ({ queryKey: portalKeys.tasks(caseId) })

export const staleAfter = {
  /** A line added, changed or removed (its answer is the arrangement): the statement and the contract's sums follow it. */
  arrangementLine: (caseId: number): StaleKey[] => [statement(caseId), { queryKey: portalKeys.contract(caseId) }],
  /** Another package: as a line, and the package list marks which one is chosen. */
  arrangementPackage: (caseId: number): StaleKey[] => [...staleAfter.arrangementLine(caseId), { queryKey: portalKeys.packages(caseId) }],
  /** The purchaser's details (its answer is the contract): the arrangement's blockers, the statement's purchaser, the case. */
  purchaserDetails: (caseId: number): StaleKey[] => [
    { queryKey: portalKeys.arrangement(caseId) },
    statement(caseId),
    theCase(caseId),
    caseList,
  ],
  /** The submit (its answer is the contract): the statement opens payment; the case home's state, tasks and balance follow. */
  arrangementSubmit: (caseId: number): StaleKey[] => [...staleAfter.purchaserDetails(caseId), tasks(caseId)],
  /** A task assigned, unassigned or moved (its answer is the task): the case list's count, who has it among the suggestions. */
  task: (caseId: number, taskId: number): StaleKey[] => [caseList, { queryKey: [...portalKeys.tasks(caseId), taskId, 'suggestions'] }],
  /** A review's save, comment or approval, or a media task's work: it may move its task on (an approval completes it). */
  taskWork: (caseId: number): StaleKey[] => [tasks(caseId), caseList],
  /** Staff added, removed, dated or moved a task (the studio, issue 37 point 5): the family's task list, case home and case list. */
  staffTasks: (caseId: number): StaleKey[] => [tasks(caseId), caseList],
  /** A memory approved or hidden: as any task work, and the wall's other lists (it moved from one to another). */
  moderation: (caseId: number): StaleKey[] => [...staleAfter.taskWork(caseId), { queryKey: portalKeys.memorialWall(caseId) }],
} satisfies Record<string, (caseId: number, taskId: number) => StaleKey[]>

/**
 * Reads again what a change made stale. Queries no screen shows now are read too (`refetchType:
 * 'all'`): the app's client does not refetch on mount (query-client.ts), so a stale query left
 * for later would show its old answer when its screen opens. Resolves when all are in; a failed
 * read is left to its screen (which shows it) and never fails the change.
 */
export async function markStale(client: QueryClient, keys: readonly StaleKey[]): Promise<void> {
  await Promise.all(keys.map((key) => client.invalidateQueries({ ...key, refetchType: 'all' })))
}
