import { expect, hydrated, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { siteUrl } from './support/urls.ts'
import { signInAsStaff } from './support/preview.ts'

/** The demo blog of Whitfield & Sons (api/seed/data/blog-articles.ts): 7 published articles, 6 a page. */
const NEWEST = 'Honoring a veteran: military funeral honors'
const OLDEST = 'Cremation or burial: questions to ask'

test('the blog lists published articles newest first, accessibly', async ({ page, consoleErrors }) => {
  const response = await page.goto(siteUrl('/blog'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
  await expect(page).toHaveTitle('Blog | Whitfield & Sons Funeral Home')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl('/blog'))

  const articles = page.getByRole('list', { name: 'Articles' }).getByRole('listitem')
  await expect(articles).toHaveCount(6)
  const first = articles.first()
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(NEWEST)
  await expect(first.locator('time')).toHaveText('November 9, 2026')
  await expect(first).toContainText('Every eligible veteran is entitled to military funeral honors')
  await expect(first.getByRole('link', { name: NEWEST, exact: true })).toHaveAttribute('href', '/blog/article/107')

  // Covers: sized (no layout shift), the first at once, the rest when scrolled near.
  const covers = page.locator('.blog-card__cover')
  await expect(covers.first()).toHaveAttribute('width', '1200')
  await expect(covers.first()).toHaveAttribute('height', '630')
  await expect(covers.first()).toHaveAttribute('loading', 'eager')
  await expect(covers.nth(1)).toHaveAttribute('loading', 'lazy')

  // Newest first: the dates only go back in time.
  const dates = await page.locator('.blog-card time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
  expect(dates).toEqual(dates.toSorted().toReversed())

  await hydrated(page)
  expect(consoleErrors).toEqual([])
  await expectNoAxeViolations(page)
})

test('the blog pages through older articles', async ({ page }) => {
  await page.goto(siteUrl('/blog'))
  const pager = page.getByRole('navigation', { name: 'Blog pages' })
  await expect(pager).toContainText('Page 1 of 2')
  // Once the page's code has run: a tap in the middle of hydration on a busy CI phone run was
  // seen to go nowhere (twice in one run), and this test is about the pager, not that moment.
  await hydrated(page)
  await pager.getByRole('link', { name: 'Older articles' }).click()
  await expect(page).toHaveURL(siteUrl('/blog?page=2'))
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: OLDEST })).toBeVisible()
  await expect(pager).toContainText('Page 2 of 2')
  // Every page of the list has the one canonical address.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl('/blog'))
  await pager.getByRole('link', { name: 'Newer articles' }).click()
  await expect(page).toHaveURL(siteUrl('/blog'))

  // Past the end: the calm empty state, and a way back.
  await page.goto(siteUrl('/blog?page=9'))
  await expect(page.getByText('No data')).toBeVisible()
  await expect(pager.getByRole('link', { name: 'Newer articles' })).toHaveAttribute('href', '/blog?page=2')

  // Nonsense reads as the first page.
  await page.goto(siteUrl('/blog?page=abc'))
  await expect(page.getByRole('heading', { level: 2, name: NEWEST })).toBeVisible()
})

test('an article shows its blocks as text, with Article JSON-LD and sharing tags, accessibly', async ({ page, consoleErrors }) => {
  await page.goto(siteUrl('/blog'))
  await page.getByRole('link', { name: 'Grief has no timetable' }).first().click()
  await expect(page).toHaveURL(siteUrl('/blog/article/101'))

  const main = page.getByRole('main')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grief has no timetable')
  await expect(page).toHaveTitle('Grief has no timetable | Whitfield & Sons Funeral Home')
  await expect(main.locator('time')).toHaveText('October 28, 2026')
  await expect(main).toContainText('Thomas Whitfield')
  await expect(main.getByRole('heading', { level: 2, name: 'What grief can feel like' })).toBeVisible()
  await expect(main.getByRole('listitem').filter({ hasText: 'Tiredness that sleep does not fix' })).toBeVisible()
  await expect(main.locator('blockquote')).toContainText('Grief is the price we pay for love.')
  await expect(main.locator('figcaption')).toContainText('Queen Elizabeth II')
  await expect(main.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog')

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl('/blog/article/101'))
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/media\//)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? 'null')))
  const article = jsonLd.find((d: { '@type'?: string }) => d?.['@type'] === 'Article')
  expect(article).toMatchObject({
    headline: 'Grief has no timetable',
    datePublished: '2026-10-28T14:00:00.000Z',
    author: { name: 'Thomas Whitfield' },
    publisher: { '@type': 'FuneralHome', name: 'Whitfield & Sons Funeral Home' },
  })
  expect(article.image[0]).toMatch(/\/api\/media\//)

  await hydrated(page)
  expect(consoleErrors).toEqual([])
  await expectNoAxeViolations(page)
})

for (const path of ['/blog/article/abc', '/blog/article/999999', '/blog/article/1e2']) {
  test(`${path} is the 404 page`, async ({ page }) => {
    const response = await page.goto(siteUrl(path))
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('404 - Page Not Found')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, we can't find that page")
  })
}

test("another funeral home's article is not found on this host", async ({ page }) => {
  const response = await page.goto(siteUrl('/blog/article/101', 'harbor'))
  expect(response?.status()).toBe(404)
})

test('the blog in preview keeps preview=true on its links', async ({ page }) => {
  // The draft is staff's (decision 037; anonymous previews: private-preview.spec.ts).
  await signInAsStaff(page)
  await page.goto(siteUrl('/blog?preview=true'))
  await expect(page.getByRole('link', { name: NEWEST, exact: true })).toHaveAttribute('href', '/blog/article/107?preview=true')
  await expect(page.getByRole('link', { name: 'Older articles' })).toHaveAttribute('href', '/blog?page=2&preview=true')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})
