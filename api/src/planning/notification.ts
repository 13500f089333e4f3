import type { PlanningForm } from '#contract/planning.ts'
import { isBlank, type PlanningAnswers, type PlanType } from '#contract/planning-rules.ts'

const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  'pre-plan-self': 'Pre-plan (for themself)',
  'pre-plan-other': 'Pre-plan (for someone else)',
  'at-need': 'At-need (a death has occurred)',
}

export type PlanningNotice = {
  reference: string
  planType: PlanType
  personName: string
  locationName: string
  caseId: number
}

function answerText(value: PlanningAnswers[string], options?: readonly { value: string; label: string }[]): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  const text = value ?? ''
  return options?.find((o) => o.value === text)?.label ?? text
}

/**
 * The funeral home's notification of a new request, as plain text: who, what kind, and every
 * answer under its section and label, in the form's order (option labels, not codes).
 */
export function planningNoticeText(
  form: PlanningForm,
  answers: PlanningAnswers,
  notice: PlanningNotice,
): { subject: string; text: string } {
  const kind = PLAN_TYPE_LABELS[notice.planType]
  const lines = [
    `A new planning request was sent from your website.`,
    '',
    `Reference: ${notice.reference}`,
    `Request: ${kind}`,
    `For: ${notice.personName}`,
    `Location: ${notice.locationName}`,
    `Case: ${notice.caseId}`,
  ]
  for (const section of form.sections) {
    const answered = section.fields.filter((f) => !isBlank(answers[f.id]))
    if (answered.length === 0) continue
    lines.push('', section.name.toUpperCase())
    for (const field of answered) {
      const value = answerText(answers[field.id] ?? null, field.options)
      // Multi-line answers (notes, children) stay readable: continuation lines are indented.
      lines.push(`${field.name}: ${value.replace(/\r?\n/g, '\n  ')}`)
    }
  }
  return { subject: `Planning request ${notice.reference}: ${kind} for ${notice.personName}`, text: lines.join('\n') }
}
