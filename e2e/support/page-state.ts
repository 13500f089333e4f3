import type { Page } from '@playwright/test'

/**
 * What a page's test waits on and watches; specs reach them through the fixtures of
 * e2e/fixtures.ts (`hydrated`, `consoleErrors`), helpers and second pages directly.
 */

/** The page has hydrated: Start's inline bootstrap has run and removed its `$_TSR` global. */
export const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window))

/**
 * Console errors and uncaught exceptions (hydration mismatches among them), for the test to expect
 * none; console errors matching `allowed` (a failure the test causes itself) are left out.
 */
export function collectConsoleErrors(page: Page, allowed: readonly RegExp[] = []): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
