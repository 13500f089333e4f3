import type { Page, Response } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { ownClientAddress } from './support/client-address.ts'
import { siteUrl } from './support/urls.ts'

// A declined card's 422 in the console is not an error of the page.
test.use({ allowedConsoleErrors: [/status of 422/] })

/**
 * The sympathy shop of an obituary (issue 9 item 6): list, product, checkout with the local test
 * processor (README "Test cards"), the thanks page, and that a double submit pays once.
 * Demo data: api/seed/shop.ts (every published obituary has the same catalogue).
 */

const SHOP = '/obituaries/1001/harold-brandt/shop'
const PRODUCT = 'Eternal Grace Standing Spray'
const PRODUCT_PATH = `${SHOP}/product/1001`
/** The Deluxe size of PRODUCT, $239.00. */
const CHECKOUT = `${PRODUCT_PATH}/checkout?variantId=10012&quantity=2`
const GOOD_CARD = '4242424242424242'
const DECLINED_CARD = '4000000000000002'
const DECLINED = 'Your card was declined. Please use another card.'

// Every test pays: each from its own client address, under the checkout limits (decision 018).
test.beforeEach(({ page }) => ownClientAddress(page))

/** The checkout answers (POST …/shop/checkout) as they arrive. */
function collectCheckouts(page: Page): Response[] {
  const answers: Response[] = []
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/shop/checkout')) answers.push(response)
  })
  return answers
}

/**
 * Fills the checkout once its fields listen (lazy-form.tsx `data-form-live`): a draft the device
 * kept is put back as the form's code arrives, and typing at that very moment is the
 * forms-on-demand tests' subject, not these.
 */
async function fillCheckout(page: Page, card = GOOD_CARD) {
  await expect(page.locator('[data-form-live]')).toHaveCount(1)
  await page.getByLabel('First name').fill('Ann')
  await page.getByLabel('Last name').fill('Lee')
  await page.getByLabel('Email').fill('ann.lee@example.org')
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('5551234567')
  await page.getByLabel('Card message').fill('With deepest sympathy,\nAnn')
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry month').selectOption('12')
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2))
  await page.getByLabel('Security code').fill('123')
  await page.getByLabel('Name on card').fill('Ann Lee')
  await page.getByLabel('Billing ZIP code').fill('60601')
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay / })

/** The card number's field: its label, hint, error and box. */
const cardNumberField = (page: Page) => page.locator('.field', { has: page.getByLabel('Card number') })

test('the shop lists products with prices and sized images, accessibly', async ({ page, consoleErrors }) => {
  const response = await page.goto(siteUrl(SHOP))
  expect(response?.status()).toBe(200)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Send sympathy flowers' })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Sympathy products' }).getByRole('listitem')
  await expect(cards).toHaveCount(10)
  await expect(cards.first()).toContainText(PRODUCT)
  await expect(cards.first()).toContainText('from $189.00')
  await expect(cards.first().getByRole('link', { name: PRODUCT })).toHaveAttribute('href', PRODUCT_PATH)
  const images = page.locator('.shop-card__image')
  await expect(images.first()).toHaveAttribute('width', '800')
  await expect(images.first()).toHaveAttribute('loading', 'eager')
  await expect(images.last()).toHaveAttribute('loading', 'lazy')
  await expectNoAxeViolations(page)
  expect(consoleErrors).toEqual([])
})

test('a product: sizes with prices and a quantity, carried to checkout in the address', async ({ page, visit }) => {
  await visit(siteUrl(PRODUCT_PATH))
  await expect(page.getByRole('heading', { level: 2, name: PRODUCT })).toBeVisible()
  const sizes = page.getByRole('radiogroup', { name: /Size/ })
  await expect(sizes.getByRole('radio')).toHaveCount(3)
  await expect(sizes.getByRole('radio', { name: 'Standard, $189.00' })).toBeChecked()
  await expectNoAxeViolations(page)
  await sizes.getByText('Deluxe, $239.00').click()
  await page.getByLabel('Quantity').selectOption('2')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(siteUrl(CHECKOUT))
  await expect(page.getByRole('heading', { level: 2, name: 'Checkout' })).toBeVisible()
  await expect(payButton(page)).toHaveText('Pay $478.00')
})

