import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { TaskStatus } from '#contract/task-constants.ts'
import { dueLine, isOpen, isPastDue, removalRefusal, STAFF_STATUS_LABELS, staffStatusChoices } from '#contract/studio-task-rules.ts'
import type { MissingTask, StaffTask } from '#contract/studio-tasks.ts'
import { todayIn } from '#core/zoned-time.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { markStale, staleAfter } from '#src/features/portal/index.ts'
import { useSite } from '#src/features/site/index.ts'
import { call } from '#src/lib/api-call.ts'
import { browserStorage, removeStored } from '#src/lib/device-draft.ts'
import { clockTime, zonedFields } from '#src/lib/zoned-date.ts'
import { Button } from '#src/ui/Button.tsx'
import { TaskDueForm } from './forms.tsx'
import { caseTasksQuery } from './queries.ts'
import { taskDueDraftKey } from './task-due-key.ts'
import './studio-tasks.css'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** "Thursday, December 3 at 1:05 PM": when the last reminder went, on the home's clock. */
export function remindedWhen(remindedAt: string, timeZone: string): string {
  const f = zonedFields(remindedAt, timeZone)
  return `${WEEKDAYS[f.weekday - 1]}, ${MONTHS[f.month - 1]} ${f.day} at ${clockTime(f)}`
}

/** Who does a task, as staff read it. */
export function assignedLine(task: Pick<StaffTask, 'assignees'>): string {
  if (task.assignees.length === 0) return 'No one in the family has taken it yet'
  return `Assigned to ${task.assignees.map((a) => `${a.firstName} ${a.lastName}`).join(', ')}`
}

/** The button that moves a task to a status, in words. */
export const MOVE_LABELS: Readonly<Record<TaskStatus, string>> = {
  'not-started': 'Mark not started',
  'in-progress': 'Mark in progress',
  completed: 'Mark done',
  skipped: 'Mark not needed',
}

/**
 * A case's tasks for staff (issue 37 point 5): each with its status, who has it and its due date;
 * moving a status, setting a due date, a reminder to the family, taking a task off and adding one
 * the case lacks. After each change the family's task queries are stale (decision 041), so their
 * case home and task list follow.
 */
export function CaseTasks({ caseId }: { caseId: number }) {
  const queryClient = useQueryClient()
  const { company } = useSite()
  const { data } = useSuspenseQuery(caseTasksQuery(caseId))
  const [note, setNote] = useState<string>()
  const today = todayIn(company.timeZone, undefined, zonedFields)
  const changed = (message: string) => {
    setNote(message)
    void queryClient.invalidateQueries({ queryKey: caseTasksQuery(caseId).queryKey })
    void markStale(queryClient, staleAfter.staffTasks(caseId))
  }
  return (
    <>
      <output className="studio-note">{note}</output>
      <h2>The family’s tasks</h2>
      {data.tasks.length === 0 ? (
        <p>This case has no tasks for the family. Add one below: the family sees it on their case home at once.</p>
      ) : (
        <ul className="studio-cases" aria-label="Tasks">
          {data.tasks.map((task) => (
            <TaskRow key={task.id} caseId={caseId} task={task} today={today} timeZone={company.timeZone} onChanged={changed} />
          ))}
        </ul>
      )}
      <AddTask caseId={caseId} missing={data.missing} onAdded={changed} />
    </>
  )
}

type RowProps = { caseId: number; task: StaffTask; today: string; timeZone: string; onChanged: (message: string) => void }

