import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Task } from '#contract/family.ts'
import { familyCasePath } from '#contract/family-paths.ts'
import type { TaskStatus } from '#contract/task-constants.ts'
import { sessionProblem } from '#src/features/auth/problems.ts'
import { portalKeys, tasksQuery } from '#src/features/portal/queries.ts'
import { browserHttp, unchecked } from '#src/lib/browser-http.ts'
import { toast } from '#src/ui/toast/toast.ts'
import { taskKeys } from './queries.ts'

/** A change to one task (spec §7: assign, unassign, status); each call answers the task. */
export type TaskChange = { kind: 'assign' | 'unassign'; userId: number } | { kind: 'status'; to: TaskStatus }

function sendTaskChange(caseId: number, taskId: number, change: TaskChange): Promise<Task> {
  const path =
    change.kind === 'status'
      ? familyCasePath(caseId, `/tasks/${taskId}/status/${change.to}`)
      : familyCasePath(caseId, `/tasks/${taskId}/${change.kind}/${change.userId}`)
  return browserHttp.post(path, unchecked<Task>())
}

/**
 * Sends changes to a task and puts its answer in the case's task list, so the frame, the case
 * home and the list agree at once. A failure is an error toast with the api's reason, also kept
 * in `problem` for the screen to show beside what was tried.
 */
export function useTaskChange(caseId: number, taskId: number) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<TaskChange | undefined>()
  const [problem, setProblem] = useState<string | undefined>()

  async function change(next: TaskChange, failure: string): Promise<Task | undefined> {
    setPending(next)
    setProblem(undefined)
    try {
      const task = await sendTaskChange(caseId, taskId, next)
      queryClient.setQueryData(tasksQuery(caseId).queryKey, (page) =>
        page ? { ...page, content: page.content.map((t) => (t.id === task.id ? task : t)) } : page,
      )
      // The case list counts open tasks; the suggestions mark who has this one.
      void queryClient.invalidateQueries({ queryKey: ['portal', 'cases'] })
      void queryClient.invalidateQueries({ queryKey: taskKeys.suggestions(caseId, taskId) })
      return task
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: portalKeys.tasks(caseId) })
      const reason = sessionProblem(error)
      setProblem(reason)
      toast.error(failure, { description: reason })
      return undefined
    } finally {
      setPending(undefined)
    }
  }

  return { change, pending, problem }
}
