import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { hydrated } from './support/page-state'
import { apiSession, DEMO, mailedLink, practiceCase, signInOnPage, uniqueEmail, type PracticeCase } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * Issue 35 point 3 on the demo, desktop and phone: an invitation link opened by a signed-in
 * account that is not the invitee's says to whom it was sent (masked) and offers to switch; the
 * family sees its invitations waiting in the case home and sends one again (a new link, the old
 * one refused) or withdraws it. Each test opens a practice case of its own (its own inviter, so
 * the api's ten invitations an hour per account never meet another test's).
 */

const PASSWORD = 'invitation-links-2026'
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const hostOf = (project: string) => (project === 'phone' ? 'harbor' : 'whitfield')

/** The practice case's owner invites `email` outside the browser; answers the mailed link (a path). */
async function invitedBy(own: PracticeCase, email: string): Promise<string> {
  const owner = await apiSession(own.host, own.email, PASSWORD)
  try {
    const response = await owner.post(`/api/family/cases/${own.id}/invite`, { data: { email, firstName: 'Ruth', lastName: 'Ellis' } })
    expect(response.status()).toBe(201)
  } finally {
    await owner.dispose()
  }
  return mailedLink(own.host, 'invitation', email)
}

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('signed in as another account, an invitation link says to whom it was sent, masked, and offers to switch', async ({
  page,
}, testInfo) => {
  test.slow()
  const host = hostOf(testInfo.project.name)
  const own = await practiceCase(host, PASSWORD, 'Nora')
  const email = uniqueEmail('ruth')
  const link = await invitedBy(own, email)
  // The demo family member holds the forwarded link and is signed in.
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: link })}`, host))
  await hydrated(page)
  await signInOnPage(page, DEMO.family[host], DEMO.familyPassword)
  await page.waitForURL((url) => url.pathname === link)
  await hydrated(page)

  await expect(heading(page, 'You are invited to the family portal')).toBeVisible()
  const other = page.getByRole('region', { name: 'This invitation is for someone else' })
  await expect(other).toContainText('This invitation was sent to r•••@e•••.org. Sign in with that address to accept it.')
  await expect(other).toContainText(`You are signed in as ${DEMO.family[host]}`)
  await expect(page.getByRole('button', { name: 'Accept the invitation' })).toHaveCount(0)
  await expect(page.getByRole('main')).not.toContainText(email)
  await expectNoAxeViolations(page)

  // Switching: signed out, to the login page that comes back to the invitation.
  await other.getByRole('button', { name: 'Sign out and use that address' }).click()
  await expect(page).toHaveURL(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: link })}`, host))
  await expect(heading(page, 'Sign in to the family portal')).toBeVisible()
})

test('the family resends an invitation from the case home (the old link then refused) and withdraws it', async ({
  page,
  browser,
}, testInfo) => {
  test.slow()
  const host = hostOf(testInfo.project.name)
  const own = await practiceCase(host, PASSWORD, 'Iris')
  const email = uniqueEmail('ruth')
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: own.path })}`, host))
  await hydrated(page)
  await signInOnPage(page, own.email, PASSWORD)
  await page.waitForURL((url) => url.pathname === own.path)
  await hydrated(page)

  // Invited from the case home: the person shows as waiting, with until when the link works.
  const family = page.getByRole('region', { name: 'Family helping with the arrangements' })
  await family.getByRole('button', { name: 'Invite family' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite family' })
  await expect(dialog.locator('[data-form-live]')).toHaveCount(1)
  await dialog.getByLabel('First name').fill('Ruth')
  await dialog.getByLabel('Last name').fill('Ellis')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(dialog).toBeHidden()
  const waiting = family.getByRole('list', { name: 'Invited, not joined yet' }).getByRole('listitem')
  await expect(waiting).toHaveCount(1)
  await expect(waiting).toContainText('Ruth Ellis')
  await expect(waiting).toContainText(email)
  await expect(waiting).toContainText(/Sent \w+ \d+, \d{4} by .+\. The link works until \w+ \d+, \d{4}\./)
  await expectNoAxeViolations(page)
  const first = await mailedLink(host, 'invitation', email)

  // Resend: a new mail with a new link (the outbox, README "Mail").
  await waiting.getByRole('button', { name: 'Resend the invitation to Ruth Ellis' }).click()
  await expect(page.getByText('Invitation sent again to Ruth Ellis', { exact: true })).toBeVisible()
  await expect.poll(() => mailedLink(host, 'invitation', email)).not.toBe(first)
  const second = await mailedLink(host, 'invitation', email)

  // Ruth, in a browser of her own: the first link now says a newer one was sent; the new one works.
  const ruth = await (await browser.newContext()).newPage()
  await ownClientAddress(ruth)
  await ruth.goto(siteUrl(first, host))
  await expect(heading(ruth, 'This invitation cannot be used')).toBeVisible()
  await expect(ruth.getByRole('main').getByRole('alert')).toContainText('A newer invitation was sent to you, so this link no longer works.')
  await ruth.goto(siteUrl(second, host))
  await expect(heading(ruth, 'You are invited to the family portal')).toBeVisible()

  // Withdraw: asked first, in place; then gone, and the focus on the family section.
  await waiting.getByRole('button', { name: 'Withdraw the invitation to Ruth Ellis' }).click()
  const question = family.getByRole('group', { name: /Withdraw the invitation to Ruth Ellis\?/ })
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await expectNoAxeViolations(page)
  await question.getByRole('button', { name: 'Yes, withdraw' }).click()
  await expect(page.getByText('Invitation withdrawn', { exact: true })).toBeVisible()
  await expect(family.getByRole('list', { name: 'Invited, not joined yet' })).toHaveCount(0)
  await expect(family.getByRole('heading', { name: 'Family helping with the arrangements' })).toBeFocused()

  await ruth.reload()
  await expect(heading(ruth, 'This invitation cannot be used')).toBeVisible()
  await expect(ruth.getByRole('main').getByRole('alert')).toContainText('This invitation was withdrawn by the family.')
  await ruth.context().close()
})
