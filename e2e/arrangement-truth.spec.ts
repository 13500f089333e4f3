import { expect, test, type Page } from '@playwright/test'
import { arrangeThroughApi } from './support/arrangement-setup'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { practiceCase, signInOnPage, type PracticeCase } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * Issue 34 point 2: the arrangement and the statement tell the truth at once. A family that has
 * looked at the statement (or the running statement beside the selections) and then goes purchaser
 * → review → submit lands on a statement that opens payment, without a reload (decision 041: what
 * a change makes stale is read again, shown on screen or not). Both homes, desktop and phone.
 */

const PASSWORD = 'the truth at once 2026'
const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window))
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Arrangements' })

async function signedInAt(page: Page, own: PracticeCase, path: string) {
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: path })}`, own.host))
  await signInOnPage(page, own.email, PASSWORD)
  await page.waitForURL((url) => url.pathname === path)
  await hydrated(page)
}

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

for (const host of ['whitfield', 'harbor'] as const) {
  test(`${host}: after purchaser, review and submit, the statement offers payment without a reload`, async ({ page }) => {
    test.slow()
    const own = await practiceCase(host, PASSWORD)
    await arrangeThroughApi(host, { email: own.email, password: PASSWORD }, own.id)
    await signedInAt(page, own, `${own.path}/arrangements/selections`)
    await expect(page.getByTestId('running-total')).toBeVisible()

    // The statement before the submit: payment is not open yet.
    await tabs(page).getByRole('link', { name: 'Statement' }).click()
    await expect(page.getByText('Payment opens once the arrangement is submitted.')).toBeVisible()

    // The purchaser, then the review and the submit, all by the portal's own links.
    await tabs(page).getByRole('link', { name: 'Purchaser details' }).click()
    await expect(page.locator('[data-form-live]')).toHaveCount(1)
    await page.getByLabel('First name').fill('Alma')
    await page.getByLabel('Last name').fill('Reyes')
    await page.getByLabel(/^Relationship to /).fill('Daughter')
    await page.getByLabel('Email').fill('alma.reyes@example.org')
    await page.getByLabel('Phone').fill('(555) 010-4477')
    await page.getByLabel('Street address').fill('12 Elm Street')
    await page.getByLabel('City').fill('Springfield')
    await page.getByLabel('State').selectOption('IL')
    await page.getByLabel('ZIP code').fill('62704')
    await page.getByRole('button', { name: 'Save details' }).click()
    await expect(notifications(page)).toContainText('Your details are saved')
    await page.getByRole('link', { name: 'Review and submit the arrangement' }).click()
    await page.getByRole('button', { name: 'Submit the arrangement' }).click()
    await expect(notifications(page)).toContainText('The arrangement is submitted')

    // The statement says so at once: final, with the Pay button, and no "Payment opens once…".
    await expect(page).toHaveURL(new RegExp(`${own.path}/statement$`))
    await expect(page.getByRole('link', { name: /^Pay towards the balance of \$/ })).toBeVisible()
    await expect(page.getByText('Payment opens once the arrangement is submitted.')).toHaveCount(0)
    await expect(page.getByText(/^Final statement: the arrangement was submitted on /)).toBeVisible()
    await expectNoAxeViolations(page)

    // And the arrangement's own screens, reached by the tabs, say it is submitted.
    await tabs(page).getByRole('link', { name: 'Selections' }).click()
    await expect(page.locator('.arrangements__state')).toHaveText('Submitted. The funeral home has your choices.')
  })
}
