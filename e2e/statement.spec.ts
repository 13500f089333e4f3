import type { Browser, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { casePayments, submittedCase, type SubmittedCase } from './support/arrangement.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { ownClientAddress } from './support/client-address.ts'
import { apiSession, invitedTo, mailedLink, openSignedIn, practiceCase } from './support/portal.ts'
import { siteUrl } from './support/urls.ts'
import { tabTo } from './support/keyboard'

/**
 * The family's statement and payment screens (issue 18 points 7 and 8), each test on a case of
 * its own (support/arrangement.ts: a practice case arranged and submitted through the family
 * api), paying with the local test processor's cards (README "Test cards").
 */

const PASSWORD = 'statement-e2e-2026'
const GOOD_CARD = '4242424242424242'
const DECLINED_CARD = '4000000000000002'
const DECLINED = 'Your card was declined. Please use another card.'

/** `$1,234.50`, as the screens and the api write money. */
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

// Every test pays: each from its own client address, under the payment limits (decision 018).
test.beforeEach(({ page }) => ownClientAddress(page))

/** The payment form, once its code listens (lazy-form.tsx `data-form-live`). */
async function paymentForm(page: Page): Promise<void> {
  await expect(page.locator('[data-form-live]')).toHaveCount(1)
  await expect(page.getByRole('form', { name: 'Make a payment' })).toBeVisible()
}

const cardNumberField = (page: Page) => page.locator('.field', { has: page.getByLabel('Card number') })
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay/ })

async function fillCard(page: Page, number: string, name = 'Anne Practice') {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry month').selectOption('12')
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2))
  await page.getByLabel('Security code').fill('123')
  await page.getByLabel('Name on card').fill(name)
  await page.getByLabel('Billing ZIP code').fill('62704')
}

async function payPart(page: Page, dollars: string, name?: string) {
  await paymentForm(page)
  await page.getByText('Part of the balance').click()
  await page.getByLabel('Amount to pay, in dollars').fill(dollars)
  await fillCard(page, GOOD_CARD, name)
  await payButton(page).click()
  await expect(receiptHeading(page)).toBeVisible()
}

/** The receipt a payment leads to (issue 34 point 8), in place of the payment screen. */
const receiptHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Receipt for your payment' })
const RECEIPT_PATH = /\/statement\/receipt\/(\d+)$/

/** After paying: the receipt, with its focus on the heading, and no form that invites a second payment. */
async function expectReceipt(page: Page, thanks: string) {
  await expect(page).toHaveURL(RECEIPT_PATH)
  await expect(receiptHeading(page)).toBeFocused()
  await expect(page.locator('.receipt__thanks')).toHaveText(thanks)
  await expect(page.getByRole('form', { name: 'Make a payment' })).toHaveCount(0)
  await expect(page.getByRole('radio')).toHaveCount(0)
}

async function paymentsOf(owned: SubmittedCase) {
  const owner = await apiSession('whitfield', owned.email, PASSWORD)
  try {
    return await casePayments(owner, owned.id)
  } finally {
    await owner.dispose()
  }
}

