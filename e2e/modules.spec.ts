import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { siteUrl } from './support/urls.ts'
import { signInAsStaff } from './support/preview.ts'

const mod = (page: Page, type: string) => page.locator(`[data-module-type="${type}"]`)

const HOMES = [
  { host: 'whitfield', heading: 'Caring for Maple Grove families since 1952', services: 'How we can help', cta: 'Need us now?' },
  { host: 'harbor', heading: 'Honouring lives shaped by the sea', services: 'Farewells by the water', cta: 'We answer day and night' },
] as const

for (const home of HOMES) {
  test(`${home.host}: the home page shows its modules, accessibly`, async ({ page, consoleErrors }) => {
    await page.goto(siteUrl('/', home.host))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading)

    // The hero's background is the LCP: eager, high priority, sized, several widths.
    const heroImage = mod(page, 'hero').locator('img')
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high')
    await expect(heroImage).toHaveAttribute('loading', 'eager')
    await expect(heroImage).toHaveAttribute('srcset', /800w.*1600w/)

    await expect(page.getByRole('heading', { level: 2, name: home.services })).toBeVisible()
    await expect(mod(page, 'services').getByRole('listitem')).toHaveCount(3)

    // Recent obituaries: cards link to the obituary pages, with photo and dates.
    const cards = mod(page, 'recent-obituaries').getByRole('listitem')
    expect(await cards.count()).toBeGreaterThanOrEqual(3)
    const first = cards.first()
    await expect(first.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /^\/obituaries\/\d+\/[a-z0-9-]+$/)
    // A photo is lazy (an obituary may have none: its card then has no picture).
    await expect(mod(page, 'recent-obituaries').locator('li img').first()).toHaveAttribute('loading', 'lazy')
    await expect(first.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
    await expect(mod(page, 'recent-obituaries').getByRole('link', { name: 'View all obituaries' })).toHaveAttribute('href', '/obituaries')

    await expect(mod(page, 'testimonials').locator('blockquote')).toHaveCount(2)
    await expect(page.getByRole('heading', { level: 2, name: home.cta })).toBeVisible()
    await expect(mod(page, 'call-to-action').getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\d+$/)

    await hydrated(page)
    expect(consoleErrors).toEqual([])
    await expectNoAxeViolations(page)
  })
}

test('the home page lists recent obituaries in its server HTML, readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl('/'))
  const links = mod(page, 'recent-obituaries').getByRole('heading', { level: 3 }).getByRole('link')
  await expect(links).toHaveCount(3)
  await expect(links.first()).toBeVisible()
  await context.close()
})

test('an unknown module type is skipped without breaking its page', async ({ page, consoleErrors }) => {
  const response = await page.goto(siteUrl('/', 'harbor'))
  expect(response?.status()).toBe(200)
  await expect(page.locator('[data-module-id="harbor-legacy"]')).toHaveCount(0)
  // The modules before and after it still render.
  await expect(page.locator('[data-module-id="harbor-obituaries"]')).toBeVisible()
  await expect(page.locator('[data-module-id="harbor-testimonials"]')).toBeVisible()
  await hydrated(page)
  expect(consoleErrors).toEqual([])
})

test('preview: the draft-only module shows, and module links keep preview=true', async ({ page }) => {
  // The draft is staff's (decision 037; anonymous previews: private-preview.spec.ts).
  await signInAsStaff(page)
  await page.goto(siteUrl('/?preview=true'))
  await expect(page.getByRole('heading', { level: 2, name: 'Our Riverside reception room has reopened' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'About cremation' })).toHaveAttribute('href', '/services/cremation?preview=true')
  await expect(mod(page, 'recent-obituaries').getByRole('heading', { level: 3 }).getByRole('link').first()).toHaveAttribute(
    'href',
    /\?preview=true$/,
  )
  await page.goto(siteUrl('/'))
  await expect(page.getByRole('heading', { level: 2, name: 'Our Riverside reception room has reopened' })).toHaveCount(0)
})

