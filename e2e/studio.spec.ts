import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { DEMO, mailedLink, signInOnPage, uniqueEmail } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * The studio's frame (issue 37): staff sign in as in the portal and come back to the studio; each
 * role sees only its places; a family account is told the studio is not for it; the editor's old
 * address leads into the studio. Desktop and phone (the projects of playwright.config.ts).
 */

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('a director signs in from /studio, comes back to Today, finds the cases, and may not open the editor', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await page.goto(siteUrl('/studio'))
  await expect(page).toHaveURL(/\/family-portal\/login\?redirect=%2Fstudio/)
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
  await expect(page).toHaveURL(/\/studio$/)
  const studio = page.getByRole('navigation', { name: 'Studio' })
  await expect(studio.getByText('Rosa Delgado, Funeral director')).toBeVisible()
  await expect(studio.getByRole('link', { name: 'Edit the site' })).toHaveCount(0)
  await studio.getByRole('link', { name: 'Cases' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible()
  await expect(page).toHaveURL(/\/studio\/cases$/)
  const cases = page.getByRole('list', { name: 'The funeral home’s cases' })
  // Newest first: the practice cases tests open come before the seed's.
  const first = cases.getByRole('listitem').first()
  await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/studio\/cases\/\d+$/)
  await expect(first.getByRole('link', { name: /^Services for / })).toHaveAttribute('href', /^\/studio\/cases\/\d+\/services$/)
  await expect(cases.getByText(/^(At-need|Pre-need|Closed) · /).first()).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto(siteUrl('/studio/editor'))
  await expect(page.getByText('Your role at the funeral home does not include editing the site.')).toBeVisible()
  expect(errors).toEqual([])
})

