import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { DEMO, signInOnPage } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * The studio's frame (issue 37): staff sign in as in the portal and come back to the studio; each
 * role sees only its places; a family account is told the studio is not for it; the editor's old
 * address leads into the studio. Desktop and phone (the projects of playwright.config.ts).
 */

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('a director signs in from /studio, comes back to the cases, and may not open the editor', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await page.goto(siteUrl('/studio'))
  await expect(page).toHaveURL(/\/family-portal\/login\?redirect=%2Fstudio/)
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible()
  await expect(page).toHaveURL(/\/studio$/)
  const studio = page.getByRole('navigation', { name: 'Studio' })
  await expect(studio.getByText('Rosa Delgado, Funeral director')).toBeVisible()
  await expect(studio.getByRole('link', { name: 'Cases' })).toBeVisible()
  await expect(studio.getByRole('link', { name: 'Edit the site' })).toHaveCount(0)
  const cases = page.getByRole('list', { name: 'The funeral home’s cases' })
  // Newest first: the practice cases tests open come before the seed's.
  await expect(cases.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/family-portal\/\d+\/[a-z-]+$/)
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
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto(siteUrl(`/family-portal/editor?page=${encodeURIComponent('/about-us/our-staff')}`))
  await expect(page).toHaveURL(/\/studio\/editor\?page=%2Fabout-us%2Four-staff$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the site' })).toBeVisible()
})
