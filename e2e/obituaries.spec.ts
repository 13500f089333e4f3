import type { APIRequestContext } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { ownClientAddress } from './support/client-address.ts'
import { jpeg } from './support/media-files.ts'
import { BASE_URL, onHost, siteUrl } from './support/urls.ts'

// A shared dev machine is slow, and axe on a whole page takes a while.
test.describe.configure({ timeout: 240_000 })

type Wall = { open: boolean; moderation: 'review' | 'publish'; allowPhotos: boolean }
type Found = { id: number; nameSlug: string; firstName: string; fullName: string; memorialWall: Wall }

/** A published obituary of Whitfield & Sons whose memorial wall is set up as asked (read from the api). */
async function findObituary(request: APIRequestContext, wanted: (wall: Wall) => boolean): Promise<Found> {
  const list = await request.get(new URL('/api/web/obituaries?size=40', BASE_URL).href)
  expect(list.ok()).toBe(true)
  const { content } = (await list.json()) as { content: Array<{ id: number }> }
  for (const { id } of content) {
    const answer = await request.get(new URL(`/api/web/obituaries/${id}`, BASE_URL).href)
    if (!answer.ok()) continue
    const one = (await answer.json()) as Found
    if (one.memorialWall && wanted(one.memorialWall)) return one
  }
  throw new Error('no such obituary in the demo data')
}

const HAROLD = '/obituaries/1001/harold-brandt'
/** The product's one offline sentence (src/lib/problem-sentence.ts SEEMS_OFFLINE). */
const SEEMS_OFFLINE = 'Your device seems to be offline, so nothing was changed. Please check your connection and try again.'

