import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { DEMO, mailedLink, practiceCase, signInOnPage } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * The statement made by staff and signed by the family (issue 39 points 2-4, decision 064),
 * desktop and phone: a director adds an item arranged in person and a cash advance (a reload
 * keeps what was typed), marks it ready; the arranger consents, signs by typed name, and the
 * signed PDF's link is in the outbox mail; a change after signing asks for a new signature.
 */

const PASSWORD = 'studio-statement-test-2026'

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('a director adds an in-person item, the arranger consents and signs, the PDF is mailed, and a change asks again', async ({
  page,
  browser,
}) => {
  test.slow()
  const errors = collectConsoleErrors(page)
  const own = await practiceCase('whitfield', PASSWORD, 'Sena')
  const path = `/studio/cases/${own.id}/statement`
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: path })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(
    page.getByRole('navigation', { name: 'The case of Sena Practice' }).getByRole('link', { name: 'Statement' }),
  ).toHaveAttribute('aria-current', 'page')
  await hydrated(page)
  const itemForm = page.getByRole('form', { name: 'Add an item arranged in person' })
  await expect(itemForm).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // An item of the price list, two of them, required by the cemetery.
  const select = itemForm.getByLabel('Item of the price list')
  const value = (await select.locator('option:not([value=""])').first().getAttribute('value')) ?? ''
  const label = ((await select.locator(`option[value="${value}"]`).textContent()) ?? '').trim()
  const itemName = label.split(': ')[1]?.split(', $')[0] ?? ''
  await select.selectOption(value)
  await itemForm.getByLabel('Quantity').fill('2')
  await itemForm.getByLabel(/^Required by law/).fill('Oak Hill Cemetery rules')
  await itemForm.getByRole('button', { name: 'Add the item' }).click()
  const added = page.getByRole('region', { name: 'Arranged in person' })
  await expect(added.getByText(`2 × ${itemName}`)).toBeVisible()

  // A cash advance; a reload keeps what was typed before it is added.
  const cashForm = page.getByRole('form', { name: 'Add a cash advance or a discount' })
  await cashForm.getByLabel('Name').fill('Certified death certificates')
  await cashForm.getByLabel('Amount in dollars').fill('45.00')
  await page.reload()
  await hydrated(page)
  await expect(cashForm.getByLabel('Name')).toHaveValue('Certified death certificates')
  await cashForm.getByRole('button', { name: 'Add it to the statement' }).click()
  await expect(added.getByText('Cash advance: Certified death certificates, $45.00')).toBeVisible()
  const ready = page.getByRole('button', { name: 'Mark the statement ready to sign' })
  await ready.focus()
  await page.keyboard.press('Enter')
  await expect(added.getByText("Version 1 is ready: the family's arranger is asked to sign it.")).toBeVisible()
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])

  // The arranger, in a browser of their own: each change with who made it, then consent and signature.
  const family = await (await browser.newContext()).newPage()
  await ownClientAddress(family)
  await family.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: `${own.path}/statement` })}`))
  await hydrated(family)
  await signInOnPage(family, own.email, PASSWORD)
  const changes = family.getByRole('region', { name: 'Changes to the statement' })
  await expect(changes.getByText(`Added 2 × ${itemName}.`)).toBeVisible()
  await expect(changes.getByText(/By .+, funeral director/).first()).toBeVisible()
  const facts = family.getByRole('region', { name: 'What the law asks us to tell you' })
  await expect(facts).toContainText('Oak Hill Cemetery rules')
  await expect(
    facts.getByText(new RegExp(`^2 × ${itemName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, added by .+, funeral director$`)),
  ).toBeVisible()
  await hydrated(family)
  await expectNoAxeViolations(family)
  await expectNoHorizontalOverflow(family)
  await family.getByLabel('I agree to use electronic records and signatures').check()
  await family.getByRole('button', { name: 'Agree and continue' }).click()
  await family.getByLabel('Your full name, as your signature').fill('Sena Practice')
  await family.getByRole('button', { name: 'Sign the statement' }).click()
  const versions = family.getByRole('region', { name: 'Signed versions' })
  await expect(versions.getByText('Version 1 is signed.')).toBeVisible()
  await expect(versions.getByRole('link', { name: 'Download the signed PDF of version 1' })).toBeVisible()
  await expectNoAxeViolations(family)

  // The mail: its link is the signed PDF, which opens for the signed-in family.
  const link = await mailedLink('whitfield', 'statement-signed', own.email)
  expect(link).toBe(`/api/family/cases/${own.id}/statement/signatures/1/pdf`)
  const pdf = await family.request.get(siteUrl(link))
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

  // A change after signing: version 2 waits for a new signature; version 1 stays listed.
  await page.reload()
  await hydrated(page)
  await cashForm.getByLabel('Name').fill('Flowers')
  await cashForm.getByLabel('Amount in dollars').fill('120')
  await cashForm.getByRole('button', { name: 'Add it to the statement' }).click()
  await expect(added.getByText('Version 2 is ready', { exact: false })).toBeVisible()
  await family.reload()
  await hydrated(family)
  await expect(family.getByRole('heading', { name: 'Sign version 2 of the statement' })).toBeVisible()
  await expect(versions.getByRole('link', { name: 'Download the signed PDF of version 1' })).toBeVisible()
  await family.context().close()
})
