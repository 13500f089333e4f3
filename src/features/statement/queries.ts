import { queryOptions } from '@tanstack/react-query'
import * as operations from '#contract/operation-routes.gen.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/**
 * What the statement and payment screens read besides the case's statement (portal/queries.ts
 * `statementQuery`). Keys sit under the case's (`['portal', 'case', id, …]`), so a payment
 * refreshes them all with one invalidation of the case.
 */

/** Payments per page on the payment screen: a family makes a few; several relatives a few more. */
export const PAYMENTS_PAGE_SIZE = 10

export const statementKeys = {
  payments: (caseId: number, page: number) => [...portalKeys.case(caseId), 'payments', page] as const,
  payment: (caseId: number, paymentId: number) => [...portalKeys.case(caseId), 'payment', paymentId] as const,
  template: (revisionId: number) => ['portal', 'statement-template', revisionId] as const,
  paymentSetup: ['portal', 'payment-setup'] as const,
}

export const paymentsQuery = (caseId: number, page: number) =>
  queryOptions({
    queryKey: statementKeys.payments(caseId, page),
    queryFn: () =>
      readAnswer(operations.getApiFamilyCasesByCaseIdPayments, { params: { caseId }, query: { page, size: PAYMENTS_PAGE_SIZE } }),
  })

/** One payment, for its receipt (spec §7 `GET {caseId}/payments/{paymentId}`). */
export const paymentQuery = (caseId: number, paymentId: number) =>
  queryOptions({
    queryKey: statementKeys.payment(caseId, paymentId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdPaymentsByPaymentId, { params: { caseId, paymentId } }),
  })

/** A template revision never changes once written (a change is a new revision): read it once. */
export const templateQuery = (revisionId: number) =>
  queryOptions({
    queryKey: statementKeys.template(revisionId),
    queryFn: () => readAnswer(operations.getApiFamilyArrangementsStatementTemplateByRevisionId, { params: { revisionId } }),
    staleTime: Infinity,
  })

/** The site's card processor (decision 022); null when it takes no payments now. Its reader comes on demand, as the checkout's does. */
export const paymentSetupQuery = queryOptions({
  queryKey: statementKeys.paymentSetup,
  queryFn: async () => (await import('#src/features/payments/loaders.ts')).loadPaymentSetup(),
})

/** The statement as a signed record (decision 064): its changes, versions, consent and whether the arranger is asked to sign. */
export const statementRecordQuery = (caseId: number) =>
  queryOptions({
    queryKey: [...portalKeys.case(caseId), 'statement-record'] as const,
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdStatementRecord, { params: { caseId } }),
  })
