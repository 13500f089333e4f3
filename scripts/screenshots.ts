/**
 * Screenshots of the demo for the README (issue 14): home, an obituary and a checkout page of both
 * funeral homes at 390 px (phone) and 1280 px (desktop), one viewport high, into docs/screenshots/.
 *
 *   BASE_URL=http://localhost:8787 npm run screenshots   (node scripts/screenshots.ts with the project's Node 24)
 *
 * Runs against any running server (a production build is what the README shows: `npm start`).
 * Tenancy is by host name, so the second home is the same port on harbor.localhost.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8787'
const OUT_DIR = 'docs/screenshots'
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const HOMES = [
  { key: 'whitfield', host: 'localhost' },
  { key: 'harbor', host: 'harbor.localhost' },
] as const
const VIEWPORTS = [
  { key: 'phone', width: 390, height: 844, isMobile: true },
  { key: 'desktop', width: 1280, height: 800, isMobile: false },
] as const

const OBITUARY_PAGE = /^\/obituaries\/\d+\/[^/?#]+$/
const PRODUCT_PAGE = /\/shop\/product\/\d+$/

function urlOn(host: string, path: string): string {
  const url = new URL(path, BASE_URL)
  url.hostname = host
  return url.href
}

/**
 * The page as a visitor sees it once it settled: loaded, hydrated, fonts in. A server answer of 5xx
 * is tried again twice (a busy machine's upstream can time out once); anything else that is not OK stops.
 */
async function open(page: Page, url: string, attempt = 1): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 90_000 })
  const status = response?.status() ?? 0
  if (status >= 500 && attempt < 3) return open(page, url, attempt + 1)
  if (!response?.ok()) throw new Error(`${url} answered ${status || 'nothing'}`)
  await page.waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 60_000 })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** The first link on the page whose path matches, or an error naming what was missing. */
async function firstLink(page: Page, pattern: RegExp, what: string): Promise<string> {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const href = hrefs.map((h) => h.split(/[?#]/)[0] ?? '').find((h) => pattern.test(h))
  if (!href) throw new Error(`No ${what} link on ${page.url()}`)
  return href
}

/** The pages to show for one home: Whitfield's known obituary; Harbor's first in its list; a product's checkout in that obituary's shop. */
async function pagesOf(page: Page, home: (typeof HOMES)[number]): Promise<Record<string, string>> {
  let obituary = '/obituaries/1001/harold-brandt'
  if (home.key !== 'whitfield') {
    await open(page, urlOn(home.host, '/obituaries'))
    obituary = await firstLink(page, OBITUARY_PAGE, 'obituary')
  }
  await open(page, urlOn(home.host, `${obituary}/shop`))
  const product = await firstLink(page, PRODUCT_PAGE, 'product')
  return { home: '/', obituary, checkout: `${product}/checkout` }
}

/** A smaller PNG (palette, best compression) when sharp is at hand; the browser's PNG otherwise. */
async function compress(png: Buffer): Promise<Buffer> {
  try {
    const { default: sharp } = await import('sharp')
    return await sharp(png).png({ compressionLevel: 9, palette: true, quality: 90, effort: 8 }).toBuffer()
  } catch {
    return png
  }
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  try {
    for (const home of HOMES) {
      const finder = await browser.newPage()
      const pages = await pagesOf(finder, home)
      await finder.close()
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.isMobile,
          hasTouch: viewport.isMobile,
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
        })
        const page = await context.newPage()
        for (const [name, path] of Object.entries(pages)) {
          await open(page, urlOn(home.host, path))
          const file = `${OUT_DIR}/${home.key}-${name}-${viewport.width}.png`
          writeFileSync(file, await compress(await page.screenshot({ animations: 'disabled' })))
          console.log(`${file}  ${path}`)
        }
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
}

await main()
