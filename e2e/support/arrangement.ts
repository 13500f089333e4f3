import { expect, type APIRequestContext } from '@playwright/test'
import { choosePackage, completeSelections, json } from './arrangement-setup'
import { apiSession, practiceCase, type PracticeCase } from './portal'

/**
 * A case of a test's own whose contract is submitted, so it has a statement with a balance to
 * pay: a practice case (portal.ts) arranged through the family api as its owner would arrange it
 * on the screens (arrangement-setup.ts: the first package, the first item and variant on every
 * open line), a purchaser, then the submission.
 */

const A = '/api/family/arrangements'

const PURCHASER = {
  firstName: 'Anne',
  lastName: 'Practice',
  relationship: 'Daughter',
  email: 'anne.practice@example.org',
  phone: '(217) 555-0199',
  address: { line1: '12 Birch Lane', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
}

export type SubmittedCase = PracticeCase & { password: string; totalCents: number }

/** A practice case of its own with a submitted contract and nothing paid: its balance is its total. */
export async function submittedCase(host: 'whitfield' | 'harbor', password: string, firstName = 'Ada'): Promise<SubmittedCase> {
  const practice = await practiceCase(host, password, firstName)
  const owner = await apiSession(host, practice.email, password)
  try {
    await completeSelections(owner, practice.id, await choosePackage(owner, practice.id))
    await json(owner.post(`${A}/${practice.id}/contract/details`, { data: PURCHASER }), 'purchaser')
    const contract = await json<{ submittedAt: string | null; totalCents: number }>(
      owner.post(`${A}/${practice.id}/contract/submit`),
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
    session.get(`/api/family/cases/${caseId}/payments?size=100`),
    'payments',
  )
  return page.content
}
