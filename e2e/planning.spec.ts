import type { Locator, Page, Route } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { ownClientAddress } from './support/client-address.ts'
import { COMPLETE_ANSWERS, seedPlanningDraft } from './support/planning-draft.ts'
import { siteUrl } from './support/urls.ts'

// The submit failure the test itself causes is logged by the browser as a failed resource.
test.use({ allowedConsoleErrors: [/status of (500|422)/] })

/**
 * The online planning request (issue 8) on the seeded demo (api/seed/planning.ts): Whitfield &
 * Sons and Harbor Light each have two locations and six sections.
 */

const PRE_PLAN_INTRO = 'Not only is preplanning helpful to review your options — it also gives peace-of-mind to your loved ones.'
const AT_NEED_INTRO = "We're sorry for your loss and understand this can be an emotional time. Let's work together right from your home."
const FINAL_HEADING = "Let's wrap up with some final details ..."
const SUBMIT_FAILED = 'There was an error submitting your planning form.'
const SUBMIT = '**/api/web/planning/submit'
/** Tells this run's (and this project's) requests apart from earlier ones on the same local database. */
const RUN = Math.random().toString(36).slice(2, 10)

// Long flows with an axe check on every screen, on a shared machine.
// Sends are limited per client address (5 an hour, decision 018): each test sends from its own.
test.beforeEach(({ page }) => ownClientAddress(page))
test.describe.configure({ timeout: 420_000 })

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true })
/** The whole field (label, hint, error, control) around a control. */
const fieldBox = (page: Page, control: Locator) => page.locator('.field').filter({ has: control })
/** A date field: its Month, Day and Year boxes, filled from `MM/DD/YYYY` ('' empties them). */
const dateField = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true })
async function fillDate(page: Page, label: string, date: string) {
  const [month = '', day = '', year = ''] = date.split('/')
  const group = dateField(page, label)
  for (const [name, value] of [
    ['Month', month],
    ['Day', day],
    ['Year', year],
  ] as const)
    await group.getByRole('textbox', { name, exact: true }).fill(value)
}