test('the statement shows every line, the sums and the disclosures, and prints as the statement alone', async ({ page, signedIn }) => {
  test.slow()
  const owned = await submittedCase('whitfield', PASSWORD)
  await signedIn(`${owned.path}/statement`, owned.email, PASSWORD)

  await expect(page.getByRole('navigation', { name: 'Arrangements' }).getByRole('link', { name: 'Statement' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Statement of Funeral Goods and Services Selected')
  await expect(page.getByText(/Final statement: the arrangement was submitted on/)).toBeVisible()
  const lines = page.locator('.statement-lines')
  await expect(lines.getByRole('columnheader')).toHaveText(['Category', 'Description', 'Quantity', 'Unit price', 'Price'])
  expect(await lines.locator('tbody tr').count()).toBeGreaterThan(1)
  const totals = page.locator('.statement-totals')
  await expect(totals).toContainText('Sales tax')
  await expect(totals.locator('.statement-totals__total dd')).toHaveText(usd(owned.totalCents))
  await expect(totals.locator('.statement-totals__balance dd')).toHaveText(usd(owned.totalCents))
  await expect(page.getByRole('heading', { name: 'Disclosures' })).toBeVisible()
  await expect(page.locator('.statement-disclosures li')).toHaveCount(3)
  await expect(page.getByText('No payments yet.')).toBeVisible()
  await hydrated(page)
  await expectNoAxeViolations(page)

  // Printed: the statement alone, without the portal's bar, the tabs or the buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.portal-bar')).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Arrangements' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print statement' })).toBeHidden()
  await expect(lines).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  await page.getByRole('link', { name: `Pay towards the balance of ${usd(owned.totalCents)}` }).click()
  await expect(page).toHaveURL(siteUrl(`${owned.path}/statement/payment`))
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
})

test('before the arrangement is submitted, the statement is a running one and payment waits for it', async ({ page, signedIn }) => {
  test.slow()
  const practice = await practiceCase('whitfield', PASSWORD)
  await signedIn(`${practice.path}/statement`, practice.email, PASSWORD)
  await expect(page.getByText('A running statement: it changes as choices are made')).toBeVisible()
  await expect(page.getByText('Nothing has been chosen yet, so the statement has no lines.')).toBeVisible()
  await expect(page.getByText('Payment opens once the arrangement is submitted.')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Pay towards/ })).toHaveCount(0)
  await hydrated(page)
  await expectNoAxeViolations(page)
})

test('a declined card keeps the amount and says why beside the card; a good card then pays and mails a receipt', async ({
  page,
  signedIn,
}) => {
  test.slow()
  const owned = await submittedCase('whitfield', PASSWORD)
  await signedIn(`${owned.path}/statement/payment`, owned.email, PASSWORD)
  await hydrated(page)
  await paymentForm(page)
  await expect(page.getByRole('radio', { name: `The full balance (${usd(owned.totalCents)})` })).toBeChecked()
  await expectNoAxeViolations(page)

  // Errors first, accessible while shown.
  await page.getByText('Part of the balance').click()
  await page.getByLabel('Amount to pay, in dollars').fill('')
  await payButton(page).click()
  await expect(page.locator('.field', { has: page.getByLabel('Amount to pay, in dollars') })).toContainText('This field is required')
  await expect(cardNumberField(page)).toContainText('This field is required')
  await expectNoAxeViolations(page)

  await page.getByLabel('Amount to pay, in dollars').fill('100.00')
  await fillCard(page, DECLINED_CARD)
  await expect(payButton(page)).toHaveText('Pay $100.00')
  await payButton(page).click()
  await expect(cardNumberField(page)).toContainText(DECLINED)
  await expect(page.getByLabel('Amount to pay, in dollars')).toHaveValue('100.00')
  await expect(page.getByLabel('Name on card')).toHaveValue('Anne Practice')
  await expect(page.getByRole('radio', { name: 'Part of the balance' })).toBeChecked()
  expect(await paymentsOf(owned)).toEqual([])
  await expectNoAxeViolations(page)

  await page.getByLabel('Card number').fill(GOOD_CARD)
  await expect(cardNumberField(page)).not.toContainText(DECLINED)
  await payButton(page).click()
  await expectReceipt(page, 'Thank you. $100.00 was paid with the Visa card ending in 4242.')
  await expect(page.locator('.receipt__balance')).toHaveText(`Balance still due on the statement: ${usd(owned.totalCents - 10_000)}`)
  await expect(page.locator('.receipt__details')).toContainText('Anne Practice')
  await expectNoAxeViolations(page)
  const receiptUrl = page.url()
  const paymentId = RECEIPT_PATH.exec(receiptUrl)?.[1]

  // Another payment only on request: the form opens again at what is due now.
  await page.getByRole('link', { name: 'Make another payment' }).click()
  await paymentForm(page)
  await expect(page.getByRole('radio', { name: `The full balance (${usd(owned.totalCents - 10_000)})` })).toBeChecked()
  await expect(page.locator('.statement-totals__balance dd')).toHaveText(usd(owned.totalCents - 10_000))
  await expect(page.locator('.payment-list tbody tr')).toHaveCount(1)
  await expect(page.locator('.payment-list')).toContainText('Visa ending in 4242')
  // The payments list links to each payment's receipt.
  await page
    .locator('.payment-list')
    .getByRole('link', { name: `Receipt ${paymentId}` })
    .click()
  await expect(page).toHaveURL(receiptUrl)
  await expect(page.locator('.receipt__thanks')).toHaveText('Thank you. $100.00 was paid with the Visa card ending in 4242.')

  expect((await paymentsOf(owned)).map((p) => p.amountCents)).toEqual([10_000])
  // The receipt mail's first link is the receipt's screen.
  expect(await mailedLink('whitfield', 'payment-receipt', owned.email)).toBe(`${owned.path}/statement/receipt/${paymentId}`)
})

test('a double click on Pay, and two submits at once, each charge once', async ({ page, signedIn }) => {
  test.slow()
  const owned = await submittedCase('whitfield', PASSWORD)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(`/cases/${owned.id}/payments`)) {
      posts.push(request.headers()['idempotency-key'] ?? '')
    }
  })
  await signedIn(`${owned.path}/statement/payment`, owned.email, PASSWORD)
  await paymentForm(page)
  await page.getByText('Part of the balance').click()
  await page.getByLabel('Amount to pay, in dollars').fill('50')
  await fillCard(page, GOOD_CARD)
  await payButton(page).dblclick()
  await expect(page.locator('.receipt__thanks')).toContainText('Thank you. $50.00 was paid')
  await expect(page.locator('.receipt__balance')).toContainText(usd(owned.totalCents - 5_000))

  // Asked for, the form opens for what is left; two submits at once (what the busy button would not let through).
  await page.getByRole('link', { name: 'Make another payment' }).click()
  await paymentForm(page)
  await page.getByText('Part of the balance').click()
  await page.getByLabel('Amount to pay, in dollars').fill('60')
  await fillCard(page, GOOD_CARD)
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form[aria-labelledby="payment-form-title"]')
    form?.requestSubmit()
    form?.requestSubmit()
  })
  await expect(page.locator('.receipt__thanks')).toContainText('Thank you. $60.00 was paid')
  await expect(page.locator('.receipt__balance')).toContainText(usd(owned.totalCents - 11_000))

  // Each payment reached the api under one key of its own, and one charge stands for each.
  expect(new Set(posts).size).toBe(2)
  expect((await paymentsOf(owned)).map((p) => p.amountCents).toSorted((a, b) => a - b)).toEqual([5_000, 6_000])
  await page.getByRole('link', { name: 'Back to the statement' }).click()
  await expect(page.locator('.payment-list tbody tr')).toHaveCount(2)
})

