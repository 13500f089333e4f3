import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { onHost, siteUrl } from './support/urls.ts'
import { signInAsStaff } from './support/preview.ts'

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** Console messages about the Content Security Policy (a blocked script or style is one). */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|CSP/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test.describe('mobile menu', () => {
  test('opens from the keyboard, takes Tab into its links, and Escape closes it and returns focus', async ({ page, isMobile, visit }) => {
    test.skip(!isMobile, 'the Menu button exists below ~768px')
    await visit(siteUrl('/'))
    const nav = page.getByRole('navigation', { name: 'Main' })
    const button = nav.getByRole('button', { name: 'Menu', exact: true })
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(panel).toBeHidden()
    const box = await button.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(44)

    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link', { name: 'Home' })).toBeFocused()
    for (const link of await panel.getByRole('link').all()) {
      expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
    }
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await expect(panel).toBeHidden()

    // Space opens it too.
    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
  })

  test('without JavaScript the navigation is shown and the Menu button is not', async ({ browser, isMobile }) => {
    test.skip(!isMobile, 'the panel is collapsed only on narrow screens')
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(siteUrl('/'))
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Obituaries' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
    await context.close()
  })

  test('is not there on wide screens, where the links show in a row', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop layout')
    await page.goto(siteUrl('/'))
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
    await expect(nav.getByRole('link', { name: 'Obituaries' })).toBeVisible()
  })
})

test('the current page’s link carries aria-current, and only it', async ({ page }) => {
  await page.goto(siteUrl('/about-us/our-staff'))
  const nav = page.getByRole('navigation', { name: 'Main' })
  // On wide screens the submenu is closed (display: none), hence includeHidden.
  await expect(nav.getByRole('link', { name: 'Our Staff', includeHidden: true })).toHaveAttribute('aria-current', 'page')
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
})

test('the footer has the company phone, each location’s phone and map, and the site links', async ({ page }) => {
  const violations = collectCspViolations(page)
  await page.goto(siteUrl('/'))
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: /Call us at/ })).toHaveAttribute('href', /^tel:\+?\d+$/)
  await expect(footer.getByRole('link', { name: /^Call Elm Street Chapel at/ })).toHaveAttribute('href', /^tel:\d+$/)
  const map = footer.getByRole('link', { name: /Map to Elm Street Chapel/ })
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=214%20Elm%20Street/)
  await expect(map).toHaveAttribute('target', '_blank')
  const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')
  await expect(links).toHaveText(['Blog', 'Obituaries', 'Terms of Use', 'Accessibility', 'Privacy Policy', 'Price list'])
  // The FuneralHome JSON-LD is in the head and no CSP complaint was logged about it.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
    '@type'?: string
  }
  expect(jsonLd['@type']).toBe('FuneralHome')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml')
  await hydrated(page)
  expect(violations).toEqual([])
  await expectNoAxeViolations(page)
})

test('preview keeps preview=true on every internal link and is noindex', async ({ page }) => {
  // The draft is staff's (decision 037; anonymous previews: private-preview.spec.ts).
  await signInAsStaff(page)
  await page.goto(siteUrl('/?preview=true'))
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.locator('.site-brand')).toHaveAttribute('href', '/?preview=true')
  const internal = page.locator('header a[href^="/"], footer a[href^="/"]')
  expect(await internal.count()).toBeGreaterThan(5)
  for (const href of await internal.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href).toContain('preview=true')
  }
  // tel: and map links are left as they are.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Map to Elm Street Chapel/ })).not.toHaveAttribute('href', /preview/)
})

test('a crawler on an unknown host still gets the 404 status', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: GOOGLEBOT })
  const page = await context.newPage()
  const response = await page.goto(siteUrl('/', 'unknown'))
  expect(response?.status()).toBe(404)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  // Only a log: the spec's error page does not replace the app for crawlers.
  await expect(page.getByRole('heading', { name: "Sorry, we can't find that page" })).toHaveCount(0)
  await context.close()
})

test.describe('search-engine files', () => {
  test('robots.txt, sitemap.xml and the RSS feed answer per host with their content types', async ({ request }) => {
    const robots = await request.get(siteUrl('/robots.txt'))
    expect(robots.status()).toBe(200)
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
    const robotsText = await robots.text()
    expect(robotsText).toContain('Disallow: /family-portal')
    expect(robotsText).toContain(`Sitemap: ${new URL(siteUrl('/')).origin}/sitemap.xml`)

    const sitemap = await request.get(...onHost('/sitemap.xml', 'harbor'))
    expect(sitemap.status()).toBe(200)
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8')
    expect(await sitemap.text()).toContain(`<loc>${new URL(siteUrl('/', 'harbor')).origin}/obituaries</loc>`)

    const rss = await request.get(siteUrl('/blog/rss.xml'))
    expect(rss.status()).toBe(200)
    expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    expect(await rss.text()).toContain('rel="self" type="application/rss+xml"')

    expect((await request.get(...onHost('/sitemap.xml', 'unknown'))).status()).toBe(404)
  })
})
