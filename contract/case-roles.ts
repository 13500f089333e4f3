/**
 * What each family member of a case may do (issue 37 point 4; decision 056): one rule, read by
 * the api's guard on every family call under a case (api/src/middleware/case-role.ts), by the
 * portal to show only what a member may do, and by the studio's Family screen. No schema here, so
 * a screen that only asks "may this member…" loads no zod.
 */

/**
 * The arranger: submits the arrangement and invites others, and does all a helper does. A
 * helper: tasks, uploads, reviews, the arrangement's choices, payments. A viewer: reads only.
 */
export const CASE_MEMBER_ROLES = ['arranger', 'helper', 'viewer'] as const
export type CaseMemberRole = (typeof CASE_MEMBER_ROLES)[number]

/** The role an invitation grants when it names none. */
export const DEFAULT_CASE_MEMBER_ROLE: CaseMemberRole = 'helper'

/**
 * What a family call under a case does: `read` (every GET), `contribute` (tasks, uploads, reviews,
 * case details, the obituary, the wall, the arrangement's choices), `pay`, `submit` (the
 * arrangement) and `invite` (send, resend or withdraw invitations).
 */
export const CASE_ACTIONS = ['read', 'contribute', 'pay', 'submit', 'invite'] as const
export type CaseAction = (typeof CASE_ACTIONS)[number]

const ACTIONS_OF: Record<CaseMemberRole, readonly CaseAction[]> = {
  arranger: CASE_ACTIONS,
  helper: ['read', 'contribute', 'pay'],
  viewer: ['read'],
}

/**
 * True when someone with `role` in a case may do `action`. `staff` (staff of the home who work
 * cases) may do everything; no role (not a member) nothing.
 */
export function memberMay(role: CaseMemberRole | 'staff' | null | undefined, action: CaseAction): boolean {
  if (role === 'staff') return true
  // A role this build does not know (a row written before roles, by hand) may do nothing: refused, never a crash.
  return role != null && Object.hasOwn(ACTIONS_OF, role) && ACTIONS_OF[role].includes(action)
}

/** The words the portal and the studio show for each role. */
export const CASE_MEMBER_ROLE_LABELS: Record<CaseMemberRole, string> = {
  arranger: 'Arranger',
  helper: 'Helper',
  viewer: 'Viewer',
}

/** What each role may do, in a sentence (the invite forms' choices, the studio's Family screen). */
export const CASE_MEMBER_ROLE_DESCRIPTIONS: Record<CaseMemberRole, string> = {
  arranger: 'Submits the arrangement and invites others, and can do everything a helper can.',
  helper: 'Works on the tasks, uploads photos and music, reviews, and may pay.',
  viewer: 'Sees the case and its progress, and changes nothing.',
}

/** Who may do an action, said to a member who may not (the portal shows it where a button would be). */
export const WHO_MAY: Record<Exclude<CaseAction, 'read'>, string> = {
  contribute: "Your family's arranger or a helper makes changes here.",
  pay: "Your family's arranger or a helper makes payments.",
  submit: "Your family's arranger submits the arrangement.",
  invite: "Your family's arranger invites others.",
}

/** The 403 of a family call the member's role does not allow. */
export function caseRoleRefusal(action: Exclude<CaseAction, 'read'>): string {
  return `Your role in this case does not allow this. ${WHO_MAY[action]}`
}

/** The 422 on `role` of an invitation or a change naming no role of ours. */
export const CASE_ROLE_MESSAGE = 'Please choose the role: arranger, helper or viewer.'

/** The studio's refusal to leave a family without an arranger (decision 056). */
export const LAST_ARRANGER = "This is the family's only arranger. Make another member the arranger first, then change or remove this one."
