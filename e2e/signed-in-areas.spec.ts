import { expect, test, type Page } from '@playwright/test'
import { ownClientAddress } from './support/client-address'
import { DEMO, signInOnPage } from './support/portal'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { siteUrl } from './support/urls'

/**
 * Decision 050: a public page's entry holds no route of the signed-in areas; the full route tree
 * comes as one chunk on the way into an area, and the visit goes on without a reload.
 */

const FULL_TREE = /\/assets\/routeTree\.gen-[\w-]+\.js$/

function fullTreeRequests(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    if (FULL_TREE.test(new URL(request.url()).pathname)) requested.push(request.url())
  })
  return requested
}

/** A client-side navigation, as a link into the portal makes it (the router's own `navigate`). */
async function navigateInPage(page: Page, href: string) {
  await page.evaluate((to) => {
    // oxlint-disable-next-line no-underscore-dangle -- the router TanStack puts on window for devtools and tests
    const router = (window as unknown as { __TSR_ROUTER__: { navigate: (options: { href: string }) => Promise<void> } }).__TSR_ROUTER__
    void router.navigate({ href: to })
  }, href)
}

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('a public page goes into the portal without a reload, loading its routes only then, and the portal works', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  const requested = fullTreeRequests(page)
  await page.goto(siteUrl('/'))
  await hydrated(page)
  expect(requested).toEqual([])
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))

  // A deep link: the gate loads the areas, the portal's guard sends to sign-in with the link and its query.
  await navigateInPage(page, '/family-portal/1101/walter-ellis?tab=tasks')
  await expect(page).toHaveURL(/\/family-portal\/login\?redirect=%2Ffamily-portal%2F1101%2Fwalter-ellis%3Ftab%3Dtasks$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the family portal' })).toBeVisible()
  expect(requested).toHaveLength(1)
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true)

  await signInOnPage(page, DEMO.family.whitfield, DEMO.familyPassword)
  await expect(page).toHaveURL(/\/family-portal\/1101\/walter-ellis\?tab=tasks$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Walter James Ellis' })).toBeVisible()
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true)
  expect(requested).toHaveLength(1)
  expect(errors).toEqual([])
})

test('a page inside the portal, loaded first, has its routes with it, and its way out goes to the public site', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await page.goto(siteUrl('/family-portal/login'))
  await hydrated(page)
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/routeTree.gen-"]')).toHaveCount(1)
  await page.getByRole('link', { name: 'Whitfield & Sons Funeral Home' }).click()
  await expect(page).toHaveURL(siteUrl('/'))
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(errors).toEqual([])
})
