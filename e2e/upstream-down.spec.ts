import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'

// The built web Worker with its upstream unreachable (playwright.config.ts "upstream-down").

test('an upstream failure shows the spec error page with a real 5xx status, accessibly', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(502)
  await expect(page).toHaveTitle('502 - Bad Gateway')
  await expect(page.getByText("The page you're looking for is temporarily unavailable. Please try again later.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Home' }).or(page.getByRole('button', { name: 'Home' }))).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Search for a loved one' }).or(page.getByRole('button', { name: 'Search for a loved one' })),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  await expectNoAxeViolations(page)
})

test('a crawler hitting the failure gets the status and a log, not the error page', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
  const page = await context.newPage()
  const response = await page.goto('/')
  expect(response?.status()).toBe(502)
  await expect(page.getByText("The page you're looking for is temporarily unavailable. Please try again later.")).toHaveCount(0)
  await context.close()
})
