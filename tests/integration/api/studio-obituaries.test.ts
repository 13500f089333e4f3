import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { tributeVideo } from '#api/src/media/samples/video.ts'
import { familyCasePath } from '#contract/family-paths.ts'
import { BANNER_NOT_WIDE } from '#contract/obituary-banner.ts'
import { HEADER_PUBLIC_CHANGE } from '#contract/headers.ts'
import { ObituarySchema } from '#contract/obituaries.ts'
import { FamilyObituarySchema, OBITUARY_PHOTO_LOCKED } from '#contract/family-reviews.ts'
import { MediaFileSchema } from '#contract/files.ts'
import { TaskPageSchema } from '#contract/family.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { FirstCallResultSchema, STAFF_CASES_PATH } from '#contract/studio-cases.ts'
import {
  OBITUARY_SCHEDULER_PATH,
  ObituaryTemplateSchema,
  ScheduledPublishSchema,
  SchedulerRunResultSchema,
  STAFF_OBITUARIES_PATH,
  StaffObituaryDeskSchema,
  StaffObituaryPageSchema,
  StaffObituarySchema,
  STUDIO_OBITUARY_MESSAGES,
} from '#contract/studio-obituaries.ts'
import { VIDEO_PART_MIN_BYTES, VideoUploadSchema } from '#contract/studio-video.ts'
import { obituaryHead } from '#src/features/obituaries/seo.ts'
import { png } from '#tests/support/images.ts'
import { ACCOUNTS, api, callWith, failure, HARBOR, ok, tokenFor, WHITFIELD } from './client.ts'

/**
 * The obituary desk (issue 38 point 1): the role matrix and another home's case for every call,
 * the list's states and search, the first draft from the family's details, sending to the
 * family and their edit and approval coming back, publishing now and at a time (the scheduler's
 * clock set by the test), a correction as a new version, and unpublishing. Each test opens a
 * case of its own by a first call and deletes it when it finishes.
 */

/** Margaret Ellis, a demo family account of Whitfield. */
const MARGARET = 1001

const obituaryPath = (caseId: number, rest = '') => `${STAFF_CASES_PATH}/${caseId}/obituary${rest}`
const BODY = {
  firstName: 'Iris',
  lastName: 'Deskwood',
  birthDate: '1940-03-02',
  deathDate: '2026-11-30',
  text: 'Iris loved the sea.\n\nShe taught for forty years.',
}

/** A case of the test's own, opened by the director's first call; Margaret joins its family when asked. */
async function freshCase(lastName = 'Deskwood', withFamily = false): Promise<number> {
  const director = await tokenFor(ACCOUNTS.whitfieldDirector)
  const response = await api(STAFF_CASES_PATH, {
    token: director,
    json: {
      firstName: 'Iris',
      lastName,
      caseType: 'AT_NEED',
      locationId: 101,
      contact: { firstName: 'Owen', lastName },
      inviteContact: false,
    },
  })
  const { id } = await ok(response, FirstCallResultSchema, 201)
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM cases WHERE id = ?').bind(id).run()
  })
  if (withFamily)
    await env.DB.prepare("INSERT INTO case_members (case_id, user_id, role) VALUES (?, ?, 'arranger')").bind(id, MARGARET).run()
  return id
}

async function saved(caseId: number, token: string, body: object = BODY) {
  return ok(await api(obituaryPath(caseId), { method: 'PUT', token, json: body }), StaffObituarySchema)
}

/** The tribute video uploaded whole as a new version; the answer as it comes (its headers matter). */
async function newVideoVersion(caseId: number, token: string): Promise<Response> {
  const video = `${STAFF_CASES_PATH}/${caseId}/video`
  const { bytes } = tributeVideo()
  const json = { fileName: 'tribute.mp4', size: bytes.length, durationSeconds: 8, partBytes: VIDEO_PART_MIN_BYTES }
  const upload = await ok(await api(`${video}/uploads`, { token, json }), VideoUploadSchema, 201)
  const form = new FormData()
  form.append('file', new File([bytes], 'part.bin', { type: 'application/octet-stream' }))
  expect((await api(`${video}/uploads/${upload.id}/parts/1`, { method: 'PUT', token, form })).status).toBe(200)
  return api(`${video}/uploads/${upload.id}/complete`, { method: 'POST', token })
}