async function start(page: Page, choice: string, intro: string, host: 'whitfield' | 'harbor' = 'whitfield') {
  await page.goto(siteUrl('/plan-now', host))
  await hydrated(page)
  await expect(heading(page)).toHaveText('Plan now')
  await page.getByRole('radio', { name: choice }).check()
  await expect(page.getByText(intro, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Continue' }).click()
}

async function chooseLocation(page: Page, name: string) {
  await expect(heading(page)).toHaveText('Choose a location')
  await expect(heading(page)).toBeFocused()
  await expect(page.getByRole('link', { name: `Map of ${name} (opens in a new tab)` })).toHaveAttribute('href', /google\.com\/maps/)
  await expectNoAxeViolations(page)
  await page.getByRole('radio', { name }).check()
  await page.getByRole('button', { name: 'Next' }).click()
}

async function expectStep(page: Page, step: string, title: string) {
  await expect(page.getByRole('progressbar')).toHaveAccessibleName(new RegExp(`^${step}`))
  await expect(heading(page)).toHaveText(title)
  await expect(heading(page)).toBeFocused()
  await expect(page.getByText('Your answers are saved on this device')).toBeVisible()
}

const next = (page: Page) => page.getByRole('button', { name: /^(Next|Review my answers)$/ }).click()

/**
 * A failed send (issue 14): the message is announced, sits just above the Send button, is in view
 * and has the focus, so nobody is left at a button that seems to have done nothing.
 */
async function expectProblemBySend(page: Page, text: string): Promise<Locator> {
  const problem = page.getByRole('alert').filter({ hasText: text })
  await expect(problem).toBeFocused()
  await expect(problem).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Send my request' })).toBeInViewport()
  const [box, send] = await Promise.all([problem.boundingBox(), page.getByRole('button', { name: 'Send my request' }).boundingBox()])
  expect(send!.y - (box!.y + box!.height), 'the message is right above Send').toBeLessThan(150)
  return problem
}

/** The contact step, with the address chosen from the lookup by keyboard. */
async function fillContact(page: Page, { first, last, street, city }: { first: string; last: string; street: string; city: string }) {
  await field(page, 'First name').fill(first)
  await field(page, 'Last name').fill(last)
  // An address of its own per run: the api limits requests per contact email (decision 047).
  await field(page, 'Email address').fill(`${first.toLowerCase()}.${RUN}@example.org`)
  await field(page, 'Phone number').pressSequentially('5550142299')
  // Laid out for reading once the field is left.
  await field(page, 'Phone number').press('Tab')
  await expect(field(page, 'Phone number')).toHaveValue('(555) 014-2299')
  const address = page.getByRole('combobox', { name: 'Street address' })
  await address.pressSequentially(street, { delay: 30 })
  const list = page.getByRole('listbox', { name: 'Suggestions for Street address' })
  await expect(list.getByRole('option').first()).toBeVisible()
  await address.press('ArrowDown')
  await expect(address).toHaveAttribute('aria-activedescendant', /.+/)
  await address.press('Enter')
  await expect(list).toBeHidden()
  await expect(address).toHaveValue(new RegExp(street, 'i'))
  await expect(field(page, 'City')).toHaveValue(city)
  await expect(field(page, 'ZIP code')).toHaveValue(/^\d{5}$/)
}

test('pre-plan for oneself: validation, address lookup, every step accessible, review with edit, one request on a double click', async ({
  page,
  consoleErrors,
  visit,
}) => {
  await start(page, 'For myself', PRE_PLAN_INTRO)
  await chooseLocation(page, 'Riverside Chapel')

  await expectStep(page, 'Step 1 of 6', 'Tell us about yourself')
  await expect(page.getByLabel('Relationship to the person')).toHaveCount(0)
  // Nothing filled in: the messages appear beside the fields and the first one gets the focus.
  await next(page)
  await expect(fieldBox(page, field(page, 'First name'))).toContainText('This field is required')
  await expect(field(page, 'First name')).toBeFocused()
  await field(page, 'Email address').fill('not an address')
  await field(page, 'Email address').blur()
  await expect(fieldBox(page, field(page, 'Email address'))).toContainText('Please enter a valid email address')
  await expectNoAxeViolations(page)
  await fillContact(page, { first: 'Margaret', last: 'Olsen', street: 'elm', city: 'Maple Grove' })
  await next(page)

  await expectStep(page, 'Step 2 of 6', 'A few more details about you')
  // Nobody planning for themself is called a decedent.
  await expect(page.getByRole('progressbar')).toHaveAccessibleName('Step 2 of 6: Your details')
  await fillDate(page, 'Date of birth', '03/28/1950')
  await expect(dateField(page, 'Date of birth').getByRole('textbox', { name: 'Year' })).toHaveValue('1950')
  await expectNoAxeViolations(page)
  await next(page)

  await expectStep(page, 'Step 3 of 6', 'Tell us about your family')
  await field(page, 'Children').fill('Anna\nPeter')
  await expectNoAxeViolations(page)
  await next(page)
  await expectStep(page, 'Step 4 of 6', 'Your education and profession')
  await field(page, 'Usual occupation').fill('Teacher')
  await expectNoAxeViolations(page)
  await next(page)
  await expectStep(page, 'Step 5 of 6', 'Your military service')
  await page.getByRole('radio', { name: 'No' }).check()
  await expectNoAxeViolations(page)
  // Back and Next keep every value.
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(field(page, 'Usual occupation')).toHaveValue('Teacher')
  await next(page)
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked()
  await next(page)

  await expectStep(page, 'Step 6 of 6', FINAL_HEADING)
  await page.getByRole('radio', { name: 'Cremation' }).check()
  await page.getByRole('checkbox', { name: /does not create a contract/ }).check()
  await expectNoAxeViolations(page)
  await next(page)

  await expect(heading(page)).toHaveText('Review your answers')
  const contact = page.getByRole('region', { name: 'Contact Information' })
  await expect(contact).toContainText('Margaret')
  await expect(contact).toContainText('(555) 014-2299')
  await expect(contact).toContainText('Maple Grove')
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText('03/28/1950')
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText('Riverside Chapel')
  await expectNoAxeViolations(page)
  // Edit goes to the step and comes back to the review.
  await page.getByRole('link', { name: 'Edit Your education and profession' }).click()
  await expect(heading(page)).toHaveText('Your education and profession')
  await field(page, 'Usual occupation').fill('Retired teacher')
  await page.getByRole('button', { name: 'Review my answers' }).click()
  await expect(page.getByRole('region', { name: 'Your education and profession' })).toContainText('Retired teacher')

  const sent: Array<{ key: string | undefined; body: unknown }> = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/web/planning/submit')) {
      sent.push({ key: request.headers()['idempotency-key'], body: request.postDataJSON() })
    }
  })
  await page.getByRole('button', { name: 'Send my request' }).dblclick()
  await expect(page).toHaveURL(/\/plan-now\/thank-you\?reference=PL-[A-Z0-9]{8}$/)
  await expect(heading(page)).toHaveText('Thank you')
  await expect(page.getByText(/Your reference number is PL-/)).toBeVisible()
  // A reload of the tab that sent it still thanks for it.
  await page.reload()
  await expect(page.getByText(/Your reference number is PL-/)).toBeVisible()
  expect(sent).toHaveLength(1)
  expect(sent[0]?.body).toMatchObject({
    locationId: 102,
    caseStatus: 'PRE_PLAN',
    planType: 'pre-plan-self',
    fields: {
      contactFirstName: 'Margaret',
      contactPhone: '(555) 014-2299',
      decedentBirthDate: '1950-03-28',
      occupation: 'Retired teacher',
      veteran: 'no',
    },
  })
  await expectNoAxeViolations(page)
  // The draft is gone: starting again starts empty.
  await visit(siteUrl('/plan-now'))
  await expect(page.getByText('Welcome back')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('pre-plan for someone else: a reload restores the answers, headings use the first name, a failed submit keeps everything', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'one plan type runs on the phone')
  await start(page, 'For someone else', PRE_PLAN_INTRO)
  await chooseLocation(page, 'Elm Street Chapel')
  await expectStep(page, 'Step 1 of 6', 'Tell us about yourself')
  await fillContact(page, { first: 'Robert', last: 'Hale', street: 'oak', city: 'Maple Grove' })
  await page.getByLabel('Relationship to the person').selectOption({ label: 'Son' })
  await next(page)

  await expectStep(page, 'Step 2 of 6', 'Tell us about the person you are planning for')
  await field(page, 'First name').fill('Walter')
  await field(page, 'Last name').fill('Hale')
  await field(page, 'Place of birth').fill('Ashford, IL')
  // Closing the tab or reloading loses nothing.
  await page.reload()
  await hydrated(page)
  await expect(heading(page)).toHaveText('Tell us about Walter')
  await expect(field(page, 'First name')).toHaveValue('Walter')
  await expect(field(page, 'Place of birth')).toHaveValue('Ashford, IL')
  await next(page)
  await expectStep(page, 'Step 3 of 6', "Tell us about Walter's family")
  await next(page)
  await expectStep(page, 'Step 4 of 6', "Walter's education and profession")
  await next(page)
  await expectStep(page, 'Step 5 of 6', "Walter's military service")
  await expect(page.getByRole('progressbar')).toHaveAccessibleName("Step 5 of 6: Walter's military service")
  await page.getByRole('radio', { name: 'Yes' }).check()
  await page.getByLabel('Branch of service').selectOption({ label: 'Navy' })
  await next(page)
  await expectStep(page, 'Step 6 of 6', FINAL_HEADING)
  await page.getByRole('radio', { name: 'Burial', exact: true }).check()
  await page.getByRole('checkbox', { name: /does not create a contract/ }).check()
  await next(page)
  await expect(heading(page)).toHaveText('Review your answers')

  // The first submit fails (through the BFF the browser calls); the retry uses the same key.
  const keys: Array<string | undefined> = []
  await page.route(SUBMIT, async (route) => {
    keys.push(route.request().headers()['idempotency-key'])
    if (keys.length === 1) {
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500 }) })
    } else {
      await route.continue()
    }
  })
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expectProblemBySend(page, SUBMIT_FAILED)
  await expect(page.getByRole('region', { name: "Walter's details" })).toContainText('Walter')
  await expect(page.getByRole('region', { name: "Walter's military service" })).toContainText('Navy')
  await expectNoAxeViolations(page)
  // Still there after a reload, too.
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText('Robert')
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expect(heading(page)).toHaveText('Thank you')
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,128}$/)
  expect(keys[1]).toBe(keys[0])
})

