import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Contract, Purchaser } from '#contract/arrangements.ts'
import { markStale, staleAfter, type StaleKey } from '#src/features/portal/index.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { call } from '#src/lib/api-call.ts'
import { arrangementKeys } from './queries.ts'

/**
 * The contract's two changes (spec §7 "Family arrangements"): the purchaser details and the
 * submit. Both answer the contract; what else they change (the arrangement's `missing` and
 * state, the statement once submitted, the case list's balance) is `staleAfter`'s.
 */

export function saveDetails(caseId: number, purchaser: Purchaser): Promise<Contract> {
  return call(operations.postApiFamilyArrangementsByCaseIdContractDetails, { params: { caseId }, body: purchaser })
}

export function submitContract(caseId: number): Promise<Contract> {
  return call(operations.postApiFamilyArrangementsByCaseIdContractSubmit, { params: { caseId } })
}

/** The answer replaces the contract on screen; what the change made stale is read again before the mutation settles. */
async function afterContractChange(client: QueryClient, caseId: number, contract: Contract, stale: readonly StaleKey[]): Promise<void> {
  client.setQueryData(arrangementKeys.contract(caseId), contract)
  await markStale(client, stale)
}

/** Saves the purchaser's details; `mutateAsync` resolves once the screens that show them have their new answers. */
export function useSaveDetails(caseId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (purchaser: Purchaser) => saveDetails(caseId, purchaser),
    onSuccess: (contract) => afterContractChange(client, caseId, contract, staleAfter.purchaserDetails(caseId)),
  })
}

/**
 * Submits the arrangement; `mutateAsync` resolves once the statement (now open for payment), the
 * arrangement and the case home have their new answers, so the next screen shows them at once.
 */
export function useSubmitContract(caseId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => submitContract(caseId),
    onSuccess: (contract) => afterContractChange(client, caseId, contract, staleAfter.arrangementSubmit(caseId)),
  })
}