function TaskRow({ caseId, task, today, timeZone, onChanged }: RowProps) {
  const [problem, setProblem] = useState<string>()
  const params = { caseId, taskId: task.id }
  const failed = (error: unknown) => setProblem(sessionProblem(error))
  const move = useMutation({
    mutationFn: (status: TaskStatus) => call(operations.patchApiStaffCasesByCaseIdTasksByTaskId, { params, body: { status } }),
    onMutate: () => setProblem(undefined),
    onSuccess: (moved) => onChanged(`“${moved.title}” is now ${STAFF_STATUS_LABELS[moved.status].toLowerCase()}.`),
    onError: failed,
  })
  const clearDue = useMutation({
    mutationFn: () => call(operations.patchApiStaffCasesByCaseIdTasksByTaskId, { params, body: { dueDate: null } }),
    onMutate: () => setProblem(undefined),
    onSuccess: (saved) => {
      // A date typed and kept on the device must not come back into the cleared form.
      const storage = browserStorage()
      if (storage) removeStored(storage, taskDueDraftKey(saved.id)(location.host))
      onChanged(`“${saved.title}” has no due date now.`)
    },
    onError: failed,
  })
  const remind = useMutation({
    mutationFn: () => call(operations.postApiStaffCasesByCaseIdTasksByTaskIdReminder, { params }),
    onMutate: () => setProblem(undefined),
    onSuccess: (sent) =>
      onChanged(
        `A reminder for “${sent.task.title}” is on its way to ${sent.sentTo.map((p) => `${p.firstName} ${p.lastName}`).join(', ')}.`,
      ),
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: () => call(operations.deleteApiStaffCasesByCaseIdTasksByTaskId, { params }),
    onMutate: () => setProblem(undefined),
    onSuccess: () => onChanged(`“${task.title}” is taken off the case. The family no longer sees it.`),
    onError: failed,
  })
  const busy = move.isPending || clearDue.isPending || remind.isPending || remove.isPending
  const due = dueLine(task, today)
  const hidden = <span className="visually-hidden"> for “{task.title}”</span>
  return (
    <li className="studio-case studio-task" data-status={task.status} data-past-due={isPastDue(task, today) || undefined}>
      <h3 className="studio-case__name">{task.title}</h3>
      <p className="studio-case__facts">
        <span className="studio-task__status">{STAFF_STATUS_LABELS[task.status]}</span> · {assignedLine(task)}
        {due ? (
          <>
            {' '}
            · <span className="studio-task__due-line">{due}</span>
          </>
        ) : null}
      </p>
      {task.remindedAt ? <p className="studio-case__facts">Last reminder sent {remindedWhen(task.remindedAt, timeZone)}.</p> : null}
      <div className="studio-member__actions">
        {staffStatusChoices(task).map((to) => (
          <Button
            key={to}
            variant="secondary"
            size="sm"
            busy={move.isPending && move.variables === to}
            aria-disabled={busy || undefined}
            onClick={() => busy || move.mutate(to)}
          >
            {MOVE_LABELS[to]}
            {hidden}
          </Button>
        ))}
        {isOpen(task.status) ? (
          <Button
            variant="secondary"
            size="sm"
            busy={remind.isPending}
            aria-disabled={busy || undefined}
            onClick={() => busy || remind.mutate()}
          >
            Send a reminder{hidden}
          </Button>
        ) : null}
        {removalRefusal(task) === null ? (
          <Button
            variant="secondary"
            size="sm"
            busy={remove.isPending}
            aria-disabled={busy || undefined}
            onClick={() => busy || remove.mutate()}
          >
            Take off the case{hidden}
          </Button>
        ) : null}
      </div>
      <TaskDueForm
        key={task.dueDate ?? 'none'}
        caseId={caseId}
        task={task}
        onSaved={(saved) => onChanged(`“${saved.title}” is due ${dueLine(saved, today)?.replace(/^Due /, '') ?? ''}.`)}
      />
      {task.dueDate ? (
        <Button
          variant="secondary"
          size="sm"
          busy={clearDue.isPending}
          aria-disabled={busy || undefined}
          onClick={() => busy || clearDue.mutate()}
        >
          Clear the due date{hidden}
        </Button>
      ) : null}
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </li>
  )
}

function AddTask({ caseId, missing, onAdded }: { caseId: number; missing: MissingTask[]; onAdded: (message: string) => void }) {
  const [problem, setProblem] = useState<string>()
  const add = useMutation({
    mutationFn: (type: MissingTask['type']) => call(operations.postApiStaffCasesByCaseIdTasks, { params: { caseId }, body: { type } }),
    onMutate: () => setProblem(undefined),
    onSuccess: (added) => onAdded(`“${added.title}” is added. The family sees it on their case home.`),
    onError: (error) => setProblem(sessionProblem(error)),
  })
  return (
    <section aria-labelledby="add-task-title">
      <h2 id="add-task-title">Add a task</h2>
      {missing.length === 0 ? (
        <p>The case has every kind of task the family portal offers.</p>
      ) : (
        <ul className="studio-cases" aria-label="Tasks the case does not have">
          {missing.map((task) => (
            <li key={task.type} className="studio-case">
              <h3 className="studio-case__name">{task.title}</h3>
              <p className="studio-case__facts">{task.description}</p>
              <Button
                variant="secondary"
                size="sm"
                busy={add.isPending && add.variables === task.type}
                aria-disabled={add.isPending || undefined}
                onClick={() => add.isPending || add.mutate(task.type)}
              >
                Add to the case<span className="visually-hidden">: “{task.title}”</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div role="alert">{problem ? <p className="studio-bar__problem">{problem}</p> : null}</div>
    </section>
  )
}