/** A second relative's page, in a browser context of their own. */
async function relativePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await ownClientAddress(page)
  return page
}

test('two relatives each pay a part and the balance goes down by both', async ({ page, browser, signedIn }) => {
  test.slow()
  const owned = await submittedCase('whitfield', PASSWORD)
  const owner = await apiSession('whitfield', owned.email, PASSWORD)
  let relativeEmail: string
  try {
    relativeEmail = await invitedTo('whitfield', owner, owned.id, 'payer', PASSWORD)
  } finally {
    await owner.dispose()
  }

  await signedIn(`${owned.path}/statement/payment`, owned.email, PASSWORD)
  await payPart(page, '150.00')

  const other = await relativePage(browser)
  try {
    await openSignedIn(other, `${owned.path}/statement/payment`, relativeEmail, PASSWORD)
    await expect(other.locator('.statement-totals__balance dd')).toHaveText(usd(owned.totalCents - 15_000))
    await payPart(other, '75.25', 'Ruth Ellis')
    await expect(other.locator('.receipt__balance')).toContainText(usd(owned.totalCents - 15_000 - 7_525))
    await other.getByRole('link', { name: 'Make another payment' }).click()
    await expect(other.locator('.payment-list tbody tr')).toHaveCount(2)
    await expect(other.locator('.payment-list')).toContainText('Ruth Ellis')
  } finally {
    await other.context().close()
  }

  const payments = await paymentsOf(owned)
  expect(payments.map((p) => p.amountCents).toSorted((a, b) => a - b)).toEqual([7_525, 15_000])
  expect(new Set(payments.map((p) => p.createdBy?.firstName)).size).toBe(2)
  // The first relative's statement, read again, shows both.
  await page.goto(siteUrl(`${owned.path}/statement`))
  await expect(page.locator('.statement-totals__balance dd')).toHaveText(usd(owned.totalCents - 22_525))
  await expect(page.locator('.payment-list tbody tr')).toHaveCount(2)
})

test('a payment made with the keyboard alone', async ({ page, signedIn }) => {
  test.slow()
  const owned = await submittedCase('whitfield', PASSWORD)
  await signedIn(`${owned.path}/statement`, owned.email, PASSWORD)
  await hydrated(page)

  await tabTo(page, page.getByRole('link', { name: /^Pay towards the balance/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(siteUrl(`${owned.path}/statement/payment`))
  await paymentForm(page)

  await tabTo(page, page.getByRole('radio', { name: /^The full balance/ }))
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'Part of the balance' })).toBeChecked()
  await tabTo(page, page.getByLabel('Amount to pay, in dollars'))
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('40')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Card number')).toBeFocused()
  await page.keyboard.type(GOOD_CARD)
  await tabTo(page, page.getByLabel('Expiry month'))
  await page.keyboard.type('12')
  await tabTo(page, page.getByLabel('Expiry year'))
  await page.keyboard.type(String(new Date().getFullYear() + 2))
  await tabTo(page, page.getByLabel('Security code'))
  await page.keyboard.type('123')
  await tabTo(page, page.getByLabel('Name on card'))
  await page.keyboard.type('Anne Practice')
  await tabTo(page, page.getByLabel('Billing ZIP code'))
  await page.keyboard.type('62704')
  await tabTo(page, payButton(page))
  await expect(payButton(page)).toHaveText('Pay $40.00')
  await page.keyboard.press('Enter')

  // The receipt, its heading holding the focus the Pay button had.
  await expectReceipt(page, 'Thank you. $40.00 was paid with the Visa card ending in 4242.')
  await expectNoAxeViolations(page)
  // The receipt took the payment screen's place: Back is the statement, not a form to pay again.
  await page.goBack()
  await expect(page).toHaveURL(siteUrl(`${owned.path}/statement`))
  await expect(page.locator('.statement-totals__balance dd')).toHaveText(usd(owned.totalCents - 4_000))
  expect((await paymentsOf(owned)).map((p) => p.amountCents)).toEqual([4_000])
})
