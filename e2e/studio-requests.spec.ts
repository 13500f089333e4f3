import { expect, hydrated, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { ownClientAddress } from './support/client-address.ts'
import { expectNoHorizontalOverflow } from './support/fit.ts'
import { COMPLETE_ANSWERS, seedPlanningDraft } from './support/planning-draft.ts'
import { DEMO, mailedLink, signInOnPage, uniqueEmail } from './support/portal.ts'
import { siteUrl } from './support/urls.ts'

/**
 * A planning request becomes a case (issue 37 points 7 and 1): a visitor sends one from /plan-now,
 * the director sees it on Today and in Requests, reads every answer, opens a case from it, and the
 * request's contact has an invitation to the family portal in the outbox. Desktop and phone.
 */

test.beforeEach(({ page }) => ownClientAddress(page))
test.describe.configure({ timeout: 240_000 })

test('a visitor’s planning request is on Today and in Requests, and becomes a case with its contact invited', async ({
  page,
  isMobile,
}) => {
  // Names of this run's own, so the lists are read for this request only.
  const run = Math.random().toString(36).slice(2, 8)
  const lastName = `Quist${run.replace(/\d/g, '')}x`
  const contactEmail = uniqueEmail('request')
  await seedPlanningDraft(page, {
    planType: 'at-need',
    answers: { ...COMPLETE_ANSWERS, contactEmail, decedentFirstName: 'Walter', decedentLastName: lastName },
  })
  await page.goto(siteUrl('/plan-now/review'))
  await hydrated(page)
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expect(page).toHaveURL(/\/plan-now\/thank-you/)

  // The director signs in at the studio and lands on Today.
  await page.goto(siteUrl('/studio'))
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
  const studio = page.getByRole('navigation', { name: 'Studio' })
  await expect(studio.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page')
  const fresh = page.getByRole('list', { name: 'New planning requests' })
  await expect(fresh.getByRole('link', { name: `Walter ${lastName}` })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Cases waiting on the home' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Services in the next 7 days' })).toBeVisible()
  await expectNoAxeViolations(page)
  if (isMobile) {
    await page.setViewportSize({ width: 360, height: 780 })
    await expectNoHorizontalOverflow(page)
  }

  // In Requests, newest first, as new; Today is no longer the current place.
  await studio.getByRole('link', { name: 'Requests' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Planning requests' })).toBeVisible()
  await expect(studio.getByRole('link', { name: 'Today' })).not.toHaveAttribute('aria-current', 'page')
  const list = page.getByRole('list', { name: 'Planning requests' })
  const item = list.getByRole('listitem').filter({ hasText: lastName })
  await expect(item).toContainText('New')
  await page.getByLabel('Show').selectOption('new')
  await expect(page).toHaveURL(/state=new/)
  await expect(list.getByRole('link', { name: `Walter ${lastName}` })).toBeVisible()
  await expectNoAxeViolations(page)

  // Every answer, read as the review showed it.
  await list.getByRole('link', { name: `Walter ${lastName}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Planning request for Walter ${lastName}` })).toBeVisible()
  await expect(page.getByText(contactEmail).first()).toBeVisible()
  await expect(page.getByText('(555) 014-2299')).toBeVisible()
  await expect(page.getByText('10/02/2026')).toBeVisible()
  await expectNoAxeViolations(page)
  if (isMobile) await expectNoHorizontalOverflow(page)

  // The choice of director survives a reload.
  await page.getByLabel('Director in charge').selectOption({ label: 'Rosa Delgado' })
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('Director in charge')).toHaveValue(/\d+/)

  await page.getByRole('button', { name: 'Open a case from this request' }).click()
  await expect(page).toHaveURL(/\/studio\/cases\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Walter ${lastName}`) })).toBeVisible()

  // The contact is invited to the portal, by mail.
  expect(await mailedLink('whitfield', 'invitation', contactEmail)).toContain('/family-portal/')

  // The request says so, with a way to the case.
  await page.goto(siteUrl('/studio/requests?state=converted'))
  await hydrated(page)
  await expect(page.getByRole('list', { name: 'Planning requests' }).getByRole('listitem').filter({ hasText: lastName })).toContainText(
    'Case opened',
  )
})

test('Today keeps the site editor’s welcome', async ({ page }) => {
  await page.goto(siteUrl('/family-portal/login?redirect=%2Fstudio'))
  await hydrated(page)
  await signInOnPage(page, DEMO.editor.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ben' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Today' })).toHaveCount(0)
  await page.goto(siteUrl('/studio/requests'))
  await expect(page.getByText('Your role at the funeral home does not include cases.')).toBeVisible()
})