test('a full purchase with the test card reaches the thanks page with the summary', async ({ page, consoleErrors, visit }) => {
  // Several full page loads and a payment each: slow on a busy dev server.
  test.slow()
  // What the checkout call carries (issue 16): the test processor's payment-method id, never the card.
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/shop/checkout')) sent.push(request.postData() ?? '')
  })
  await visit(siteUrl(CHECKOUT))

  // Errors first (and accessible while shown).
  await payButton(page).click()
  await expect(page.getByLabel('First name')).toBeFocused()
  await expect(cardNumberField(page)).toContainText('This field is required')
  await expectNoAxeViolations(page)

  await fillCheckout(page)
  // The count under the field (a polite live region says it again once typing pauses).
  const messageField = page.locator('.field', { has: page.getByLabel('Card message') })
  await expect(messageField.locator('.field__count')).toHaveText('You have 174 characters remaining')
  await page.getByText('Deliver to an address ($14.95)').click()
  await page.getByLabel('Recipient’s name').fill('The Brandt family')
  await page.getByLabel('Street address').fill('12 Oak Street')
  await page.getByLabel('City').fill('Maple Grove')
  await page.getByLabel('State').selectOption('IL')
  await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('60601')
  await expect(payButton(page)).toHaveText('Pay $492.95')
  await payButton(page).click()

  await expect(page).toHaveURL(/\/shop\/order\/\d+\/thanks\?token=[a-f0-9]{32}$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible()
  const summary = page.locator('.shop-thanks')
  await expect(summary).toContainText(PRODUCT)
  await expect(summary).toContainText('Deluxe, $239.00 each')
  await expect(summary).toContainText('$492.95')
  await expect(summary).toContainText('With deepest sympathy,')
  await expect(summary).toContainText('12 Oak Street')
  await expect(summary).toContainText('Maple Grove, IL 60601')
  await expect(summary).toContainText('Visa ending in 4242')
  await expect(summary).toContainText('A receipt has been sent to ann.lee@example.org')
  await expectNoAxeViolations(page)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatch(/"paymentMethod":"tpm_[0-9a-f]{24}"/)
  expect(sent[0]).not.toMatch(/4242|"card"|"cvc"/)

  // Reloaded, the thanks page comes from the server alone (and is never edge-cached).
  const reloaded = await page.reload()
  expect(reloaded?.headers()['cache-control']).toContain('no-store')
  await expect(summary).toContainText('Visa ending in 4242')
  expect(consoleErrors).toEqual([])
})

test('a declined card shows the message beside the card number, keeps what was typed, then a good card pays', async ({ page, visit }) => {
  // Several full page loads and a payment each: slow on a busy dev server.
  test.slow()
  await visit(siteUrl(CHECKOUT))
  await fillCheckout(page, DECLINED_CARD)
  await payButton(page).click()
  await expect(cardNumberField(page)).toContainText(DECLINED)
  await expect(page.getByLabel('Card number')).toBeFocused()
  await expect(page.getByLabel('First name')).toHaveValue('Ann')
  await expect(page.getByLabel('Card message')).toHaveValue('With deepest sympathy,\nAnn')
  await expect(page.getByLabel('Security code')).toHaveValue('123')
  await expect(page).toHaveURL(siteUrl(CHECKOUT))
  await expectNoAxeViolations(page)

  await page.getByLabel('Card number').fill(GOOD_CARD)
  await expect(cardNumberField(page)).not.toContainText(DECLINED)
  await payButton(page).click()
  await expect(page).toHaveURL(/\/thanks\?token=/)
  await expect(page.locator('.shop-thanks')).toContainText('Visa ending in 4242')
})

test('checkout keeps what was typed over a reload, but never the card', async ({ page, visit }) => {
  test.slow()
  await visit(siteUrl(CHECKOUT))
  await fillCheckout(page)
  await page.getByText('Deliver to an address ($14.95)').click()
  await page.getByLabel('Street address').fill('12 Oak Street')
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('First name')).toHaveValue('Ann')
  await expect(page.getByLabel('Email')).toHaveValue('ann.lee@example.org')
  await expect(page.getByLabel('Card message')).toHaveValue('With deepest sympathy,\nAnn')
  await expect(page.getByLabel('Street address')).toHaveValue('12 Oak Street')
  await expect(page.getByLabel('Card number')).toHaveValue('')
  await expect(page.getByLabel('Security code')).toHaveValue('')
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  expect(stored).toContain('ann.lee@example.org')
  expect(stored).not.toContain('4242')
})