test('FAQ answers open and close by keyboard', async ({ page, isMobile }) => {
  test.skip(isMobile, 'keyboard operation is a desktop concern')
  await page.goto(siteUrl('/services/pre-planning'))
  const summary = page.locator('summary', { hasText: 'Do I have to pay now?' })
  const details = page.locator('details', { has: summary })
  const answer = details.getByText('No. You can record your wishes without paying anything.', { exact: false })
  await expect(answer).toBeHidden()
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(details).toHaveAttribute('open', '')
  await expect(answer).toBeVisible()
  await page.keyboard.press('Space')
  await expect(answer).toBeHidden()
})

test('FAQ answers open by touch or click too, with no JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl('/about/grief-support', 'harbor'))
  await page.locator('summary', { hasText: 'Who can come?' }).click()
  await expect(page.getByText('Anyone who is grieving', { exact: false })).toBeVisible()
  await context.close()
})

for (const { host, path, names } of [
  { host: 'whitfield', path: '/contact-us', names: ['Elm Street Chapel', 'Riverside Chapel'] },
  { host: 'harbor', path: '/contact', names: ['Harbor Light Chapel', 'Cliffside Reception Hall'] },
] as const) {
  test(`${host}: locations have map links, tel: links and hours; contact offers phone, email and Plan now`, async ({ page }) => {
    await page.goto(siteUrl(path, host))
    const locations = mod(page, 'locations')
    await expect(locations.getByRole('heading', { level: 3 })).toHaveText([...names])
    const firstCard = locations.getByRole('listitem').first()
    await expect(firstCard.getByRole('link', { name: /Map and directions/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=\d+%20/,
    )
    await expect(firstCard.getByRole('link', { name: /Call / })).toHaveAttribute('href', /^tel:\d{10}$/)
    await expect(firstCard.getByText('Monday – Friday')).toBeVisible()

    const contact = mod(page, 'contact')
    await expect(contact.getByRole('link', { name: /^\(555\)/ })).toHaveAttribute('href', /^tel:\d{10}$/)
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:care@/)
    await expect(contact.getByRole('link', { name: 'Plan now' })).toHaveAttribute('href', '/plan-now')
  })
}

/** One page per module type (and each layout in use), both tenants: zero axe violations. */
const PAGES = [
  { host: 'whitfield', path: '/about-us/our-staff', types: ['text', 'staff'] },
  { host: 'whitfield', path: '/about-us/our-history', types: ['text', 'image', 'gallery'] },
  { host: 'whitfield', path: '/services/traditional-funerals', types: ['text', 'services', 'call-to-action'] },
  { host: 'whitfield', path: '/services/pre-planning', types: ['hero', 'text', 'image', 'faq', 'call-to-action'] },
  { host: 'whitfield', path: '/contact-us', types: ['text', 'contact', 'locations'] },
  { host: 'harbor', path: '/about/our-chapel', types: ['text', 'image', 'gallery'] },
  { host: 'harbor', path: '/about/grief-support', types: ['text', 'faq', 'call-to-action'] },
  { host: 'harbor', path: '/services/celebrations-of-life', types: ['text', 'services', 'call-to-action'] },
  { host: 'harbor', path: '/contact', types: ['contact', 'locations'] },
] as const

for (const { host, path, types } of PAGES) {
  test(`${host} ${path}: its modules render, accessibly`, async ({ page, consoleErrors }) => {
    const response = await page.goto(siteUrl(path, host))
    expect(response?.status()).toBe(200)
    for (const type of types) await expect(mod(page, type).first()).toBeVisible()
    // Images below the first module wait until scrolled near; every image has its size.
    for (const img of await page.locator('main img').all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/)
      await expect(img).toHaveAttribute('height', /^\d+$/)
    }
    await hydrated(page)
    expect(consoleErrors).toEqual([])
    await expectNoAxeViolations(page)
  })
}
