import { queryOptions } from '@tanstack/react-query'
import * as operations from '#contract/operation-routes.gen.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/**
 * What the portal's screens read, as TanStack Query options (decision 027: screens that change
 * what they show use Query). On the server they read as the signed-in visitor (read-answer.ts);
 * the page carries them, so the browser does not ask again on hydration.
 */

/** Cases per page of the case list: a family has one or two; staff page through many. */
export const CASES_PAGE_SIZE = 20

export const portalKeys = {
  all: ['portal'] as const,
  cases: (page: number) => ['portal', 'cases', page] as const,
  case: (caseId: number) => ['portal', 'case', caseId] as const,
  tasks: (caseId: number) => ['portal', 'case', caseId, 'tasks'] as const,
  members: (caseId: number) => ['portal', 'case', caseId, 'members'] as const,
  arrangement: (caseId: number) => ['portal', 'case', caseId, 'arrangement'] as const,
  statement: (caseId: number) => ['portal', 'case', caseId, 'statement'] as const,
  services: (caseId: number) => ['portal', 'case', caseId, 'services'] as const,
  invitation: (token: string) => ['portal', 'invitation', token] as const,
  invitations: (caseId: number) => ['portal', 'case', caseId, 'invitations'] as const,
  /** Read by the arrangements screens (arrangements/queries.ts); named here so what a change makes stale (stale-after.ts) can say them. */
  contract: (caseId: number) => ['portal', 'case', caseId, 'contract'] as const,
  packages: (caseId: number) => ['portal', 'case', caseId, 'packages'] as const,
  /** The memorial wall's lists and settings (tasks/reviews/queries.ts), for the same reason. */
  memorialWall: (caseId: number) => ['portal', 'case', caseId, 'memorial-wall'] as const,
}

export const casesQuery = (page: number) =>
  queryOptions({
    queryKey: portalKeys.cases(page),
    queryFn: () => readAnswer(operations.getApiFamilyCases, { query: { page, size: CASES_PAGE_SIZE } }),
  })

export const caseQuery = (caseId: number) =>
  queryOptions({
    queryKey: portalKeys.case(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseId, { params: { caseId } }),
  })

/** Every task of a case (a case has ten or so: one page holds them). */
export const tasksQuery = (caseId: number) =>
  queryOptions({
    queryKey: portalKeys.tasks(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdTasks, { params: { caseId }, query: { page: 0, size: 100 } }),
  })

export const membersQuery = (caseId: number) =>
  queryOptions({
    queryKey: portalKeys.members(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdMembers, { params: { caseId } }),
  })

export const arrangementQuery = (caseId: number) =>
  queryOptions({
    queryKey: portalKeys.arrangement(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyArrangementsByCaseId, { params: { caseId } }),
  })

export const statementQuery = (caseId: number) =>
  queryOptions({
    queryKey: portalKeys.statement(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdStatement, { params: { caseId } }),
  })

export const servicesQuery = (caseId: number) =>
  queryOptions({
    queryKey: portalKeys.services(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdServices, { params: { caseId } }),
  })

/** What an invitation is for (public: no sign-in needed), or its 404 with the reason. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: portalKeys.invitation(token),
    queryFn: () => readAnswer(operations.getApiFamilyInvitationByToken, { params: { token } }),
  })

/** The case's invitations nobody has accepted or withdrawn yet (the family section lists them). */
export const invitationsQuery = (caseId: number) =>
  queryOptions({
    queryKey: portalKeys.invitations(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdInvitations, { params: { caseId } }),
  })

/** Who sent flowers and gifts through the case's obituary, for the family's thank-you notes. */
export const giftsQuery = (caseId: number) =>
  queryOptions({
    queryKey: ['portal', 'case', caseId, 'gifts'] as const,
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdGifts, { params: { caseId } }),
  })
