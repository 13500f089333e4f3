/**
 * A case's stage and kind in the studio (decision 055), schema-free so a screen or a route's
 * address parsing names them without loading zod. contract/studio-case-page.ts builds on them.
 */

/** Where the home's work on a case stands, in order; `closed` can be reopened. */
export const CASE_STAGES = ['open', 'arranged', 'serviced', 'closed'] as const
export type CaseStage = (typeof CASE_STAGES)[number]

/** At-need or pre-need: `cases.status`, now that the stage says whether the case is closed. */
export const CASE_KINDS = ['AT_NEED', 'PRE_PLAN'] as const
export type CaseKind = (typeof CASE_KINDS)[number]

/** The words the studio shows for each stage and kind. */
export const STAGE_LABELS: Readonly<Record<CaseStage, string>> = {
  open: 'Open',
  arranged: 'Arranged',
  serviced: 'Serviced',
  closed: 'Closed',
}
export const KIND_LABELS: Readonly<Record<CaseKind, string>> = { AT_NEED: 'At-need', PRE_PLAN: 'Pre-need' }
