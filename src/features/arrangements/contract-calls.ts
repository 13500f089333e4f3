import type { QueryClient } from '@tanstack/react-query'
import type { Contract, Purchaser } from '#contract/arrangements.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { portalKeys } from '#src/features/portal/queries.ts'
import { call } from '#src/lib/api-call.ts'
import { arrangementKeys } from './queries.ts'

/**
 * The contract's two changes (spec §7 "Family arrangements"): the purchaser details and the
 * submit. Both answer the contract; what else they change (the arrangement's `missing` and
 * state, the statement once submitted, the case list's balance) is read again afterwards.
 */

export function saveDetails(caseId: number, purchaser: Purchaser): Promise<Contract> {
  return call(operations.postApiFamilyArrangementsByCaseIdContractDetails, { params: { caseId }, body: purchaser })
}

export function submitContract(caseId: number): Promise<Contract> {
  return call(operations.postApiFamilyArrangementsByCaseIdContractSubmit, { params: { caseId } })
}

/**
 * After a change to the contract: its answer replaces the contract on screen, and the arrangement
 * (the frame's state sentence, the review's blockers), the statement and the case itself (the
 * case list's balance) are asked again.
 */
export async function afterContractChange(client: QueryClient, caseId: number, contract: Contract): Promise<void> {
  client.setQueryData(arrangementKeys.contract(caseId), contract)
  await Promise.all([
    client.invalidateQueries({ queryKey: portalKeys.arrangement(caseId) }),
    client.invalidateQueries({ queryKey: portalKeys.statement(caseId) }),
    client.invalidateQueries({ queryKey: portalKeys.case(caseId), exact: true }),
    client.invalidateQueries({ queryKey: [...portalKeys.all, 'cases'] }),
  ])
}
