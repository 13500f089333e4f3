import { expect, test } from '@playwright/test'
import type { GplItem } from '#contract/arrangements.ts'
import { choosePackage, json } from './support/arrangement-setup'
import { expectNoAxeViolations } from './support/axe.ts'
import { expectNoHorizontalOverflow } from './support/fit.ts'
import { apiSession, openSignedIn, practiceCase } from './support/portal.ts'

/**
 * The statement on a phone (issue 34 point 3): at 320 and 390 px every line shows its
 * description, quantity, unit price and price, nothing scrolls sideways (the page nor the lines'
 * box), and the print is still the table.
 */

const PASSWORD = 'statement-phone-e2e-2026'

/** The home's item named `name`, from its price list a page at a time. */
async function itemNamed(session: Awaited<ReturnType<typeof apiSession>>, name: string): Promise<GplItem> {
  for (let page = 0; page < 10; page += 1) {
    const answer = await json<{ content: GplItem[]; totalPages: number }>(
      session.get(`/api/family/company/gpl/items?page=${page}&size=100`),
      'price list',
    )
    const found = answer.content.find((item) => item.name === name)
    if (found) return found
    if (page + 1 >= answer.totalPages) break
  }
  throw new Error(`no item named ${name}`)
}

test('at 320 and 390 px every statement line shows its description, quantity, unit price and price', async ({ page }) => {
  test.slow()
  const practice = await practiceCase('whitfield', PASSWORD)
  const owner = await apiSession('whitfield', practice.email, PASSWORD)
  try {
    await choosePackage(owner, practice.id)
    const limousine = await itemNamed(owner, 'Family limousine')
    await json(owner.post(`/api/family/arrangements/${practice.id}/lines`, { data: { itemId: limousine.id, quantity: 2 } }), 'limousine')
  } finally {
    await owner.dispose()
  }

  await openSignedIn(page, `${practice.path}/statement`, practice.email, PASSWORD)
  // The package may hold a limousine of its own: this is the line of two the family added.
  const limousineLine = page.locator('.statement-lines tbody tr', { hasText: 'Family limousine' }).filter({ hasText: '$650.00' })
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(limousineLine).toHaveText(/Family limousine\s*2\s*\$325\.00\s*\$650\.00/)
    // Each cell (category, description, quantity, unit price, price) lies inside the screen.
    for (const cell of await limousineLine.locator('td').all()) {
      const box = await cell.boundingBox()
      expect(box, `a cell of the line at ${width} px`).not.toBeNull()
      expect((box?.x ?? 0) + (box?.width ?? 0), `${await cell.textContent()} at ${width} px`).toBeLessThanOrEqual(width)
    }
    // The labels a stacked line carries in place of the column headings.
    await expect(limousineLine.getByRole('cell', { name: 'Quantity: 2' })).toBeVisible()
    await expect(limousineLine.getByRole('cell', { name: 'Unit price: $325.00' })).toBeVisible()
    const box = page.getByRole('region', { name: 'Statement lines' })
    const sideways = await box.evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(sideways, `the lines' box scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
    await expectNoHorizontalOverflow(page)
    await expectNoAxeViolations(page)
  }

  // Printed, the lines are the table they always were.
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.statement-lines thead th')).toHaveText(['Category', 'Description', 'Quantity', 'Unit price', 'Price'])
  expect(await limousineLine.evaluate((row) => getComputedStyle(row).display)).toBe('table-row')
  await page.emulateMedia({ media: 'screen' })
})
