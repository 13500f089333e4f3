import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { png } from './support/media-files'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { DEMO, practiceCase, signInOnPage } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * Printed pieces from the studio (issue 38 point 3), desktop and phone: a director adds a
 * memorial folder, makes its two pages from a PDF, swaps them and back (a reload keeps the arrangement),
 * sends version 1; the family comments on its back; the director sees who said what and when,
 * replaces the back and sends version 2; the family reads what changed and approves; the studio
 * shows the approval. Each run opens a practice case of its own.
 */

const PASSWORD = 'studio-stationery-test-2026'
const PDF = fileURLToPath(new URL('./fixtures/two-page-folder.pdf', import.meta.url))

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

/** The folder's card in the studio. */
const folderCard = (page: Page) => page.locator('.studio-proof[data-item="memorial-folder"]')

test('a two-page memorial folder goes through a family comment, a new version and approval', async ({ page, browser }) => {
  test.slow()
  const errors = collectConsoleErrors(page)
  const own = await practiceCase('whitfield', PASSWORD, 'Iris')
  const path = `/studio/cases/${own.id}/stationery`
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: path })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Printed pieces for Iris Practice' })).toBeVisible()
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'The case of Iris Practice' })
  await expect(nav.getByRole('link', { name: 'Printed pieces' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('This case has no printed pieces yet.')).toBeVisible()
  await expect(page.locator('[data-form-live]')).toHaveCount(1)
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // The folder, added from the keyboard.
  const add = page.getByRole('form', { name: 'Add a printed piece' })
  await add.getByLabel('Kind of piece').selectOption('memorial-folder')
  await add.getByRole('button', { name: 'Add the piece' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('The memorial folder is added. Upload its pages, then send it to the family.')).toBeVisible()
  const card = folderCard(page)
  await expect(card).toHaveAttribute('data-status', 'in-production')

  // The proof comes as a real two-page PDF: each page is drawn into a picture in the browser and
  // uploaded as a page, the family's way (decision 038: checked, a bar each).
  await card.getByLabel('Choose a PDF of the memorial folder').setInputFiles(PDF)
  await expect(card.getByText('Its 2 pages are being uploaded.')).toBeVisible()
  const pages = card.getByRole('list', { name: 'Pages of version 1 of the memorial folder' })
  await expect(pages.getByRole('listitem')).toHaveCount(2)
  await expect(pages.getByRole('listitem').nth(0)).toContainText('Page 1: Front')
  await expect(pages.getByRole('listitem').nth(1)).toContainText('Page 2: Back')
  await expect(card.getByText('two-page-folder-page-2.png', { exact: true })).toBeVisible()
  const firstName = await pages.getByRole('img').nth(0).getAttribute('src')
  await pages.getByRole('button', { name: 'Move later page 1 of the memorial folder' }).click()
  expect(await pages.getByRole('img').nth(1).getAttribute('src')).toBe(firstName)
  // A reload keeps the arrangement made, not yet sent.
  await page.reload()
  await hydrated(page)
  expect(await pages.getByRole('img').nth(1).getAttribute('src')).toBe(firstName)
  await pages.getByRole('button', { name: 'Move earlier page 2 of the memorial folder' }).click()
  expect(await pages.getByRole('img').nth(0).getAttribute('src')).toBe(firstName)
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  await card.getByRole('button', { name: 'Send version 1 to the family' }).click()
  await expect(page.getByText('Version 1 of the memorial folder is with the family.')).toBeVisible()
  await expect(card).toHaveAttribute('data-status', 'ready-for-review')
  await expect(card.getByRole('img', { name: 'Memorial folder, back' })).toBeVisible()

  // The family, in a browser of their own, comments on the back.
  const family = await (await browser.newContext()).newPage()
  await ownClientAddress(family)
  const review = `${own.path}/task/review-stationery`
  await family.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: review })}`))
  await hydrated(family)
  await signInOnPage(family, own.email, PASSWORD)
  await expect(family.getByRole('img', { name: 'Memorial folder, back' })).toBeVisible()
  await family.getByRole('button', { name: 'Comment on the back of the memorial folder' }).click()
  await family.getByRole('textbox', { name: 'Comment on the back of the memorial folder' }).fill('Please use the photo from the lake.')
  await family.getByRole('button', { name: 'Send comment' }).click()
  await expect(family.locator('[data-item="memorial-folder"]')).toHaveAttribute('data-status', 'changes-requested')

  // The studio reads who said what, on which page and version, and when.
  await page.reload()
  await hydrated(page)
  await expect(card).toHaveAttribute('data-status', 'changes-requested')
  const comments = card.getByRole('list', { name: 'Comments on the memorial folder' })
  await expect(comments).toContainText('On the back, version 1 · Alma Reyes')
  await expect(comments).toContainText('Please use the photo from the lake.')

  // Version 2: the back replaced.
  const next = card.getByRole('list', { name: 'Pages of version 2 of the memorial folder' })
  await expect(next.getByRole('listitem')).toHaveCount(2)
  await next.getByRole('button', { name: 'Remove page 2 of the memorial folder' }).click()
  await card.getByLabel('Choose page pictures').setInputFiles([png('folder-back-lake.png', 55, 85, [30, 90, 200])])
  await expect(next.getByRole('listitem')).toHaveCount(2)
  await card.getByRole('button', { name: 'Send version 2 to the family' }).click()
  await expect(page.getByText('Version 2 of the memorial folder is with the family.')).toBeVisible()
  await expect(card.getByText('Version 2: the back is new.')).toBeVisible()

  // The family sees what changed, and approves.
  await family.reload()
  await hydrated(family)
  await expect(family.getByText('Version 2: the back is new.')).toBeVisible()
  await expectNoAxeViolations(family)
  await family.getByRole('button', { name: 'Approve the memorial folder' }).click()
  await expect(family.locator('[data-item="memorial-folder"]')).toHaveAttribute('data-status', 'approved')
  await family.context().close()

  await page.reload()
  await hydrated(page)
  await expect(card).toHaveAttribute('data-status', 'approved')
  await expect(card.getByText(/^Approved by Alma Reyes, /)).toBeVisible()
  await expect(card.getByRole('button', { name: /^Send version/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)
  expect(errors).toEqual([])
})
