import { z } from 'zod'
import { CaseParamsSchema, IdParamSchema, IsoDateTimeSchema, PersonSchema } from './common.ts'
import { TaskSchema, TaskStatusSchema, TaskTypeSchema } from './family.ts'
import { defineOperations } from './operation.ts'
import { STAFF_CASES_PATH } from './studio-cases.ts'

/**
 * A case's tasks for the funeral home's staff (issue 37 point 5, area `cases`): which of the ten
 * types the case has (a case with no video has no video task), a due date on the home's calendar,
 * each task's status and who in the family has it, a status moved by staff, and a reminder mailed
 * to the family. The family's case home and task screens read the same rows. Rules:
 * contract/studio-task-rules.ts (what may be removed or moved) and api/src/staff/tasks.ts.
 */

/** The sentences of refusals (422s; the ones about one task name it, built in studio-task-rules.ts and the api). */
export const STUDIO_TASK_MESSAGES = {
  /** 422 on `type`. */
  type: 'Please choose one of the kinds of task the family portal has.',
  /** 422 on `type`: the case has it already. */
  alreadyThere: 'This case has that task already.',
  /** 422 on `dueDate`. */
  dueDate: 'Please enter a real date as year, month and day, for example 2027-01-15.',
  /** 422: a change that changes nothing. */
  nothingToChange: 'Please give a due date or a status to change.',
  /** 422 on a reminder: nobody in the family to mail. */
  noOneToRemind: 'No one in the family has joined the case yet, so there is no one to remind. Invite the family first.',
  /** 404: the case has no such task (or it was taken off the case). */
  notFound: 'This case has no task with that id.',
} as const

/** A message of the schema's own for a value that is there but wrong; an absent one is "This field is required". */
function unlessMissing(message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? undefined : message)
}

/** A task as staff see it: the family's task, and when the last reminder went. */
export const StaffTaskSchema = TaskSchema.extend({ remindedAt: IsoDateTimeSchema.nullable() })
export type StaffTask = z.infer<typeof StaffTaskSchema>

/** A type the case does not have, which staff may add. */
export const MissingTaskSchema = z.object({ type: TaskTypeSchema, title: z.string(), description: z.string() })
export type MissingTask = z.infer<typeof MissingTaskSchema>

/** The case's tasks in the portal's order, and the types it lacks. */
export const StaffTasksSchema = z.object({ tasks: z.array(StaffTaskSchema), missing: z.array(MissingTaskSchema) })
export type StaffTasks = z.infer<typeof StaffTasksSchema>

export const TaskAddBodySchema = z.object({
  type: z.enum(TaskTypeSchema.options, { error: unlessMissing(STUDIO_TASK_MESSAGES.type) }),
})
export type TaskAddBody = z.infer<typeof TaskAddBodySchema>

/** What staff change on a task; what is left out stays, a null due date clears it. */
export const TaskChangeBodySchema = z
  .object({
    /** A day on the home's calendar, `YYYY-MM-DD`; null: no due date. */
    dueDate: z.iso
      .date({ error: unlessMissing(STUDIO_TASK_MESSAGES.dueDate) })
      .nullable()
      .optional(),
    /** Moved as the family's own rules allow (a review task is done only by the family's approval). */
    status: TaskStatusSchema.optional(),
  })
  .refine((body) => body.dueDate !== undefined || body.status !== undefined, { message: STUDIO_TASK_MESSAGES.nothingToChange })
export type TaskChangeBody = z.infer<typeof TaskChangeBodySchema>

/** 201: who the reminder went to, and the task with its new `remindedAt`. */
export const TaskReminderResultSchema = z.object({ task: StaffTaskSchema, sentTo: z.array(PersonSchema) })
export type TaskReminderResult = z.infer<typeof TaskReminderResultSchema>

export const StaffTaskParamsSchema = CaseParamsSchema.extend({ taskId: IdParamSchema })

const tags = ['staff']
const forbidden = 'a role other than owner or director'
const TASKS = `${STAFF_CASES_PATH}/{caseId}/tasks`

export const operations = defineOperations([
  {
    method: 'get',
    path: TASKS,
    summary:
      "The case's tasks in the portal's order, with status, assignees, due date and last reminder, and the types the case does not have (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: StaffTasksSchema },
  },
  {
    method: 'post',
    path: TASKS,
    summary: 'Adds a type of task the case does not have; the family sees it at once, not started (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: TaskAddBodySchema,
    response: { status: 201, schema: StaffTaskSchema },
  },
  {
    method: 'patch',
    path: `${TASKS}/{taskId}`,
    summary:
      "Sets or clears a task's due date (a day on the home's calendar) or moves its status as the family's rules allow (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: StaffTaskParamsSchema,
    body: TaskChangeBodySchema,
    response: { status: 200, schema: StaffTaskSchema },
  },
  {
    method: 'delete',
    path: `${TASKS}/{taskId}`,
    summary: 'Takes a task off the case; refused (422, in words) for a task the family has finished or started (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: StaffTaskParamsSchema,
    response: { status: 204 },
  },
  {
    method: 'post',
    path: `${TASKS}/{taskId}/reminder`,
    summary:
      "Mails a reminder of an open task to its assignees (or, with none, the case's family), in the home's name with the task's link; one a day per task, a second is refused in words (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: StaffTaskParamsSchema,
    response: { status: 201, schema: TaskReminderResultSchema },
  },
])
