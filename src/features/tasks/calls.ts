import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Task } from '#contract/family.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { TaskStatus } from '#contract/task-constants.ts'
import { sessionProblem } from '#src/features/auth/index.ts'
import { portalKeys, tasksQuery, markStale, staleAfter } from '#src/features/portal/index.ts'
import { call } from '#src/lib/api-call.ts'
import { toast } from '#src/ui/toast/toast.ts'

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

type Sent = { change: TaskChange; failure: string }

/**
 * Sends changes to a task (a TanStack Query mutation) and puts its answer in the case's task
 * list, so the frame, the case home and the list agree at once; what else it makes stale is
 * `staleAfter.task`. A failure is an error toast with the api's reason, also kept in `problem`
 * for the screen to show beside what was tried.
 */
export function useTaskChange(caseId: number, taskId: number) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (sent: Sent) => sendTaskChange(caseId, taskId, sent.change),
    onSuccess: (task) => {
      queryClient.setQueryData(tasksQuery(caseId).queryKey, (page) =>
        page ? { ...page, content: page.content.map((t) => (t.id === task.id ? task : t)) } : page,
      )
      void markStale(queryClient, staleAfter.task(caseId, taskId))
    },
    onError: (error, { failure }) => {
      void queryClient.invalidateQueries({ queryKey: portalKeys.tasks(caseId) })
      toast.error(failure, { description: sessionProblem(error) })
    },
  })

  /** The task as changed, or undefined when the change failed (the toast and `problem` say why). */
  function change(next: TaskChange, failure: string): Promise<Task | undefined> {
    return mutation.mutateAsync({ change: next, failure }).catch(() => undefined)
  }

  return {
    change,
    pending: mutation.isPending ? mutation.variables.change : undefined,
    problem: mutation.isError ? sessionProblem(mutation.error) : undefined,
  }
}
