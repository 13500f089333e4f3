import type { Page } from '@playwright/test'

/**
 * What a public page's test waits on and watches. The older specs each keep their own copy of
 * these two; new specs import them from here.
 */

/** The page has hydrated: Start's inline bootstrap has run and removed its `$_TSR` global. */
export const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window))

/** Console errors and uncaught exceptions (hydration mismatches among them), for the test to expect none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
