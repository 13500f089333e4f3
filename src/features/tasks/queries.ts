import { queryOptions } from '@tanstack/react-query'
import * as operations from '#contract/operation-routes.gen.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/** Who may be given a task, and the search for them (spec §7 user-suggestions, user-search). */

export const taskKeys = {
  suggestions: (caseId: number, taskId: number) => [...portalKeys.tasks(caseId), taskId, 'suggestions'] as const,
  userSearch: (caseId: number, text: string) => [...portalKeys.case(caseId), 'user-search', text] as const,
}

/** The case's members, each with whether they already have the task. */
export const suggestionsQuery = (caseId: number, taskId: number) =>
  queryOptions({
    queryKey: taskKeys.suggestions(caseId, taskId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdTasksByTaskIdUserSuggestions, { params: { caseId, taskId } }),
  })

export const userSearchQuery = (caseId: number, text: string) =>
  queryOptions({
    queryKey: taskKeys.userSearch(caseId, text),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdUserSearch, { params: { caseId }, query: { query: text } }),
    staleTime: 30_000,
  })
