import { expect, test, type Page } from '@playwright/test'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { wav } from './support/media-files'
import { hydrated } from './support/page-state'
import { apiSession, DEMO, openSignedIn, practiceCase, signInOnPage, type PracticeCase } from './support/portal'
import { BASE_URL, siteUrl } from './support/urls'

/**
 * Issue 34 §9: long words never widen a page. A 200-character unbroken word (a pasted link, a
 * name with no spaces) typed into a title, a caption, a comment, a memory or a module fits the
 * narrowest phone, 320 px, on the public pages, the portal and the editor.
 */

const PASSWORD = 'long-words-2026'
const NARROW = { width: 320, height: 740 }
/** 200 characters, no space: a pasted link. */
const LINK = `https://example.org/${'a-very-long-address-without-spaces-'.repeat(6)}`.slice(0, 200)
/** The longest name a memory takes (100), unbroken. */
const NAME = 'N'.repeat(100)
const WORD = 'W'.repeat(200)

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(NARROW)
})

const taskPath = (owned: PracticeCase, task: string) => `${owned.path}/task/${task}`

async function publicObituaryPath(owned: PracticeCase): Promise<string> {
  const owner = await apiSession(owned.host, owned.email, PASSWORD)
  try {
    const obituary = (await (await owner.get(`/api/family/cases/${owned.id}/obituary`)).json()) as { id: number; nameSlug: string }
    return `/obituaries/${obituary.id}/${obituary.nameSlug}`
  } finally {
    await owner.dispose()
  }
}

async function shareMemory(page: Page, path: string, text: string) {
  await ownClientAddress(page)
  await page.goto(siteUrl(`${path}/memories`))
  await hydrated(page)
  await page.getByRole('button', { name: 'Write a memory' }).click()
  const form = page.getByRole('form', { name: 'Share a memory' })
  await form.getByLabel('Your name').fill(NAME)
  await form.getByLabel('Your memory').fill(text)
  await form.getByRole('button', { name: 'Share memory' }).click()
  await expect(page.getByText(/Thank you|will appear once/).first()).toBeVisible()
  await expectNoHorizontalOverflow(page)
}

test('a memory with a long name and a pasted link fits the public wall, and the family’s review of it', async ({ page, request }) => {
  test.slow()
  // A wall that publishes at once (the demo's).
  const list = (await (await request.get(new URL('/api/web/obituaries?size=40', BASE_URL).href)).json()) as {
    content: Array<{ id: number }>
  }
  let published: string | undefined
  for (const { id } of list.content) {
    const one = (await (await request.get(new URL(`/api/web/obituaries/${id}`, BASE_URL).href)).json()) as {
      nameSlug: string
      memorialWall?: { open: boolean; moderation: string }
    }
    if (one.memorialWall?.open && one.memorialWall.moderation === 'publish') {
      published = `/obituaries/${id}/${one.nameSlug}`
      break
    }
  }
  expect(published).toBeTruthy()
  await shareMemory(page, published ?? '', `${LINK} ${Date.now()}`)
  await expect(page.locator('.memory').filter({ hasText: LINK }).first()).toBeVisible()
  await page.reload()
  await expect(page.locator('.memory').filter({ hasText: LINK }).first()).toBeVisible()
  await expectNoHorizontalOverflow(page)

  // A wall the family reviews: the held memory on "Review memories".
  const owned = await practiceCase('whitfield', PASSWORD, 'Ada', 'published')
  await shareMemory(page, await publicObituaryPath(owned), LINK)
  await openSignedIn(page, taskPath(owned, 'review-wall-comments'), owned.email, PASSWORD)
  await expect(page.locator('.wall-memory').filter({ hasText: LINK })).toBeVisible()
  await expectNoHorizontalOverflow(page)
})

test('a song with a 200-character title fits the music task', async ({ page }) => {
  test.slow()
  const owned = await practiceCase('whitfield', PASSWORD, 'Iris')
  await openSignedIn(page, taskPath(owned, 'upload-music'), owned.email, PASSWORD)
  await expect(page.locator('.upload-picker').first()).toHaveAttribute('data-live', '')
  await page.getByLabel('Choose songs').setInputFiles([wav(`${'x'.repeat(60)}.wav`, 1, 440)])
  await page.getByRole('textbox', { name: /^Title for / }).fill(LINK)
  await expectNoHorizontalOverflow(page)
  await page.getByRole('button', { name: 'Upload 1 song' }).click()
  const music = page.getByRole('region', { name: /Music for the service/ })
  await expect(music.getByText(LINK, { exact: true }).first()).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await page.reload()
  await hydrated(page)
  await expect(music.getByText(LINK, { exact: true }).first()).toBeVisible()
  await expectNoHorizontalOverflow(page)
})

test('the obituary’s words and a comment with long words fit the obituary review', async ({ page }) => {
  test.slow()
  const owned = await practiceCase('whitfield', PASSWORD, 'Ada', 'draft')
  await openSignedIn(page, taskPath(owned, 'review-obituary'), owned.email, PASSWORD)
  const words = page.getByLabel("The obituary's words")
  await words.fill(`${await words.inputValue()}\n\n${WORD} ${LINK}`)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.locator('.review-obituary__preview')).toContainText(WORD)
  await expectNoHorizontalOverflow(page)
})

test('a module heading of 200 unbroken characters fits the editor', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one narrow window is enough for the editor')
  await page.goto(siteUrl(`/studio/editor?page=${encodeURIComponent('/services/burial-at-sea')}`, 'harbor'))
  await expect(page).toHaveURL(/\/family-portal\/login/)
  await hydrated(page)
  await signInOnPage(page, DEMO.staff.harbor, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the site' })).toBeVisible()
  await page
    .getByRole('button', { name: /^Text / })
    .first()
    .click()
  await page.getByLabel('Heading', { exact: true }).fill(WORD)
  await expect(page.getByLabel('Heading', { exact: true })).toHaveValue(WORD)
  // The module's row in the host names the module by its heading: the long word is there too.
  await expect(page.getByRole('button', { name: new RegExp(`^Text ${WORD.slice(0, 40)}`) }).first()).toBeVisible()
  await expectNoHorizontalOverflow(page)
})
