import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe.ts'
import { openPlayground } from './support/playground.ts'

test.beforeEach(async ({ page }) => {
  await openPlayground(page, 'buttons')
})

test('buttons: both looks in every size, corners from the design, disabled ones skipped by Tab', async ({ page }) => {
  const section = page.getByRole('region', { name: 'Buttons' })
  for (const size of ['3xs', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl']) {
    await expect(section.getByRole('button', { name: `primary ${size}` })).toBeVisible()
    await expect(section.getByRole('button', { name: `secondary ${size}` })).toBeVisible()
  }
  // localhost's design: buttonCorners Soft Square (medium), secondaryButtonCorners Square (none).
  await expect(section.getByRole('button', { name: 'primary md' })).toHaveCSS('border-radius', '8px')
  await expect(section.getByRole('button', { name: 'secondary md' })).toHaveCSS('border-radius', '0px')

  await section.getByRole('button', { name: 'primary 3xl' }).focus()
  await page.keyboard.press('Tab')
  await expect(section.getByRole('link', { name: 'primary link' })).toBeFocused()
  await expect(section.getByRole('button', { name: 'primary disabled' })).toBeDisabled()

  await expectNoAxeViolations(page, '#buttons')
})

test('progress bars announce their state', async ({ page }) => {
  const section = page.getByRole('region', { name: 'Progress' })
  const indeterminate = section.getByRole('progressbar', { name: 'Indeterminate' })
  await expect(indeterminate).not.toHaveAttribute('aria-valuenow')
  await expect(section.getByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute('aria-valuenow', '40')
  await expect(section.getByRole('progressbar', { name: 'Over range, clamped' })).toHaveAttribute('aria-valuenow', '100')
  await expect(section.getByRole('progressbar', { name: 'Step 2 of 5' })).toHaveAttribute('aria-valuetext', '40%')
  await expectNoAxeViolations(page, '#progress')
})

test('tokens and generic texts', async ({ page }) => {
  await expect(page.getByRole('region', { name: 'Tokens' })).toContainText('#2f3b35')
  const texts = page.getByRole('region', { name: 'Texts' })
  await expect(texts.getByText('No data', { exact: true })).toBeVisible()
  await expect(texts.getByText('No matching data', { exact: true })).toBeVisible()
  await expect(texts.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  const tint = await page.locator('.site').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-secondary').trim())
  expect(tint).toBe('rgba(47, 59, 53, 0.1)')
})
