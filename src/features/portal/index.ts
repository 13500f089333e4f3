/**
 * The portal feature as other features use it: its one entry (issue 36 point 4). Inside the
 * feature, files import each other directly; a route may import any file of a feature.
 */

export { arrangementState, TASK_STATUS_LABELS } from './case-summary.ts'
export { arrangementItemPath, type ArrangementScreen, arrangementsPath, casePath, receiptPath, statementPath, taskPath } from './paths.ts'
export { arrangementQuery, caseQuery, portalKeys, statementQuery, tasksQuery } from './queries.ts'
export { markStale, staleAfter, type StaleKey } from './stale-after.ts'
export { assigneeNames } from './task-people.ts'
export { LOGIN_PATH, loginHref, PORTAL_HOME } from './paths.ts'
export { PortalProblem, PortalScreenBoundary } from './PortalProblem.tsx'
export { useSignOut } from './use-sign-out.ts'
export { portalHead } from './head.ts'
export { casesQuery } from './queries.ts'
export { IfCaseMay, ReadOnlyUnless, useCaseMay, WhoMay } from './case-role.tsx'
