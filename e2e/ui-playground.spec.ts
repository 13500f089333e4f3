import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

test('the UI playground shows every section and passes axe', async ({ page }) => {
  await page.goto('/_ui')
  await expect(page.getByRole('heading', { level: 1, name: 'UI playground' })).toBeVisible()
  for (const name of ['Tokens', 'Buttons', 'Progress', 'Fields', 'Toasts', 'Overlays', 'Texts']) {
    await expect(page.getByRole('region', { name })).toBeVisible()
  }
  await page.waitForFunction(() => !('$_TSR' in window))
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
