import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { hydrated } from './support/page-state.ts'
import { apiSession, invitedTo, openSignedIn, practiceCase, type PracticeCase } from './support/portal.ts'
import { siteUrl } from './support/urls.ts'

/**
 * The family's review tasks (issue 20), each test on a practice case of its own that carries what
 * the tasks review (support/portal.ts `practiceCase(…, reviews)`), so every run starts fresh and
 * the demo's cases stay as they are.
 */

const PASSWORD = 'reviews-e2e-2026'

const taskPath = (owned: PracticeCase, task: string) => `${owned.path}/task/${task}`

const toast = (page: Page, title: string) => page.locator('.toast__title', { hasText: title })
const statusPanel = (page: Page) => page.getByRole('heading', { name: /^Status:/ })

/** The case's public obituary address, as its owner's api reads it. */
async function publicObituaryPath(owned: PracticeCase): Promise<string> {
  const owner = await apiSession(owned.host, owned.email, PASSWORD)
  try {
    const obituary = (await (await owner.get(`/api/family/cases/${owned.id}/obituary`)).json()) as { id: number; nameSlug: string }
    return `/obituaries/${obituary.id}/${obituary.nameSlug}`
  } finally {
    await owner.dispose()
  }
}

/** A relative invited to the case by its owner, signed in on a page of their own. */
async function relativeOn(browser: Browser, owned: PracticeCase, path: string): Promise<Page> {
  const owner = await apiSession(owned.host, owned.email, PASSWORD)
  let email: string
  try {
    email = await invitedTo(owned.host, owner, owned.id, 'reviews-relative', PASSWORD)
  } finally {
    await owner.dispose()
  }
  const page = await (await browser.newContext()).newPage()
  await openSignedIn(page, path, email, PASSWORD)
  return page
}

