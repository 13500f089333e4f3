import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { openPlayground } from './support/playground.ts'

test.beforeEach(async ({ page }) => {
  await openPlayground(page, 'overlays')
})

const section = (page: Page) => page.getByRole('region', { name: 'Overlays' })
const focusIsInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement))

test('the modal: focus inside, Tab stays inside, axe passes, Escape closes and focus goes back', async ({ page }) => {
  const opener = section(page).getByRole('button', { name: 'Open the modal' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Remove this photo?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-describedby')
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()

  await expectNoAxeViolations(page)

  // Close, Keep it, Remove: going round twice in each direction never leaves the dialog.
  for (let n = 0; n < 6; n++) {
    await page.keyboard.press('Tab')
    expect(await focusIsInside(dialog)).toBe(true)
  }
  for (let n = 0; n < 6; n++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusIsInside(dialog)).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expect(section(page).getByText('Last result: dismissed, no result')).toBeVisible()
})

test('the modal resolves with the chosen result', async ({ page }) => {
  const opener = section(page).getByRole('button', { name: 'Open the modal' })
  await opener.click()
  await page.getByRole('dialog', { name: 'Remove this photo?' }).getByRole('button', { name: 'Remove' }).click()
  await expect(section(page).getByText('Last result: remove')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('the page behind an open modal cannot be reached', async ({ page }) => {
  await section(page).getByRole('button', { name: 'Open the modal' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  // Native showModal() makes everything else inert: not focusable, not clickable.
  const behind = section(page).getByRole('button', { name: 'Open the slide-over' })
  await behind.focus()
  await expect(behind).not.toBeFocused()
})

test('the slide-over comes from the right and resolves with the chosen location', async ({ page }) => {
  const opener = section(page).getByRole('button', { name: 'Open the slide-over' })
  await opener.click()
  const panel = page.getByRole('dialog', { name: 'Choose a location' })
  await expect(panel).toBeVisible()
  await expect
    .poll(async () => {
      const box = await panel.boundingBox()
      return box ? Math.round(box.x + box.width) : 0
    })
    .toBe(page.viewportSize()?.width)

  await panel.getByRole('button', { name: 'Riverside Chapel' }).click()
  await expect(section(page).getByText('Last result: Riverside Chapel')).toBeVisible()
  await expect(panel).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('the slide-over closes with its close button and with a click beside it', async ({ page }) => {
  const opener = section(page).getByRole('button', { name: 'Open the slide-over' })
  await opener.click()
  const panel = page.getByRole('dialog', { name: 'Choose a location' })
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toHaveCount(0)
  await expect(opener).toBeFocused()

  await opener.click()
  await expect(panel).toBeVisible()
  await page.mouse.click(20, 400)
  await expect(panel).toHaveCount(0)
  await expect(section(page).getByText('Last result: dismissed, no result')).toBeVisible()
})

test('it stays until its leave transition has played, and skips it for reduced motion', async ({ page }) => {
  await section(page).getByRole('button', { name: 'Open the modal' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove this photo?' })
  await expect(dialog).toBeVisible()
  // Wait for the enter animation, then press Escape and look one frame later.
  await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0)
  const leaving = await dialog.evaluate(async (element) => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    return { connected: element.isConnected, state: element.dataset.state, animations: element.getAnimations().length }
  })
  expect(leaving).toEqual({ connected: true, state: 'closed', animations: 1 })
  await expect(dialog).toHaveCount(0)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await section(page).getByRole('button', { name: 'Open the modal' }).click()
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => element.getAnimations().length)).toBe(0)
  const gone = await dialog.evaluate(async (element) => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    return element.isConnected
  })
  expect(gone).toBe(false)
})

test("an unknown overlay id raises 'Overlay not found'", async ({ page }) => {
  await section(page).getByRole('button', { name: 'Open an unknown overlay' }).click()
  await expect(section(page).getByText('Last error: Overlay not found')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