test('at-need at Harbor Light: "their" before the name is known, a 422 shown beside its field, then sent', async ({
  page,
  isMobile,
  visit,
}) => {
  test.skip(isMobile, 'one plan type runs on the phone')
  await start(page, 'A death has occurred', AT_NEED_INTRO, 'harbor')
  await chooseLocation(page, 'Harbor Light Chapel')
  await expectStep(page, 'Step 1 of 6', 'Tell us about yourself')
  await fillContact(page, { first: 'Elena', last: 'Marsh', street: 'wharf', city: 'Port Ellis' })
  await page.getByLabel('Relationship to the person').selectOption({ label: 'Daughter' })
  await next(page)

  await expectStep(page, 'Step 2 of 6', 'Tell us about your loved one')
  // Straight to a later step before giving the name: the wording says "their".
  await visit(siteUrl('/plan-now/step/additional-family', 'harbor'))
  await expect(heading(page)).toHaveText('Tell us about their family')
  await visit(siteUrl('/plan-now/step/decedent-details', 'harbor'))
  await expect(heading(page)).toHaveText('Tell us about your loved one')
  await field(page, 'First name').fill('Thomas')
  await field(page, 'Last name').fill('Marsh')
  // Date of death: required for at-need, never in the future.
  await fillDate(page, 'Date of death', '12/31/2099')
  await next(page)
  await expect(dateField(page, 'Date of death')).toContainText('Cannot be a future date')
  await fillDate(page, 'Date of death', '10/02/2026')
  await expectNoAxeViolations(page)
  await next(page)
  await expectStep(page, 'Step 3 of 6', "Tell us about Thomas's family")
  await next(page)
  await expectStep(page, 'Step 4 of 6', "Thomas's education and profession")
  await next(page)
  await expectStep(page, 'Step 5 of 6', "Thomas's military service")
  await page.getByRole('radio', { name: 'No' }).check()
  await next(page)
  await expectStep(page, 'Step 6 of 6', FINAL_HEADING)
  await page.getByRole('radio', { name: 'Burial at sea' }).check()
  await page.getByRole('checkbox', { name: /does not create a contract/ }).check()
  await next(page)

  // The server refuses an answer: its message shows beside the field, on that field's step.
  let refused = false
  await page.route(SUBMIT, async (route) => {
    if (refused) return route.continue()
    refused = true
    const body = { statusCode: 422, statusMessage: 'Unprocessable Content', errors: { contactEmail: 'Please enter a valid email address' } }
    await route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify(body) })
  })
  await page.getByRole('button', { name: 'Send my request' }).click()
  // Said beside Send, with a link to the field on its step.
  const problem = await expectProblemBySend(page, 'Some answers need your attention:')
  await problem.getByRole('link', { name: 'Email address: Please enter a valid email address' }).click()
  await expect(heading(page)).toHaveText('Tell us about yourself')
  await expect(fieldBox(page, field(page, 'Email address'))).toContainText('Please enter a valid email address')
  await expect(field(page, 'Email address')).toBeFocused()
  await field(page, 'Email address').fill(`elena.marsh.${RUN}@example.org`)
  await page.getByRole('button', { name: 'Review my answers' }).click()
  await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText(`elena.marsh.${RUN}@example.org`)
  const request = page.waitForRequest(SUBMIT)
  await page.getByRole('button', { name: 'Send my request' }).click()
  expect((await request).postDataJSON()).toMatchObject({ locationId: 201, caseStatus: 'AT_NEED', planType: 'at-need' })
  await expect(heading(page)).toHaveText('Thank you')
  await expect(page.getByText(/Harbor Light Funeral Chapel will be in touch/)).toBeVisible()
})