/** A picture as the studio's uploader sends it. */
function portrait(bytes: Uint8Array<ArrayBuffer>, name = 'portrait.png', type = 'image/png'): FormData {
  const form = new FormData()
  form.append('file', new File([bytes], name, { type }))
  return form
}

/** The web Worker's cron run: no session, no X-Host. */
const cron = () => api(OBITUARY_SCHEDULER_PATH, { method: 'POST', host: '' })

async function publicStatus(obituaryId: number): Promise<number> {
  return (await api(`/api/web/obituaries/${obituaryId}`)).status
}

describe('who may call the obituary desk', () => {
  it('owner and director; a site editor or family a 403, signed out a 401, Harbor a 404', async () => {
    const caseId = await freshCase()
    const calls = [
      { name: 'list', path: STAFF_OBITUARIES_PATH, ok: 200 },
      { name: 'desk', path: obituaryPath(caseId), ok: 200 },
      // A body is refused only once the role passed.
      { name: 'save', path: obituaryPath(caseId), method: 'PUT', json: {}, ok: 422 },
      // The family has not filled in the details: refused in words.
      { name: 'template', path: obituaryPath(caseId, '/template'), ok: 422 },
      { name: 'wall', path: obituaryPath(caseId, '/wall'), method: 'PUT', json: {}, ok: 422 },
      // Nothing started yet: an allowed role gets as far as the 404.
      { name: 'send', path: obituaryPath(caseId, '/send'), method: 'POST', ok: 404 },
      { name: 'publish', path: obituaryPath(caseId, '/publish'), method: 'POST', json: { when: 'now' }, ok: 404 },
      { name: 'unpublish', path: obituaryPath(caseId, '/unpublish'), method: 'POST', ok: 404 },
    ]
    for (const call of calls) {
      expect([call.name, (await api(call.path, { method: call.method, json: call.json })).status]).toEqual([call.name, 401])
      for (const account of [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
        const response = await api(call.path, { method: call.method, json: call.json, token: await tokenFor(account) })
        expect({ call: call.name, who: account.email, ...(await failure(response, 403)) }).toMatchObject({
          call: call.name,
          who: account.email,
          message: STAFF_ROLE_REFUSED,
        })
      }
      for (const account of [ACCOUNTS.whitfieldStaff, ACCOUNTS.whitfieldDirector]) {
        const response = await api(call.path, { method: call.method, json: call.json, token: await tokenFor(account) })
        expect([call.name, account.email, response.status]).toEqual([call.name, account.email, call.ok])
      }
      if (call.path === STAFF_OBITUARIES_PATH) continue
      // Harbor's owner, at Harbor, naming a Whitfield case: not found, as if it did not exist.
      const harbor = await api(call.path, {
        method: call.method,
        json: call.json,
        host: HARBOR,
        token: await tokenFor(ACCOUNTS.harborStaff),
      })
      expect([call.name, harbor.status]).toEqual([call.name, 404])
    }
  })

  it("lists only the home's own cases, and the scheduler's trigger is local development only", async () => {
    const caseId = await freshCase('Onlywhitfield')
    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    const page = await ok(
      await api(`${STAFF_OBITUARIES_PATH}?name=Onlywhitfield`, { host: HARBOR, token: harbor }),
      StaffObituaryPageSchema,
    )
    expect(page.content).toEqual([])
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const mine = await ok(await api(`${STAFF_OBITUARIES_PATH}?name=Onlywhitfield`, { token: owner }), StaffObituaryPageSchema)
    expect(mine.content.map((r) => r.caseId)).toEqual([caseId])
    const run = { now: new Date().toISOString() }
    expect(
      (await callWith({ ENVIRONMENT: 'production' }, `${STAFF_OBITUARIES_PATH}/scheduler-runs`, { token: owner, json: run })).status,
    ).toBe(404)
    for (const account of [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
      expect((await api(`${STAFF_OBITUARIES_PATH}/scheduler-runs`, { token: await tokenFor(account), json: run })).status).toBe(403)
    }
  })
})

describe('the obituary desk', () => {
  it('lists each case with where its obituary stands, newest first, found by name', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const first = await freshCase('Listwell')
    const second = await freshCase('Listwell', true)
    const listed = async () =>
      (await ok(await api(`${STAFF_OBITUARIES_PATH}?name=listwell`, { token: director }), StaffObituaryPageSchema)).content
    expect((await listed()).map((r) => [r.caseId, r.state, r.obituaryId])).toEqual([
      [second, 'not-started', null],
      [first, 'not-started', null],
    ])
    await saved(first, director, { ...BODY, lastName: 'Listwell' })
    await saved(second, director, { ...BODY, lastName: 'Listwell' })
    await ok(await api(obituaryPath(second, '/send'), { method: 'POST', token: director }), StaffObituarySchema)
    expect((await listed()).map((r) => r.state)).toEqual(['with-family', 'draft'])
    expect(
      (await ok(await api(`${STAFF_OBITUARIES_PATH}?name=nobody-called-this`, { token: director }), StaffObituaryPageSchema)).content,
    ).toEqual([])
  })

  it("starts a plain first draft from the family's details, inventing nothing", async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase('Templeton', true)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const details = {
      firstName: 'Iris',
      lastName: 'Templeton',
      birthDate: '1940-03-02',
      birthPlace: 'Dayton, Ohio',
      deathDate: '2026-11-30',
      occupation: 'a teacher',
    }
    expect((await api(familyCasePath(caseId, '/case-details'), { token: family, json: details })).status).toBe(200)
    const draft = await ok(await api(obituaryPath(caseId, '/template'), { token: director }), ObituaryTemplateSchema)
    expect(draft).toMatchObject({ firstName: 'Iris', lastName: 'Templeton', birthDate: '1940-03-02', deathDate: '2026-11-30' })
    expect(draft.text).toBe(
      'Iris Templeton died on November 30, 2026.\n\nIris was born on March 2, 1940 in Dayton, Ohio.\n\nIris worked as a teacher.',
    )
    // Nothing saved by asking.
    expect((await ok(await api(obituaryPath(caseId), { token: director }), StaffObituaryDeskSchema)).obituary).toBeNull()
  })

  it('sends it to the family; their edit and approval come back with who and when', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase('Reviewer', true)
    expect(await failure(await api(obituaryPath(caseId, '/send'), { method: 'POST', token: director }), 404)).toMatchObject({
      message: STUDIO_OBITUARY_MESSAGES.notStarted,
    })
    await saved(caseId, director)
    const sent = await ok(await api(obituaryPath(caseId, '/send'), { method: 'POST', token: director }), StaffObituarySchema)
    expect(sent).toMatchObject({ state: 'with-family', sentBy: { firstName: 'Rosa', lastName: 'Delgado' } })
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const tasks = await ok(await api(familyCasePath(caseId, '/tasks?size=20'), { token: family }), TaskPageSchema)
    expect(tasks.content.find((t) => t.type === 'review-obituary')?.status).toBe('not-started')
    const edited = { ...BODY, text: 'Iris loved the sea and her garden.' }
    await ok(await api(familyCasePath(caseId, '/obituary'), { token: family, json: edited }), FamilyObituarySchema)
    await ok(await api(familyCasePath(caseId, '/obituary/approve'), { method: 'POST', token: family }), FamilyObituarySchema)
    const desk = await ok(await api(obituaryPath(caseId), { token: director }), StaffObituaryDeskSchema)
    expect(desk.obituary).toMatchObject({
      text: 'Iris loved the sea and her garden.',
      updatedByFamily: true,
      updatedBy: { firstName: 'Margaret', lastName: 'Ellis' },
      approval: { approvedBy: { firstName: 'Margaret', lastName: 'Ellis' } },
    })
    // Staff changing the words clears the approval: the family approved other words.
    const changed = await saved(caseId, director, { ...edited, text: 'Iris loved the sea.' })
    expect(changed).toMatchObject({ approval: null, updatedByFamily: false })
  })

  it('publishes at a time on the home’s clock; the scheduler publishes it when the time comes', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase('Scheduled', true)
    const { id } = await saved(caseId, director)
    const past = await api(obituaryPath(caseId, '/publish'), { token: director, json: { when: 'at', date: '2020-01-01', time: '10:00' } })
    expect(await failure(past, 422)).toMatchObject({ errors: { date: STUDIO_OBITUARY_MESSAGES.past } })
    const scheduled = await ok(
      await api(obituaryPath(caseId, '/publish'), { token: director, json: { when: 'at', date: '2099-06-01', time: '10:00' } }),
      StaffObituarySchema,
    )
    // Whitfield is on Chicago's clock: 10:00 there in June is 15:00 UTC.
    expect(scheduled).toMatchObject({ state: 'scheduled', scheduledFor: '2099-06-01T15:00:00.000Z', publishedAt: null })
    expect(await publicStatus(id)).toBe(404)
    // The family's words are locked once it is scheduled, as once published.
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    expect((await api(familyCasePath(caseId, '/obituary'), { token: family, json: { ...BODY, text: 'Other words' } })).status).toBe(422)
    // And so is their photo, in words that say why; the family's obituary says when it goes public.
    const photo = new FormData()
    photo.append('file', new File([png(300, 400)], 'portrait.png', { type: 'image/png' }))
    const refused = await api(familyCasePath(caseId, '/obituary/photo'), { token: family, form: photo })
    expect(await failure(refused, 422)).toMatchObject({ message: OBITUARY_PHOTO_LOCKED.scheduled })
    const theirs = await ok(await api(familyCasePath(caseId, '/obituary'), { token: family }), FamilyObituarySchema)
    expect(theirs).toMatchObject({ scheduledFor: '2099-06-01T15:00:00.000Z', photo: null })
    const run = (now: string) => api(`${STAFF_OBITUARIES_PATH}/scheduler-runs`, { token: director, json: { now } })
    expect((await ok(await run('2099-06-01T14:59:00.000Z'), SchedulerRunResultSchema)).published).not.toContain(id)
    expect(await publicStatus(id)).toBe(404)
    expect((await ok(await run('2099-06-01T15:00:00.000Z'), SchedulerRunResultSchema)).published).toContain(id)
    expect(await publicStatus(id)).toBe(200)
    const desk = await ok(await api(obituaryPath(caseId), { token: director }), StaffObituaryDeskSchema)
    expect(desk.obituary?.state).toBe('published')
    expect(desk.versions).toMatchObject([{ version: 1, publishedBy: { firstName: 'Rosa' }, unpublishedAt: null }])
    // A second run publishes nothing twice.
    expect((await ok(await run('2099-06-01T15:01:00.000Z'), SchedulerRunResultSchema)).published).not.toContain(id)
  })

  it("the web Worker's cron run publishes what is due on the real clock, for every home, and names the hosts to purge", async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase('Cronrun')
    const { id } = await saved(caseId, director)
    await ok(
      await api(obituaryPath(caseId, '/publish'), { token: director, json: { when: 'at', date: '2099-06-01', time: '10:00' } }),
      StaffObituarySchema,
    )
    // Not due yet on the real clock: nothing of this case is published.
    expect((await ok(await cron(), ScheduledPublishSchema)).published.map((p) => p.id)).not.toContain(id)
    // The local trigger of another home publishes nothing of Whitfield's, whatever its clock says.
    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    const harborRun = await api(`${STAFF_OBITUARIES_PATH}/scheduler-runs`, {
      host: HARBOR,
      token: harbor,
      json: { now: '2099-06-01T15:00:00.000Z', caseId },
    })
    expect((await ok(harborRun, SchedulerRunResultSchema)).published).toEqual([])
    expect(await publicStatus(id)).toBe(404)
    // Its time comes (the row's time moved into the past: the run uses the real clock only).
    await env.DB.prepare('UPDATE obituaries SET scheduled_for = ? WHERE id = ?')
      .bind(new Date(Date.now() - 60_000).toISOString(), id)
      .run()
    const run = await ok(await cron(), ScheduledPublishSchema)
    expect(run.published.find((p) => p.id === id)?.hosts).toContain(WHITFIELD)
    expect(run.published.find((p) => p.id === id)?.hosts).not.toContain(HARBOR)
    expect(await publicStatus(id)).toBe(200)
    expect((await ok(await cron(), ScheduledPublishSchema)).published.map((p) => p.id)).not.toContain(id)
  })

  it('a new version of the approved video takes it off the published obituary and says so, for the edge to be purged', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const caseId = await freshCase('Videoed', true)
    const { id } = await saved(caseId, director)
    await ok(await api(obituaryPath(caseId, '/publish'), { token: director, json: { when: 'now' } }), StaffObituarySchema)
    const hasVideo = async () => ObituarySchema.parse(await (await api(`/api/web/obituaries/${id}`)).json()).hasMemorialVideo
    // The first version is not public: nothing to purge.
    const first = await newVideoVersion(caseId, director)
    expect([first.status, first.headers.get(HEADER_PUBLIC_CHANGE)]).toEqual([201, 'none'])
    expect((await api(`${STAFF_CASES_PATH}/${caseId}/video/send`, { method: 'POST', token: director })).status).toBe(200)
    // The family's approval puts it on the page (their call purges, bff/cache/purge.ts).
    const approved = await api(familyCasePath(caseId, '/video/approve'), { method: 'POST', token: family })
    expect([approved.status, approved.headers.get(HEADER_PUBLIC_CHANGE)]).toEqual([200, null])
    expect(await hasVideo()).toBe(true)
    // A new version of the approved one: off the page until approved again, and no "nothing changed" mark.
    const second = await newVideoVersion(caseId, director)
    expect([second.status, second.headers.get(HEADER_PUBLIC_CHANGE)]).toEqual([201, null])
    expect(await hasVideo()).toBe(false)
  })

  it('sets the portrait from the studio with the family upload rules, public at once when published', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase('Portrait')
    const photoPath = obituaryPath(caseId, '/photo')
    // Nothing started yet: write the words first.
    expect((await api(photoPath, { token: director, form: portrait(png(300, 400)) })).status).toBe(404)
    const { id } = await saved(caseId, director)
    for (const account of [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
      expect((await api(photoPath, { token: await tokenFor(account), form: portrait(png(300, 400)) })).status).toBe(403)
    }
    const harbor = await api(photoPath, { host: HARBOR, token: await tokenFor(ACCOUNTS.harborStaff), form: portrait(png(300, 400)) })
    expect(harbor.status).toBe(404)
    // The family's rules: a file that is no picture is refused in words.
    const wrong = await api(photoPath, { token: director, form: portrait(new TextEncoder().encode('not a picture'), 'a.png') })
    expect(wrong.status).toBe(422)
    const draft = await api(photoPath, { token: director, form: portrait(png(300, 400)) })
    expect([draft.status, draft.headers.get(HEADER_PUBLIC_CHANGE)]).toEqual([201, 'none'])
    const desk = await ok(await api(obituaryPath(caseId), { token: director }), StaffObituaryDeskSchema)
    expect(desk.obituary?.photo).toMatchObject({ kind: 'obituary-photo', width: 300, height: 400 })
    await ok(await api(obituaryPath(caseId, '/publish'), { token: director, json: { when: 'now' } }), StaffObituarySchema)
    const live = await api(photoPath, { token: director, form: portrait(png(320, 400)) })
    expect([live.status, live.headers.get(HEADER_PUBLIC_CHANGE)]).toEqual([201, null])
    const shown = (await (await api(`/api/web/obituaries/${id}`)).json()) as { photo?: { width?: number } | null }
    expect(shown.photo?.width).toBe(320)
  })

  it('sets a wide banner from the studio, refuses a tall one, and shares it as the published page’s image', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase('Banner')
    const bannerPath = obituaryPath(caseId, '/banner')
    const wide = () => portrait(png(1200, 400), 'banner.png')
    expect((await api(bannerPath, { token: director, form: wide() })).status).toBe(404)
    const { id } = await saved(caseId, director)
    for (const account of [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
      const token = await tokenFor(account)
      expect((await api(bannerPath, { token, form: wide() })).status).toBe(403)
      expect((await api(bannerPath, { method: 'DELETE', token })).status).toBe(403)
    }
    const harborToken = await tokenFor(ACCOUNTS.harborStaff)
    expect((await api(bannerPath, { host: HARBOR, token: harborToken, form: wide() })).status).toBe(404)
    expect((await api(bannerPath, { host: HARBOR, token: harborToken, method: 'DELETE' })).status).toBe(404)
    // Taller than wide, or square: refused in words, and nothing is kept.
    for (const [width, height] of [
      [300, 400],
      [500, 500],
    ] as const) {
      const tall = await api(bannerPath, { token: director, form: portrait(png(width, height)) })
      expect(await failure(tall, 422)).toMatchObject({ message: BANNER_NOT_WIDE })
    }
    const desk = async () => (await ok(await api(obituaryPath(caseId), { token: director }), StaffObituaryDeskSchema)).obituary
    expect((await desk())?.banner).toBeNull()
    // On a draft nothing public changes, and its file is private.
    const draft = await api(bannerPath, { token: director, form: wide() })
    expect(draft.headers.get(HEADER_PUBLIC_CHANGE)).toBe('none')
    const file = await ok(draft, MediaFileSchema, 201)
    expect((await desk())?.banner).toMatchObject({ kind: 'obituary-photo', width: 1200, height: 400, url: file.url })
    expect((await api(file.url)).status).toBe(404)
    // The portrait stays the portrait; once published the banner is public and the page shares it.
    await ok(await api(obituaryPath(caseId, '/photo'), { token: director, form: portrait(png(300, 400)) }), MediaFileSchema, 201)
    await ok(await api(obituaryPath(caseId, '/publish'), { token: director, json: { when: 'now' } }), StaffObituarySchema)
    expect((await api(file.url)).status).toBe(200)
    const live = await api(bannerPath, { token: director, form: portrait(png(1600, 900), 'wider.png') })
    expect(live.headers.get(HEADER_PUBLIC_CHANGE)).toBeNull()
    const liveFile = await ok(live, MediaFileSchema, 201)
    const shown = await ok(await api(`/api/web/obituaries/${id}`), ObituarySchema)
    expect([shown.banner?.url, shown.photo?.width]).toEqual([liveFile.url, 300])
    const origin = 'https://whitfield.example'
    const meta = (o: typeof shown) =>
      obituaryHead({ obituary: o, companyName: 'Whitfield', origin, previewing: false, path: '/obituaries/x' }).meta
    const named = (o: typeof shown, key: string) =>
      meta(o).flatMap((m) => ('content' in m && ('property' in m ? m.property : m.name) === key ? [m.content] : []))[0]
    expect([named(shown, 'og:image'), named(shown, 'og:image:width'), named(shown, 'twitter:image')]).toEqual([
      `${origin}${liveFile.url}`,
      '1600',
      `${origin}${liveFile.url}`,
    ])
    // Removed: public at once, and the portrait is shared again.
    const removed = await api(bannerPath, { method: 'DELETE', token: director })
    expect([removed.status, removed.headers.get(HEADER_PUBLIC_CHANGE)]).toEqual([204, null])
    const after = await ok(await api(`/api/web/obituaries/${id}`), ObituarySchema)
    expect(after.banner).toBeNull()
    expect(named(after, 'og:image')).toBe(`${origin}${after.photo?.url}`)
    const again = await api(bannerPath, { method: 'DELETE', token: director })
    expect([again.status, again.headers.get(HEADER_PUBLIC_CHANGE)]).toEqual([204, 'none'])
  })

  it('publishes now, keeps each correction as a version, and unpublishes', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const caseId = await freshCase('Versions')
    const { id } = await saved(caseId, owner)
    const published = await ok(await api(obituaryPath(caseId, '/publish'), { token: owner, json: { when: 'now' } }), StaffObituarySchema)
    expect(published).toMatchObject({ state: 'published', publicPath: `/obituaries/${id}/iris-deskwood` })
    expect(await publicStatus(id)).toBe(200)
    await saved(caseId, owner, { ...BODY, text: 'Iris loved the sea, and the sea loved her.' })
    const body = (await (await api(`/api/web/obituaries/${id}`)).json()) as { text?: string }
    expect(JSON.stringify(body)).toContain('the sea loved her')
    const off = await ok(await api(obituaryPath(caseId, '/unpublish'), { method: 'POST', token: owner }), StaffObituarySchema)
    expect(off.state).toBe('draft')
    expect(await publicStatus(id)).toBe(404)
    const desk = await ok(await api(obituaryPath(caseId), { token: owner }), StaffObituaryDeskSchema)
    expect(desk.versions.map((v) => [v.version, v.text, v.unpublishedAt !== null])).toEqual([
      [1, BODY.text, true],
      [2, 'Iris loved the sea, and the sea loved her.', true],
    ])
    expect(await failure(await api(obituaryPath(caseId, '/unpublish'), { method: 'POST', token: owner }), 422)).toMatchObject({
      message: STUDIO_OBITUARY_MESSAGES.notPublished,
    })
  })

  it("sets the wall's settings and reads the case's services", async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase('Walled')
    const wall = await api(obituaryPath(caseId, '/wall'), {
      method: 'PUT',
      token: director,
      json: { moderation: 'publish', open: false, allowPhotos: false },
    })
    expect(wall.status).toBe(200)
    const desk = await ok(await api(obituaryPath(caseId), { token: director }), StaffObituaryDeskSchema)
    expect(desk.wall).toMatchObject({ moderation: 'publish', open: false, allowPhotos: false })
    expect(desk.services).toEqual([])
  })
})
