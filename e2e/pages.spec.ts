import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { siteUrl } from './support/urls.ts'
import { signInAsStaff } from './support/preview.ts'

/**
 * The first answer to a browser load of `url`, before any redirect was followed. For the second
 * host: Node's request context cannot resolve *.localhost, Chromium can.
 */
async function firstAnswer(page: Page, url: string): Promise<{ status: number; location: string | undefined }> {
  const response = await page.goto(url)
  let request = response?.request()
  while (request?.redirectedFrom()) request = request.redirectedFrom() ?? undefined
  const first = await request?.response()
  return { status: first?.status() ?? 0, location: (await first?.allHeaders())?.location }
}

const NESTED = [
  {
    url: siteUrl('/about-us/our-staff'),
    title: 'Our Staff',
    company: 'Whitfield & Sons Funeral Home',
    text: 'The people who will care for your family',
  },
  {
    url: siteUrl('/about/our-chapel', 'harbor'),
    title: 'Our Chapel',
    company: 'Harbor Light Funeral Chapel',
    text: 'The Harbor Light chapel',
  },
] as const

for (const nested of NESTED) {
  test(`${nested.company}: a nested content page renders its modules, with its own head tags`, async ({ page, consoleErrors }) => {
    const response = await page.goto(nested.url)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nested.title)
    await expect(page.getByRole('main').getByRole('heading', { name: nested.text })).toBeVisible()
    await expect(page).toHaveTitle(`${nested.title} | ${nested.company}`)

    const path = new URL(nested.url).pathname
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, nested.url).href)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${nested.title} | ${nested.company}`)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new URL(path, nested.url).href)
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', nested.company)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\/brand\//)
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)

    await hydrated(page)
    expect(consoleErrors).toEqual([])
    await expectNoAxeViolations(page)
  })
}

test('a page without modules answers a real redirect to its first child', async ({ page }) => {
  const direct = await page.request.get(siteUrl('/about-us'), { maxRedirects: 0 })
  expect([302, 307]).toContain(direct.status())
  expect(new URL(direct.headers().location ?? '', siteUrl('/')).pathname).toBe('/about-us/our-staff')

  const services = await page.request.get(siteUrl('/services'), { maxRedirects: 0 })
  expect([302, 307]).toContain(services.status())
  expect(new URL(services.headers().location ?? '', siteUrl('/')).pathname).toBe('/services/traditional-funerals')

  const harbor = await firstAnswer(page, siteUrl('/about', 'harbor'))
  expect([302, 307]).toContain(harbor.status)
  expect(new URL(harbor.location ?? '', siteUrl('/', 'harbor')).pathname).toBe('/about/our-chapel')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Chapel')

  await page.goto(siteUrl('/about-us'))
  await expect(page).toHaveURL(siteUrl('/about-us/our-staff'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Staff')
})

test('a trailing slash finds the same page', async ({ page }) => {
  await page.goto(siteUrl('/about-us/our-history/'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our History')
})

test('preview keeps preview=true on every site link, redirects included, and is never indexed', async ({ page }) => {
  // The draft is staff's (decision 037; anonymous previews: private-preview.spec.ts).
  await signInAsStaff(page)
  const redirect = await page.request.get(siteUrl('/about-us?preview=true'), { maxRedirects: 0 })
  expect([302, 307]).toContain(redirect.status())
  const location = new URL(redirect.headers().location ?? '', siteUrl('/'))
  expect(location.pathname).toBe('/about-us/our-staff')
  expect(location.searchParams.get('preview')).toBe('true')

  for (const path of ['/about-us/our-history?preview=true', '/services/cremation?preview=true']) {
    await page.goto(siteUrl(path))
    await expect(page.locator('.site')).toHaveAttribute('data-context', 'draft')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    const siteHrefs = await page
      .locator('main a[href^="/"], header a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(siteHrefs.length).toBeGreaterThan(0)
    for (const href of siteHrefs) expect(new URL(href, 'http://x').searchParams.get('preview'), href).toBe('true')
  }
  // The cremation page's call to action is a module link in main.
  await expect(page.getByRole('main').locator('a[href^="/contact-us"]').first()).toHaveAttribute('href', '/contact-us?preview=true')
})

test("an unknown page is the 404 page with a real 404 status (spec §8 'Page not found')", async ({ page, consoleErrors }) => {
  const response = await page.goto(siteUrl('/no-such-page/anywhere'))
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('404 - Page Not Found')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, we can't find that page")
  await expect(page.getByText("The page you're looking for might have been removed, or it could be an old link.")).toBeVisible()
  const robots = await page.locator('meta[name="robots"]').evaluateAll((els) => els.map((e) => e.getAttribute('content')))
  expect(robots.length).toBeGreaterThan(0)
  expect(robots.every((content) => content === 'noindex')).toBe(true)
  await hydrated(page)
  expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([])
  await expectNoAxeViolations(page)

  // Whitfield's page is no page of Harbor Light's.
  const harbor = await page.goto(siteUrl('/about-us/our-staff', 'harbor'))
  expect(harbor?.status()).toBe(404)
})

const LEGAL = [
  { path: '/terms-of-use', title: 'Terms of Use' },
  { path: '/accessibility', title: 'Accessibility' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
] as const

for (const legal of LEGAL) {
  test(`${legal.title}: the funeral home's own text, accessibly`, async ({ page }) => {
    const response = await page.goto(siteUrl(legal.path))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title)
    await expect(page).toHaveTitle(`${legal.title} | Whitfield & Sons Funeral Home`)
    const main = page.getByRole('main')
    await expect(main).toContainText('Whitfield & Sons Funeral Home')
    await expect(main.locator('a[href="tel:5550142200"]').first()).toBeVisible()
    await expect(main).toContainText('Elm Street Chapel')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(legal.path))
    await expect(main.getByRole('navigation', { name: 'More about this site' }).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      '/blog',
    )
    if (legal.path === '/accessibility') {
      await expect(main).toContainText('WCAG) 2.2 at level AA')
    }
    await expectNoAxeViolations(page)
  })
}

test('the legal pages speak of the other funeral home on its own host', async ({ page }) => {
  await page.goto(siteUrl('/privacy-policy', 'harbor'))
  await expect(page.getByRole('main')).toContainText('Harbor Light Funeral Chapel')
  await expect(page.getByRole('main')).not.toContainText('Whitfield')
})
