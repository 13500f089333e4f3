import { expect, test } from '@playwright/test'
import { siteUrl } from './support/urls.ts'

// Server redirects (spec §2): looked up by path on every navigation; an absolute target leaves the site.

test('a relative redirect lands on its page within the site', async ({ page }) => {
  const response = await page.goto(siteUrl('/staff'))
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe('/about-us/our-staff')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('an absolute redirect leaves the site for its target', async ({ request }) => {
  const response = await request.get(siteUrl('/livestream'), { maxRedirects: 0 })
  expect([301, 302, 307, 308]).toContain(response.status())
  expect(response.headers().location).toBe('https://www.youtube.com/@whitfieldandsons/streams')
})

test('a temporary redirect is not permanent, a permanent one is', async ({ request }) => {
  expect([302, 307]).toContain((await request.get(siteUrl('/condolences'), { maxRedirects: 0 })).status())
  expect([301, 308]).toContain((await request.get(siteUrl('/staff'), { maxRedirects: 0 })).status())
})
