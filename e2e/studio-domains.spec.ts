import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { DEMO, signInOnPage } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * A home's own domain (issue 40 point 3, decision 070), through the local fake of Cloudflare's
 * custom hostnames: the owner is told in words what cannot be added, adds a domain, sees the
 * records to add (copied with a button), checks again and sees it live, then removes it (asked
 * first). Desktop and phone.
 */

const PATH = '/studio/settings/domains'

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('the owner adds a domain, sees the records to add, checks again and removes it', async ({ page, context }) => {
  test.slow()
  // The refused host is a 422 the screen turns into words.
  const errors = collectConsoleErrors(page, [/status of 422/])
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(siteUrl('/')).origin })
  const host = `www.e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.com`
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: PATH })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.staff.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible()
  await hydrated(page)
  await expectNoAxeViolations(page)

  const form = page.getByRole('form', { name: 'Add a domain' })
  const field = form.getByLabel('Domain')
  // The platform's own address, refused in words beside the field.
  await field.fill('harbor.localhost')
  await form.getByRole('button', { name: 'Add the domain' }).click()
  await expect(form.getByText('That address belongs to this platform: enter your funeral home’s own domain')).toBeVisible()

  // A domain pasted with its https:// is added, waiting for its records.
  await field.fill(`https://${host}/`)
  await form.getByRole('button', { name: 'Add the domain' }).click()
  await expect(page.getByText(`${host} is added.`)).toBeVisible()
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: host }) })
  await expect(item.getByText('Waiting for the DNS records', { exact: true })).toBeVisible()
  const records = item.getByRole('table', { name: `DNS records for ${host}` })
  await expect(records.getByRole('row')).toHaveCount(4)
  const cname = records.getByRole('row').filter({ hasText: 'CNAME' })
  await expect(cname).toContainText('sites.localhost')
  await expect(cname).toContainText('(many DNS forms want only www)')
  await expect(records.getByRole('row').filter({ hasText: `_cf-custom-hostname.${host}` })).toContainText('TXT')
  await expect(records.getByRole('row').filter({ hasText: `_acme-challenge.${host}` })).toContainText('TXT')
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // Copy puts the value on the clipboard and says so.
  await cname.getByRole('button', { name: 'Copy the value of the CNAME record' }).click()
  await expect(item.getByText('Copied: the value of the CNAME record.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('sites.localhost')

  // Check again: the fake has seen the records, so the domain is live.
  await item.getByRole('button', { name: `Check again ${host}` }).click()
  await expect(item.getByText('Live', { exact: true })).toBeVisible()
  await expect(item.getByText(`Your site answers at https://${host}.`)).toBeVisible()
  await expect(item.getByRole('link', { name: `Open your site at ${host}` })).toHaveAttribute('href', `https://${host}/`)

  // Still there after a reload (saved, not only shown).
  await page.reload()
  await hydrated(page)
  await expect(item.getByText('Live', { exact: true })).toBeVisible()

  // Remove asks first; keeping it keeps it, then it is removed.
  await item.getByRole('button', { name: `Remove ${host}` }).click()
  await expect(item.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await item.getByRole('button', { name: 'Keep it' }).click()
  await expect(item.getByRole('button', { name: `Remove ${host}` })).toBeFocused()
  await item.getByRole('button', { name: `Remove ${host}` }).click()
  await item.getByRole('button', { name: `Yes, remove ${host}` }).click()
  await expect(page.getByText(`${host} is removed: your site no longer answers there.`)).toBeVisible()
  await expect(page.getByRole('heading', { name: host })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a director is told the domains are the owner’s', async ({ page }) => {
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: PATH })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible()
  await expect(page.getByText('Only the funeral home’s owner adds its own domains.')).toBeVisible()
})
