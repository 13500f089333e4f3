import { test as base } from '@playwright/test'
import { collectConsoleErrors, hydrated } from './support/page-state.ts'
import { DEMO, openSignedIn } from './support/portal.ts'

/**
 * The set-up most specs share, as Playwright fixtures: a spec imports `test` and `expect` from
 * here instead of `@playwright/test` and asks for what it needs by name.
 *
 *   test('…', async ({ page, consoleErrors, visit }) => {
 *     await visit('/')
 *     await page.getByRole('link', { name: 'Obituaries' }).click()
 *     expect(consoleErrors).toEqual([])
 *   })
 *
 * `hydrated(page)` (support/page-state.ts, exported here too) stays a plain function, for helpers,
 * second pages and a page reached by a redirect.
 */

type Fixtures = {
  /**
   * Console errors that are expected, so `consoleErrors` leaves them out (a failure the test
   * itself causes, logged by the browser as a failed resource). Set per file with `test.use`.
   */
  allowedConsoleErrors: RegExp[]
  /** Console errors and uncaught exceptions of `page` (hydration mismatches among them), from the test's start. */
  consoleErrors: string[]
  /**
   * Opens `url` on the test's page and waits until it has hydrated (Start's inline bootstrap
   * removed its `$_TSR` global): what a test does before it clicks or types.
   */
  visit: (url: string) => Promise<void>
  /**
   * Opens a portal screen on the test's page signed in as `email` (the demo family member of the
   * first home unless given): the guard sends the page to sign in first, then back, hydrated.
   */
  signedIn: (path: string, email?: string, password?: string) => Promise<void>
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ page, allowedConsoleErrors }, use) => {
    const errors = collectConsoleErrors(page, allowedConsoleErrors)
    await use(errors)
  },
  visit: async ({ page }, use) => {
    await use(async (url) => {
      await page.goto(url)
      await hydrated(page)
    })
  },
  signedIn: async ({ page }, use) => {
    await use((path, email = DEMO.family.whitfield, password = DEMO.familyPassword) => openSignedIn(page, path, email, password))
  },
})

export { expect } from '@playwright/test'
export { hydrated }
