import { z } from 'zod'
import { line } from '#contract/text.ts'
import { DATE_MESSAGES } from '#contract/validation-messages.ts'
import { isoToUsDate, parseUsDate, usDateToIso } from '#src/lib/us-date.ts'

/** A task's due date as typed: `MM/DD/YYYY`, the date picker's value. */
export type TaskDueValues = { dueDate: string }

/** What the form checks as it is typed: a real day (an empty one is not a date to save). */
export const taskDueFormSchema = z.object({
  dueDate: line().refine((value) => parseUsDate(value) !== null, DATE_MESSAGES.notReal),
})

export const taskDueValues = (dueDate: string | null): TaskDueValues => ({ dueDate: dueDate ? isoToUsDate(dueDate) : '' })

/** The day the api takes, `YYYY-MM-DD`. */
export function taskDueBody(values: TaskDueValues): { dueDate: string } {
  return { dueDate: usDateToIso(values.dueDate) ?? '' }
}

/** Kept on the device while typed, per task; read back through this schema. */
export const TaskDueDraftSchema = z.object({ dueDate: z.string().max(20).catch('') })
