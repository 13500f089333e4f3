import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { openPlayground } from './support/playground.ts'

test('the UI playground shows every section and passes axe', async ({ page }) => {
  await openPlayground(page, 'buttons')
  await expect(page.getByRole('heading', { level: 1, name: 'UI playground' })).toBeVisible()
  for (const name of ['Tokens', 'Buttons', 'Progress', 'Fields', 'Toasts', 'Overlays', 'Texts']) {
    await expect(page.getByRole('region', { name })).toBeVisible()
  }
  await expectNoAxeViolations(page)
})
