import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { arrangeThroughApi } from './support/arrangement-setup'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { practiceCase, signInOnPage, type PracticeCase } from './support/portal'
import { siteUrl } from './support/urls'
import { tabTo } from './support/keyboard'

/**
 * Issue 18 points 5, 6 and 9: the purchaser details and the review of an arrangement, on cases of
 * the tests' own (practice cases: a fresh account with a new loved one and nothing arranged), so
 * every run can save and submit again. Desktop and phone.
 */

const PASSWORD = 'a long walk by the river'
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const state = (page: Page) => page.locator('.arrangements__state')
const review = (page: Page) => page.getByRole('region', { name: 'Review and submit' })
const missing = (page: Page) => page.getByRole('region', { name: 'Still to do before you can submit' })

/** Signs in to `screen` of the case's arrangements, as the guard sends a signed-out visitor there. */
async function openArrangements(page: Page, own: PracticeCase, screen: 'review' | 'details') {
  const target = `${own.path}/arrangements/${screen}`
  await page.goto(siteUrl(`/family-portal/login?redirect=${encodeURIComponent(target)}`))
  await signInOnPage(page, own.email, PASSWORD)
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await hydrated(page)
}

/** Fills the purchaser details with the mouse's help (the keyboard test types them alone). */
async function fillDetails(page: Page, phone: string) {
  await page.getByLabel('First name').fill('Alma')
  await page.getByLabel('Last name').fill('Reyes')
  await page.getByLabel('Relationship to Ada').fill('Daughter')
  await page.getByLabel('Email').fill('alma.reyes@example.org')
  await page.getByLabel('Phone').fill(phone)
  await page.getByLabel('Street address').fill('12 Elm Street')
  await page.getByLabel('City').fill('Springfield')
  await page.getByLabel('State').selectOption('IL')
  await page.getByLabel('ZIP code').fill('62704')
}

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('the review names what is missing with links; the details refuse a bad phone, save, and come back after a reload', async ({
  page,
}) => {
  test.slow()
  const own = await practiceCase('whitfield', PASSWORD)
  await openArrangements(page, own, 'review')

  // A fresh case: no package and no purchaser (with no package there are no selections to finish).
  await expect(review(page)).toBeVisible()
  await expect(missing(page).getByRole('listitem')).toHaveText([
    'Choose a package before submitting the contract',
    'Enter the purchaser details before submitting the contract',
  ])
  await expect(missing(page).getByRole('link', { name: /Choose a package/ })).toHaveAttribute('href', `${own.path}/arrangements/packages`)
  await expect(missing(page).getByRole('link', { name: /Enter the purchaser details/ })).toHaveAttribute(
    'href',
    `${own.path}/arrangements/details`,
  )
  await expect(page.getByRole('button', { name: 'Submit the arrangement' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // A package chosen, selections left open: the selections are named, with their screen.
  await arrangeThroughApi('whitfield', { email: own.email, password: PASSWORD }, own.id, false)
  await page.reload()
  await hydrated(page)
  await expect(missing(page).getByRole('link', { name: /^Finish your selections in: / })).toHaveAttribute(
    'href',
    `${own.path}/arrangements/selections`,
  )

  // Every selection made: only the purchaser is left, and its link opens the details.
  await arrangeThroughApi('whitfield', { email: own.email, password: PASSWORD }, own.id)
  await page.reload()
  await hydrated(page)
  await expect(missing(page).getByRole('listitem')).toHaveText(['Enter the purchaser details before submitting the contract'])
  await expect(review(page).getByRole('heading', { name: 'Package' })).toBeVisible()
  await expect(review(page)).toContainText('Running total')
  await missing(page)
    .getByRole('link', { name: /Enter the purchaser details/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`${own.path}/arrangements/details$`))
  await expect(page.getByRole('heading', { level: 2, name: 'Purchaser details' })).toBeVisible()
  await expect(page.locator('[data-form-live]')).toHaveCount(1)

  // A phone that cannot be read: spec §5's message beside it, nothing sent.
  await fillDetails(page, '555-12')
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/Please enter a valid format/)
  await expectNoAxeViolations(page)

  // Typed but not saved: a reload (a closed tab) brings it back from the device, and says so.
  await page.reload()
  await hydrated(page)
  await expect(page.getByText('We kept what you typed here last time.')).toBeVisible()
  await expect(page.getByLabel('City')).toHaveValue('Springfield')

  // A failed save keeps everything typed and says so; the next press saves.
  await page.getByLabel('Phone').fill('(555) 010-4477')
  await page.route('**/contract/details', (route) => route.fulfill({ status: 503, body: '{}' }), { times: 1 })
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(notifications(page)).toContainText('Your details were not saved')
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Please try again' })).toBeVisible()
  await expect(page.getByLabel('Street address')).toHaveValue('12 Elm Street')
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(notifications(page)).toContainText('Your details are saved')
  await expect(state(page)).toContainText('ready to review and submit')
  await expect(page.getByLabel('State')).toHaveValue('IL')
  await expect(page.getByLabel('City')).toHaveValue('Springfield')

  // Saved on the server: a reload shows the saved details, with no draft note.
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('Phone')).toHaveValue('(555) 010-4477')
  await expect(page.getByLabel('ZIP code')).toHaveValue('62704')
  await expect(page.getByLabel('State')).toHaveValue('IL')
  await expect(page.getByText('We kept what you typed here last time.')).toHaveCount(0)
})

test('details and the submit by keyboard alone; the arrangement then shows as submitted', async ({ page, visit }) => {
  test.slow()
  const own = await practiceCase('whitfield', PASSWORD)
  await arrangeThroughApi('whitfield', { email: own.email, password: PASSWORD }, own.id)
  await openArrangements(page, own, 'details')
  await expect(page.locator('[data-form-live]')).toHaveCount(1)

  const typed: [string, string][] = [
    ['First name', 'Alma'],
    ['Last name', 'Reyes'],
    ['Relationship to Ada', 'Son'],
    ['Email', 'alma.reyes@example.org'],
    ['Phone', '555 010 4477'],
    ['Street address', '12 Elm Street'],
    ['City', 'Springfield'],
    ['State', 'Illinois'],
    ['ZIP code', '62704'],
  ]
  for (const [label, text] of typed) {
    await tabTo(page, page.getByLabel(label))
    await page.keyboard.type(text)
  }
  await expect(page.getByLabel('State')).toHaveValue('IL')
  await tabTo(page, page.getByRole('button', { name: 'Save details' }))
  await page.keyboard.press('Enter')
  await expect(notifications(page)).toContainText('Your details are saved')
  await expect(page.getByLabel('Phone')).toHaveValue('(555) 010-4477')
  await expect(state(page)).toContainText('ready to review and submit')

  await tabTo(page, page.getByRole('link', { name: 'Review and submit the arrangement' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${own.path}/arrangements/review$`))
  await expect(missing(page)).toHaveCount(0)
  await expect(review(page)).toContainText('Alma Reyes')
  await expect(review(page)).toContainText('Springfield, Illinois 62704')
  const submit = page.getByRole('button', { name: 'Submit the arrangement' })
  await expect(submit).toBeVisible()
  await expectNoAxeViolations(page)

  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(notifications(page)).toContainText('The arrangement is submitted')
  await expect(page).toHaveURL(new RegExp(`${own.path}/statement$`))

  // The statement is its own screen; the arrangement itself now says it is submitted, and by whom.
  await visit(siteUrl(`${own.path}/arrangements/review`))
  await expect(state(page)).toHaveText('Submitted. The funeral home has your choices.')
  await expect(review(page)).toContainText(/Submitted on \w+ \d{1,2}, \d{4} by Alma Reyes\./)
  await expect(review(page).getByRole('link', { name: 'See the statement' })).toHaveAttribute('href', `${own.path}/statement`)
  await expect(page.getByRole('button', { name: 'Submit the arrangement' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Submitted details are to read, not to change.
  await page.goto(siteUrl(`${own.path}/arrangements/details`))
  await expect(page.getByText('can no longer be changed here')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save details' })).toHaveCount(0)
  await expect(page.getByRole('main')).toContainText('(555) 010-4477')
  await expectNoAxeViolations(page)
})