test('add-details: typing is kept on the device through a reload, then saved and read back', async ({ page }) => {
  test.slow()
  const owned = await practiceCase('whitfield', PASSWORD, 'Ada')
  await openSignedIn(page, taskPath(owned, 'add-details'), owned.email, PASSWORD)
  await expect(page.getByRole('heading', { level: 1, name: 'Add personal details' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: "Ada's details" })).toBeVisible()
  await expectNoAxeViolations(page)

  const born = page.getByRole('group', { name: /Date of birth/ })
  await born.getByLabel('Month').fill('5')
  await born.getByLabel('Day').fill('17')
  await born.getByLabel('Year').fill('1941')
  await page.getByLabel('Place of birth').fill('Springfield, Illinois')
  await page.getByLabel('Occupation').fill('Music teacher')
  await page.getByLabel('Branch').selectOption('Navy')
  // The year box takes four digits only (a mask).
  await page.getByLabel('Served from (year)').pressSequentially('19a62x7')
  await expect(page.getByLabel('Served from (year)')).toHaveValue('1962')

  // Not saved yet: a reload (or a closed tab) keeps it on this device.
  await page.reload()
  await hydrated(page)
  await expect(page.getByText('We kept what you typed here last time.')).toBeVisible()
  await expect(page.getByLabel('Place of birth')).toHaveValue('Springfield, Illinois')
  await expect(page.getByLabel('Served from (year)')).toHaveValue('1962')
  await expect(page.getByRole('group', { name: /Date of birth/ }).getByLabel('Year')).toHaveValue('1941')

  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(toast(page, 'The details are saved')).toBeVisible()
  await expect(page.getByText(/Last saved by you on/)).toBeVisible()
  await expect(page.getByText(/Still needed for the death certificate: .*Father's name/)).toBeVisible()

  // Saved on the server: a reload shows it without the note about a kept draft.
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('Occupation')).toHaveValue('Music teacher')
  await expect(page.getByText('We kept what you typed here last time.')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('review-obituary: read as it will appear, suggest a change, approve by keyboard alone; a relative then sees the approval', async ({
  page,
  browser,
}) => {
  test.slow()
  const owned = await practiceCase('whitfield', PASSWORD, 'Ada', 'draft')
  await openSignedIn(page, taskPath(owned, 'review-obituary'), owned.email, PASSWORD)
  await expect(page.getByRole('heading', { level: 3, name: 'Ada Practice' })).toBeVisible()
  await expect(page.locator('.review-obituary__preview')).toContainText('spent forty years teaching music')
  await expectNoAxeViolations(page)

  const words = page.getByLabel("The obituary's words")
  await words.fill(`${await words.inputValue()}\n\nShe leaves her sister June and many grateful students.`)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Your changes are saved')).toBeVisible()
  await expect(page.locator('.review-obituary__preview')).toContainText('many grateful students')

  // Approve with the keyboard alone: Tab until the button has the focus, then Enter.
  const approve = page.getByRole('button', { name: 'Approve the obituary' })
  await page.locator('.review-obituary__preview').click({ position: { x: 5, y: 5 } })
  for (let i = 0; i < 30 && !(await approve.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(approve).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toast(page, 'The obituary is approved')).toBeVisible()
  await expect(page.locator('.review-approval')).toContainText('Approved by you on')
  await expect(approve).toHaveCount(0)
  await expect(page.getByLabel("The obituary's words")).toHaveCount(0)
  await expect(statusPanel(page)).toContainText('Done')
  await expectNoAxeViolations(page)

  const relative = await relativeOn(browser, owned, taskPath(owned, 'review-obituary'))
  await expect(relative.locator('.review-approval')).toContainText('Approved by Alma Reyes on')
  await expect(relative.getByRole('button', { name: 'Approve the obituary' })).toHaveCount(0)
  await relative.context().close()
})

test('review-video: watch with captions, comment at a moment of the video, approve', async ({ page }) => {
  test.slow()
  const owned = await practiceCase('whitfield', PASSWORD, 'Ada', 'draft')
  await openSignedIn(page, taskPath(owned, 'review-video'), owned.email, PASSWORD)
  const video = page.locator('video')
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', /\/api\/media\//)
  await expectNoAxeViolations(page)

  // Move the player to 0:03 as someone pausing there would; the comment takes that moment.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1)
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 3.4
  })
  await expect(page.locator('.review-moment__time')).toHaveText('0:03')
  await page.getByRole('textbox', { name: 'Ask for a change' }).fill('Please hold the last picture a little longer.')
  await page.getByRole('button', { name: 'Send comment' }).click()
  await expect(toast(page, 'Your comment is sent to the funeral home')).toBeVisible()
  await expect(page.locator('.review-comment')).toContainText('At 0:03: Please hold the last picture a little longer.')
  await expect(page.getByText('You asked for changes to the video.')).toBeVisible()

  await page.getByRole('button', { name: 'Approve the video' }).click()
  await expect(toast(page, 'The video is approved')).toBeVisible()
  await expect(page.locator('.review-approval')).toContainText('Approved by you on')
  await expect(page.getByRole('button', { name: 'Approve the video' })).toHaveCount(0)
  await expect(statusPanel(page)).toContainText('Done')
  await expectNoAxeViolations(page)
})

test('review-stationery: a comment on one page, each piece approved (one on its own screen); the task is then done', async ({ page }) => {
  test.slow()
  const owned = await practiceCase('whitfield', PASSWORD, 'Ada', 'draft')
  await openSignedIn(page, taskPath(owned, 'review-stationery'), owned.email, PASSWORD)
  await expect(page.getByText('0 of 2 pieces approved')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Memorial folder, inside left' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Comment on the inside left of the memorial folder' }).click()
  const box = page.getByRole('textbox', { name: 'Comment on the inside left of the memorial folder' })
  await expect(box).toBeFocused()
  await box.fill('Please add "Amazing Grace" after the readings.')
  await page.getByRole('button', { name: 'Send comment' }).click()
  await expect(toast(page, 'Your comment is sent to the funeral home')).toBeVisible()
  const insideLeft = page.locator('.stationery-page', { hasText: 'Inside left' }).first()
  await expect(insideLeft.locator('.review-comment')).toContainText('Please add "Amazing Grace" after the readings.')
  await expect(page.locator('[data-item="memorial-folder"]')).toHaveAttribute('data-status', 'changes-requested')

  await page.getByRole('button', { name: 'Approve the memorial folder' }).click()
  await expect(toast(page, 'The memorial folder is approved')).toBeVisible()
  await expect(page.locator('[data-item="memorial-folder"] .review-approval')).toContainText('Approved by you on')
  await expect(statusPanel(page)).not.toContainText('Done')

  // One piece on its own screen, in the same task's frame.
  await page.getByRole('link', { name: 'Prayer card', exact: true }).click()
  await expect(page).toHaveURL(siteUrl(`${taskPath(owned, 'review-stationery')}/prayer-card`))
  await expect(page.getByRole('heading', { level: 2, name: 'Prayer card' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Approve the prayer card' }).click()
  await expect(toast(page, 'The prayer card is approved')).toBeVisible()
  await expect(statusPanel(page)).toContainText('Done')
  await page.getByRole('link', { name: 'All printed pieces' }).click()
  await expect(page.getByText('2 of 2 pieces approved')).toBeVisible()
})

test('review-stationery: "open full size" opens the page inside the portal, larger than its proof, zoomed by buttons and keys, with the way back', async ({
  page,
}) => {
  test.slow()
  const owned = await practiceCase('whitfield', PASSWORD, 'Ada', 'draft')
  await openSignedIn(page, taskPath(owned, 'review-stationery'), owned.email, PASSWORD)
  const proof = page.getByRole('img', { name: 'Memorial folder, inside left' })
  await expect(proof).toBeVisible()
  const proofWidth = (await proof.boundingBox())?.width ?? 0
  const proofSrc = await proof.getAttribute('src')

  await page.getByRole('link', { name: 'Open the inside left of the memorial folder full size' }).click()
  const viewerPath = `${taskPath(owned, 'review-stationery')}/memorial-folder/inside-left`
  await expect(page).toHaveURL(siteUrl(viewerPath))
  await expect(page.getByRole('heading', { level: 1, name: 'Memorial folder: inside left' })).toBeVisible()
  await expect(page.getByText('Page 2 of 4, full size')).toBeVisible()
  await expect(page.locator('.proof-viewer')).toHaveAttribute('data-live', '')
  // Still the portal (its bar and its sign-out), and the proof's own file, drawn at least as wide as on the review screen.
  await expect(page.getByRole('navigation', { name: 'Family portal' })).toBeVisible()
  const full = page.getByRole('img', { name: 'Memorial folder, inside left' })
  await expect(full).toHaveAttribute('src', proofSrc ?? '')
  await expect.poll(async () => (await full.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(proofWidth)
  await expectNoAxeViolations(page)

  const fitted = (await full.boundingBox())?.width ?? 0
  await page.getByRole('button', { name: 'Larger' }).click()
  await expect(page.getByText('150%')).toBeVisible()
  await expect.poll(async () => (await full.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.4)
  // By keyboard: the page's area takes the focus (arrows scroll it), + enlarges, 0 fits it again.
  const stage = page.getByRole('region', { name: 'Memorial folder, inside left: scroll to read it' })
  await stage.focus()
  await page.keyboard.press('+')
  await expect(page.getByText('200%')).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect.poll(() => stage.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
  await page.keyboard.press('0')
  await expect(page.getByText('Fits the screen')).toBeVisible()

  await page.getByRole('link', { name: 'Next page: inside right' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Memorial folder: inside right' })).toBeVisible()
  // A reload stays in the portal, on that page.
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Memorial folder: inside right' })).toBeVisible()
  await expect(page.locator('.proof-viewer')).toHaveAttribute('data-live', '')
  // Escape, or the first link, goes back to the piece.
  await page.getByRole('region', { name: /inside right: scroll to read it/ }).focus()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(siteUrl(`${taskPath(owned, 'review-stationery')}/memorial-folder#page-inside-right`))
  await expect(page.getByRole('heading', { level: 2, name: 'Memorial folder' })).toBeVisible()

  // A page the piece does not have is the 404 page.
  const missing = await page.goto(siteUrl(`${taskPath(owned, 'review-stationery')}/prayer-card/inside-left`))
  expect(missing?.status()).toBe(404)
})

test('review-wall-comments: a held memory approved shows on the public obituary at once, another hidden never does', async ({
  page,
  browser,
}) => {
  test.slow()
  const owned = await practiceCase('whitfield', PASSWORD, 'Ada', 'published')
  const obituary = await publicObituaryPath(owned)
  // A visitor's look before: cached for anonymous visitors, which the approval must not leave stale.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(siteUrl(`${obituary}/memories`))
  await expect(visitor.getByText('Thinking of the whole family today.')).toHaveCount(0)

  await openSignedIn(page, taskPath(owned, 'review-wall-comments'), owned.email, PASSWORD)
  await expect(page.getByText('2 memories are waiting for your review.')).toBeVisible()
  const june = page.locator('.wall-memory', { hasText: 'June Harlow' })
  await expect(june.getByRole('img', { name: 'Shared with June Harlow’s memory' })).toBeVisible()
  await expectNoAxeViolations(page)

  await june.getByRole('button', { name: 'Approve' }).click()
  await expect(toast(page, 'Approved: it now shows on the obituary')).toBeVisible()
  await page.locator('.wall-memory', { hasText: 'Sam Ortiz' }).getByRole('button', { name: 'Hide' }).click()
  await expect(toast(page, 'Hidden: visitors will not see it')).toBeVisible()
  await expect(page.getByText('No memories are waiting for your review.')).toBeVisible()

  await page.getByRole('button', { name: 'Approved' }).click()
  await expect(page.locator('.wall-memory', { hasText: 'June Harlow' })).toContainText('Approved by you on')
  await page.getByRole('button', { name: 'Hidden' }).click()
  await expect(page.locator('.wall-memory', { hasText: 'Sam Ortiz' })).toContainText('Hidden by you on')
  await expectNoAxeViolations(page)

  await visitor.reload()
  await expect(visitor.getByText('still play her favourite hymn every Sunday')).toBeVisible()
  await expect(visitor.getByText('Thinking of the whole family today.')).toHaveCount(0)
  await visitor.context().close()
})

test('review-wall-settings: each choice said in plain words; a closed wall leaves visitors no memory form', async ({ page, browser }) => {
  test.slow()
  const owned = await practiceCase('whitfield', PASSWORD, 'Ada', 'published')
  const obituary = await publicObituaryPath(owned)
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(siteUrl(`${obituary}/memories`))
  await expect(visitor.getByRole('button', { name: 'Write a memory' })).toBeVisible()

  await openSignedIn(page, taskPath(owned, 'review-wall-settings'), owned.email, PASSWORD)
  const explained = page.locator('.wall-settings__explained')
  await expect(explained).toContainText('wait for your family to approve them')
  await expectNoAxeViolations(page)

  await page.getByText('No, the wall is closed').click()
  await expect(explained).toContainText('they cannot share new ones')
  // A choice made but not saved: the save stays in view beside it, and leaving asks first.
  await expect(page.getByText('Your changes are not saved yet.')).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeInViewport()
  await expectNoAxeViolations(page)
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message())
      void dialog.dismiss()
    })
  })
  await page.getByRole('link', { name: /^Back to / }).click()
  expect(await asked).toBe('Your memorial wall settings are not saved. Leave this page without saving them?')
  await expect(page.getByRole('heading', { level: 2, name: 'The memorial wall' })).toBeVisible()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toast(page, 'The memorial wall settings are saved')).toBeVisible()
  await expect(page.getByText(/Last changed/)).toBeVisible()
  await expectNoAxeViolations(page)

  await visitor.reload()
  await expect(visitor.getByRole('heading', { name: 'Share a memory' })).toBeVisible()
  await expect(visitor.getByRole('button', { name: 'Write a memory' })).toHaveCount(0)
  await visitor.context().close()
})

test('before the funeral home has made anything, each review screen says so calmly', async ({ page }) => {
  test.slow()
  const owned = await practiceCase('whitfield', PASSWORD, 'Ada')
  await openSignedIn(page, taskPath(owned, 'review-obituary'), owned.email, PASSWORD)
  await expect(page.getByText("has not started Ada's obituary yet")).toBeVisible()
  await expectNoAxeViolations(page)
  const cases: [string, string | RegExp][] = [
    ['review-video', 'has not started the memorial video yet'],
    ['review-stationery', 'has not laid out any printed pieces yet'],
    ['review-wall-comments', 'No memories are waiting for your review.'],
  ]
  for (const [task, note] of cases) {
    const response = await page.goto(siteUrl(taskPath(owned, task)))
    expect(response?.status(), task).toBe(200)
    await expect(page.getByText(note)).toBeVisible()
    await expectNoAxeViolations(page)
  }
})
