import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Task } from '#contract/family.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { TaskStatus } from '#contract/task-constants.ts'
import { sessionProblem } from '#src/features/auth/problems.ts'
import { portalKeys, tasksQuery } from '#src/features/portal/queries.ts'
import { call } from '#src/lib/api-call.ts'
import { toast } from '#src/ui/toast/toast.ts'
import { taskKeys } from './queries.ts'

/** A change to one task (spec §7: assign, unassign, status); each call answers the task. */
export type TaskChange = { kind: 'assign' | 'unassign'; userId: number } | { kind: 'status'; to: TaskStatus }

function sendTaskChange(caseId: number, taskId: number, change: TaskChange): Promise<Task> {
  switch (change.kind) {
    case 'status':
      return call(operations.postApiFamilyCasesByCaseIdTasksByTaskIdStatusByStatus, { params: { caseId, taskId, status: change.to } })
    case 'assign':
      return call(operations.postApiFamilyCasesByCaseIdTasksByTaskIdAssignByUserId, { params: { caseId, taskId, userId: change.userId } })
    case 'unassign':
      return call(operations.postApiFamilyCasesByCaseIdTasksByTaskIdUnassignByUserId, { params: { caseId, taskId, userId: change.userId } })
  }
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
