import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { readFile } from 'node:fs/promises'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { apiSession, DEMO, signInOnPage } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * The home's data, its own (issue 40 point 5, decision 072): the owner sees what the archive holds,
 * downloads it through the web Worker (a ZIP with README.md and a file per kind), and closes the
 * account with the home's name, then cancels (the seeded home is never left closing).
 */

const HOME = 'Whitfield & Sons Funeral Home'
const PATH = '/studio/settings/data'

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

/** Whatever happens in a test, the seeded home is not left closing. */
test.afterEach(async () => {
  const owner = await apiSession('whitfield', DEMO.staff.whitfield, DEMO.staffPassword)
  try {
    await owner.delete('/api/staff/settings/closing')
  } finally {
    await owner.dispose()
  }
})

test('the owner downloads everything, closes the account with its name and cancels', async ({ page }) => {
  test.slow()
  const errors = collectConsoleErrors(page)
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: PATH })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.staff.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible()
  await hydrated(page)
  await expect(page.getByText(/^The stored files come to [\d.]+ (KB|MB|GB) in \d+ files/)).toBeVisible()
  await page.getByText('What the archive holds').click()
  await expect(page.getByRole('list', { name: 'The files of the archive' }).getByText('README.md')).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // The download, through the BFF, as the browser saves it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download everything (ZIP)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^whitfield-sons-funeral-home-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(await readFile(await download.path())))
  expect(strFromU8(files['README.md'] ?? new Uint8Array())).toContain(`# The data of ${HOME}`)
  const cases = JSON.parse(strFromU8(files['cases.json'] ?? new Uint8Array())) as { id: number }[]
  expect(cases.map((c) => c.id)).toContain(1102)
  expect(Object.keys(files).some((name) => name.startsWith('media/'))).toBe(true)
  expect(strFromU8(files['people.json'] ?? new Uint8Array())).not.toContain('@harbor.example')

  // Closing asks for the name, then says the day; the cancel undoes it.
  const form = page.getByRole('form', { name: 'Close the account' })
  await expect(page.getByText(/everything is removed for good 30 days after you ask/)).toBeVisible()
  const name = form.getByLabel(/^Type the home's name to confirm/)
  await name.fill('Whitfield')
  await form.getByRole('button', { name: 'Close the account' }).click()
  await expect(form.getByText(`Type the home's name exactly as it is written: ${HOME}`)).toBeVisible()
  await name.fill(HOME.toLowerCase())
  await form.getByRole('button', { name: 'Close the account' }).click()
  await expect(page.getByText(/^The account is closing: everything is removed on \w+day, \w+ \d+, \d{4}, in 30 days\.$/)).toBeVisible()
  await expect(page.getByText(/^Asked by Thomas Whitfield on /)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.reload()
  await hydrated(page)
  await expect(page.getByText(/^The account is closing/)).toBeVisible()
  await page.getByRole('button', { name: 'Cancel the closing' }).click()
  await expect(page.getByText('The closing is cancelled: nothing will be removed. The owners have been mailed.')).toBeVisible()
  await expect(page.getByRole('form', { name: 'Close the account' })).toBeVisible()
  expect(errors).toEqual([])
})

test('a director is told the data is the owner’s', async ({ page }) => {
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: PATH })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(page.getByText('Only the funeral home’s owner downloads the home’s data or closes its account.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download everything (ZIP)' })).toHaveCount(0)
})
