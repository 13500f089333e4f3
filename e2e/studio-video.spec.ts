import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { tributeVideo } from '#api/src/media/samples/video.ts'
import { expectNoAxeViolations } from './support/axe'
import { ownClientAddress } from './support/client-address'
import { expectNoHorizontalOverflow } from './support/fit'
import { hydrated } from './support/page-state'
import { DEMO, openSignedIn, practiceCase, signInOnPage } from './support/portal'
import { siteUrl } from './support/urls'

/**
 * The memorial video from the home's side (issue 38 point 2, decision 060), desktop and phone: a
 * director uploads a real MP4 of two parts (the connection drops on the second; after a reload
 * choosing the same file sends only what is missing), adds WebVTT captions (a wrong file refused
 * with its line named), sends it to the family; the family comments at 0:03; the director reads
 * the comment at its second, uploads a new version and sends it; the family approves; the
 * director sees who approved. Each run opens a practice case of its own.
 */

const PASSWORD = 'studio-video-test-2026'
const MiB = 1024 * 1024

/** The tribute MP4 grown by a trailing `free` box (players skip it) to `size` bytes: two parts of the studio's 8 MiB. */
function videoFile(dir: string, name: string, size: number): string {
  const { bytes: mp4 } = tributeVideo()
  const out = new Uint8Array(size)
  out.set(mp4)
  new DataView(out.buffer).setUint32(mp4.length, size - mp4.length)
  out.set(new TextEncoder().encode('free'), mp4.length + 4)
  const path = join(dir, name)
  writeFileSync(path, out)
  return path
}

function textFile(dir: string, name: string, text: string): string {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

const CAPTIONS = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nIn loving memory\n\n00:00:03.000 --> 00:00:07.000\nForever in our hearts\n'

async function chooseVideo(page: Page, path: string) {
  const picker = page.locator('.studio-video-upload .upload-picker[data-live]')
  await picker.locator('input[type=file]').setInputFiles(path)
}

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page)
})

test('a video with captions goes to the family, comes back with a comment, gets a new version and is approved', async ({
  page,
  browser,
}) => {
  test.slow()
  const dir = mkdtempSync(join(tmpdir(), 'studio-video-'))
  try {
    const own = await practiceCase('whitfield', PASSWORD, 'Vida')
    const path = `/studio/cases/${own.id}/video`
    await page.goto(siteUrl(`/family-portal/login?${new URLSearchParams({ redirect: path })}`))
    await hydrated(page)
    await signInOnPage(page, DEMO.director.whitfield, DEMO.staffPassword)
    await expect(page.getByRole('heading', { level: 1, name: 'Memorial video for Vida Practice' })).toBeVisible()
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'The case of Vida Practice' })
    await expect(nav.getByRole('link', { name: 'Video' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'No video yet' })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    // The connection drops while the second part is on its way.
    const first = videoFile(dir, 'tribute.mp4', 9 * MiB)
    const partCalls: string[] = []
    let dropSecond = true
    await page.route('**/video/uploads/*/parts/*', async (route) => {
      const part = route.request().url().split('/').pop() ?? ''
      partCalls.push(part)
      if (part === '2' && dropSecond) {
        dropSecond = false
        await route.abort('connectionreset')
        return
      }
      await route.continue()
    })
    await chooseVideo(page, first)
    await expect(page.getByRole('alert').filter({ hasText: 'tribute.mp4:' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()

    // A reload: the api still holds the first part; the same file sends only the second.
    await page.reload()
    await hydrated(page)
    await expect(page.getByText('An upload was stopped: tribute.mp4 (9 MB): 1 of 2 parts sent.')).toBeVisible()
    await chooseVideo(page, first)
    await expect(page.getByText('Version 1 is uploaded. Send it to the family when it is ready.')).toBeVisible()
    expect(partCalls).toEqual(['1', '2', '2'])
    await expect(page.getByRole('heading', { level: 2, name: /, version 1$/ })).toBeVisible()
    await expect(page.locator('video source')).toHaveAttribute('src', /\/api\/media\//)

    // Captions: a SubRip-style time is refused with its line, before anything is sent; then good ones.
    const captions = page.locator('.studio-video-files__one').first()
    await captions.locator('input[type=file]').setInputFiles(textFile(dir, 'wrong.vtt', 'WEBVTT\n\n00:00:01,000 --> 00:00:02.000\nHello\n'))
    await expect(captions.getByRole('alert')).toContainText('Line 3: the time “00:00:01,000” uses a comma')
    await captions.locator('input[type=file]').setInputFiles(textFile(dir, 'captions.vtt', CAPTIONS))
    await expect(page.getByText('The captions are on the video.')).toBeVisible()
    await expect(page.locator('video track[kind="captions"]')).toHaveAttribute('src', /\/api\/media\//)
    await expectNoAxeViolations(page)

    // Sent with the keyboard alone.
    const send = page.getByRole('button', { name: 'Send to the family' })
    await send.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('.studio-video__status')).toHaveText('With the family for review.')

    // The family comments at 0:03.
    const family = await browser.newPage()
    await ownClientAddress(family)
    const review = `${own.path}/task/review-video`
    await openSignedIn(family, review, own.email, PASSWORD)
    const player = family.locator('video')
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1)
    await player.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 3.4
    })
    await expect(family.locator('.review-moment__time')).toHaveText('0:03')
    await family.getByRole('textbox', { name: 'Ask for a change' }).fill('Please spell her name Vida, not Vita.')
    await family.getByRole('button', { name: 'Send comment' }).click()
    await expect(family.locator('.review-comment')).toContainText('At 0:03: Please spell her name Vida, not Vita.')

    // The studio reads it at its second, on version 1, and makes a new version.
    await page.reload()
    await hydrated(page)
    const comment = page.locator('.studio-video__comment')
    await expect(comment).toContainText('At 0:03: Please spell her name Vida, not Vita.')
    await expect(comment).toContainText(', on version 1')
    await expect(page.locator('.studio-video__status')).toContainText('The family asked for changes')
    await chooseVideo(page, videoFile(dir, 'tribute-2.mp4', 9 * MiB + 1000))
    await expect(page.getByText('Version 2 is uploaded. Send it to the family when it is ready.')).toBeVisible()
    const versions = page.locator('.studio-video__versions li')
    await expect(versions).toHaveCount(2)
    // Not sent yet: the family still sees version 1 (decision 067).
    await expect(versions.nth(1)).toContainText('(the one the family sees)')
    await expect(versions.first()).not.toContainText('(the one the family sees)')
    await page.getByRole('button', { name: 'Send to the family' }).click()
    await expect(page.locator('.studio-video__status')).toHaveText('With the family for review.')
    await expect(versions.first()).toContainText('(the one the family sees)')

    // The family approves the new version; the studio sees who and when.
    await family.reload()
    await hydrated(family)
    await family.getByRole('button', { name: 'Approve the video' }).click()
    await expect(family.locator('.review-approval')).toContainText('Approved by you on')
    await family.close()
    await page.reload()
    await hydrated(page)
    await expect(page.locator('.studio-video__status')).toHaveText('Approved by the family.')
    await expect(page.locator('.studio-video__approval')).toHaveText(/^Approved by .+ on .+ at .+\.$/)
    await expect(page.getByRole('heading', { name: 'Captions' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
