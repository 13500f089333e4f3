import { queryOptions } from '@tanstack/react-query'
import * as operations from '#contract/operation-routes.gen.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/** What the studio's screens read (decision 027: TanStack Query); on the server as the signed-in staff member. */
export const studioKeys = {
  all: ['studio'] as const,
  staff: ['studio', 'staff'] as const,
}

/** The home's staff accounts, by name (owner only). */
export const staffMembersQuery = queryOptions({
  queryKey: studioKeys.staff,
  queryFn: () => readAnswer(operations.getApiStaffMembers, {}),
})

/** The home's owners and directors, for "Director in charge". */
export const caseDirectorsQuery = queryOptions({
  queryKey: ['studio', 'directors'] as const,
  queryFn: () => readAnswer(operations.getApiStaffDirectors, {}),
})

/** A case's services as staff edit them (their day and times on the home's clock). */
export const caseServicesQuery = (caseId: number) =>
  queryOptions({
    queryKey: ['studio', 'case', caseId, 'services'] as const,
    queryFn: () => readAnswer(operations.getApiStaffCasesByCaseIdServices, { params: { caseId } }),
  })

/** A case's family members in their roles, for the studio's Family screen. */
export const caseMembersQuery = (caseId: number) =>
  queryOptions({
    queryKey: ['studio', 'case', caseId, 'members'] as const,
    queryFn: () => readAnswer(operations.getApiStaffCasesByCaseIdMembers, { params: { caseId } }),
  })

/** A case's invitations nobody has accepted or withdrawn, as staff see them. */
export const caseInvitationsQuery = (caseId: number) =>
  queryOptions({
    queryKey: ['studio', 'case', caseId, 'invitations'] as const,
    queryFn: () => readAnswer(operations.getApiStaffCasesByCaseIdInvitations, { params: { caseId } }),
  })
