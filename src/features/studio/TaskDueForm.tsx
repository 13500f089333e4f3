import { useStore } from '@tanstack/react-form'
import { useState } from 'react'
import * as operations from '#contract/operation-routes.gen.ts'
import type { StaffTask } from '#contract/studio-tasks.ts'
import { call } from '#src/lib/api-call.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { submitFailure, useAppForm } from '#src/ui/fields/form.ts'
import { FormProblem } from '#src/ui/fields/FormProblem.tsx'
import { taskDueDraftKey } from './task-due-key.ts'
import { taskDueBody, TaskDueDraftSchema, taskDueFormSchema, taskDueValues, type TaskDueValues } from './task-due-form.ts'

/**
 * A task's due date (PATCH …/tasks/{taskId}): a day on the home's calendar, with the device's own
 * calendar. Kept on the device while typed, so a reload does not lose a date half chosen.
 */
export function TaskDueForm({ caseId, task, onSaved }: { caseId: number; task: StaffTask; onSaved: (task: StaffTask) => void }) {
  const [problem, setProblem] = useState<string>()
  const defaults = taskDueValues(task.dueDate)
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onChange: taskDueFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(undefined)
      try {
        const saved = await call(operations.patchApiStaffCasesByCaseIdTasksByTaskId, {
          params: { caseId, taskId: task.id },
          body: taskDueBody(value),
        })
        draft.clear()
        formApi.reset(taskDueValues(saved.dueDate))
        onSaved(saved)
      } catch (error) {
        setProblem(submitFailure(formApi, error))
      }
    },
  })
  const draft = useDeviceDraft({
    values: useStore(form.store, (state) => state.values),
    restore: (values: TaskDueValues) => form.reset(values, { keepDefaultValues: true }),
    keyFor: taskDueDraftKey(task.id),
    schema: TaskDueDraftSchema,
    toDraft: (values) => values,
    fromDraft: (values) => values,
    isEmpty: (values) => values.dueDate === defaults.dueDate,
  })
  return (
    <form.AppForm>
      <form.Form aria-label={`Due date of “${task.title}”`} className="details-form studio-task__due">
        <form.AppField name="dueDate">
          {(f) => <f.DatePickerField label="Due date" hint="A day on the funeral home’s calendar." />}
        </form.AppField>
        <FormProblem message={problem} />
        <form.SubmitButton busyLabel="Saving…">Save the due date</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