test('a site editor sees only the site, and cannot open a case', async ({ page }) => {
  await page.goto(siteUrl('/family-portal/login?redirect=%2Fstudio'))
  await hydrated(page)
  await signInOnPage(page, DEMO.editor.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ben' })).toBeVisible()
  const studio = page.getByRole('navigation', { name: 'Studio' })
  await expect(studio.getByRole('link', { name: 'Cases' })).toHaveCount(0)
  await expect(studio.getByRole('link', { name: 'Edit the site' })).toBeVisible()
  await expectNoAxeViolations(page)
  // A case's address is not theirs: the same answer as a case that does not exist.
  await page.goto(siteUrl('/family-portal/1101/walter-ellis'))
  await expect(page.getByRole('heading', { level: 1, name: 'Walter Ellis' })).toHaveCount(0)
})

test('a family account is told the studio is for staff, with the way to its portal', async ({ page }) => {
  await page.goto(siteUrl('/family-portal/login?redirect=%2Fstudio'))
  await hydrated(page)
  await signInOnPage(page, DEMO.family.whitfield, DEMO.familyPassword)
  await expect(page.getByText('Your account is a family account, so it cannot open it.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to your family portal' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Margaret' })).toBeVisible()
})

test('the editor’s old address leads into the studio with the page it named', async ({ page }) => {
  await page.goto(siteUrl('/family-portal/login'))
  await hydrated(page)
  await signInOnPage(page, DEMO.staff.whitfield, DEMO.staffPassword)
  // Signed in from the bare login page, staff land in the studio, not the family portal.
  await expect(page).toHaveURL(/\/studio(\/cases)?$/)
  await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible()
  await page.goto(siteUrl(`/family-portal/editor?page=${encodeURIComponent('/about-us/our-staff')}`))
  await expect(page).toHaveURL(/\/studio\/editor\?page=%2Fabout-us%2Four-staff$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the site' })).toBeVisible()
})

test('an owner adds a director, who chooses a password from the mail and opens the cases', async ({ page }) => {
  const email = uniqueEmail('new-director')
  await page.goto(siteUrl('/family-portal/login?redirect=%2Fstudio%2Fstaff', 'harbor'))
  await hydrated(page)
  await signInOnPage(page, DEMO.staff.harbor, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  const staff = page.getByRole('list', { name: 'The funeral home’s staff' })
  await expect(staff.getByRole('heading', { name: 'Grace Holloway (you)' })).toBeVisible()
  await expect(page.locator('[data-form-live]')).toHaveCount(1)
  await expectNoAxeViolations(page)

  const form = page.getByRole('form', { name: 'Invite a staff member' })
  await form.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(form.getByText('This field is required').first()).toBeVisible()
  await form.getByLabel('First name').fill('Nora')
  await form.getByLabel('Last name').fill('Quinn')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Role').selectOption({ label: 'Funeral director' })
  await form.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByText(`The invitation is on its way to ${email}.`)).toBeVisible()
  const row = staff.getByRole('listitem').filter({ hasText: 'Nora Quinn' })
  await expect(row.getByText('Invited, has not chosen a password yet')).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/family-portal\/login/)

  const link = await mailedLink('harbor', 'staff-invitation', email)
  await page.goto(siteUrl(link, 'harbor'))
  await hydrated(page)
  await expect(page.locator('[data-form-live]')).toHaveCount(1)
  // The invitation's screen speaks of a first password, not a new one.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a studio password 789')
  await page.getByRole('button', { name: 'Save my password' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is set' })).toBeVisible()
  await page.goto(siteUrl('/family-portal/login?redirect=%2Fstudio', 'harbor'))
  await hydrated(page)
  await signInOnPage(page, email, 'a studio password 789')
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
  const studio = page.getByRole('navigation', { name: 'Studio' })
  await expect(studio.getByText('Nora Quinn, Funeral director')).toBeVisible()
  await studio.getByRole('link', { name: 'Cases' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible()
})

test('a director takes a first call, sets the funeral service, and the daughter invited by mail sees both', async ({ page, browser }) => {
  test.slow()
  const email = uniqueEmail('june')
  await page.goto(siteUrl('/family-portal/login?redirect=%2Fstudio%2Fcases%2Fnew'))
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Take a first call' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Take a first call' })
  await expect(page.locator('[data-form-live]')).toHaveCount(1)
  await form.getByRole('group', { name: 'The one who died, or who is planning ahead' }).getByLabel('First name').fill('Arthur')
  await form.getByRole('group', { name: 'The one who died, or who is planning ahead' }).getByLabel('Last name').fill('Penrose')
  await form.getByLabel('Where they are now').fill('St. Mary’s Hospital')
  const caller = form.getByRole('group', { name: 'Who called' })
  await caller.getByLabel('First name').fill('June')
  await caller.getByLabel('Last name').fill('Penrose')
  await caller.getByLabel('Relationship').fill('Daughter')

  // An interrupted call: a reload keeps what was typed.
  await page.reload()
  await hydrated(page)
  await expect(page.getByText('We kept what you typed here last time.')).toBeVisible()
  await expect(caller.getByLabel('Relationship')).toHaveValue('Daughter')
  await expectNoAxeViolations(page)

  await form.getByRole('button', { name: 'Open the case' }).click()
  await expect(form.getByText('Please give the email address the invitation goes to.')).toBeVisible()
  await caller.getByLabel('Email').fill(email)
  await form.getByLabel('Location').selectOption({ label: 'Elm Street Chapel' })
  await form.getByRole('button', { name: 'Open the case' }).click()
  // The director lands on the case's studio page.
  await expect(page.getByRole('heading', { level: 1, name: 'Arthur Penrose' })).toBeVisible()
  await expect(page).toHaveURL(/\/studio\/cases\/\d+$/)
  const caseId = /\/studio\/cases\/(\d+)$/.exec(page.url())?.[1]

  // The director sets the funeral service, on the home's clock.
  await page.goto(siteUrl(`/studio/cases/${caseId}/services`))
  await expect(page.getByRole('heading', { level: 1, name: 'Services for Arthur Penrose' })).toBeVisible()
  await expect(page.getByText('No services are set yet.')).toBeVisible()
  const service = page.getByRole('form', { name: 'Add a service' })
  await expect(page.locator('[data-form-live]')).toHaveCount(1)
  await expectNoAxeViolations(page)
  await service.getByLabel('Kind of gathering').selectOption({ label: 'Funeral Service' })
  await service.getByLabel('Date').fill('2027-01-15')
  await service.getByLabel('Starts at').fill('25:00')
  await service.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Elm Street Chapel' })
  await service.getByRole('button', { name: 'Add the service' }).click()
  await expect(
    service.getByText('Please enter the time as hours and minutes on a 24-hour clock, for example 10:30 or 14:00.'),
  ).toBeVisible()
  await service.getByLabel('Starts at').fill('10:30')
  await service.getByRole('button', { name: 'Add the service' }).click()
  await expect(page.getByText('The funeral service is added.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Services' })).toContainText('Friday, January 15, 2027 · 10:30 · Elm Street Chapel')

  // The committal at the cemetery: another place, typed with its address, kept through a reload.
  await service.getByLabel('Kind of gathering').selectOption({ label: 'Committal' })
  await service.getByLabel('Date').fill('2027-01-15')
  await service.getByLabel('Starts at').fill('13:00')
  await service.getByRole('radio', { name: /^Another place/ }).check()
  await service.getByLabel('Name of the place').fill('Rosehill Cemetery')
  await service.getByLabel('Street address').fill('5800 N Ravenswood Ave')
  await service.getByLabel('City').fill('Chicago')
  await service.getByLabel('State').fill('IL')
  await service.getByLabel('ZIP code').fill('606')
  await page.reload()
  await hydrated(page)
  await expect(page.getByText('We kept what you typed here last time.')).toBeVisible()
  await expect(service.getByLabel('Name of the place')).toHaveValue('Rosehill Cemetery')
  await service.getByRole('button', { name: 'Add the service' }).click()
  await expect(service.getByText('Please enter a ZIP code of 5 digits, or 5 and 4, for example 60614.')).toBeVisible()
  await service.getByLabel('ZIP code').fill('60660')
  await expectNoAxeViolations(page)
  await service.getByRole('button', { name: 'Add the service' }).click()
  await expect(page.getByText('The committal is added.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Services' })).toContainText('Friday, January 15, 2027 · 13:00 · Rosehill Cemetery')

  // The family asks for a later start: the director changes the service where it is listed.
  const setServices = page.getByRole('list', { name: 'Services' })
  await setServices.getByRole('button', { name: 'Change the funeral service' }).click()
  const change = page.getByRole('form', { name: 'Change the funeral service' })
  await expect(change.getByLabel('Starts at')).toHaveValue('10:30')
  await expect(change.getByRole('combobox', { name: 'Location' })).toHaveValue(/\d+/)
  await change.getByLabel('Starts at').fill('11:00')
  // A reload keeps the change being typed, apart from a new service.
  await page.reload()
  await hydrated(page)
  await setServices.getByRole('button', { name: 'Change the funeral service' }).click()
  await expect(change.getByText('We kept the changes you typed here last time.')).toBeVisible()
  await expect(change.getByLabel('Starts at')).toHaveValue('11:00')
  await expect(page.getByRole('form', { name: 'Add a service' }).getByLabel('Starts at')).toHaveValue('')
  await change.getByRole('button', { name: 'Save the changes' }).click()
  await expect(page.getByText('The funeral service is changed.')).toBeVisible()
  await expect(change).toHaveCount(0)
  await expect(setServices.getByRole('button', { name: 'Change the funeral service' })).toBeFocused()
  await expect(setServices).toContainText('Friday, January 15, 2027 · 11:00 · Elm Street Chapel')

  // June, in a browser of her own, from the mail.
  const june = await (await browser.newContext()).newPage()
  await ownClientAddress(june)
  await june.goto(siteUrl(await mailedLink('whitfield', 'invitation', email)))
  await expect(june.getByRole('heading', { level: 1, name: 'You are invited to the family portal' })).toBeVisible()
  await hydrated(june)
  await expect(june.locator('[data-form-live]')).toHaveCount(1)
  await june.getByLabel('Email').fill(email)
  await june.getByLabel('Choose a password').fill('blue kettle on the porch')
  await june.getByRole('button', { name: /create/i }).click()
  await expect(june.getByText('Thank you. Check your email to finish creating your account.')).toBeVisible()
  await june.goto(siteUrl(await mailedLink('whitfield', 'sign-up', email)))
  await hydrated(june)
  await expect(june.locator('[data-form-live]')).toHaveCount(1)
  await june.getByLabel('The password you chose').fill('blue kettle on the porch')
  await june.keyboard.press('Enter')
  await expect(june.getByRole('heading', { level: 1, name: 'Arthur Penrose' })).toBeVisible()
  // The service the director set, on her case home.
  await expect(june.getByRole('region', { name: 'Services' })).toContainText('Funeral Service')
  await expect(june.getByRole('region', { name: 'Services' })).toContainText('Elm Street Chapel')
  await expect(june.getByRole('region', { name: 'Services' })).toContainText('11:00 AM')
  await june.context().close()
})
