import { caseStatusFor, checkAnswers, type PlanningAnswers, type PlanType } from '#contract/planning-rules.ts'
import type { PlanningForm, PlanningSubmission } from '#contract/planning.ts'
import type { DraftAnswer } from './draft.ts'
import { apiAnswer, initialValue } from './steps.ts'

/**
 * What the review sends, checked with the api's own rules (contract/planning-rules.ts: zod's
 * email, the phone rules). Apart from steps.ts, which every planning page loads as it renders:
 * the review loads this when it opens, and Send waits for it (issue 15).
 */

/** Every field's value for the api: saved answers over the server's defaults, for every section. */
export function allAnswers(form: PlanningForm, answers: Readonly<Record<string, DraftAnswer>>): PlanningAnswers {
  const out: PlanningAnswers = {}
  for (const field of form.sections.flatMap((s) => s.fields)) {
    const value = apiAnswer(field, initialValue(field, answers))
    if (value !== undefined) out[field.id] = value
  }
  return out
}

export type SubmissionCheck = { ok: true; body: PlanningSubmission } | { ok: false; errors: Record<string, string> }

/**
 * The body of POST /api/web/planning/submit (spec §3/§4: locationId, caseStatus from the plan
 * type, fields keyed by field id; planType too, so the server knows a pre-plan is for oneself),
 * or the field messages that stop it — the same check the api makes (contract/planning-rules.ts).
 */
export function buildSubmission(
  form: PlanningForm,
  planType: PlanType,
  locationId: number,
  answers: Readonly<Record<string, DraftAnswer>>,
  today: string,
): SubmissionCheck {
  const fields = form.sections.flatMap((s) => s.fields)
  const checked = checkAnswers(fields, allAnswers(form, answers), planType, today)
  if (Object.keys(checked.errors).length > 0) return { ok: false, errors: checked.errors }
  return { ok: true, body: { locationId, caseStatus: caseStatusFor(planType), planType, fields: checked.answers } }
}
