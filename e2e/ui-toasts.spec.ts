import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { openPlayground } from './support/playground.ts'

/** Spec §4, §9: one at a time, bottom-right, 16px apart; at most 5; 5000 ms; removed 200 ms after closing. */
const GAP_PX = 16
const LIMIT = 5
const DURATION_MS = 5000
const REMOVE_MS = 200

test.beforeEach(async ({ page }) => {
  // Fake timers in the page, so the 5-second rules are checked without waiting 5 seconds.
  await page.clock.install()
  await openPlayground(page, 'toasts')
})

const toastsSection = (page: Page) => page.getByRole('region', { name: 'Toasts' })
const viewport = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const shownToasts = (page: Page) => viewport(page).getByRole('listitem')

test('a success toast: title, description, check icon, polite announcement, close button; axe passes', async ({ page }) => {
  await toastsSection(page).getByRole('button', { name: 'Show a success toast' }).click()
  const toast = shownToasts(page).filter({ hasText: 'Memory shared' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('The family will see it shortly.')
  await expect(toast.locator('svg[data-icon="check"]')).toHaveAttribute('aria-hidden', 'true')
  const status = viewport(page).getByRole('status')
  await expect(status).toHaveAttribute('aria-live', 'polite')
  await expect(status).toHaveText('Memory shared. The family will see it shortly.')
  await expect(viewport(page).getByRole('alert')).toHaveText('')

  // A whole-page axe run takes seconds: the pointer on the toast holds it open meanwhile.
  await toast.hover()
  await expectNoAxeViolations(page)

  await toast.getByRole('button', { name: 'Close' }).click()
  await expect(toast).toHaveCount(0)
  await expect(status).toHaveText('')
})

test('an error toast: exclamation icon, assertive announcement, an action that runs and closes it', async ({ page }) => {
  await toastsSection(page).getByRole('button', { name: 'Show an error toast' }).click()
  const toast = shownToasts(page).filter({ hasText: 'Your memory was not shared' })
  await expect(toast.locator('svg[data-icon="exclamation"]')).toBeVisible()
  const alert = viewport(page).getByRole('alert')
  await expect(alert).toHaveAttribute('aria-live', 'assertive')
  await expect(alert).toHaveText('Your memory was not shared. Please check your connection and try again.')

  await toast.hover()
  await expectNoAxeViolations(page)

  await toast.getByRole('button', { name: 'Try again' }).click()
  await expect(toastsSection(page).getByText('Last toast action: Try again')).toBeVisible()
  await expect(toast).toHaveCount(0)
})

test('a toast with an avatar keeps its status icon', async ({ page }) => {
  await toastsSection(page).getByRole('button', { name: 'Show a toast with an avatar' }).click()
  const toast = shownToasts(page).filter({ hasText: 'Photo added' })
  await expect(toast.locator('img.toast__avatar')).toBeVisible()
  await expect(toast.locator('svg[data-icon="check"]')).toBeVisible()
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(toastsSection(page).getByText('Last toast action: Undo')).toBeVisible()
})

test('the queue keeps the last 5 and shows them one at a time, bottom-right 16px from the edges', async ({ page }) => {
  // No enter animation, so the box is measured where it comes to rest.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await toastsSection(page).getByRole('button', { name: 'Show 7 toasts at once' }).click()
  const titles = shownToasts(page).locator('.toast__title')
  await expect(titles).toHaveText(['Toast 3 of 7'])

  const size = page.viewportSize()
  const box = await shownToasts(page).evaluate((item) => item.getBoundingClientRect().toJSON() as DOMRect)
  expect(size).toBeTruthy()
  if (!size) return
  expect(Math.round(size.width - box.right)).toBe(GAP_PX)
  expect(Math.round(size.height - box.bottom)).toBe(GAP_PX)

  // Each of the last 5 comes in turn, when the one before has gone.
  for (let n = 4; n <= LIMIT + 2; n++) {
    await page.clock.fastForward(DURATION_MS + REMOVE_MS)
    await expect(titles).toHaveText([`Toast ${n} of 7`])
  }
  await page.clock.fastForward(DURATION_MS + REMOVE_MS)
  await expect(shownToasts(page)).toHaveCount(0)
})

test('closes by itself after 5 seconds, but not while hovered or focused', async ({ page }) => {
  const show = toastsSection(page).getByRole('button', { name: 'Show a success toast' })
  await show.click()
  const toast = shownToasts(page).filter({ hasText: 'Memory shared' })
  await expect(toast).toBeVisible()

  await toast.hover()
  await page.clock.fastForward(DURATION_MS * 2)
  await expect(toast).toBeVisible()

  await page.mouse.move(0, 0)
  await page.clock.fastForward(DURATION_MS)
  await expect(toast).toHaveCount(0)

  await show.click()
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Close' }).focus()
  await page.clock.fastForward(DURATION_MS * 2)
  await expect(toast).toBeVisible()
  // Closing the last toast from the keyboard sends focus back where it was before.
  await page.keyboard.press('Enter')
  await expect(toast).toHaveCount(0)
  await expect(show).toBeFocused()
})

test('a toast without a time limit stays until closed', async ({ page }) => {
  await toastsSection(page).getByRole('button', { name: 'Show a toast that stays' }).click()
  const toast = shownToasts(page).filter({ hasText: 'This one stays' })
  await page.clock.fastForward(DURATION_MS * 4)
  await expect(toast).toBeVisible()
  await toastsSection(page).getByRole('button', { name: 'Close all toasts' }).click()
  await expect(toast).toHaveCount(0)
})
