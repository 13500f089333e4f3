import { queryOptions } from '@tanstack/react-query'
import * as operations from '#contract/operation-routes.gen.ts'
import type { MemorialCommentStatus } from '#contract/media.ts'
import type { PlanningRequestState } from '#contract/request-states.ts'
import type { OrderStatus } from '#contract/studio-orders.ts'
import type { StaffCaseListQuery } from '#contract/studio-case-page.ts'
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

/** Today: new requests, cases waiting on the home, the next seven days' services (owner, director). */
export const todayQuery = queryOptions({
  queryKey: ['studio', 'today'] as const,
  queryFn: () => readAnswer(operations.getApiStaffToday, {}),
})

/** A page of the home's planning requests (`page` from 0), of one state or all. */
export const requestsQuery = (page: number, state: PlanningRequestState | undefined) =>
  queryOptions({
    queryKey: ['studio', 'requests', state ?? 'all', page] as const,
    queryFn: () => readAnswer(operations.getApiStaffPlanningRequests, { query: { page, ...(state ? { state } : {}) } }),
  })

/** One planning request with its answers and the home's form. */
export const requestQuery = (requestId: number) =>
  queryOptions({
    queryKey: ['studio', 'request', requestId] as const,
    queryFn: () => readAnswer(operations.getApiStaffPlanningRequestsByRequestId, { params: { requestId } }),
  })

/** The case list as a search asks for it (studio-case-filters.ts). */
export const staffCasesQuery = (query: StaffCaseListQuery) =>
  queryOptions({
    queryKey: ['studio', 'cases', query] as const,
    queryFn: () => readAnswer(operations.getApiStaffCases, { query }),
  })

/** One case as the studio's case page reads it. */
export const staffCaseQuery = (caseId: number) =>
  queryOptions({
    queryKey: ['studio', 'case', caseId] as const,
    queryFn: () => readAnswer(operations.getApiStaffCasesByCaseId, { params: { caseId } }),
  })

/** A case's tasks as staff work them (status, assignees, due date, last reminder) and the types it lacks. */
export const caseTasksQuery = (caseId: number) =>
  queryOptions({
    queryKey: ['studio', 'case', caseId, 'tasks'] as const,
    queryFn: () => readAnswer(operations.getApiStaffCasesByCaseIdTasks, { params: { caseId } }),
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

/** A case's memorial video as staff work it (versions, the family's comments and approval) and an upload left open. */
export const caseVideoQuery = (caseId: number) =>
  queryOptions({
    queryKey: ['studio', 'case', caseId, 'video'] as const,
    queryFn: () => readAnswer(operations.getApiStaffCasesByCaseIdVideo, { params: { caseId } }),
  })

/** A case's printed pieces as the family reviews them, with versions and what changed (issue 38 point 3). */
export const caseStationeryQuery = (caseId: number) =>
  queryOptions({
    queryKey: ['studio', 'case', caseId, 'stationery'] as const,
    queryFn: () => readAnswer(operations.getApiStaffCasesByCaseIdStationery, { params: { caseId } }),
  })

/** A page of the home's wall queue (`page` from 0) in one status, of every case or one: held oldest first, decided latest first. */
export const wallQueueQuery = (page: number, status: MemorialCommentStatus, caseId?: number) =>
  queryOptions({
    queryKey: ['studio', 'wall', status, caseId ?? 'all', page] as const,
    queryFn: () => readAnswer(operations.getApiStaffWall, { query: { page, status, ...(caseId ? { caseId } : {}) } }),
  })

/** The orders list's filter, as the address says it. */
export type OrderFilter = { status?: OrderStatus; obituaryId?: number }

/** A page of the home's shop orders (`page` from 0), newest first, by status and obituary. */
export const ordersQuery = (page: number, filter: OrderFilter) =>
  queryOptions({
    queryKey: ['studio', 'orders', filter.status ?? 'all', filter.obituaryId ?? 'all', page] as const,
    queryFn: () => readAnswer(operations.getApiStaffOrders, { query: { page, ...filter } }),
  })

/** A page of every case's obituary and where it stands (`page` from 0), found by words of the name. */
export const staffObituariesQuery = (page: number, name: string | undefined) =>
  queryOptions({
    queryKey: ['studio', 'obituaries', name ?? '', page] as const,
    queryFn: () => readAnswer(operations.getApiStaffObituaries, { query: { page, ...(name ? { name } : {}) } }),
  })

/** A case's obituary as the editor works it, with its services, its wall and the versions published. */
export const obituaryDeskQuery = (caseId: number) =>
  queryOptions({
    queryKey: ['studio', 'case', caseId, 'obituary'] as const,
    queryFn: () => readAnswer(operations.getApiStaffCasesByCaseIdObituary, { params: { caseId } }),
  })

/** A case's statement as the family reads it, with its changes and signed versions (decision 064). */
export const caseStatementQuery = (caseId: number) =>
  queryOptions({
    queryKey: ['studio', 'case', caseId, 'statement'] as const,
    queryFn: () => readAnswer(operations.getApiStaffCasesByCaseIdStatement, { params: { caseId } }),
  })

/** The home's price list items, for adding what was arranged in person (one page of the largest size). */
export const priceListItemsQuery = queryOptions({
  queryKey: ['studio', 'price-list-items'] as const,
  queryFn: () => readAnswer(operations.getApiFamilyCompanyGplItems, { query: { page: 0, size: 100 } }),
})
/** A case's payments and refunds with the statement's balance, for the studio's Payments screen (decision 065). */
export const caseLedgerQuery = (caseId: number) =>
  queryOptions({
    queryKey: ['studio', 'case', caseId, 'ledger'] as const,
    queryFn: () => readAnswer(operations.getApiStaffCasesByCaseIdLedger, { params: { caseId } }),
  })

/** What is owed across the home, by the age of each statement. */
export const owedQuery = () =>
  queryOptions({
    queryKey: ['studio', 'owed'] as const,
    queryFn: () => readAnswer(operations.getApiStaffPaymentsOwed, {}),
  })

/** The versions of the home's price list, newest first, and the home's calendar day (owner). */
export const priceVersionsQuery = queryOptions({
  queryKey: ['studio', 'prices'] as const,
  queryFn: () => readAnswer(operations.getApiStaffPricesVersions, {}),
})

/** One version of the price list whole, with what still stops it from being published (owner). */
export const priceVersionQuery = (versionId: number) =>
  queryOptions({
    queryKey: ['studio', 'prices', versionId] as const,
    queryFn: () => readAnswer(operations.getApiStaffPricesVersionsByVersionId, { params: { versionId } }),
  })
