import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { png } from './support/media-files'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { apiSession, DEMO, mailedLink, practiceCase, signInOnPage, uniqueEmail } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * A case's family in the studio and the roles in a case (issue 37 point 4, decision 056): a
 * director invites a relative as a viewer from the Family screen (the mail in the outbox); she
 * joins and sees the case without the buttons that change it, told who can; the director makes her
 * a helper and she uploads a photo; an invitation is withdrawn after asking. Desktop and phone.
 */

const PASSWORD = 'a family password for roles'
/**
 * Harbor Light: its director's invitations (ten an hour per account, decision 018) are this
 * spec's alone; Whitfield's director invites in the first-call spec.
 */
const HOST = 'harbor'

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

/** The relative, in a browser of her own, joins through the mailed invitation. */
async function joinByMail(page: Page, email: string, password: string): Promise<void> {
  await page.goto(siteUrl(await mailedLink(HOST, 'invitation', email), HOST))
  await expect(page.getByRole('heading', { level: 1, name: 'You are invited to the family portal' })).toBeVisible()
  await hydrated(page)
  await expect(page.locator('[data-form-live]')).toHaveCount(1)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Choose a password').fill(password)
  await page.getByRole('button', { name: /create/i }).click()
  await expect(page.getByText('Thank you. Check your email to finish creating your account.')).toBeVisible()
  await page.goto(siteUrl(await mailedLink(HOST, 'sign-up', email), HOST))
  await hydrated(page)
  await expect(page.locator('[data-form-live]')).toHaveCount(1)
  await page.getByLabel('The password you chose').fill(password)
  await page.keyboard.press('Enter')
}

test('a director invites a viewer, who sees the case but changes nothing until made a helper; an invitation is withdrawn', async ({
  page,
  browser,
}) => {
  test.slow()
  const errors = collectConsoleErrors(page)
  const own = await practiceCase(HOST, PASSWORD, 'Mira')
  const email = uniqueEmail('lena')
  const familyPath = `/studio/cases/${own.id}/family`
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: familyPath })}`, HOST))
  await hydrated(page)
  await signInOnPage(page, DEMO.director.harbor, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Family of Mira Practice' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'The case of Mira Practice' }).getByRole('link', { name: 'Family' })).toBeVisible()
  const members = page.getByRole('list', { name: 'Family members' })
  await expect(members.getByRole('listitem')).toHaveCount(1)
  await expect(members.getByRole('combobox', { name: 'Role' })).toHaveValue('arranger')
  await expect(page.getByText('No invitations are waiting.')).toBeVisible()
  const form = page.getByRole('form', { name: 'Invite family to Mira’s case' })
  await expect(page.locator('[data-form-live]')).toHaveCount(1)
  await expectNoAxeViolations(page)

  // What is typed survives a reload.
  await form.getByLabel('First name').fill('Lena')
  await page.reload()
  await hydrated(page)
  await expect(page.locator('[data-form-live]')).toHaveCount(1)
  await expect(form.getByLabel('First name')).toHaveValue('Lena')

  await form.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(form.getByText('This field is required').first()).toBeVisible()
  await form.getByLabel('Last name').fill('Practice')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Relationship to Mira').fill('Granddaughter')
  await form.getByLabel('Role in the case').selectOption({ label: 'Viewer' })
  await form.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByText(`The invitation is on its way to ${email}, as viewer.`)).toBeVisible()
  const waiting = page.getByRole('list', { name: 'Invitations waiting' })
  await expect(waiting.getByRole('listitem').filter({ hasText: 'Lena Practice' })).toContainText('Viewer · sent')

  // Lena joins, and reads: no invite, no upload, a sentence saying who can.
  const lena = await (await browser.newContext()).newPage()
  await ownClientAddress(lena)
  await joinByMail(lena, email, PASSWORD)
  await expect(lena.getByRole('heading', { level: 1, name: 'Mira Practice' })).toBeVisible()
  await expect(lena.getByRole('button', { name: 'Invite family' })).toHaveCount(0)
  await expect(lena.getByText("Your family's arranger invites others.")).toBeVisible()
  await expectNoAxeViolations(lena)
  await lena.goto(siteUrl(`${own.path}/task/upload-photos`, HOST))
  await hydrated(lena)
  await expect(lena.getByRole('heading', { level: 1, name: /photos/i })).toBeVisible()
  await expect(lena.getByText("Your family's arranger or a helper makes changes here.")).toBeVisible()
  await expect(lena.getByLabel('Choose photos')).toBeHidden()
  await expect(lena.getByRole('button', { name: /Mark as done|Start/ })).toHaveCount(0)
  await expectNoAxeViolations(lena)

  // The director makes her a helper.
  await page.reload()
  await hydrated(page)
  const row = members.getByRole('listitem').filter({ hasText: 'Lena Practice' })
  await expect(row).toContainText('Granddaughter')
  await row.getByRole('combobox', { name: 'Role' }).selectOption('helper')
  await expect(page.getByText('Lena Practice is now helper.')).toBeVisible()

  // Now she uploads.
  await lena.reload()
  await hydrated(lena)
  await expect(lena.locator('.upload-picker').first()).toHaveAttribute('data-live', '')
  await expect(lena.getByText("Your family's arranger or a helper makes changes here.")).toHaveCount(0)
  await lena.getByLabel('Choose photos').setInputFiles([png('porch.png', 40, 30, [180, 120, 60])])
  await lena.getByRole('button', { name: 'Upload 1 photo' }).click()
  await expect(lena.locator('output', { hasText: '1 of 1 saved.' })).toBeVisible()
  await lena.context().close()

  // The family's arranger invites Otto; the director withdraws it, after asking.
  const arranger = await apiSession(HOST, own.email, PASSWORD)
  const invited = await arranger.post(`/api/family/cases/${own.id}/invite`, {
    data: { email: uniqueEmail('otto'), firstName: 'Otto', lastName: 'Practice', role: 'helper' },
  })
  expect(invited.status()).toBe(201)
  await arranger.dispose()
  await page.reload()
  await hydrated(page)
  await expect(waiting.getByRole('listitem').filter({ hasText: 'Otto Practice' })).toContainText('Helper · sent')
  const otto = waiting.getByRole('listitem').filter({ hasText: 'Otto Practice' })
  await otto.getByRole('button', { name: 'Withdraw the invitation to Otto Practice' }).click()
  await expect(otto.getByRole('group', { name: /Withdraw the invitation to Otto Practice\?/ })).toBeVisible()
  await expect(otto.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await otto.getByRole('button', { name: 'Yes, withdraw' }).click()
  await expect(page.getByText('The invitation to Otto Practice is withdrawn: its link no longer works.')).toBeVisible()
  await expect(waiting.getByRole('listitem').filter({ hasText: 'Otto Practice' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])
})
