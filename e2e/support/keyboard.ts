import { expect, type Locator, type Page } from '@playwright/test'

/** Presses Tab until `target` has the focus (at most `limit` presses), as someone on a keyboard would. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 15_000 })) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `Tab never reached ${target.toString()}`).toBeFocused()
}
