import { expect, test } from '@playwright/test'
import { dueLine } from '#contract/studio-task-rules.ts'
import { todayIn } from '#core/zoned-time.ts'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { collectConsoleErrors, hydrated } from './support/page-state'
import { DEMO, mailedLink, practiceCase, signInOnPage } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * A case's tasks from the studio (issue 37 point 5), desktop and phone: a director opens a
 * practice case's tasks, takes the video task off, sets a due date on the obituary task (a reload
 * keeps the date typed), sends a reminder (the mail in the outbox, a second tap refused), and the
 * family sees the due date and no video task. Each run opens a practice case of its own.
 */

const PASSWORD = 'studio-tasks-test-2026'
const HOME_ZONE = 'America/Chicago'

/** A day some weeks ahead on the home's calendar, `YYYY-MM-DD`. */
function weeksAhead(): string {
  return new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('a director takes the video task off, dates the obituary, reminds the family, and the family sees it', async ({ page, browser }) => {
  test.slow()
  const errors = collectConsoleErrors(page)
  const own = await practiceCase('whitfield', PASSWORD, 'Nell')
  const path = `/studio/cases/${own.id}/tasks`
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: path })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks for Nell Practice' })).toBeVisible()
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'The case of Nell Practice' })
  await expect(nav.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page')
  const tasks = page.getByRole('list', { name: 'Tasks', exact: true })
  await expect(tasks.getByRole('listitem')).toHaveCount(10)
  await expect(page.locator('[data-form-live]')).toHaveCount(10)
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // No video for this family: the task comes off the case.
  await tasks.getByRole('button', { name: 'Take off the case for “Review the memorial video”' }).click()
  await expect(page.getByText('“Review the memorial video” is taken off the case. The family no longer sees it.')).toBeVisible()
  await expect(tasks.getByRole('listitem')).toHaveCount(9)
  await expect(page.getByRole('list', { name: 'Tasks the case does not have' })).toContainText('Review the memorial video')

  // A due date for the obituary; a reload keeps what was typed before it is saved.
  const due = weeksAhead()
  const obituary = tasks.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Review the obituary' }) })
  const dueForm = page.getByRole('form', { name: 'Due date of “Review the obituary”' })
  await dueForm.getByLabel('Due date').fill(due)
  await page.reload()
  await hydrated(page)
  await expect(page.locator('[data-form-live]')).toHaveCount(9)
  await expect(dueForm.getByLabel('Due date')).toHaveValue(due)
  await dueForm.getByRole('button', { name: 'Save the due date' }).click()
  const line = dueLine({ dueDate: due, status: 'not-started' }, todayIn(HOME_ZONE)) ?? ''
  await expect(obituary.getByText(line)).toBeVisible()

  // A reminder, from the keyboard; a second tap the same day mails no one.
  const remind = obituary.getByRole('button', { name: 'Send a reminder for “Review the obituary”' })
  await remind.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^A reminder for “Review the obituary” is on its way to /)).toBeVisible()
  await expect(obituary.getByText(/^Last reminder sent /)).toBeVisible()
  const link = await mailedLink('whitfield', 'task-reminder', own.email)
  expect(link).toBe(`${own.path}/task/review-obituary`)
  // Nothing went wrong so far (the refusal below is a 422 the browser logs).
  expect(errors).toEqual([])
  await remind.click()
  await expect(obituary.getByText(/^A reminder for “Review the obituary” went to the family on .+ Another can go from /)).toBeVisible()
  await expectNoAxeViolations(page)

  // The family, in a browser of their own: no video task, the obituary's date.
  const family = await (await browser.newContext()).newPage()
  await ownClientAddress(family)
  await family.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: own.path })}`))
  await hydrated(family)
  await signInOnPage(family, own.email, PASSWORD)
  await expect(family.getByRole('heading', { level: 1, name: 'Nell Practice' })).toBeVisible()
  const theirs = family.getByRole('region', { name: 'What the funeral home asks of the family' })
  await expect(theirs.locator('.case-task__title')).toHaveCount(9)
  await expect(theirs.getByText('Review the memorial video')).toHaveCount(0)
  const theirObituary = theirs.getByRole('listitem').filter({ has: family.getByRole('link', { name: 'Review the obituary' }) })
  await expect(theirObituary.getByText(line)).toBeVisible()
  await expectNoAxeViolations(family)
  // The reminder's link opens the task, with its date.
  await family.goto(siteUrl(link))
  await expect(family.getByRole('heading', { level: 1, name: 'Review the obituary' })).toBeVisible()
  await expect(family.getByText(line)).toBeVisible()
  await family.context().close()
})
