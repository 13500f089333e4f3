import type { Page } from '@playwright/test'

/**
 * Opens /_ui and waits until the given section is interactive. The playground is a lazy chunk:
 * its server-rendered buttons stay inert for a moment after the router has hydrated ($_TSR gone),
 * and a click in that moment is lost.
 */
export async function openPlayground(page: Page, sectionId: string) {
  await page.goto('/_ui')
  await page.waitForFunction(() => !('$_TSR' in window))
  await page.waitForFunction((id) => {
    const button = document.querySelector(`#${id} button`)
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'))
  }, sectionId)
}
