import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { DEMO, practiceCase, signInOnPage } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * The memorial wall from the home's side (issue 38 point 4), desktop and phone: a director opens
 * the queue of a practice case's wall (two held memories, oldest first), approves one from the
 * keyboard, and finds it on the wall with who decided; the other stays held. Each run opens a
 * practice case of its own (its memories come with it).
 */

const PASSWORD = 'studio-wall-test-2026'

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('a director approves a held memory from the studio queue and the screen says who decided', async ({ page }) => {
  test.slow()
  const errors = collectConsoleErrors(page)
  const own = await practiceCase('whitfield', PASSWORD, 'Mae', 'published')
  const path = `/studio/wall?case=${own.id}`
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: path })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Memorial walls' })).toBeVisible()
  await hydrated(page)
  await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Wall' })).toHaveAttribute('aria-current', 'page')
  const held = page.getByRole('list', { name: 'Held for review' })
  await expect(held.getByRole('listitem')).toHaveCount(2)
  // Oldest first, each with its case.
  await expect(held.getByRole('heading', { level: 2 }).first()).toContainText('June Harlow on the wall of Mae Practice')
  await expect(held.getByText('Held: nobody has decided yet.')).toHaveCount(2)
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  const approve = held.getByRole('button', { name: 'Approve the memory from June Harlow' })
  await approve.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('The memory from June Harlow is on the wall now.')).toBeVisible()
  await expect(held.getByRole('listitem')).toHaveCount(1)
  await expect(held).toContainText('Sam Ortiz')

  // On the wall, with who decided: the director, as the funeral home.
  await page.getByLabel('Show').selectOption('approved')
  await expect(page).toHaveURL(/status=approved/)
  const shown = page.getByRole('list', { name: 'On the wall' })
  await expect(shown.getByRole('listitem')).toHaveCount(1)
  await expect(shown.getByText(/^Approved by Rosa Delgado of the funeral home, /)).toBeVisible()
  await expect(shown.getByRole('button', { name: 'Hide the memory from June Harlow' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)
  expect(errors).toEqual([])
})
