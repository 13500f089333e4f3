import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { apiSession, DEMO, signInOnPage } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * The owner's price list (issue 39 point 1, decision 063): a new version made in the studio from
 * a CSV file and the item form, refused while a Funeral Rule disclosure is missing, then published
 * today; the public price list and a new arrangement read it while Walter Ellis's arrangement (case
 * 1101) keeps its own. The change is additive (a category of its own), so tests reading the demo's
 * prices meanwhile see the same prices; run again, it imports the same row again.
 */

const ITEM = 'Thumbprint keepsake pendant'
/** A choice of its own each run: run again on the same data, the draft copies the last run's. */
const GOLD = `Gold ${Date.now().toString(36)}`
const HEADING = 'category,item,variant,description,price,cash_advance,markup,rule_line'
const WALTER = 1101

type Detail = {
  version: { id: number; state: string }
  categories: { name: string; items: { id: number; name: string; priceCents: number; variants: { id: number; name: string }[] }[] }[]
}
type Versions = { versions: { id: number; state: string }[] }

const csvFile = (rows: string) => ({ name: 'keepsakes.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADING}\r\n${rows}\r\n`) })

/** No draft left over from an earlier run: the screen then starts one as the owner would. */
async function noDraft(): Promise<void> {
  const owner = await apiSession('whitfield', DEMO.staff.whitfield, DEMO.staffPassword)
  try {
    const { versions } = (await (await owner.get('/api/staff/prices/versions')).json()) as Versions
    for (const draft of versions.filter((v) => v.state === 'draft')) {
      // oxlint-disable-next-line no-await-in-loop
      expect((await owner.delete(`/api/staff/prices/versions/${draft.id}`)).status()).toBe(204)
    }
  } finally {
    await owner.dispose()
  }
}

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('the owner publishes a new version, refused first without a disclosure, and only new arrangements read it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one version a run: the phone reads the screens below')
  test.slow()
  // The publish refused without the disclosure is a 422 the browser logs.
  const errors = collectConsoleErrors(page, [/status of 422/])
  await noDraft()
  const owner = await apiSession('whitfield', DEMO.staff.whitfield, DEMO.staffPassword)
  const walterBefore = (await (await owner.get(`/api/family/arrangements/${WALTER}`)).json()) as { totalCents: number }

  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: '/studio/prices' })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.staff.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible()
  await hydrated(page)
  await expect(page.getByRole('list', { name: 'Versions of the price list' }).getByText(/in effect since/)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Start a new draft' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Price list, version \d+$/ })).toBeVisible()
  await expect(page.getByText(/: a draft, not published$/)).toBeVisible()
  await expectNoAxeViolations(page)

  // A file with a bad line is refused on the device, naming the line; a good one is imported.
  const importForm = page.getByRole('form', { name: 'Import a CSV file into the draft' })
  await importForm.getByLabel('CSV file').setInputFiles(csvFile(`Keepsakes,${ITEM},,,one hundred,no,no,`))
  await importForm.getByRole('button', { name: 'Import the file' }).click()
  await expect(page.getByText('Line 2: the price “one hundred” is not an amount in dollars.')).toBeVisible()
  await importForm.getByLabel('CSV file').setInputFiles(csvFile(`Keepsakes,${ITEM},,A silver pendant with a fingerprint,185.00,no,no,`))
  await importForm.getByRole('button', { name: 'Import the file' }).click()
  await expect(page.getByText('1 row is imported into the draft.')).toBeVisible()
  const keepsakes = page.getByRole('list', { name: 'Items in Keepsakes' })
  await expect(keepsakes.getByText(`${ITEM}: $185.00`)).toBeVisible()

  // The item's price changed in its form.
  await keepsakes.getByRole('button', { name: `Change ${ITEM}` }).click()
  const itemForm = page.getByRole('form', { name: `Change ${ITEM}` })
  await itemForm.getByLabel('Price, in dollars').fill('195')
  await itemForm.getByRole('button', { name: 'Save the item' }).click()
  await expect(page.getByText(`${ITEM} is saved.`)).toBeVisible()
  await expect(keepsakes.getByText(`${ITEM}: $195.00`)).toBeVisible()

  // A choice with its own price, and what the Riverside Chapel charges.
  const choices = page.getByRole('group', { name: `Choices of ${ITEM}` })
  await choices.getByRole('button', { name: `Add a choice of ${ITEM}` }).click()
  const choice = page.getByRole('form', { name: `A new choice of ${ITEM}` })
  await choice.getByLabel('Name of the choice').fill(GOLD)
  await choice.getByLabel('Price, in dollars').fill('420')
  await choice.getByRole('button', { name: 'Add the choice' }).click()
  await expect(page.getByText(`The choice ${GOLD} is added to ${ITEM}.`)).toBeVisible()
  await expect(choices.getByText(`${GOLD}: $420.00`)).toBeVisible()
  const riverside = page.getByRole('form', { name: `Price of ${ITEM} at Riverside Chapel` })
  await riverside.getByLabel('At Riverside Chapel, in dollars').fill('205.00')
  await riverside.getByRole('button', { name: 'Save the price at Riverside Chapel' }).click()
  await expect(page.getByText(`Riverside Chapel charges $205.00 for ${ITEM}.`)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: `Done with ${ITEM}` }).click()
  await expect(keepsakes.getByText('$205.00 at Riverside Chapel')).toBeVisible()

  // A package made, given the pendant, and taken off again (the demo's packages stay as they are).
  const packages = page.getByRole('list', { name: 'Packages' })
  await page.getByRole('button', { name: 'Add a package' }).click()
  const packageForm = page.getByRole('form', { name: 'Add a package' })
  await packageForm.getByLabel('Name of the package').fill('Keepsake remembrance')
  await packageForm.getByLabel('A burial or a cremation').selectOption('Cremation')
  await packageForm.getByRole('button', { name: 'Add the package' }).click()
  await expect(page.getByText('Keepsake remembrance is added to the draft.')).toBeVisible()
  const remembrance = packages.getByRole('listitem').filter({ hasText: 'Keepsake remembrance (Cremation)' })
  await remembrance.getByRole('button', { name: 'Put an item in Keepsake remembrance' }).click()
  const lineForm = page.getByRole('form', { name: 'Put an item into Keepsake remembrance' })
  await lineForm.getByLabel('Item').selectOption({ label: `Keepsakes: ${ITEM}, $195.00` })
  await lineForm.getByLabel('Which choice').selectOption({ label: GOLD })
  await lineForm.getByRole('button', { name: 'Put it in the package' }).click()
  await expect(page.getByText(`${ITEM} is in Keepsake remembrance.`)).toBeVisible()
  await expect(remembrance.getByText('Keepsake remembrance (Cremation): from $420.00')).toBeVisible()
  await expectNoAxeViolations(page)
  await remembrance.getByRole('button', { name: 'Take off the package Keepsake remembrance' }).click()
  await remembrance.getByRole('button', { name: 'Take it off' }).click()
  await expect(page.getByText('Keepsake remembrance is taken off the draft.')).toBeVisible()

  // Without the outer burial container statement (16 CFR 453.2(b)(4)(iv)(B)) it is refused.
  const missing = 'The price list needs the disclosure “Outer burial container price list” (16 CFR 453.2(b)(4)(iv)(B)).'
  const disclosure = page.getByRole('form', { name: /^Outer burial container price list/ })
  await disclosure.getByRole('button', { name: 'Take it off “Outer burial container price list”' }).click()
  await expect(page.getByText('“Outer burial container price list” is taken off the draft.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'What stops publishing' }).getByText(missing)).toBeVisible()
  const publish = page.getByRole('form', { name: 'Publish this draft' })
  await publish.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByRole('alert').getByText(missing)).toBeVisible()
  await disclosure.getByRole('button', { name: 'Start from the rule’s wording for “Outer burial container price list”' }).click()
  await disclosure.getByRole('button', { name: 'Save “Outer burial container price list”' }).click()
  await expect(page.getByText('“Outer burial container price list” is saved.')).toBeVisible()
  await expect(page.getByText('It has every disclosure and line the Funeral Rule requires.')).toBeVisible()
  await publish.getByRole('button', { name: 'Publish' }).click()
  await expect(
    page.getByText(/^Version \d+ is published and in effect: the public price list and new arrangements read it\.$/),
  ).toBeVisible()
  await expect(page.getByText(/: in effect since /)).toBeVisible()
  await expect(page.getByRole('form', { name: 'Publish this draft' })).toHaveCount(0)

  // The CSV of the published version carries the new line.
  const csvHref = await page.getByRole('link', { name: /^Download version \d+ as CSV$/ }).getAttribute('href')
  const csv = await page.request.get(siteUrl(csvHref ?? ''))
  expect(csv.status()).toBe(200)
  const exported = await csv.text()
  expect(exported).toContain(`Keepsakes,${ITEM},,A silver pendant with a fingerprint,195.00,no,no,`)
  expect(exported).toContain(`Keepsakes,${ITEM},${GOLD},,420.00,no,no,`)

  // The public price list reads it…
  await page.goto(siteUrl('/price-list'))
  await expect(page.getByText(ITEM)).toBeVisible()
  await expect(page.getByText('$195.00').first()).toBeVisible()

  // …a new arrangement may have it, and Walter's keeps its own version and total.
  const versions = (await (await owner.get('/api/staff/prices/versions')).json()) as Versions
  const current = versions.versions.find((v) => v.state === 'current')
  const detail = (await (await owner.get(`/api/staff/prices/versions/${current?.id}`)).json()) as Detail
  const pendant = detail.categories.flatMap((c) => c.items).find((i) => i.name === ITEM)
  expect(pendant?.priceCents).toBe(19_500)
  const director = await apiSession('whitfield', DEMO.director.whitfield, DEMO.staffPassword)
  const opened = await director.post('/api/staff/cases', {
    data: {
      firstName: 'Ada',
      lastName: 'Keepsake',
      caseType: 'AT_NEED',
      locationId: 101,
      contact: { firstName: 'Owen', lastName: 'Keepsake' },
      inviteContact: false,
    },
  })
  expect(opened.status()).toBe(201)
  const { id: caseId } = (await opened.json()) as { id: number }
  await director.dispose()
  const line = { itemId: pendant?.id, variantId: pendant?.variants.find((v) => v.name === GOLD)?.id, quantity: 1 }
  const added = await owner.post(`/api/family/arrangements/${caseId}/lines`, { data: line })
  expect(added.status()).toBe(201)
  expect(((await added.json()) as { totalCents: number }).totalCents).toBe(42_000)
  expect((await owner.post(`/api/family/arrangements/${WALTER}/lines`, { data: line })).status()).toBe(422)
  const walterAfter = (await (await owner.get(`/api/family/arrangements/${WALTER}`)).json()) as { totalCents: number }
  expect(walterAfter.totalCents).toBe(walterBefore.totalCents)
  await owner.dispose()
  expect(errors).toEqual([])
})

test('the versions read on a phone and by keyboard, and are the owner’s alone', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: '/studio/prices' })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.staff.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible()
  await hydrated(page)
  await expectNoHorizontalOverflow(page)
  const current = page
    .getByRole('list', { name: 'Versions of the price list' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /: In effect$/ }) })
  await current.getByRole('link').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: /^Price list, version \d+$/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'The Funeral Rule’s disclosures' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Change / })).toHaveCount(0)
  await expectNoHorizontalOverflow(page)
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])

  const director = await apiSession('whitfield', DEMO.director.whitfield, DEMO.staffPassword)
  expect((await director.get('/api/staff/prices/versions')).status()).toBe(403)
  await director.dispose()
})
