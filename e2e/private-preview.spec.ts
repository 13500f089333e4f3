import { expect, test, type Page } from '@playwright/test'
import { hydrated } from './support/page-state'
import { expiredPreviewHref, previewLink, signInAsStaff } from './support/preview'
import { siteUrl } from './support/urls'

/** Private previews (issue 21 item 5, decision 037): the draft is staff's, or a signed link's. */

const APPROVED_HERO = 'Caring for Maple Grove families since 1952'
const DRAFT_HERO = 'Caring for Maple Grove families for over seventy years'

async function expectHero(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text)
}

test('an anonymous visitor with ?preview=true sees the approved site, and its links leave preview', async ({ page }) => {
  const response = await page.goto(siteUrl('/?preview=true'))
  expect(response?.status()).toBe(200)
  expect(response?.headers()['x-robots-tag']).toBe('noindex')
  await expectHero(page, APPROVED_HERO)
  await expect(page.locator('.site')).toHaveAttribute('data-context', 'approved')
  await expect(page.locator('.site-brand')).toHaveAttribute('href', '/')
  await expect(page.getByText('Sorry, we can')).toHaveCount(0)
})

test('signed-in staff see the draft, and stay in preview from page to page', async ({ page }) => {
  await signInAsStaff(page)
  await page.goto(siteUrl('/?preview=true'))
  await expectHero(page, DRAFT_HERO)
  await expect(page.locator('.site-brand')).toHaveAttribute('href', '/?preview=true')
  // Without preview=true staff see the approved site like everyone.
  await page.goto(siteUrl('/'))
  await expectHero(page, APPROVED_HERO)
})

test('a signed preview link opened in a fresh browser shows the draft, and its links keep the token', async ({ browser }) => {
  const { href, token } = await previewLink('/')
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const response = await page.goto(siteUrl(href))
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    await expectHero(page, DRAFT_HERO)
    await hydrated(page)
    const brand = page.locator('.site-brand')
    await expect(brand).toHaveAttribute('href', `/?preview=true&previewToken=${token}`)
    // On to another page: still the draft, the token still in the address.
    await page.goto(siteUrl(`/obituaries?preview=true&previewToken=${token}`))
    await expect(page.locator('.site')).toHaveAttribute('data-context', 'draft')
    await brand.click()
    await expect(page).toHaveURL(new RegExp(`previewToken=${token}`))
    await expectHero(page, DRAFT_HERO)
  } finally {
    await context.close()
  }
})

test('an expired or tampered preview link shows the approved site, not an error', async ({ browser }) => {
  const { href, token } = await previewLink('/')
  const tampered = href.replace(token, `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    for (const link of [await expiredPreviewHref('/'), tampered]) {
      const response = await page.goto(siteUrl(link))
      expect(response?.status()).toBe(200)
      await expectHero(page, APPROVED_HERO)
      await expect(page.locator('.site')).toHaveAttribute('data-context', 'approved')
    }
  } finally {
    await context.close()
  }
})
