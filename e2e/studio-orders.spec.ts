import { expect, test } from '@playwright/test'
import { TEST_PROCESSOR_PATH } from '#contract/payment-constants.ts'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { apiSession, DEMO, signInOnPage, uniqueEmail } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * The shop's orders from the studio (issue 38 point 5), desktop and phone: two orders bought on
 * Whitfield's obituary 1001 by buyers of the run's own; a director marks one sent and delivered,
 * refunds the other after the question asked once, and the buyer's refund mail is in the outbox.
 */

const OBITUARY = 1001

/** An order bought as a visitor would, through the test processor (README "Test cards"). */
async function buy(email: string, lastName: string): Promise<number> {
  const visitor = await apiSession('whitfield', DEMO.family.whitfield, DEMO.familyPassword)
  try {
    const card = await visitor.post(TEST_PROCESSOR_PATH, {
      data: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: `Ann ${lastName}`, postalCode: '62704' },
    })
    expect(card.status(), 'test card').toBe(201)
    const { id: paymentMethod } = (await card.json()) as { id: string }
    const response = await visitor.post(`/api/web/obituaries/${OBITUARY}/shop/checkout`, {
      headers: { 'Idempotency-Key': crypto.randomUUID().replaceAll('-', '') },
      data: {
        productId: 1001,
        variantId: 10012,
        quantity: 1,
        cardMessage: `With love, the ${lastName} family`,
        purchaser: { firstName: 'Ann', lastName, email, phone: '(555) 210-3344' },
        delivery: { method: 'service' },
        paymentMethod,
      },
    })
    expect(response.status(), 'checkout').toBe(201)
    return ((await response.json()) as { id: number }).id
  } finally {
    await visitor.dispose()
  }
}

async function outboxHas(kind: string, to: string): Promise<boolean> {
  const staff = await apiSession('whitfield', DEMO.staff.whitfield, DEMO.staffPassword)
  try {
    const page = (await (await staff.get('/api/staff/outbox?page=0&size=50')).json()) as { content: Array<{ kind: string; to: string }> }
    return page.content.some((m) => m.kind === kind && m.to === to)
  } finally {
    await staff.dispose()
  }
}

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('a director marks an order delivered and refunds another, and the buyer is mailed', async ({ page }) => {
  test.slow()
  const errors = collectConsoleErrors(page)
  const deliveredEmail = uniqueEmail('delivered')
  const refundedEmail = uniqueEmail('refunded')
  const delivered = await buy(deliveredEmail, 'Bloom')
  const refunded = await buy(refundedEmail, 'Reed')
  const path = `/studio/orders?obituary=${OBITUARY}&status=paid`
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: path })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: /^Orders in memory of / })).toBeVisible()
  await hydrated(page)
  await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Orders' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const orders = page.getByRole('list', { name: 'Orders' })
  const first = orders.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^Order ${delivered}:`) }) })
  const second = orders.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^Order ${refunded}:`) }) })
  await expect(first).toContainText('With love, the Bloom family')
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // Sent to the florist, then delivered: who and when on the order.
  await first.getByRole('button', { name: `Mark sent to the florist for order ${delivered}` }).click()
  await expect(page.getByText(`Order ${delivered} is sent to the florist now.`)).toBeVisible()
  await page.getByLabel('Show').selectOption('sent')
  await expect(page).toHaveURL(/status=sent/)
  await first.getByRole('button', { name: `Mark delivered for order ${delivered}` }).click()
  await expect(page.getByText(`Order ${delivered} is delivered now.`)).toBeVisible()
  await page.getByLabel('Show').selectOption('delivered')
  await expect(first.getByText(/^Delivered · \$[\d.,]+ on Visa ending in 4242 · marked by Rosa Delgado, /)).toBeVisible()

  // The other refunded, after the question asked once (the focus on keeping it).
  await page.getByLabel('Show').selectOption('paid')
  await second.getByRole('button', { name: `Refund order ${refunded}` }).click()
  await expect(second.getByRole('button', { name: 'Keep the order' })).toBeFocused()
  await expectNoAxeViolations(page)
  await second.getByRole('button', { name: /^Yes, refund / }).click()
  await expect(page.getByText(new RegExp(`^Order ${refunded} is refunded: .+ back to Ann Reed, who is mailed\\.$`))).toBeVisible()
  await expect.poll(() => outboxHas('order-refund', refundedEmail)).toBe(true)
  expect(await outboxHas('order-refund', deliveredEmail)).toBe(false)
  await page.getByLabel('Show').selectOption('refunded')
  await expect(second.getByText(/^Refunded · /)).toBeVisible()
  await expect(second.getByRole('button', { name: `Refund order ${refunded}` })).toHaveCount(0)
  expect(errors).toEqual([])
})