test('a double submit, and a resubmit after a lost answer, make one order; Back after paying shows the order paid', async ({
  page,
  visit,
}) => {
  // Several full page loads and a payment each: slow on a busy dev server.
  test.slow()
  const answers = collectCheckouts(page)
  await visit(siteUrl(CHECKOUT))
  await fillCheckout(page)
  // Two submits at once (a double click the disabled button would not let through).
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form[aria-labelledby="checkout-title"]')
    form?.requestSubmit()
    form?.requestSubmit()
  })
  await expect(page).toHaveURL(/\/shop\/order\/(\d+)\/thanks/)
  const orderId = /\/order\/(\d+)\//.exec(page.url())?.[1]
  expect(orderId).toBeTruthy()
  await expect(page.getByTestId('order-id')).toHaveText(orderId ?? '')
  const firstIds = await Promise.all(answers.filter((a) => a.ok()).map(async (a) => String(((await a.json()) as { id: number }).id)))
  expect(firstIds.length).toBeGreaterThanOrEqual(1)
  expect(new Set(firstIds)).toEqual(new Set([orderId]))

  // Back after paying (issue 34 point 8): the checkout says the order is paid, with its receipt, and offers no Pay button.
  await page.goBack()
  await expect(page).toHaveURL(siteUrl(CHECKOUT))
  await expect(page.getByRole('heading', { level: 2, name: 'This order is paid' })).toBeVisible()
  await expect(page.getByTestId('order-id')).toHaveText(orderId ?? '')
  await expect(page.locator('.shop-thanks')).toContainText('Visa ending in 4242')
  await expect(page.locator('.shop-thanks')).toContainText('With deepest sympathy,')
  await expect(payButton(page)).toHaveCount(0)
  await expectNoAxeViolations(page)
  // Loaded anew in this tab, still paid.
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 2, name: 'This order is paid' })).toBeVisible()
  await expect(payButton(page)).toHaveCount(0)

  // As if the answer had been lost on the way (nothing told this tab the order was paid), the
  // page loaded again and the same details sent again: the same key, the api's stored answer.
  await page.evaluate(() => {
    for (const name of Object.keys(sessionStorage)) if (name.startsWith('shop-paid-order:')) sessionStorage.removeItem(name)
  })
  answers.length = 0
  await visit(siteUrl(CHECKOUT))
  await fillCheckout(page)
  await payButton(page).click()
  await expect(page).toHaveURL(new RegExp(`/shop/order/${orderId}/thanks`))
  expect(answers).toHaveLength(1)
  const [replay] = answers
  if (!replay) throw new Error('no checkout answer')
  expect(replay.status()).toBe(201)
  expect(replay.headers()['idempotent-replayed']).toBe('true')
  expect(((await replay.json()) as { id: number }).id).toBe(Number(orderId))
})

test('an order seen under another obituary, or without its token, is the 404 page', async ({ page, request, visit }) => {
  // Several full page loads and a payment each: slow on a busy dev server.
  test.slow()
  await visit(siteUrl(CHECKOUT))
  await fillCheckout(page)
  await payButton(page).click()
  await expect(page).toHaveURL(/\/thanks\?token=/)
  const thanks = new URL(page.url())
  const orderId = /\/order\/(\d+)\//.exec(thanks.pathname)?.[1] ?? ''
  const token = thanks.searchParams.get('token') ?? ''

  const other = (await (await request.get(siteUrl('/api/web/obituaries?size=2'))).json()) as { content: { id: number; nameSlug: string }[] }
  const second = other.content.find((o) => o.id !== 1001)
  expect(second).toBeTruthy()
  const elsewhere = await page.goto(siteUrl(`/obituaries/${second?.id}/${second?.nameSlug}/shop/order/${orderId}/thanks?token=${token}`))
  expect(elsewhere?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: "Sorry, we can't find that page" })).toBeVisible()

  const noToken = await page.goto(siteUrl(`${SHOP}/order/${orderId}/thanks`))
  expect(noToken?.status()).toBe(404)
  const wrongToken = await page.goto(siteUrl(`${SHOP}/order/${orderId}/thanks?token=${'0'.repeat(32)}`))
  expect(wrongToken?.status()).toBe(404)
  // Another funeral home's site does not know the order either.
  const harbor = await page.goto(siteUrl(`${SHOP}/order/${orderId}/thanks?token=${token}`, 'harbor'))
  expect(harbor?.status()).toBe(404)
})
