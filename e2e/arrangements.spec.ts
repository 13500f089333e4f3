import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { practiceCase, signInOnPage, type PracticeCase } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * Issue 18 points 1-4 and 9 on the demo, desktop and phone: packages, selections (a selector, a
 * variant, a free-text line, an added item), the running statement, the item screen, replacing
 * choices only when the family says so, and a failed save kept on screen. Each test arranges a
 * practice case of its own, so every run starts from nothing chosen.
 */

const PASSWORD = 'arranging-test-2026'
const total = (page: Page) => page.getByTestId('running-total')

async function signedInAt(page: Page, own: PracticeCase, path: string) {
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: path })}`, own.host))
  await signInOnPage(page, own.email, PASSWORD)
  await page.waitForURL((url) => url.pathname.startsWith(own.path))
  await hydrated(page)
}

async function choosePackage(page: Page, name: string) {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) })
    .getByRole('button', { name: 'Choose this package' })
    .click()
}

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('a family chooses a package, then a casket and its finish, adds and removes flowers, and watches the total follow', async ({
  page,
}) => {
  const own = await practiceCase('whitfield', PASSWORD)
  await signedInAt(page, own, own.path)
  await page.getByRole('link', { name: 'Choose a package' }).click()
  await expect(page).toHaveURL(/\/arrangements\/packages$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a package' })).toBeVisible()
  await expectNoAxeViolations(page)

  await choosePackage(page, 'Traditional Funeral')
  await expect(page).toHaveURL(/\/arrangements\/selections$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Your selections for the Traditional Funeral' })).toBeVisible()
  // spec §5: the family's categories by position descending; the permits (hidden from families) are not there.
  const categories = await page.locator('.selection-category h3').allTextContents()
  expect(categories.slice(0, 3)).toEqual(['Professional Services', 'Facilities & Staff', 'Vehicles'])
  expect(categories).not.toContain('Permits and Filings')
  // The free-text line reads as its name and price.
  await expect(page.locator('.selection-line__name', { hasText: 'Clergy honorarium' })).toBeVisible()
  await expect(page.getByText(/\d of \d+ categories complete\./)).toBeVisible()
  const before = await total(page).textContent()

  // A selector, then the chosen item's variant: saved once both are chosen.
  await page.getByLabel('Casket of your choice', { exact: true }).selectOption({ label: 'Heritage solid oak casket: from $4,495.00' })
  await expect(page.getByText('Choose a style or finish to save the Heritage solid oak casket.')).toBeVisible()
  await page.getByLabel('Style or finish of the Heritage solid oak casket').selectOption({ label: 'Autumn Oak: $4,695.00' })
  await expect(page.locator('.selection-line__name', { hasText: 'Heritage solid oak casket: Autumn Oak' })).toBeVisible()
  await expect(total(page)).not.toHaveText(before ?? '')
  const withCasket = await total(page).textContent()
  await expect(page.locator('.statement-panel')).toContainText('Heritage solid oak casket')

  // An item added to a category, then removed: the total goes up, then back.
  await page.getByRole('button', { name: 'Add to Flowers' }).click()
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Choose an item to add first.' })).toBeVisible()
  await page.getByLabel('Item to add to Flowers').selectOption({ label: 'Standing spray: $225.00' })
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.locator('.statement-panel')).toContainText('Standing spray')
  await expect(total(page)).not.toHaveText(withCasket ?? '')
  await page.getByRole('button', { name: 'Remove Standing spray' }).click()
  await expect(page.locator('.statement-panel')).not.toContainText('Standing spray')
  await expect(total(page)).toHaveText(withCasket ?? '')
  await expectNoAxeViolations(page)

  // The item screen: the casket's finishes with their prices.
  await page.getByRole('link', { name: 'About the Heritage solid oak casket' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Heritage solid oak casket' })).toBeVisible()
  const autumnOak = page.locator('.item-variant', { hasText: 'Autumn Oak' })
  await expect(autumnOak).toContainText('$4,695.00')
  // Its picture, loaded.
  await expect.poll(() => autumnOak.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  await expectNoAxeViolations(page)

  // Everything was saved as it was made: a reload shows it.
  await page.goto(siteUrl(`${own.path}/arrangements/selections`, own.host))
  await expect(page.locator('.selection-line__name', { hasText: 'Heritage solid oak casket: Autumn Oak' })).toBeVisible()
})

test('another package replaces the choices made only once the family says so', async ({ page }) => {
  const own = await practiceCase('harbor', PASSWORD)
  await signedInAt(page, own, `${own.path}/arrangements`)
  await expect(page).toHaveURL(/\/arrangements\/packages$/)
  await choosePackage(page, 'Memorial Service with Cremation')
  await expect(page).toHaveURL(/\/selections$/)
  await page.getByLabel('Urn of your choice', { exact: true }).selectOption({ index: 3 })
  await expect(page.locator('.selection-line__name', { hasText: 'Biodegradable scattering urn' })).toBeVisible()

  await page.getByRole('link', { name: 'Package' }).click()
  await choosePackage(page, 'Direct Cremation')
  const dialog = page.getByRole('dialog', { name: 'Change to the Direct Cremation?' })
  await expect(dialog).toContainText('Biodegradable scattering urn')
  await dialog.getByRole('button', { name: 'Keep my choices' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.locator('.package-card[data-selected]')).toContainText('Memorial Service with Cremation')

  await choosePackage(page, 'Direct Cremation')
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, change the package' }).click()
  await expect(page).toHaveURL(/\/selections$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Your selections for the Direct Cremation' })).toBeVisible()
})

test('a change that fails to save stays on screen with the reason, and is saved on trying again', async ({ page }) => {
  const own = await practiceCase('whitfield', PASSWORD)
  await signedInAt(page, own, `${own.path}/arrangements/packages`)
  await choosePackage(page, 'Graveside Service')
  await expect(page).toHaveURL(/\/selections$/)

  let failing = true
  await page.route('**/api/family/arrangements/*/lines/*', (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"message":"Service Unavailable"}' })
      : route.fallback(),
  )
  const vault = page.getByLabel('Outer burial container', { exact: true })
  await vault.selectOption({ label: 'Concrete grave liner: $1,150.00' })
  await expect(page.getByText('Your choice was not saved', { exact: true })).toBeVisible()
  await expect(vault).toHaveValue(/\d+/)
  await expect(page.getByText(/^Not saved:/)).toBeVisible()

  failing = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.locator('.selection-line__name', { hasText: 'Concrete grave liner' })).toBeVisible()
  await expect(page.getByText(/^Not saved:/)).toBeHidden()
})

test('the arrangements area opens at its packages, and selections wait for a package', async ({ page }) => {
  const own = await practiceCase('whitfield', PASSWORD)
  await signedInAt(page, own, `${own.path}/arrangements/selections`)
  await expect(page).toHaveURL(/\/arrangements\/packages$/)
  await expect(page.getByRole('link', { name: 'Package' })).toHaveAttribute('aria-current', 'page')
})