test('search finds a loved one by name, and says so when nothing matches', async ({ page, consoleErrors }) => {
  const response = await page.goto(siteUrl('/obituaries'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obituaries')
  const results = page.getByRole('list', { name: 'Obituaries' }).getByRole('listitem')
  await expect(results).toHaveCount(12)
  // Thumbnails are sized; the first row at once, the rest lazily.
  const photos = page.locator('.obituary-result__photo')
  await expect(photos.first()).toHaveAttribute('width', /\d+/)
  await expect(photos.first()).toHaveAttribute('loading', 'eager')
  await expect(photos.nth(5)).toHaveAttribute('loading', 'lazy')
  await hydrated(page)
  await expectNoAxeViolations(page)

  // The form is a plain GET form: the result is a shareable address.
  await page.getByLabel('Name').fill('Harold')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(siteUrl('/obituaries?query=Harold'))
  await expect(results).toHaveCount(1)
  await expect(results.first().getByRole('link', { name: 'Harold Eugene Brandt' })).toHaveAttribute('href', HAROLD)
  await expect(page.getByLabel('Name')).toHaveValue('Harold')

  await page.goto(siteUrl('/obituaries?query=Nobodyofthisname'))
  await expect(page.getByText('No matching data')).toBeVisible()
  await expectNoAxeViolations(page)

  // A date range and a location go in the address too.
  await page.goto(siteUrl('/obituaries?from=2026-11-19&to=2026-11-21&locationId=102'))
  await expect(results.first()).toContainText('Riverside Chapel')
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('102')
  expect(consoleErrors).toEqual([])
})

test('a non-numeric id is a 404 Page Not Found; a wrong name or an id with leading zeros is a 301 to the canonical address', async ({
  page,
  request,
}) => {
  const response = await page.goto(siteUrl('/obituaries/abc/harold-brandt'))
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found')).toBeVisible()
  await expectNoAxeViolations(page)

  const unknown = await page.goto(siteUrl('/obituaries/99999/nobody'))
  expect(unknown?.status()).toBe(404)

  const moved = await request.get(new URL('/obituaries/1001/harold', BASE_URL).href, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(new URL(moved.headers().location ?? '', BASE_URL).pathname).toBe(HAROLD)
  // The same obituary written with leading zeros is not its address either.
  const zeros = await request.get(new URL('/obituaries/01001/harold-brandt', BASE_URL).href, { maxRedirects: 0 })
  expect(zeros.status()).toBe(301)
  expect(new URL(zeros.headers().location ?? '', BASE_URL).pathname).toBe(HAROLD)
  // A tab keeps its place under the right name (on the other funeral home, by its Host).
  const [tabUrl, onHarbor] = onHost('/obituaries/2001/wrong-name/photos', 'harbor')
  const tab = await request.get(tabUrl, { ...onHarbor, maxRedirects: 0 })
  expect(tab.status()).toBe(301)
  expect(tab.headers().location).toMatch(/\/obituaries\/2001\/[a-z-]+\/photos$/)
})

test('the obituary page: photo, dates, text, services in the funeral home’s time, calendar file, sharing tags', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto(siteUrl(HAROLD))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Harold Eugene Brandt Obituary | Whitfield & Sons Funeral Home')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harold Eugene Brandt')
  await expect(page.locator('.obituary-header__dates')).toHaveText('February 11, 1936 – November 21, 2026')
  const photo = page.locator('.obituary-header__photo')
  await expect(photo).toHaveAttribute('fetchpriority', 'high')
  await expect(photo).toHaveAttribute('loading', 'eager')
  await expect(photo).toHaveAttribute('width', '600')
  await expect(page.locator('.obituary-text p').first()).toContainText('died at home with his family beside him')

  const tabs = page.getByRole('navigation', { name: 'Obituary sections' })
  await expect(tabs.getByRole('link', { name: 'Obituary' })).toHaveAttribute('aria-current', 'page')
  for (const name of [/Photos/, /Memories/, 'Memorial video', 'Shop']) await expect(tabs.getByRole('link', { name })).toBeVisible()

  const visitation = page.locator('.service-event').first()
  await expect(visitation.getByRole('heading', { level: 3 })).toHaveText('Visitation')
  await expect(visitation).toContainText('Thursday, November 26, 2026')
  await expect(visitation).toContainText('4:00 PM – 7:00 PM CST')
  await expect(visitation.getByRole('link', { name: /Map and directions/ })).toHaveAttribute('href', /google\.com\/maps/)
  const ics = visitation.getByRole('link', { name: /Add to calendar/ })
  await expect(ics).toHaveAttribute('download', 'visitation-harold-brandt.ics')
  const href = (await ics.getAttribute('href')) ?? ''
  const file = decodeURIComponent(href.slice(href.indexOf(',') + 1))
  expect(href.startsWith('data:text/calendar')).toBe(true)
  expect(file).toContain('DTSTART:20261126T220000Z')
  expect(file).toContain('DTEND:20261127T010000Z')
  expect(file).toMatch(/UID:service-10011-obituary-1001@/)
  await expect(page.getByRole('link', { name: /Watch the livestream/ })).toHaveAttribute('href', /^https:\/\/live\./)

  // Sharing: Open Graph and Twitter with the photo, JSON-LD Person and Events.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/localhost(:\d+)?\/api\/media\//)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Harold Eugene Brandt, 90, of Maple Grove/)
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const items = jsonLd.map((t) => JSON.parse(t) as Record<string, unknown>)
  expect(items.find((i) => i['@type'] === 'Person')).toMatchObject({
    name: 'Harold Eugene Brandt',
    birthDate: '1936-02-11',
    deathDate: '2026-11-21',
  })
  expect(items.find((i) => i['@type'] === 'Event')).toMatchObject({ startDate: '2026-11-26T16:00:00-06:00' })

  await hydrated(page)
  expect(consoleErrors).toEqual([])
  await expectNoAxeViolations(page)

  // Without a share sheet (desktop Chromium), Share copies the link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
  await page.getByRole('button', { name: 'Share' }).click()
  // Said beside the button, where the person is looking (issue 14).
  await expect(page.locator('.obituary-share output')).toHaveText('Link copied')
})

test('the obituary reads completely without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl(HAROLD))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harold Eugene Brandt')
  await expect(page.locator('.service-event')).toHaveCount(3)
  await expect(page.locator('.obituary-text p')).not.toHaveCount(0)
  await context.close()
})

