/**
 * The auth feature as other features use it: its one entry (issue 36 point 4). Inside the
 * feature, files import each other directly; a route may import any file of a feature.
 */

export { signOut } from './calls.ts'
export { SignUpForm } from './forms.ts'
export { sessionProblem } from './problems.ts'
export { SESSION_QUERY_KEY, sessionQuery } from './session.ts'
