import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { tabTo } from './support/keyboard'
import { hydrated } from './support/page-state'
import { apiSession, invitedTo, practiceCase, signInOnPage, type PracticeCase } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * Issue 19 points 1-2 on the demo, desktop and phone: the task frame (what is asked, where it
 * stands, who is doing it), sharing a task with a relative who then sees it first, taking them
 * off it, completing and reopening a task, and a task the case does not have. Each test opens a
 * practice case of its own, so runs repeat.
 */

const PASSWORD = 'task-frame-test-2026'
const PHOTOS_TASK = 'Share photos'

async function signedInAt(page: Page, own: PracticeCase, email: string, path: string) {
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: path })}`, own.host))
  await signInOnPage(page, email, PASSWORD)
  await page.waitForURL((url) => url.pathname === path)
  await hydrated(page)
}

/** A practice case with a second member, Ruth Ellis, invited by its owner. */
async function caseWithRelative(): Promise<{ own: PracticeCase; relative: string }> {
  const own = await practiceCase('whitfield', PASSWORD, 'Iris')
  const owner = await apiSession(own.host, own.email, PASSWORD)
  try {
    return { own, relative: await invitedTo(own.host, owner, own.id, 'task-relative', PASSWORD) }
  } finally {
    await owner.dispose()
  }
}

/** The task titles on the case home, in the order a member sees them. */
async function taskTitles(page: Page): Promise<string[]> {
  await expect(page.locator('.case-task__title')).toHaveCount(10)
  return page.locator('.case-task__title').allTextContents()
}

async function relativeOpens(browser: Browser, own: PracticeCase, relative: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await ownClientAddress(page)
  await signedInAt(page, own, relative, own.path)
  return page
}

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('a member shares a task with a relative, who then sees it first, and takes them off it again', async ({ page, browser }) => {
  test.slow()
  const { own, relative } = await caseWithRelative()
  await signedInAt(page, own, own.email, own.path)
  await page.getByRole('link', { name: PHOTOS_TASK }).click()
  await expect(page).toHaveURL(new RegExp(`${own.path}/task/upload-photos$`))
  await expect(page.getByRole('heading', { level: 1, name: PHOTOS_TASK })).toBeVisible()
  await expect(page.getByText('Upload photos for the memorial video, the service and the memorial page.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Status: Not started' })).toBeVisible()
  await expect(page.getByText('Nobody yet.')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Assign someone' }).click()
  const family = page.locator('.task-assignment__group').filter({ hasText: 'Family on this case' })
  await expect(family).toContainText('Alma Reyes (you)')
  await family.getByRole('button', { name: 'Assign Ruth Ellis' }).click()
  await expect(page.getByText('Assigned to Ruth Ellis').first()).toBeVisible()
  await expect(page.locator('.task-assignment__people')).toContainText('Ruth Ellis')
  await expect(family.getByText('Assigned', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  // The relative's case home lists the task shared with them first.
  const theirs = await relativeOpens(browser, own, relative)
  expect((await taskTitles(theirs))[0]).toBe(PHOTOS_TASK)
  await expect(theirs.locator('.case-task').first()).toContainText('Assigned to you')
  // The owner's own list keeps the funeral home's order: nothing is theirs.
  await page.goto(siteUrl(own.path, own.host))
  await hydrated(page)
  expect((await taskTitles(page))[0]).toBe('Add personal details')
  await expect(page.locator('.case-task', { hasText: PHOTOS_TASK })).toContainText('Assigned to Ruth Ellis')

  await page.getByRole('link', { name: PHOTOS_TASK }).click()
  await page.getByRole('button', { name: 'Remove Ruth Ellis from this task' }).click()
  await expect(page.getByText('Nobody yet.')).toBeVisible()
  await theirs.reload()
  await hydrated(theirs)
  expect((await taskTitles(theirs))[0]).toBe('Add personal details')
  await theirs.context().close()
})

test('a task is marked done, reopened, and the case home follows', async ({ page }) => {
  const own = await practiceCase('whitfield', PASSWORD, 'Jonas')
  const taskPath = `${own.path}/task/upload-music`
  await signedInAt(page, own, own.email, taskPath)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose music' })).toBeVisible()

  await page.getByRole('button', { name: 'Mark as done' }).click()
  await expect(page.getByRole('heading', { name: 'Status: Done' })).toBeVisible()
  await expect(page.locator('.toast__title', { hasText: 'Marked as done' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as done' })).toHaveCount(0)
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Status: Done' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Reopen' }).click()
  await expect(page.getByRole('heading', { name: 'Status: In progress' })).toBeVisible()
  await page.getByRole('link', { name: /^Back to / }).click()
  await expect(page.locator('.case-task', { hasText: 'Choose music' }).locator('.case-task__status')).toHaveText('In progress')
})

test('a relative is given a task with the keyboard alone, found by the search', async ({ page }) => {
  const { own } = await caseWithRelative()
  await signedInAt(page, own, own.email, `${own.path}/task/select-theme`)

  await tabTo(page, page.getByRole('button', { name: 'Assign someone' }))
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByLabel('Find someone by name or email'))
  await page.keyboard.type('Ruth')
  await expect(page.locator('.task-assignment__results-status')).toHaveText('1 found.')
  const assign = page.locator('.task-assignment__group').filter({ has: page.getByLabel('Find someone by name or email') })
  await tabTo(page, assign.getByRole('button', { name: 'Assign Ruth Ellis' }))
  await page.keyboard.press('Enter')
  await expect(page.locator('.task-assignment__people')).toContainText('Ruth Ellis')

  // Someone the case does not have is not found; the funeral home's staff show but take no family task.
  await page.getByLabel('Find someone by name or email').fill('nobody-at-all')
  await expect(page.locator('.task-assignment__results-status')).toHaveText('Nobody matches “nobody-at-all”.')
})

test('a task the case does not have is the 404 page', async ({ page }) => {
  const own = await practiceCase('whitfield', PASSWORD, 'Mara')
  await signedInAt(page, own, own.email, own.path)
  const response = await page.goto(siteUrl(`${own.path}/task/plan-the-wake`, own.host))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: "Sorry, we can't find that page" })).toBeVisible()
})