test('photos: a gallery and a lightbox worked by keyboard', async ({ page, consoleErrors }) => {
  await page.goto(siteUrl(`${HAROLD}/photos`))
  const thumbs = page.locator('.photo-grid__link')
  await expect(thumbs).toHaveCount(9)
  await expect(thumbs.first()).toHaveAttribute('href', /^\/api\/media\//)
  await expect(page.locator('.photo-grid__image').first()).toHaveAttribute('height', /\d+/)
  await hydrated(page)

  await thumbs.nth(1).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('.lightbox__status')).toHaveText('Photo 2 of 9')
  await page.keyboard.press('ArrowRight')
  await expect(dialog.locator('.lightbox__status')).toHaveText('Photo 3 of 9')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.locator('.lightbox__status')).toHaveText('Photo 9 of 9')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(thumbs.nth(1)).toBeFocused()
  // Open again (Enter on the focused thumbnail) for axe with the lightbox open; axe finishes its
  // run in a page of its own, which takes the window's focus, so this comes last.
  await page.keyboard.press('Enter')
  await expect(dialog.locator('.lightbox__status')).toHaveText('Photo 2 of 9')
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expectNoAxeViolations(page)
  expect(consoleErrors).toEqual([])
})

test('memories are listed newest first, and the video plays with captions', async ({ page }) => {
  await page.goto(siteUrl(`${HAROLD}/memories`))
  await expect(page.getByRole('heading', { level: 2, name: 'Memories' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Memories' }).getByRole('listitem')).not.toHaveCount(0)
  const dates = await page.locator('.memory time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
  expect(dates).toEqual(dates.toSorted().toReversed())
  await hydrated(page)
  await expectNoAxeViolations(page)

  await page.goto(siteUrl(`${HAROLD}/memorial-video`))
  const video = page.locator('video')
  await expect(video).toHaveAttribute('preload', 'metadata')
  await expect(video).toHaveAttribute('poster', /\/api\/media\//)
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'en')
  await expectNoAxeViolations(page)

  // No video yet: a calm note on an ordinary page.
  const none = await page.goto(siteUrl('/obituaries/1002/evelyn-kowalski/memorial-video'))
  expect(none?.status()).toBe(200)
  await expect(page.getByText('No memorial video yet')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a memory on a wall the family reviews is held, with their message', async ({ page, request, visit }) => {
  await ownClientAddress(page)
  const obituary = await findObituary(request, (w) => w.open && w.moderation === 'review')
  await visit(siteUrl(`/obituaries/${obituary.id}/${obituary.nameSlug}/memories`))
  const form = page.getByRole('form', { name: 'Share a memory' })
  // The form loads when asked for, and the first field takes the focus.
  await expect(form).toHaveCount(0)
  await page.getByRole('button', { name: 'Write a memory' }).click()
  await expect(form.getByLabel('Your name')).toBeFocused()
  // Nothing typed is lost when the form is not complete.
  await form.getByLabel('Your name').fill('A. Neighbor')
  await form.getByRole('button', { name: 'Share memory' }).click()
  await expect(form.getByText('This field is required')).toBeVisible()
  await expect(form.getByLabel('Your name')).toHaveValue('A. Neighbor')
  await form.getByLabel('Your memory').fill(`Held memory ${Date.now()}`)
  await form.getByRole('button', { name: 'Share memory' }).click()
  // The thank-you is beside the button that was used, in view and focused (not above an emptied form).
  const thanks = page.getByText(/will appear once they have reviewed it/)
  await expect(thanks).toBeVisible()
  await expect(thanks).toBeInViewport()
  await expect(thanks).toBeFocused()
  await expect(form.getByLabel('Your memory')).toHaveValue('')
  await expectNoAxeViolations(page)
})

test('a half-written memory is kept over a reload, and forgotten once shared', async ({ page, request, visit }) => {
  await ownClientAddress(page)
  const obituary = await findObituary(request, (w) => w.open && w.moderation === 'review')
  await visit(siteUrl(`/obituaries/${obituary.id}/${obituary.nameSlug}/memories`))
  const form = page.getByRole('form', { name: 'Share a memory' })
  await page.getByRole('button', { name: 'Write a memory' }).click()
  await form.getByLabel('Your name').fill('Kept Neighbor')
  await form.getByLabel('Your memory').fill('We met at the county fair')
  // After the reload the form opens by itself to show what was kept.
  await page.reload()
  await hydrated(page)
  await expect(form.getByLabel('Your name')).toHaveValue('Kept Neighbor')
  await expect(form.getByLabel('Your memory')).toHaveValue('We met at the county fair')
  await form.getByRole('button', { name: 'Share memory' }).click()
  await expect(page.getByText(/will appear once they have reviewed it/)).toBeVisible()
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('button', { name: 'Write a memory' })).toBeVisible()
  await expect(form).toHaveCount(0)
})

test('choosing a tab keeps the page in place and moves focus to the new content’s heading', async ({ page, visit }) => {
  await visit(siteUrl(HAROLD))
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page
    .getByRole('navigation', { name: 'Obituary sections' })
    .getByRole('link', { name: /^Photos/ })
    .press('Enter')
  await expect(page).toHaveURL(siteUrl(`${HAROLD}/photos`))
  await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeFocused()
  // A router navigation, not a reload: the header and tabs stayed.
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  await page.getByRole('navigation', { name: 'Obituary sections' }).getByRole('link', { name: /^Shop/ }).press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Send sympathy flowers' })).toBeFocused()
  await page.getByRole('list', { name: 'Sympathy products' }).getByRole('link').first().press('Enter')
  await expect(page).toHaveURL(/\/shop\/product\/\d+$/)
  await expect(page.locator('.shop-product h2')).toBeFocused()
})

test('a 60-letter word answers No matching data with what to try; a reversed date range says so beside the dates', async ({
  page,
  visit,
}) => {
  const long = await page.goto(siteUrl(`/obituaries?query=${'a'.repeat(60)}`))
  expect(long?.status()).toBe(200)
  await expect(page.getByText('No matching data')).toBeVisible()
  await expect(page.getByRole('link', { name: 'clearing all filters' })).toHaveAttribute('href', '/obituaries')

  const reversed = await page.goto(siteUrl('/obituaries?from=2026-06-01&to=2026-01-01'))
  expect(reversed?.status()).toBe(200)
  await expect(page.getByLabel('Died on or before')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Must be on or after the start date')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Obituaries' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Typed the wrong way round: refused before anything is sent.
  await visit(siteUrl('/obituaries'))
  await page.getByLabel('Died on or after').fill('2026-11-21')
  await page.getByLabel('Died on or before').fill('2026-11-01')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('Must be on or after the start date')).toBeVisible()
  await expect(page.getByLabel('Died on or before')).toBeFocused()
  await expect(page).toHaveURL(siteUrl('/obituaries'))
})

test('a memory on a wall that publishes appears at once, its HTML shown as text', async ({ page, request, visit }) => {
  await ownClientAddress(page)
  const obituary = await findObituary(request, (w) => w.open && w.moderation === 'publish')
  await visit(siteUrl(`/obituaries/${obituary.id}/${obituary.nameSlug}/memories`))
  const text = `<b>Always</b> smiling ${Date.now()}`
  const form = page.getByRole('form', { name: 'Share a memory' })
  // The "Share a memory of …" link opens the form too.
  await page.getByRole('link', { name: `Share a memory of ${obituary.firstName}` }).click()
  await expect(form.getByLabel('Your name')).toBeFocused()
  await form.getByLabel('Your name').fill('Old Friend')
  await form.getByLabel('Your memory').fill(text)
  await form.getByRole('button', { name: 'Share memory' }).click()
  await expect(page.getByText('Thank you. Your memory has been shared.')).toBeVisible()
  const posted = page.locator('.memory').filter({ hasText: text })
  await expect(posted).toHaveCount(1)
  await expect(posted.locator('.memory__text')).toHaveText(text)
  await expect(posted.locator('b')).toHaveCount(0)
  // And after a reload (SSR), still as text.
  await page.reload()
  await expect(page.locator('.memory__text').filter({ hasText: text })).toHaveText(text)
  await expectNoAxeViolations(page)
})

test('a memory photo: a truncated JPEG is refused before it is sent, beside the field; a whole one is shown from the device and attached by its token', async ({
  page,
  request,
  visit,
}) => {
  await ownClientAddress(page)
  const obituary = await findObituary(request, (w) => w.open && w.moderation === 'publish' && w.allowPhotos)
  const sent: { path: string; body: string }[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST') sent.push({ path: new URL(r.url()).pathname, body: r.postDataBuffer()?.toString('latin1') ?? '' })
  })
  await visit(siteUrl(`/obituaries/${obituary.id}/${obituary.nameSlug}/memories`))
  await page.getByRole('button', { name: 'Write a memory' }).click()
  const form = page.getByRole('form', { name: 'Share a memory' })
  const picker = form.getByLabel('Add a photo (optional)')
  await picker.setInputFiles([jpeg('picnic.jpg', 320, 240, 70, { cutBy: 30 })])
  await expect(
    form.getByText('This picture cannot be shown: the file is damaged or incomplete. Please choose another copy of it.'),
  ).toBeVisible()
  await expect(form.getByText('picnic.jpg (not added)')).toBeVisible()
  await expect(picker).toHaveAttribute('aria-invalid', 'true')
  expect(sent.filter((r) => r.path.endsWith('/memories/photo'))).toEqual([])
  await expectNoAxeViolations(page)

  // A photo whose connection drops says the product's one offline sentence beside the field (issue 34 §4).
  await page.route('**/memories/photo', (route) => route.abort('failed'), { times: 1 })
  await picker.setInputFiles([jpeg('picnic-lost.jpg', 320, 240, 72)])
  await expect(form.getByText(SEEMS_OFFLINE)).toBeVisible()
  await expectNoAxeViolations(page)

  await picker.setInputFiles([jpeg('picnic-whole.jpg', 320, 240, 71)])
  const preview = form.getByRole('img', { name: 'Added to your memory: picnic-whole.jpg' })
  await expect(preview).toBeVisible()
  // Drawn from the visitor's own file: the upload stays private until the memory is approved.
  await expect(preview).toHaveAttribute('src', /^blob:/)
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320)
  const text = `At the picnic ${Date.now()}`
  await form.getByLabel('Your name').fill('Old Friend')
  await form.getByLabel('Your memory').fill(text)
  await form.getByRole('button', { name: 'Share memory' }).click()
  await expect(page.getByText('Thank you. Your memory has been shared.')).toBeVisible()
  const post = sent.find((r) => r.path.endsWith('/memories'))
  expect(JSON.parse(post?.body ?? '{}')).toMatchObject({ photoToken: expect.stringMatching(/^[0-9a-f]{64}$/) })
  expect(post?.body).not.toContain('photoMediaId')
  await expect(page.locator('.memory').filter({ hasText: text }).getByRole('img')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a closed wall shows a calm note instead of the form', async ({ page, request }) => {
  const obituary = await findObituary(request, (w) => !w.open)
  await page.goto(siteUrl(`/obituaries/${obituary.id}/${obituary.nameSlug}/memories`))
  await expect(page.getByText('The family has closed this memorial wall to new memories.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Share memory' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Write a memory' })).toHaveCount(0)
})
