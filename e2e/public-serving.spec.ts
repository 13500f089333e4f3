import { expect, test, type Page } from '@playwright/test'
import { BASE_URL, siteUrl, type HOSTS } from './support/urls'

/**
 * Issue 15: what a public page costs the browser after the server rendered it. The only api call a
 * public page makes is the spec's startup redirect list (spec §2); everything else SSR delivered.
 * And local serving compresses like the edge, so local measurements are honest.
 */

const REDIRECTS = '/api/web/redirects'

const PUBLIC_PAGES: Array<{ label: string; path: string; host?: keyof typeof HOSTS }> = [
  { label: 'home', path: '/' },
  { label: 'home (Harbor Light)', path: '/', host: 'harbor' },
  { label: 'content page', path: '/about-us/our-staff' },
  { label: 'blog list', path: '/blog' },
  { label: 'blog article', path: '/blog/article/107' },
  { label: 'legal page', path: '/privacy-policy' },
  { label: 'obituary search', path: '/obituaries' },
  { label: 'obituary', path: '/obituaries/1001/harold-brandt' },
  { label: 'obituary photos', path: '/obituaries/1001/harold-brandt/photos' },
  { label: 'obituary memories', path: '/obituaries/1001/harold-brandt/memories' },
  { label: 'memorial video', path: '/obituaries/1001/harold-brandt/memorial-video' },
]

/** The api calls the page's code makes from now on (fetch and XHR: images of /api/media are not calls), as `METHOD /path?query`. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    const byCode = request.resourceType() === 'fetch' || request.resourceType() === 'xhr'
    if (byCode && url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  return calls
}

/**
 * Loads `path` and waits until the page is live: hydrated (the startup redirect list is asked for
 * once it is), then the window regains focus (where a query client could refetch), and the network
 * has gone quiet.
 */
async function loadAndSettle(page: Page, url: string): Promise<void> {
  const redirects = page.waitForResponse((response) => new URL(response.url()).pathname === REDIRECTS)
  await page.goto(url)
  await redirects
  await page.evaluate(() => {
    window.dispatchEvent(new Event('focus'))
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await page.waitForLoadState('networkidle')
}

for (const { label, path, host } of PUBLIC_PAGES) {
  test(`${label}: the browser asks the api for the redirect list only`, async ({ page }) => {
    const calls = recordApiCalls(page)
    await loadAndSettle(page, siteUrl(path, host))
    expect(calls).toEqual([`GET ${REDIRECTS}`])
    // Issue 15 point 5: no render-blocking request beyond one stylesheet; no stylesheet arrives later either.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
    expect(await page.locator('script[src]:not([async]):not([defer]):not([type="module"])').count()).toBe(0)
  })
}

test('a navigation asks only for its own page: the shell the page came with is kept', async ({ page }) => {
  const calls = recordApiCalls(page)
  await loadAndSettle(page, siteUrl('/obituaries/1001/harold-brandt'))
  // The obituary's tabs are the router's links (site links load whole pages).
  await page
    .getByRole('navigation', { name: 'Obituary sections' })
    .getByRole('link', { name: /^Photos/ })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The spec's lookup for the new path and the tab's own photos (on hover or on the click), after
  // the startup list; never the site's render context again.
  expect(calls).toContain(`GET ${REDIRECTS}?path=%2Fobituaries%2F1001%2Fharold-brandt%2Fphotos`)
  expect(calls).toContain('GET /api/web/obituaries/1001/photos?page=0&size=60')
  expect(calls.filter((call) => call.includes('render-context'))).toEqual([])
  expect(calls.filter((call) => call === `GET ${REDIRECTS}`)).toHaveLength(1)
})

test('under a slow CPU, hydration still fetches nothing SSR delivered', async ({ page, browserName }, testInfo) => {
  test.skip(
    browserName !== 'chromium' || testInfo.project.name !== 'desktop',
    'CPU throttling is a Chromium DevTools feature; once is enough',
  )
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const calls = recordApiCalls(page)
  await loadAndSettle(page, siteUrl('/'))
  expect(calls).toEqual([`GET ${REDIRECTS}`])
})

test('local serving compresses text per Accept-Encoding, as the edge does', async ({ request }) => {
  const html = await request.get(new URL('/', BASE_URL).href, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(html.headers()['content-encoding']).toBe('gzip')
  const script = /\/assets\/[^"]+\.js/.exec(await html.text())?.[0]
  expect(script).toBeTruthy()
  const js = await request.get(new URL(script ?? '', BASE_URL).href, { headers: { 'Accept-Encoding': 'br' } })
  expect(js.headers()['content-encoding']).toBe('br')
  // Asked for nothing else, it sends the bytes as they are.
  const plain = await request.get(new URL('/', BASE_URL).href, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(await plain.text()).toContain('<html')
})

test('the largest paint is announced early: a Link preload header for the home page’s hero and an obituary’s portrait', async ({
  page,
}) => {
  const home = await page.goto(siteUrl('/'))
  const heroSrc = await page.locator('.hero-banner__image').first().getAttribute('src')
  expect(home?.headers().link).toContain(`<${heroSrc}>; rel=preload; as=image; fetchpriority=high`)
  const obituary = await page.goto(siteUrl('/obituaries/1001/harold-brandt'))
  const portrait = await page.locator('.obituary-header__photo').getAttribute('src')
  expect(obituary?.headers().link).toBe(`<${portrait}>; rel=preload; as=image; fetchpriority=high`)
})

test('a page asks for its code once it has painted, then comes alive (decision 029)', async ({ page }) => {
  const served = await page.goto(siteUrl('/'))
  const html = (await served?.text()) ?? ''
  // Start's tags are replaced by the loader: nothing of the code is fetched alongside the first paint.
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/)
  expect(html).not.toMatch(/<script[^>]*type="module"[^>]*src=/)
  // Hydrated: Start's entry took its data scripts' buffer and removed it.
  await page.waitForFunction(() => !('$_TSR' in window))
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    const code = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
    return { paint: paint?.startTime, firstCodeRequest: Math.min(...code.map((entry) => entry.startTime)), scripts: code.length }
  })
  expect(timing.paint).toBeDefined()
  expect(timing.scripts).toBeGreaterThan(0)
  expect(timing.firstCodeRequest).toBeGreaterThanOrEqual(timing.paint ?? Infinity)
})
