import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { ownClientAddress } from './support/client-address.ts'
import { expectNoHorizontalOverflow, PHONE_WIDTHS } from './support/fit.ts'
import { HOSTS, siteUrl } from './support/urls.ts'

/**
 * Issue 14 point 1: the obituary pages, the search and the sympathy shop fit every phone width
 * on both demo homes, in every state a visitor meets (errors shown, address delivery open, the
 * thanks page). One test per page type or flow step; the widths are looped inside.
 */

const OBITUARIES = { whitfield: '/obituaries/1001/harold-brandt', harbor: '/obituaries/2001/therese-pelletier' } as const
/** Each home's first sympathy product and its Standard size (the seed numbers them per home). */
const SHOP = { whitfield: { product: 1001, variant: 10011 }, harbor: { product: 2001, variant: 20011 } } as const
const GOOD_CARD = '4242424242424242'

type Host = keyof typeof OBITUARIES

// Phone widths: the phone project runs these (each test sets its widths); the desktop project would only repeat them.
test.skip(({ isMobile }) => !isMobile, 'phone widths are checked in the phone project')
const HOST_NAMES = Object.keys(OBITUARIES) as Host[]

// The thanks-page test pays: from its own client address, under the checkout limits (decision 018).
test.beforeEach(({ page }) => ownClientAddress(page))

/** Every phone width: the page as it is now (the caller brought it to the state to check). */
async function fitsEveryPhone(page: Page) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await test.step(`${width} px`, () => expectNoHorizontalOverflow(page))
  }
}

/** Loads `path` on `host` at the narrowest width first (so the first layout is a phone's) and checks every width. */
async function pageFits(page: Page, path: string, host: Host) {
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 })
  await page.goto(siteUrl(path, host))
  await fitsEveryPhone(page)
}

for (const host of HOST_NAMES) {
  const base = OBITUARIES[host]
  const { product, variant } = SHOP[host]
  const checkout = `${base}/shop/product/${product}/checkout?variantId=${variant}&quantity=1`

  test.describe(`${HOSTS[host]}`, () => {
    test('the obituary tab, with its tab row wrapping and the active tab in view', async ({ page }) => {
      await pageFits(page, base, host)
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 })
      await page.goto(siteUrl(`${base}/memories`, host))
      // Side to side within the screen (the header above may push it below the fold).
      const box = await page.locator('.obituary-tabs [aria-current="page"]').boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= PHONE_WIDTHS[0]).toBe(true)
    })

    test('photos', async ({ page }) => {
      await pageFits(page, `${base}/photos`, host)
    })

    test('memories, with the form', async ({ page }) => {
      await pageFits(page, `${base}/memories`, host)
      // The form opens on request (or from #share-a-memory, as here).
      await page.goto(siteUrl(`${base}/memories#share-a-memory`, host))
      await expect(page.getByRole('form', { name: 'Share a memory' })).toBeVisible()
      await fitsEveryPhone(page)
    })

    test('memorial video (or its calm note)', async ({ page }) => {
      await pageFits(page, `${base}/memorial-video`, host)
    })

    test('the shop list and a product', async ({ page }) => {
      test.slow()
      await pageFits(page, `${base}/shop`, host)
      await pageFits(page, `${base}/shop/product/${product}`, host)
    })

    test('checkout: empty, with its errors shown, and with address delivery open', async ({ page }) => {
      test.slow()
      await pageFits(page, checkout, host)
      await hydrated(page)
      await page.getByRole('button', { name: /^Pay / }).click()
      await expect(page.getByLabel('First name')).toBeFocused()
      await fitsEveryPhone(page)
      await page.getByText(/^Deliver to an address/).click()
      await expect(page.getByLabel('Street address')).toBeVisible()
      await page.getByRole('button', { name: /^Pay / }).click()
      await fitsEveryPhone(page)
    })

    test('the order thanks page', async ({ page, visit }) => {
      test.slow()
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 })
      await visit(siteUrl(checkout, host))
      await page.getByLabel('First name').fill('Ann')
      await page.getByLabel('Last name').fill('Lee')
      await page.getByLabel('Email').fill('ann.lee@example.org')
      await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('5551234567')
      await page.getByLabel('Card message').fill('With deepest sympathy, from all of us at the Maple Grove Historical Society')
      await page.getByLabel('Card number').fill(GOOD_CARD)
      await page.getByLabel('Expiry month').selectOption('12')
      await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2))
      await page.getByLabel('Security code').fill('123')
      await page.getByLabel('Name on card').fill('Ann Lee')
      await page.getByLabel('Billing ZIP code').fill('60601')
      await page.getByRole('button', { name: /^Pay / }).click()
      await expect(page).toHaveURL(/\/thanks\?token=/, { timeout: 30_000 })
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
      await fitsEveryPhone(page)
    })

    test('the search: results, and no match (a 60-letter word)', async ({ page }) => {
      test.slow()
      await pageFits(page, '/obituaries', host)
      await pageFits(page, `/obituaries?query=${'a'.repeat(60)}`, host)
      await expect(page.getByText('No matching data')).toBeVisible()
      await pageFits(page, '/obituaries?from=2026-06-01&to=2026-01-01', host)
    })
  })
}