/** Holds matching requests until the test releases them (a slow network, without sleeping), then lets them through or answers them. */
async function holdRequests(page: Page, url: RegExp | string, answer?: (route: Route) => Promise<void>) {
  const held = Promise.withResolvers<void>()
  const requested = Promise.withResolvers<void>()
  await page.route(url, async (route) => {
    requested.resolve()
    await held.promise
    await (answer ? answer(route) : route.fallback())
  })
  return { requested: requested.promise, release: () => held.resolve() }
}

test('issue 14: an end date before its start, a slow Next and Send say they are busy, a failed send is said beside Send', async ({
  page,
  consoleErrors,
  visit,
}) => {
  await seedPlanningDraft(page, { planType: 'pre-plan-self', answers: COMPLETE_ANSWERS })
  await visit(siteUrl('/plan-now/step/military'))
  await expect(heading(page)).toHaveText('Your military service')

  // Military service: the end may not be before the start, said beside the end.
  await page.getByRole('radio', { name: 'Yes' }).check()
  await fillDate(page, 'Service start date', '06/01/1970')
  await fillDate(page, 'Service end date', '02/01/1968')
  await next(page)
  await expect(dateField(page, 'Service end date')).toContainText('Must be on or after the service start date')
  await expect(dateField(page, 'Service end date').getByRole('textbox', { name: 'Year', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  // Pressing Next from the end's last box showed the message as the box was left; the press still
  // lands (it does not take focus on the way down), and focus goes to the end date's first box.
  await expect(dateField(page, 'Service end date').getByRole('textbox', { name: 'Month', exact: true })).toBeFocused()
  await expectNoAxeViolations(page)
  // Correcting the start is enough: the end is judged again.
  await fillDate(page, 'Service start date', '06/01/1966')
  await expect(dateField(page, 'Service end date')).not.toContainText('Must be on or after')
  await next(page)
  await expect(heading(page)).toHaveText(FINAL_HEADING)

  // Next waits on the network (the review's code): the button says so at once and keeps the focus.
  const slowReview = await holdRequests(page, /review[^/]*\.(tsx|js)(\?|$)/i)
  const reviewButton = page.getByRole('button', { name: 'Review my answers' })
  await reviewButton.click()
  await slowReview.requested
  const heldAt = await page.evaluate(() => performance.now())
  // The step stays, busy and focused with "Saving…", until the review's code is in: never a
  // loading screen (whose own code may be on the same slow network) in its place.
  await expect(reviewButton).toHaveAttribute('aria-busy', 'true')
  await expect(reviewButton).toBeFocused()
  await expect(page.locator('output.plan-now__status')).toHaveText('Saving…')
  // Past the router's pendingMs (1 s), where the loading screen used to take over, the step is
  // still there. The time is the subject here, so the test waits for the page's own clock.
  await page.waitForFunction((until) => performance.now() > until, heldAt + 1500, { polling: 100, timeout: 15_000 })
  await expect(reviewButton).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByText('Loading your planning form…')).toHaveCount(0)
  slowReview.release()
  await expect(heading(page)).toHaveText('Review your answers')
  await expect(page.getByRole('region', { name: 'Your military service' })).toContainText('06/01/1966')

  // Send waits, then fails: busy and focused while sending, then the message beside Send, focused.
  const failure = JSON.stringify({ statusCode: 500 })
  const slowSend = await holdRequests(page, SUBMIT, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: failure }),
  )
  const send = page.getByRole('button', { name: 'Send my request' })
  await send.click()
  await slowSend.requested
  const sending = page.getByRole('button', { name: 'Sending…' })
  await expect(sending).toHaveAttribute('aria-busy', 'true')
  await expect(sending).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Sending your request' })).toBeVisible()
  slowSend.release()
  await expectProblemBySend(page, SUBMIT_FAILED)
  await expectNoAxeViolations(page)

  // The api refuses an answer: listed beside Send, linked to its field on its step.
  await page.unroute(SUBMIT)
  await page.route(SUBMIT, (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 422, errors: { serviceEndDate: 'Must be on or after the service start date' } }),
    }),
  )
  await send.click()
  const problem = await expectProblemBySend(page, 'Some answers need your attention:')
  await expectNoAxeViolations(page)
  await problem.getByRole('link', { name: 'Service end date: Must be on or after the service start date' }).click()
  await expect(heading(page)).toHaveText('Your military service')
  // The date's first box carries the field: the link lands there.
  await expect(dateField(page, 'Service end date').getByRole('textbox', { name: 'Month', exact: true })).toBeFocused()
  await expect(dateField(page, 'Service end date')).toContainText('Must be on or after the service start date')
  expect(consoleErrors).toEqual([])
})

