import { expect, test } from '@playwright/test'
import { TEST_PROCESSOR_PATH } from '#contract/payment-constants.ts'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { apiSession, DEMO, signInOnPage } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * The ledger from the studio (issue 39 point 4, decision 065), desktop and phone: the family pays
 * part of Dorothy Ellis's statement (case 1102) by card; a director records a check, part-refunds
 * the card payment through the test processor, and the accountant's export lists both.
 */

const CASE = 1102

/** A card payment the family makes, as the portal makes it (README "Test cards"). */
async function familyPays(amountCents: number): Promise<number> {
  const family = await apiSession('whitfield', DEMO.family.whitfield, DEMO.familyPassword)
  try {
    const card = await family.post(TEST_PROCESSOR_PATH, {
      data: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Margaret Ellis', postalCode: '62704' },
    })
    expect(card.status(), 'test card').toBe(201)
    const { id: paymentMethod } = (await card.json()) as { id: string }
    const response = await family.post(`/api/family/cases/${CASE}/payments`, {
      headers: { 'Idempotency-Key': crypto.randomUUID().replaceAll('-', '') },
      data: { amountCents, paymentMethod },
    })
    expect(response.status(), 'card payment').toBe(201)
    return ((await response.json()) as { id: number }).id
  } finally {
    await family.dispose()
  }
}

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('a director records a check, part-refunds a card payment, and the export lists both', async ({ page }) => {
  test.slow()
  const errors = collectConsoleErrors(page)
  const cardReceipt = await familyPays(4000)
  const reference = `Check ${Date.now() % 1_000_000}`
  const path = `/studio/cases/${CASE}/payments`
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: path })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: /^Payments for / })).toBeVisible()
  await hydrated(page)
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // What is typed is kept on reload.
  const form = page.getByRole('form', { name: 'Record a payment' })
  await form.getByLabel('Who paid').fill('Margaret Ellis')
  await page.reload()
  await hydrated(page)
  await expect(form.getByLabel('Who paid')).toHaveValue('Margaret Ellis')

  // A check, recorded; a field left out says what it needs first.
  await form.getByLabel('How it was paid').selectOption('check')
  await form.getByLabel(/^Reference/).fill(reference)
  await form.getByRole('button', { name: 'Record the payment' }).click()
  await expect(form.getByText('Please enter the day the money came.')).toBeVisible()
  await form.getByLabel('Day received').fill('2026-12-01')
  await form.getByLabel('Amount, in dollars').fill('12.34')
  await form.getByRole('button', { name: 'Record the payment' }).click()
  await expect(page.getByText(/^\$12\.34 from Margaret Ellis is recorded as receipt \d+\.$/)).toBeVisible()
  const entries = page.getByRole('list', { name: 'Payments and refunds' })
  await expect(entries.getByText(`Check (${reference})`)).toBeVisible()

  // The card payment, refunded in part through the processor.
  const card = entries.locator(`[data-entry="${cardReceipt}"]`)
  await card.getByRole('button', { name: `Refund receipt ${cardReceipt}` }).click()
  await card.getByLabel(new RegExp(`^Amount to refund of receipt ${cardReceipt}`)).fill('15.00')
  await expectNoAxeViolations(page)
  await card.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(page.getByText(`$15.00 of receipt ${cardReceipt} is refunded.`)).toBeVisible()
  await expect(card.getByText('$15.00 refunded')).toBeVisible()
  await expect(entries.getByRole('heading', { name: /^Refund \d+: −\$15\.00$/ }).first()).toBeVisible()

  // What is owed across the home, and the export with both.
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Payments' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^0 to 30 days: / })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)
  await page.getByLabel('From', { exact: true }).fill('2026-11-01')
  await page.getByLabel('To', { exact: true }).fill('2099-12-31')
  const href = await page.getByRole('link', { name: 'Download the CSV' }).getAttribute('href')
  const csv = await page.request.get(siteUrl(href ?? ''))
  expect(csv.status()).toBe(200)
  const text = await csv.text()
  expect(text.startsWith('Date,Case,Payer,Method,Reference,Amount,Tax,Category\r\n')).toBe(true)
  expect(text).toContain(`2026-12-01,"Ellis, Dorothy (case ${CASE})",Margaret Ellis,Check,${reference},12.34,0.00,Payment`)
  expect(text).toMatch(new RegExp(`,Card \\(Visa 4242\\),Refund of receipt ${cardReceipt},-15\\.00,0\\.00,Refund\\r\\n`))
  expect(errors).toEqual([])
})
