import { expect, type APIRequestContext } from '@playwright/test'
import { apiSession, practiceCase, type PracticeCase } from './portal'

/**
 * A case of a test's own whose contract is submitted, so it has a statement with a balance to
 * pay: a practice case (portal.ts) arranged through the family api as its owner would arrange it
 * on the screens: the first package, the first item (and variant) on every open line, a
 * purchaser, then the submission.
 */

type Line = {
  id: number
  complete: boolean
  quantity: number
  item: { id: number } | null
  selector: { selectorItems: { item: { id: number } }[] } | null
}
type Arrangement = { categories: { lines: Line[] }[]; missing: string[] }

const A = '/api/family/arrangements'

const PURCHASER = {
  firstName: 'Anne',
  lastName: 'Practice',
  relationship: 'Daughter',
  email: 'anne.practice@example.org',
  phone: '(217) 555-0199',
  address: { line1: '12 Birch Lane', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** Picks the first item (and its first variant) on every line still to be chosen. */
async function completeSelections(owner: APIRequestContext, caseId: number, start: Arrangement): Promise<Arrangement> {
  let current = start
  for (const line of current.categories.flatMap((c) => c.lines).filter((l) => !l.complete)) {
    const itemId = line.item?.id ?? line.selector?.selectorItems[0]?.item.id
    if (itemId === undefined) throw new Error(`line ${line.id} offers nothing to choose`)
    const variants = await json<{ content: { id: number }[] }>(await owner.get(`${A}/items/${itemId}/variants`), 'variants')
    current = await json<Arrangement>(
      await owner.patch(`${A}/${caseId}/lines/${line.id}`, {
        data: { itemId, quantity: line.quantity, variantId: variants.content[0]?.id },
      }),
      `line ${line.id}`,
    )
  }
  return current
}

export type SubmittedCase = PracticeCase & { password: string; totalCents: number }

/** A practice case of its own with a submitted contract and nothing paid: its balance is its total. */
export async function submittedCase(host: 'whitfield' | 'harbor', password: string, firstName = 'Ada'): Promise<SubmittedCase> {
  const practice = await practiceCase(host, password, firstName)
  const owner = await apiSession(host, practice.email, password)
  try {
    const packages = await json<{ content: { packageId: number }[] }>(await owner.get(`${A}/${practice.id}/packages`), 'packages')
    const packageId = packages.content[0]?.packageId
    if (packageId === undefined) throw new Error('the home offers no package')
    const chosen = await json<Arrangement>(await owner.post(`${A}/${practice.id}/packages/${packageId}`), 'package')
    await completeSelections(owner, practice.id, chosen)
    await json(await owner.post(`${A}/${practice.id}/contract/details`, { data: PURCHASER }), 'purchaser')
    const contract = await json<{ submittedAt: string | null; totalCents: number }>(
      await owner.post(`${A}/${practice.id}/contract/submit`),
      'submit',
    )
    expect(contract.submittedAt).toBeTruthy()
    return { ...practice, password, totalCents: contract.totalCents }
  } finally {
    await owner.dispose()
  }
}

/** The case's payments as the api lists them (the first hundred: a test makes a few). */
export async function casePayments(
  session: APIRequestContext,
  caseId: number,
): Promise<{ amountCents: number; createdBy: { firstName: string } | null }[]> {
  const page = await json<{ content: { amountCents: number; createdBy: { firstName: string } | null }[] }>(
    await session.get(`/api/family/cases/${caseId}/payments?size=100`),
    'payments',
  )
  return page.content
}