test('guards: without a started plan the review, locations and step screens go to /plan-now', async ({ page, isMobile }) => {
  test.skip(isMobile, 'covered on desktop')
  for (const path of ['/plan-now/review', '/plan-now/locations', '/plan-now/step/contact-information']) {
    await page.goto(siteUrl(path))
    await expect(page).toHaveURL(siteUrl('/plan-now'), { timeout: 15_000 })
    await expect(heading(page)).toHaveText('Plan now')
  }
  // The steps of a started plan wait for a location when there is a choice to make.
  await start(page, 'For myself', PRE_PLAN_INTRO)
  await expect(heading(page)).toHaveText('Choose a location')
  await page.goto(siteUrl('/plan-now/review'))
  await expect(page).toHaveURL(siteUrl('/plan-now/locations'), { timeout: 15_000 })
})

test('the thank-you opened cold, or for a request this tab did not send, goes to /plan-now (spec §4)', async ({ page }) => {
  for (const path of ['/plan-now/thank-you?reference=PL-AAAAAAAA', '/plan-now/thank-you']) {
    await page.goto(siteUrl(path))
    await expect(page).toHaveURL(siteUrl('/plan-now'))
    await expect(heading(page)).toHaveText('Plan now')
    await expect(page.getByText('We have received your planning request.', { exact: false })).toHaveCount(0)
  }
  // This tab sent PL-BBBBBBBB: another reference is not thanked for either.
  await page.evaluate(() => sessionStorage.setItem('plan-now-sent', 'PL-BBBBBBBB'))
  await page.goto(siteUrl('/plan-now/thank-you?reference=PL-AAAAAAAA'))
  await expect(page).toHaveURL(siteUrl('/plan-now'))
})
