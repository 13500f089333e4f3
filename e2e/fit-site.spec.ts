import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { PHONE_WIDTHS, expectNoHorizontalOverflow } from './support/fit.ts'
import { HOSTS, siteUrl } from './support/urls.ts'

/**
 * Issue 14: every content page fits every phone (no sideways panning at 320-390 px) on both demo
 * homes, and on a wide screen every page's column is centred. One test per page type; the widths
 * are checked by resizing one loaded page, which re-lays it out without another request.
 */

type Host = keyof typeof HOSTS
type DemoHost = Exclude<Host, 'unknown'>

/** Content pages of each demo home that, together, hold every module type (api/seed/data/*-site.ts). */
const CONTENT_PAGES: Record<DemoHost, string[]> = {
  whitfield: ['/about-us', '/about-us/our-staff', '/about-us/our-history', '/contact-us'],
  harbor: ['/about', '/about/our-chapel', '/about/grief-support', '/services/burial-at-sea', '/services/celebrations-of-life', '/contact'],
}
const DEMO_HOSTS: DemoHost[] = ['whitfield', 'harbor']

// Several page loads in each test, on a machine that may be busy.
test.describe.configure({ timeout: 300_000 })

async function expectFitsEveryPhone(page: Page, path: string, host: Host) {
  await page.goto(siteUrl(path, host))
  await hydrated(page)
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 })
    await test.step(`${host} ${path} at ${width}px`, () => expectNoHorizontalOverflow(page))
  }
}

test.describe('fits every phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths')

  test('home, with the menu closed and open', async ({ page }) => {
    for (const host of DEMO_HOSTS) {
      await expectFitsEveryPhone(page, '/', host)
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu', exact: true }).click()
      await expectNoHorizontalOverflow(page)
    }
  })

  test('content pages with every module type', async ({ page }) => {
    for (const host of DEMO_HOSTS) for (const path of CONTENT_PAGES[host]) await expectFitsEveryPhone(page, path, host)
  })

  test('blog list and an article', async ({ page }) => {
    for (const host of DEMO_HOSTS) {
      await expectFitsEveryPhone(page, '/blog', host)
      const article = page
        .getByRole('list', { name: 'Articles' })
        .getByRole('link', { name: /^Read the article/ })
        .first()
      if ((await article.count()) === 0) continue
      const href = await article.getAttribute('href')
      await expectFitsEveryPhone(page, href ?? '/blog', host)
    }
  })

  test('legal pages', async ({ page }) => {
    for (const host of DEMO_HOSTS) {
      for (const path of ['/accessibility', '/privacy-policy', '/terms-of-use']) await expectFitsEveryPhone(page, path, host)
    }
  })

  test('the page-not-found page', async ({ page }) => {
    for (const host of DEMO_HOSTS) await expectFitsEveryPhone(page, '/no-such-page-here', host)
  })
})

test.describe('the phone header', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout')

  test('is one bar with logo, call and Menu that stays at the top while scrolling', async ({ page, visit }) => {
    await visit(siteUrl('/'))
    const header = page.getByRole('banner')
    const box = await header.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(56)
    expect(box?.height).toBeLessThanOrEqual(72)
    await expect(header.getByRole('link', { name: 'Whitfield & Sons Funeral Home' })).toBeVisible()
    const call = header.getByRole('link', { name: /^Call us at \(555\) 014-2200$/ })
    await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/)
    expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(44)

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)
    await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeInViewport()
  })

  test('menu shows sub-pages grouped under their parent', async ({ page, visit }) => {
    await visit(siteUrl('/about-us/our-staff'))
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Menu', exact: true }).click()
    const parent = nav.getByRole('link', { name: 'About Us', exact: true })
    const child = nav.getByRole('link', { name: 'Our Staff' })
    await expect(child).toBeVisible()
    await expect(child).toHaveAttribute('aria-current', 'page')
    // The sub-page sits in its parent's list item, indented from it.
    const parentItem = nav.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'About Us', exact: true }) })
    await expect(parentItem.getByRole('link', { name: 'Our Staff' })).toHaveCount(1)
    const [parentBox, childBox] = await Promise.all([parent.boundingBox(), child.boundingBox()])
    expect(childBox?.x ?? 0).toBeGreaterThan((parentBox?.x ?? 0) + 8)
    // Plan Now stays out of the header (spec §2).
    await expect(nav.getByRole('link', { name: 'Plan Now' })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})

test.describe('wide screens', () => {
  test.skip(({ isMobile }) => !!isMobile, 'desktop layout')

  test('every page type centres its column at 1920 px', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 })
    for (const path of ['/', '/about-us/our-staff', '/blog', '/privacy-policy', '/no-such-page-here']) {
      await page.goto(siteUrl(path))
      const main = await page.locator('main').boundingBox()
      const left = main?.x ?? 0
      const right = 1920 - left - (main?.width ?? 0)
      expect(Math.abs(left - right), `${path}: ${left}px left, ${right}px right`).toBeLessThanOrEqual(20)
      expect(left, path).toBeGreaterThan(200)
    }
  })

  test('card grids leave no card alone on their last row', async ({ page }) => {
    const pages: [string, DemoHost][] = [
      ['/', 'whitfield'],
      ['/about-us/our-staff', 'whitfield'],
      ['/about-us/our-history', 'whitfield'],
      ['/', 'harbor'],
      ['/about/our-chapel', 'harbor'],
    ]
    for (const [path, host] of pages) {
      await page.goto(siteUrl(path, host))
      for (const width of [1280, 1920]) {
        await page.setViewportSize({ width, height: 900 })
        const lastRows = await page.locator('.balanced-grid').evaluateAll((grids) =>
          grids.map((grid) => {
            const tops = Array.from(grid.children, (item) => Math.round(item.getBoundingClientRect().top))
            return { items: tops.length, lastRow: tops.filter((top) => top === tops.at(-1)).length }
          }),
        )
        expect(lastRows.length, path).toBeGreaterThan(0)
        for (const row of lastRows) if (row.items > 1) expect(row.lastRow, `${host} ${path} at ${width}px`).toBeGreaterThan(1)
      }
    }
  })
})
