import { expect, test } from '@playwright/test'
import { todayIn } from '#core/zoned-time.ts'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { png } from './support/media-files'
import { hydrated } from './support/page-state'
import { apiSession, DEMO, openSignedIn, practiceCase, signInOnPage } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * The obituary desk (issue 38 point 1), desktop and phone: a director starts an obituary from the
 * family's details (a reload keeps the draft typed), sends it, the family edits and approves it in
 * their review task, their edit and approval come back to the editor, the director schedules it
 * for tomorrow on the home's clock, and it appears on the public site when the scheduler's clock
 * (the local-only trigger, the test's "now") reaches that time. Each run opens a practice case.
 */

const PASSWORD = 'studio-obituaries-test-2026'
const HOME_ZONE = 'America/Chicago'

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

/** The practice case whose obituary the test publishes: taken off the public site after, so the home's other tests see the demo's own. */
let published: number | undefined
test.afterEach(async () => {
  if (published === undefined) return
  const staff = await apiSession('whitfield', DEMO.director.whitfield, DEMO.staffPassword)
  try {
    // Not asserted: a run that stopped before publishing has nothing to take off.
    await staff.post(`/api/staff/cases/${published}/obituary/unpublish`)
  } finally {
    published = undefined
    await staff.dispose()
  }
})

test('a director drafts from the family’s details, the family edits and approves, and the scheduled obituary goes public at its time', async ({
  page,
  browser,
}) => {
  test.slow()
  const own = await practiceCase('whitfield', PASSWORD, 'Opal')
  published = own.id
  // The family's personal details (the add-details task), as they would save them.
  const family = await apiSession('whitfield', own.email, PASSWORD)
  const details = {
    firstName: 'Opal',
    lastName: 'Practice',
    birthDate: '1939-08-14',
    birthPlace: 'Peoria, Illinois',
    deathDate: '2026-11-28',
    occupation: 'a nurse',
  }
  expect((await family.post(`/api/family/cases/${own.id}/case-details`, { data: details })).status()).toBe(200)
  await family.dispose()

  const path = `/studio/cases/${own.id}/obituary`
  await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: path })}`))
  await hydrated(page)
  await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Obituary of Opal Practice' })).toBeVisible()
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'The case of Opal Practice' })
  await expect(nav.getByRole('link', { name: 'Obituary' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('Not started', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // The first draft from the family's details; a reload keeps it before it is saved.
  const editor = page.getByRole('form', { name: 'The obituary' })
  await editor.getByRole('button', { name: 'Start from the family’s details' }).click()
  const words = editor.getByLabel('The words')
  await expect(words).toHaveValue(/^Opal Practice died on November 28, 2026\.\n\nOpal was born on August 14, 1939 in Peoria, Illinois\./)
  await words.fill(`${await words.inputValue()}\n\nShe is remembered by the whole ward.`)
  // The preview shows what is typed, with the public page's component, and says it is not saved.
  const unsaved = page.getByRole('region', { name: 'Preview of what you typed, not saved yet' })
  await expect(unsaved).toContainText('She is remembered by the whole ward.')
  await expect(unsaved.getByRole('heading', { level: 3, name: 'Opal Practice' })).toBeVisible()
  await page.reload()
  await hydrated(page)
  await expect(editor.getByLabel('The words')).toHaveValue(/remembered by the whole ward\.$/)
  await expect(unsaved).toContainText('She is remembered by the whole ward.')
  await expectNoAxeViolations(page)
  await editor.getByRole('button', { name: 'Save the obituary' }).click()
  await expect(page.getByText('The obituary is saved.')).toBeVisible()
  const preview = page.getByRole('region', { name: 'Preview, as the public page shows it' })
  await expect(preview).toContainText('Opal was born on August 14, 1939')
  await expect(unsaved).toHaveCount(0)

  // The portrait from the studio, the family's uploader: the preview shows it once saved.
  const portrait = page.getByRole('region', { name: 'The portrait' })
  await portrait.getByLabel('Choose a portrait').setInputFiles([png('opal.png', 120, 150, [150, 130, 110])])
  await expect(page.getByText('The portrait is saved.')).toBeVisible()
  await expect(portrait.getByRole('img', { name: 'The current portrait' })).toBeVisible()
  await expect(preview.getByRole('img', { name: 'Opal Practice' })).toBeVisible()

  // The banner: a tall picture is refused on the device in a sentence; a wide one is saved and previewed above the obituary.
  const banner = page.getByRole('region', { name: 'The banner' })
  await banner.getByLabel('Choose a banner').setInputFiles([png('tall.png', 120, 150, [90, 110, 130])])
  const notWide = banner.getByText('The banner needs a wide picture, wider than it is tall. Please choose a landscape photo.')
  await expect(notWide).toBeVisible()
  await banner.getByLabel('Choose a banner').setInputFiles([png('lake.png', 300, 100, [90, 110, 130])])
  await expect(page.getByText('The banner is saved.')).toBeVisible()
  await expect(banner.getByRole('img', { name: 'The current banner' })).toBeVisible()
  await expect(notWide).toHaveCount(0)
  await expect(preview.getByRole('img', { name: 'The banner' })).toBeVisible()

  // Sent to the family, from the keyboard.
  const send = page.getByRole('button', { name: 'Send to the family' })
  await send.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Sent. The family’s “Review the obituary” task is open for them.')).toBeVisible()
  await expect(page.getByText('With the family', { exact: true })).toBeVisible()

  // The family edits and approves in their review task.
  const familyContext = await browser.newContext()
  const familyPage = await familyContext.newPage()
  await ownClientAddress(familyPage)
  await openSignedIn(familyPage, `${own.path}/task/review-obituary`, own.email, PASSWORD)
  const theirWords = familyPage.getByLabel("The obituary's words")
  await theirWords.fill(`${await theirWords.inputValue()}\n\nShe leaves her brother Paul.`)
  await familyPage.getByRole('button', { name: 'Save changes' }).click()
  await expect(familyPage.locator('.review-obituary__preview')).toContainText('She leaves her brother Paul.')
  await familyPage.getByRole('button', { name: 'Approve the obituary' }).click()
  await expect(familyPage.locator('.review-approval')).toContainText('Approved by you on')
  await familyContext.close()

  // Their edit and approval come back with who and when.
  await page.reload()
  await hydrated(page)
  const facts = page.getByRole('list', { name: 'Who did what' })
  await expect(facts).toContainText(/Last changed by .+ \(family\) on /)
  await expect(facts).toContainText(/Approved by .+ on /)
  await expect(page.getByRole('form', { name: 'The obituary' }).getByLabel('The words')).toHaveValue(/She leaves her brother Paul\.$/)

  // Scheduled for tomorrow at 10:00 on the home's clock.
  const tomorrow = todayIn(HOME_ZONE, new Date(Date.now() + 24 * 60 * 60 * 1000))
  const schedule = page.getByRole('form', { name: 'Publish at a set time' })
  await schedule.getByLabel('Day').fill(tomorrow)
  await schedule.getByLabel('Time').fill('10:00')
  await schedule.getByRole('button', { name: 'Schedule it' }).click()
  await expect(page.getByText('Scheduled. It goes public at that time.')).toBeVisible()
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // The wall's settings keep a choice not yet saved across a reload, as the other forms do.
  const wall = page.getByRole('form', { name: 'The memorial wall' })
  await wall.getByLabel('No, words only').check()
  await page.reload()
  await hydrated(page)
  await expect(wall.getByText('Your choices from last time are back. They are not saved yet.')).toBeVisible()
  await expect(wall.getByLabel('No, words only')).toBeChecked()
  await wall.getByRole('button', { name: 'Save the wall’s settings' }).click()
  await expect(page.getByText('The wall’s settings are saved.')).toBeVisible()
  await page.reload()
  await hydrated(page)
  await expect(wall.getByText('Your choices from last time are back.')).toHaveCount(0)
  await expect(wall.getByLabel('No, words only')).toBeChecked()

  // Scheduled: the family's obituary photo is locked, and their screen says why.
  const lockedContext = await browser.newContext()
  const lockedPage = await lockedContext.newPage()
  await ownClientAddress(lockedPage)
  await openSignedIn(lockedPage, `${own.path}/task/upload-obituary-photo`, own.email, PASSWORD)
  await expect(lockedPage.getByTestId('obituary-photo-locked')).toHaveText(
    'The obituary is scheduled to be published; call the funeral home to change its photo.',
  )
  // No picker in the obituary photo's slot; the portal photo beside it still has its own.
  const choose = /Choose (a|another) photo/
  await expect(lockedPage.getByRole('region', { name: 'The family portal photo' }).getByText(choose).first()).toBeVisible()
  await expect(lockedPage.getByRole('region', { name: 'The obituary photo' }).getByText(choose)).toHaveCount(0)
  await expectNoAxeViolations(lockedPage)
  await lockedContext.close()

  const staff = await apiSession('whitfield', DEMO.director.whitfield, DEMO.staffPassword)
  try {
    const desk = (await (await staff.get(`/api/staff/cases/${own.id}/obituary`)).json()) as {
      obituary: { id: number; nameSlug: string; scheduledFor: string; banner: { url: string } }
    }
    const publicPath = `/obituaries/${desk.obituary.id}/${desk.obituary.nameSlug}`
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    expect((await visitorPage.goto(siteUrl(publicPath)))?.status()).toBe(404)
    // A minute before its time the scheduler publishes nothing; at its time, it does.
    const before = new Date(Date.parse(desk.obituary.scheduledFor) - 60_000).toISOString()
    const early = await staff.post('/api/staff/obituaries/scheduler-runs', { data: { now: before, caseId: own.id } })
    expect(((await early.json()) as { published: number[] }).published).not.toContain(desk.obituary.id)
    const run = await staff.post('/api/staff/obituaries/scheduler-runs', { data: { now: desk.obituary.scheduledFor, caseId: own.id } })
    expect(((await run.json()) as { published: number[] }).published).toContain(desk.obituary.id)
    expect((await visitorPage.goto(siteUrl(publicPath)))?.status()).toBe(200)
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Opal Practice' })).toBeVisible()
    await expect(visitorPage.getByText('She leaves her brother Paul.')).toBeVisible()
    // The page has no banner region: its share picture is the banner.
    await expect(visitorPage.locator('meta[property="og:image"]')).toHaveAttribute('content', siteUrl(desk.obituary.banner.url))
    await visitor.close()
  } finally {
    await staff.dispose()
  }

  // The list says where it stands.
  await page.goto(siteUrl(`/studio/obituaries?name=Opal`))
  await hydrated(page)
  const row = page
    .getByRole('list', { name: 'Obituaries' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/studio/cases/${own.id}/obituary"]`) })
  await expect(row).toContainText('Published')
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)
})
