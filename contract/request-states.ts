/**
 * Where a planning request stands in the studio (issue 37 point 7), without a schema, so the
 * studio's screens and the api read one rule: `new` as sent from /plan-now, `contacted` once
 * someone at the home has spoken to the family, `converted` once a case was opened from it (for
 * good: the case is the record from then on), `closed` when nothing more will come of it.
 */
export const PLANNING_REQUEST_STATES = ['new', 'contacted', 'converted', 'closed'] as const
export type PlanningRequestState = (typeof PLANNING_REQUEST_STATES)[number]

/** What staff may mark by hand; `converted` only comes from opening a case. */
export const MARKABLE_REQUEST_STATES = ['contacted', 'closed'] as const
export type MarkableRequestState = (typeof MARKABLE_REQUEST_STATES)[number]

/** The words the studio shows for each state. */
export const REQUEST_STATE_LABELS: Record<PlanningRequestState, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Case opened',
  closed: 'Closed',
}

/** The sentences of the requests' refusals. */
export const REQUEST_MESSAGES = {
  /** 404: no request of this home with that id. */
  notFound: 'This funeral home has no planning request with that id.',
  /** 409: marking a request whose case is already open. */
  converted: 'A case has already been opened from this request, so it stays as it is.',
  /** 422 on `state`. */
  state: 'Please choose contacted or closed.',
} as const

/**
 * Whether a request in `from` may be marked `to` by hand: any state but converted may become
 * contacted or closed (a closed request may be reopened as contacted; marking the state it is
 * already in changes nothing). Null when allowed, else the sentence of the refusal.
 */
export function markError(from: PlanningRequestState, to: MarkableRequestState): string | null {
  if (from === 'converted') return REQUEST_MESSAGES.converted
  if (!MARKABLE_REQUEST_STATES.includes(to)) return REQUEST_MESSAGES.state
  return null
}

/** Whether a case may still be opened from a request in this state (once converted, never again). */
export function mayConvert(state: PlanningRequestState): boolean {
  return state !== 'converted'
}
