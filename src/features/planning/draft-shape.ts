import { PLAN_TYPES, type PlanType } from '#contract/planning-constants.ts'

/**
 * The planning draft's shape, checked by hand: every planning page reads the draft as it renders,
 * and a zod schema here would put zod into each one's first load (issue 15). It reads what
 * `z.object` read before: the known keys, each of its type, unknown keys dropped, any other
 * value refused whole (a corrupt or older entry). Covered by tests/unit/planning-ui-draft.test.ts.
 */

/** One answer as the form holds it: text (dates as shown, `MM/DD/YYYY`), or a checkbox's true/false. */
export type DraftAnswer = string | boolean

export type PlanningDraft = {
  version: 1
  planType?: PlanType
  locationId?: number
  answers: Record<string, DraftAnswer>
  /**
   * The submit attempt: its Idempotency-Key and the exact body it was sent with. Kept (and
   * persisted) so a double click, a retry after a failure, or a retry after a reload sends the
   * same key; a changed body is a new attempt with a new key (the api refuses a key reused for
   * another body).
   */
  attempt?: { key: string; body: string }
  /** Field id → message from a refused submit (422), shown beside the fields until they change. */
  errors?: Record<string, string>
  savedAt?: string
}

type Plain = Record<string, unknown>

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A record whose every value passes `ok`, as a fresh object; undefined when it is not one. */
function recordOf<T>(value: unknown, ok: (item: unknown) => item is T): Record<string, T> | undefined {
  if (!isPlain(value)) return undefined
  const out: Record<string, T> = {}
  for (const [key, item] of Object.entries(value)) {
    if (!ok(item)) return undefined
    out[key] = item
  }
  return out
}

const isString = (value: unknown): value is string => typeof value === 'string'
const isAnswer = (value: unknown): value is DraftAnswer => typeof value === 'string' || typeof value === 'boolean'
const isPlanType = (value: unknown): value is PlanType => PLAN_TYPES.some((t) => t === value)

/** The draft in `value` (parsed JSON), or null when it is not one. */
export function planningDraftOf(value: unknown): PlanningDraft | null {
  if (!isPlain(value) || value.version !== 1) return null
  const answers = recordOf(value.answers, isAnswer)
  if (!answers) return null
  const draft: PlanningDraft = { version: 1, answers }
  const { planType, locationId, attempt, errors, savedAt } = value
  if (planType !== undefined) {
    if (!isPlanType(planType)) return null
    draft.planType = planType
  }
  if (locationId !== undefined) {
    if (typeof locationId !== 'number' || !Number.isSafeInteger(locationId) || locationId <= 0) return null
    draft.locationId = locationId
  }
  if (attempt !== undefined) {
    if (!isPlain(attempt) || !isString(attempt.key) || !isString(attempt.body)) return null
    draft.attempt = { key: attempt.key, body: attempt.body }
  }
  if (errors !== undefined) {
    const messages = recordOf(errors, isString)
    if (!messages) return null
    draft.errors = messages
  }
  if (savedAt !== undefined) {
    if (!isString(savedAt)) return null
    draft.savedAt = savedAt
  }
  return draft
}

/** `planningDraftOf` as `readStored` takes a reader (src/lib/device-draft.ts). */
export const PLANNING_DRAFT_READER = {
  safeParse: (value: unknown) => {
    const data = planningDraftOf(value)
    return data ? ({ success: true, data } as const) : ({ success: false } as const)
  },
}
