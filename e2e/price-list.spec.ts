import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { PHONE_WIDTHS, expectNoHorizontalOverflow } from './support/fit.ts'
import { collectConsoleErrors, hydrated } from './support/page-state.ts'
import { siteUrl } from './support/urls.ts'

/**
 * The public General Price List (issue 18 point 10) on both demo homes (api/seed/data/price-list.ts:
 * Harbor Light prices everything 15 % higher, rounded to $5): reached from the footer, grouped by
 * category, printable, accessible, and fitting a phone.
 */

const HOMES = [
  { host: 'whitfield', name: 'Whitfield & Sons Funeral Home', embalming: '$895.00', casket: '$2,650.00 – $2,795.00' },
  { host: 'harbor', name: 'Harbor Light Funeral Chapel', embalming: '$1,030.00', casket: '$3,045.00 – $3,215.00' },
] as const

for (const home of HOMES) {
  test(`${home.host}: the footer leads to the price list, with the home's own prices`, async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await page.goto(siteUrl('/', home.host))
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Price list' }).click()
    await expect(page).toHaveURL(siteUrl('/price-list', home.host))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('General Price List')
    await expect(page).toHaveTitle(`General Price List | ${home.name}`)
    await expect(page.locator('main')).toContainText(home.name)
    // The seed's version is effective from January 1, 2026; one the owner publishes (studio-prices.spec.ts), from its own day.
    await expect(page.getByText(/^Prices effective [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible()
    await expect(page.getByText(/You may choose only the items you desire\./)).toBeVisible()

    // Categories in price-list order, the one families do not pick from in the portal included.
    const categories = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(categories.first()).toHaveText('Professional Services')
    await expect(page.getByRole('heading', { level: 2, name: 'Permits and Filings' })).toBeVisible()
    const professional = page.getByRole('table', { name: 'Professional Services' })
    await expect(professional.getByRole('row', { name: /^Embalming/ })).toContainText(home.embalming)
    const caskets = page.getByRole('table', { name: 'Caskets' })
    await expect(caskets.getByRole('row', { name: /^Going Home 18-gauge steel casket/ })).toContainText(home.casket)

    await expect(page.getByRole('heading', { level: 3, name: 'Direct Cremation' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Disclosures' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print this price list' })).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('a direct visit has its head, prints through the browser, and passes axe', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  const response = await page.goto(siteUrl('/price-list'))
  expect(response?.status()).toBe(200)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl('/price-list'))
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
  await hydrated(page)
  expect(errors).toEqual([])
  await expectNoAxeViolations(page)

  // The button opens the browser's print dialog (recorded instead, headless).
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'yes')
  })
  await page.getByRole('button', { name: 'Print this price list' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes')

  // On paper: the list alone, black on white.
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.site-header')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print this price list' })).toBeHidden()
  await expect(page.getByRole('table', { name: 'Caskets' })).toBeVisible()
  const colours = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h1) => [getComputedStyle(h1).color, getComputedStyle(h1.closest('main') ?? h1).backgroundColor])
  expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)'])
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths')

  test('the price list fits every phone on both homes, its tables still tables', async ({ page }) => {
    for (const host of ['whitfield', 'harbor'] as const) {
      await page.goto(siteUrl('/price-list', host))
      await hydrated(page)
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 })
        await test.step(`${host} at ${width}px`, () => expectNoHorizontalOverflow(page))
      }
      await expect(page.getByRole('table', { name: 'Professional Services' }).getByRole('row', { name: /^Embalming/ })).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })
})
