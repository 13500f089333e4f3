import { expect, type APIRequestContext, type APIResponse } from '@playwright/test'
import type { Arrangement, ArrangementLine, ItemVariant, Package } from '#contract/arrangements.ts'
import { apiSession, type Host } from './portal'

/**
 * Brings a test's own case to a state through the real api, as the family's owner: a package
 * chosen, then every line still to choose given an item (a selector's first) and, where the item
 * has variants, its first variant. What the packages and selections screens do, without them.
 */

const ARR = '/api/family/arrangements'

/** The answer's JSON, after checking it is a success (the failure names `what` and the api's words). */
export async function json<T>(answer: Promise<APIResponse>, what: string): Promise<T> {
  const response = await answer
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** The first variant of an item, when it has any. */
async function firstVariant(owner: APIRequestContext, itemId: number): Promise<number | undefined> {
  const page = await json<{ content: ItemVariant[] }>(owner.get(`${ARR}/items/${itemId}/variants?page=0&size=50`), `variants of ${itemId}`)
  return page.content[0]?.id
}

/** What completes a line: the item it has or its selector's first, and a variant when that item has them. */
async function completion(owner: APIRequestContext, line: ArrangementLine) {
  const item = line.item ?? line.selector?.selectorItems[0]?.item
  if (!item) return undefined
  const variantId = item.variantCount > 0 ? await firstVariant(owner, item.id) : undefined
  return { itemId: item.id, quantity: line.quantity, ...(variantId ? { variantId } : {}) }
}

/** Selects the home's first package for the case; answers the arrangement. */
export async function choosePackage(owner: APIRequestContext, caseId: number): Promise<Arrangement> {
  const packages = await json<{ content: Package[] }>(owner.get(`${ARR}/${caseId}/packages?page=0&size=50`), 'packages')
  const chosen = packages.content[0]
  expect(chosen, 'a package to choose').toBeTruthy()
  return json<Arrangement>(owner.post(`${ARR}/${caseId}/packages/${chosen?.packageId}`), 'choose the package')
}

/** Gives every incomplete line its item (and variant); answers the arrangement, its selections complete. */
export async function completeSelections(owner: APIRequestContext, caseId: number, arrangement: Arrangement): Promise<Arrangement> {
  let current = arrangement
  for (const line of arrangement.categories.flatMap((category) => category.lines).filter((l) => !l.complete)) {
    const option = await completion(owner, line)
    if (option) current = await json<Arrangement>(owner.patch(`${ARR}/${caseId}/lines/${line.id}`, { data: option }), `line ${line.id}`)
  }
  expect(current.selectionsComplete, `selections complete; still missing: ${current.missing.join('; ')}`).toBe(true)
  return current
}

/** A package chosen and, unless `complete` is false, every selection made: only the purchaser is left to the test. */
export async function arrangeThroughApi(
  host: Host,
  account: { email: string; password: string },
  caseId: number,
  complete = true,
): Promise<Arrangement> {
  const owner = await apiSession(host, account.email, account.password)
  try {
    const arrangement = await choosePackage(owner, caseId)
    return complete ? await completeSelections(owner, caseId, arrangement) : arrangement
  } finally {
    await owner.dispose()
  }
}
