import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { siteUrl } from './support/urls.ts'

/**
 * Issue 15: a form's code (react-form, zod, masks, phone rules) arrives after the page has
 * hydrated (src/ui/fields/lazy-form.tsx). Someone quick, or on a slow phone, types before it has
 * come: nothing they typed may be lost, and a submit made meanwhile waits for the checks instead of
 * sending unchecked answers. The form's chunk is held back here until the typing is done.
 */

const CHECKOUT = '/obituaries/1001/harold-brandt/shop/product/1001/checkout?variantId=10012&quantity=2'
/** Holds the browser's request for the checkout form's own chunk until `release()` is called. */
async function holdFormCode(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void
  let markRequested!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const requested = new Promise<void>((resolve) => (markRequested = resolve))
  await page.route(/\/assets\/CheckoutForm-[^/]+\.js$/, async (route) => {
    markRequested()
    await released
    await route.continue()
  })
  return { requested, release }
}

test('typing before the checkout form’s code has come is kept, and a submit waits for the checks', async ({ page, visit }) => {
  test.slow()
  const checkoutCalls: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/shop/checkout')) checkoutCalls.push(request.url())
  })
  const form = await holdFormCode(page)
  await visit(siteUrl(CHECKOUT))
  await form.requested

  // The server's form, not yet alive: typed into as a person would, then Pay pressed.
  await page.getByLabel('First name').pressSequentially('Ann')
  await page.getByLabel('Email').pressSequentially('ann.lee@example.org')
  await page.getByRole('textbox', { name: 'Phone', exact: true }).pressSequentially('5551234567')
  await page.getByRole('button', { name: /^Pay / }).click()

  form.release()

  // The fields come alive with what was typed (the phone gets its layout when it is next left).
  await expect(page.getByLabel('First name')).toHaveValue('Ann')
  await expect(page.getByLabel('Email')).toHaveValue('ann.lee@example.org')
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(/^\(?555\)? ?123-?4567$/)
  // The held Pay is checked now: what is missing is said, and nothing was sent.
  await expect(page.locator('.field', { has: page.getByLabel('Last name') })).toContainText('This field is required')
  await expect(page.getByLabel('Last name')).toBeFocused()
  expect(checkoutCalls).toEqual([])
})

test('a form whose code cannot be loaded says so, keeps what was typed, and comes when asked again', async ({ page, visit }) => {
  test.slow()
  // The first request for the form's code hangs while the person types, then the connection drops.
  let drop!: () => void
  const dropped = new Promise<void>((resolve) => (drop = resolve))
  let requests = 0
  await page.route(/\/assets\/CheckoutForm-[^/]+\.js$/, async (route) => {
    requests += 1
    if (requests > 1) return route.continue()
    await dropped
    return route.abort('internetdisconnected')
  })
  await visit(siteUrl(CHECKOUT))
  await expect.poll(() => requests).toBe(1)
  await page.getByLabel('First name').pressSequentially('Ann')
  drop()

  // The page stays (no error page): the form gives way to a calm message with a way out.
  const problem = page.getByRole('alert').filter({ hasText: "This form didn't finish loading" })
  await expect(problem).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(requests).toBe(1)

  await problem.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByLabel('First name')).toHaveValue('Ann')
  await expect(problem).toBeHidden()
  expect(requests).toBe(2)
})
