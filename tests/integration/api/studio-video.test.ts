import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { tributeVideo } from '#api/src/media/samples/video.ts'
import { CaseVideoSchema } from '#contract/family-reviews.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { StaffCaseSchema } from '#contract/studio-case-page.ts'
import { FirstCallResultSchema, STAFF_CASES_PATH } from '#contract/studio-cases.ts'
import {
  StaffVideoPageSchema,
  StaffVideoSchema,
  STUDIO_VIDEO_MESSAGES,
  VIDEO_PART_MIN_BYTES,
  VideoUploadPartSchema,
  VideoUploadSchema,
  type VideoUpload,
} from '#contract/studio-video.ts'
import { png } from '#tests/support/images.ts'
import { ACCOUNTS, api, failure, HARBOR, ok, tokenFor } from './client.ts'

/**
 * The memorial video from the home's side (issue 38 point 2, decision 060): a multipart upload
 * through the api to R2 (create, parts, the parts listed to go on, complete, abort), captions and
 * a poster, sending to the family, their comment at a second, a new version and their approval;
 * the role matrix and another home's case for every call. Each test opens its own case.
 */

/** Margaret Ellis, Whitfield's demo family account. */
const MARGARET = 1001
const HARBOR_CASE = 2101
const PART = VIDEO_PART_MIN_BYTES

const videoPath = (caseId: number) => `${STAFF_CASES_PATH}/${caseId}/video`
const uploadPath = (caseId: number, uploadId: number) => `${videoPath(caseId)}/uploads/${uploadId}`
const partPath = (caseId: number, uploadId: number, part: number) => `${uploadPath(caseId, uploadId)}/parts/${part}`

async function freshCase(members: number[] = [], role = 'helper'): Promise<number> {
  const director = await tokenFor(ACCOUNTS.whitfieldDirector)
  const response = await api(STAFF_CASES_PATH, {
    token: director,
    json: {
      firstName: 'Vera',
      lastName: 'Reel',
      caseType: 'AT_NEED',
      locationId: 101,
      contact: { firstName: 'Owen', lastName: 'Reel' },
      inviteContact: false,
    },
  })
  const { id } = await ok(response, FirstCallResultSchema, 201)
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM cases WHERE id = ?').bind(id).run()
  })
  for (const userId of members) {
    await env.DB.prepare('INSERT INTO case_members (case_id, user_id, role) VALUES (?, ?, ?)').bind(id, userId, role).run()
  }
  return id
}

/** A real MP4 (the tribute video) grown past one part by a trailing `free` box, which players skip. */
function videoOf(size: number): Uint8Array<ArrayBuffer> {
  const { bytes: mp4 } = tributeVideo()
  const out = new Uint8Array(size)
  out.set(mp4)
  const free = size - mp4.length
  new DataView(out.buffer).setUint32(mp4.length, free)
  out.set(new TextEncoder().encode('free'), mp4.length + 4)
  return out
}

function fileForm(bytes: Uint8Array<ArrayBuffer>, name = 'part.bin', type = 'application/octet-stream'): FormData {
  const form = new FormData()
  form.append('file', new File([bytes], name, { type }))
  return form
}

async function start(caseId: number, token: string, size: number, durationSeconds: number | null = 8): Promise<VideoUpload> {
  const response = await api(`${videoPath(caseId)}/uploads`, {
    token,
    json: { fileName: 'tribute.mp4', size, durationSeconds, partBytes: PART },
  })
  return ok(response, VideoUploadSchema, 201)
}

async function sendPart(caseId: number, token: string, upload: VideoUpload, part: number, video: Uint8Array<ArrayBuffer>) {
  const slice = video.slice((part - 1) * upload.partBytes, part * upload.partBytes)
  return api(partPath(caseId, upload.id, part), { method: 'PUT', token, form: fileForm(slice) })
}

/** Uploads `video` whole and completes it: the new version. */
async function uploadVideo(caseId: number, token: string, video: Uint8Array<ArrayBuffer>) {
  const upload = await start(caseId, token, video.length)
  for (let part = 1; part <= upload.partCount; part++) await ok(await sendPart(caseId, token, upload, part, video), VideoUploadPartSchema)
  return ok(await api(`${uploadPath(caseId, upload.id)}/complete`, { method: 'POST', token }), StaffVideoSchema, 201)
}

describe('who may call the video calls', () => {
  it('owner and director; a site editor or family a 403, signed out a 401, Harbor a 404', async () => {
    const caseId = await freshCase()
    const calls = [
      { name: 'read', path: videoPath(caseId), ok: 200 },
      { name: 'start', path: `${videoPath(caseId)}/uploads`, method: 'POST', json: {}, ok: 422 },
      // No such upload: an allowed role gets as far as the 404.
      { name: 'list parts', path: uploadPath(caseId, 999_999), ok: 404 },
      { name: 'part', path: partPath(caseId, 999_999, 1), method: 'PUT', json: {}, ok: 404 },
      { name: 'complete', path: `${uploadPath(caseId, 999_999)}/complete`, method: 'POST', ok: 404 },
      { name: 'abort', path: uploadPath(caseId, 999_999), method: 'DELETE', ok: 404 },
      { name: 'captions', path: `${videoPath(caseId)}/captions`, method: 'PUT', json: {}, ok: 422 },
      { name: 'poster', path: `${videoPath(caseId)}/poster`, method: 'PUT', json: {}, ok: 422 },
      { name: 'send', path: `${videoPath(caseId)}/send`, method: 'POST', ok: 422 },
    ]
    const [editor, family, owner, director, harbor] = await Promise.all(
      [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily, ACCOUNTS.whitfieldStaff, ACCOUNTS.whitfieldDirector, ACCOUNTS.harborStaff].map(
        tokenFor,
      ),
    )
    for (const call of calls) {
      const init = { method: call.method, json: call.json }
      expect([call.name, (await api(call.path, init)).status]).toEqual([call.name, 401])
      for (const token of [editor, family]) {
        expect({ call: call.name, ...(await failure(await api(call.path, { ...init, token }), 403)) }).toMatchObject({
          call: call.name,
          message: STAFF_ROLE_REFUSED,
        })
      }
      for (const token of [owner, director]) {
        expect([call.name, (await api(call.path, { ...init, token })).status]).toEqual([call.name, call.ok])
      }
      expect([call.name, (await api(call.path, { ...init, host: HARBOR, token: harbor })).status]).toEqual([call.name, 404])
    }
  })

  it("is a 404 to reach another home's case, or an upload through a case it is not of", async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    expect((await api(videoPath(HARBOR_CASE), { token: director })).status).toBe(404)
    const size = PART + 1000
    expect((await api(`${videoPath(HARBOR_CASE)}/uploads`, { token: director, json: { fileName: 'a.mp4', size } })).status).toBe(404)
    const [mine, other] = [await freshCase(), await freshCase()]
    const upload = await start(mine, director, size)
    const video = videoOf(size)
    expect((await api(uploadPath(other, upload.id), { token: director })).status).toBe(404)
    expect((await sendPart(other, director, upload, 1, video)).status).toBe(404)
    expect((await api(`${uploadPath(other, upload.id)}/complete`, { method: 'POST', token: director })).status).toBe(404)
    expect((await api(uploadPath(other, upload.id), { method: 'DELETE', token: director })).status).toBe(404)
    // Harbor's owner naming the Whitfield upload through a Harbor case.
    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    expect((await api(uploadPath(HARBOR_CASE, upload.id), { host: HARBOR, token: harbor })).status).toBe(404)
    // The upload is still whole for its own case.
    expect((await ok(await api(uploadPath(mine, upload.id), { token: director }), VideoUploadSchema)).parts).toEqual([])
  })
})

describe('a multipart upload', () => {
  it('takes parts in any order, lists what it has to go on, and joins them into version 1', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase()
    const video = videoOf(PART + 4321)
    const upload = await start(caseId, director, video.length)
    expect(upload).toMatchObject({ partBytes: PART, partCount: 2, parts: [] })
    // The connection drops after the second part: the page (or a reload) asks what arrived.
    expect(await ok(await sendPart(caseId, director, upload, 2, video), VideoUploadPartSchema)).toEqual({ partNumber: 2, size: 4321 })
    const page = await ok(await api(videoPath(caseId), { token: director }), StaffVideoPageSchema)
    expect(page).toMatchObject({ video: null, upload: { id: upload.id, parts: [{ partNumber: 2, size: 4321 }] } })
    const early = await failure(await api(`${uploadPath(caseId, upload.id)}/complete`, { method: 'POST', token: director }), 422)
    expect(early.message).toBe(STUDIO_VIDEO_MESSAGES.partsMissing)
    await ok(await sendPart(caseId, director, upload, 1, video), VideoUploadPartSchema)
    // Sent again (a retry after a lost answer): replaced, not doubled.
    await ok(await sendPart(caseId, director, upload, 1, video), VideoUploadPartSchema)
    expect((await ok(await api(uploadPath(caseId, upload.id), { token: director }), VideoUploadSchema)).parts).toHaveLength(2)

    const done = await ok(
      await api(`${uploadPath(caseId, upload.id)}/complete`, { method: 'POST', token: director }),
      StaffVideoSchema,
      201,
    )
    expect(done).toMatchObject({ status: 'in-production', durationSeconds: 8, video: { contentType: 'video/mp4', size: video.length } })
    expect(done.versions).toMatchObject([{ number: 1, createdBy: { firstName: expect.any(String) } }])
    // The joined file is served to staff, by ranges too (a player seeking).
    const served = await api(done.video?.url ?? '', { token: director, headers: { Range: 'bytes=0-11' } })
    expect(served.status).toBe(206)
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(video.slice(0, 12))
    const whole = await api(done.video?.url ?? '', { token: director })
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(video)
    // A finished upload is no longer open.
    expect((await api(uploadPath(caseId, upload.id), { token: director })).status).toBe(404)
    expect((await ok(await api(videoPath(caseId), { token: director }), StaffVideoPageSchema)).upload).toBeNull()
  })

  it('refuses a part of the wrong size or place, a first part that is not a video, and a file too large', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase()
    const video = videoOf(PART + 10)
    const upload = await start(caseId, director, video.length)
    const short = await api(partPath(caseId, upload.id, 1), { method: 'PUT', token: director, form: fileForm(video.slice(0, PART - 1)) })
    expect((await failure(short, 422)).errors).toEqual({ file: STUDIO_VIDEO_MESSAGES.partSize })
    const beyond = await api(partPath(caseId, upload.id, 3), { method: 'PUT', token: director, form: fileForm(video.slice(0, 10)) })
    expect((await failure(beyond, 422)).errors).toEqual({ file: STUDIO_VIDEO_MESSAGES.partNumber })
    const notVideo = new Uint8Array(PART)
    notVideo.set(png(10, 10))
    const picture = await api(partPath(caseId, upload.id, 1), { method: 'PUT', token: director, form: fileForm(notVideo) })
    expect((await failure(picture, 422)).errors).toEqual({ file: STUDIO_VIDEO_MESSAGES.type })
    const huge = await api(`${videoPath(caseId)}/uploads`, { token: director, json: { fileName: 'big.mp4', size: 5 * 1024 ** 3 } })
    expect((await failure(huge, 422)).errors).toMatchObject({ size: STUDIO_VIDEO_MESSAGES.tooLarge })
  })

  it('is given up by abort, or by starting another; its parts go', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase()
    const video = videoOf(PART + 10)
    const first = await start(caseId, director, video.length)
    await ok(await sendPart(caseId, director, first, 1, video), VideoUploadPartSchema)
    const second = await start(caseId, director, video.length)
    expect((await api(uploadPath(caseId, first.id), { token: director })).status).toBe(404)
    expect((await ok(await api(videoPath(caseId), { token: director }), StaffVideoPageSchema)).upload?.id).toBe(second.id)
    expect((await api(uploadPath(caseId, second.id), { method: 'DELETE', token: director })).status).toBe(204)
    expect((await api(uploadPath(caseId, second.id), { token: director })).status).toBe(404)
    expect((await sendPart(caseId, director, second, 1, video)).status).toBe(404)
    const { results } = await env.DB.prepare('SELECT count(*) AS n FROM video_upload_parts WHERE upload_id IN (?, ?)')
      .bind(first.id, second.id)
      .all<{ n: number }>()
    expect(results[0]?.n).toBe(0)
    expect((await ok(await api(videoPath(caseId), { token: director }), StaffVideoPageSchema)).upload).toBeNull()
  })
})

const GOOD_VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nIn loving memory\n\n00:00:03.000 --> 00:00:07.500\nForever in our hearts\n'

function vttForm(text: string): FormData {
  return fileForm(new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>, 'captions.vtt', 'text/vtt')
}

describe('captions, poster, the family and versions', () => {
  it('checks captions line by line and keeps a poster', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase()
    const before = await api(`${videoPath(caseId)}/captions`, { method: 'PUT', token: director, form: vttForm(GOOD_VTT) })
    expect((await failure(before, 422)).message).toBe(STUDIO_VIDEO_MESSAGES.noVideo)
    await uploadVideo(caseId, director, videoOf(PART + 10))
    const srt = await api(`${videoPath(caseId)}/captions`, {
      method: 'PUT',
      token: director,
      form: vttForm('WEBVTT\n\n00:00:01,000 --> 00:00:02.000\nHello\n\n00:00:09.000 --> 00:00:10.000\nToo late\n'),
    })
    const refused = await failure(srt, 422)
    expect(refused.errors?.file).toContain('Line 3: the time “00:00:01,000” uses a comma')
    expect(refused.errors?.file).toContain('Line 6: the caption starts at 00:00:09.000, after the video ends (00:00:08.000).')
    const notVtt = await api(`${videoPath(caseId)}/captions`, {
      method: 'PUT',
      token: director,
      form: vttForm('1\n00:00:01,000 --> 00:00:02,000\nHi\n'),
    })
    expect((await failure(notVtt, 422)).errors?.file).toBe('Please choose a WebVTT captions file (.vtt)')
    const captioned = await ok(
      await api(`${videoPath(caseId)}/captions`, { method: 'PUT', token: director, form: vttForm(GOOD_VTT) }),
      StaffVideoSchema,
    )
    expect(captioned.captions).toMatchObject({ contentType: 'text/vtt', kind: 'captions' })
    const poster = await api(`${videoPath(caseId)}/poster`, {
      method: 'PUT',
      token: director,
      form: fileForm(png(64, 36), 'poster.png', 'image/png'),
    })
    expect((await ok(poster, StaffVideoSchema)).poster).toMatchObject({ kind: 'video-poster', width: 64, height: 36 })
  })

  it('goes to the family, comes back with a comment at a second, gets a new version and the approval', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const caseId = await freshCase([MARGARET])
    const familyVideo = `/api/family/cases/${caseId}/video`
    await uploadVideo(caseId, director, videoOf(PART + 10))
    // Not sent yet: the family cannot comment on it.
    expect((await api(`${familyVideo}/comment`, { token: family, json: { text: 'Lovely' } })).status).toBe(422)
    const sent = await ok(await api(`${videoPath(caseId)}/send`, { method: 'POST', token: director }), StaffVideoSchema)
    expect(sent.status).toBe('ready-for-review')
    // Sent again (a second click, a retry): the same answer, nothing new.
    expect((await ok(await api(`${videoPath(caseId)}/send`, { method: 'POST', token: director }), StaffVideoSchema)).status).toBe(
      'ready-for-review',
    )
    await ok(
      await api(`${familyVideo}/comment`, { token: family, json: { text: 'Her name is misspelled here', atSeconds: 5 } }),
      CaseVideoSchema,
    )
    const commented = await ok(await api(videoPath(caseId), { token: director }), StaffVideoPageSchema)
    expect(commented.video).toMatchObject({
      status: 'changes-requested',
      comments: [{ text: 'Her name is misspelled here', atSeconds: 5, version: 1, author: { id: MARGARET } }],
    })

    const second = await uploadVideo(caseId, director, videoOf(PART + 20))
    expect(second.versions.map((v) => v.number)).toEqual([2, 1])
    expect(second.versions[1]?.video?.size).toBe(PART + 10)
    expect(second.status).toBe('in-production')
    await ok(await api(`${videoPath(caseId)}/send`, { method: 'POST', token: director }), StaffVideoSchema)
    await ok(await api(`${familyVideo}/approve`, { method: 'POST', token: family }), CaseVideoSchema)
    const approved = await ok(await api(videoPath(caseId), { token: director }), StaffVideoPageSchema)
    expect(approved.video).toMatchObject({ status: 'approved', approval: { approvedBy: { id: MARGARET } } })
    expect(approved.video?.comments[0]?.version).toBe(1)
    const late = await api(`${videoPath(caseId)}/captions`, { method: 'PUT', token: director, form: vttForm(GOOD_VTT) })
    expect((await failure(late, 422)).message).toBe(STUDIO_VIDEO_MESSAGES.approved)
  })
})

/** The relative of Whitfield's demo family. */
const RELATIVE = 1003

/** The review mail written for this case after outbox row `since` (a case id comes back once an earlier test's case is deleted). */
async function reviewMails(caseId: number, since: number): Promise<{ to: string; subject: string; text: string }[]> {
  const { results } = await env.DB.prepare(
    'SELECT "to", subject, text FROM outbox WHERE kind = \'review-ready\' AND text LIKE ? AND id > ? ORDER BY id',
  )
    .bind(`%/family-portal/${caseId}/%`, since)
    .all<{ to: string; subject: string; text: string }>()
  return results
}

describe('the family is told, the case remembers', () => {
  it("mails the arranger and the task's assignees once per send, and keeps who sent, made and approved each version", async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const caseId = await freshCase([MARGARET], 'arranger')
    const since = (await env.DB.prepare('SELECT coalesce(max(id), 0) AS n FROM outbox').first<{ n: number }>())?.n ?? 0
    await env.DB.prepare("INSERT INTO case_members (case_id, user_id, role) VALUES (?, ?, 'helper')").bind(caseId, RELATIVE).run()
    await api(`${STAFF_CASES_PATH}/${caseId}/tasks`, { token: director })
    await env.DB.prepare(
      "INSERT INTO case_task_assignees (task_id, user_id) SELECT id, ? FROM case_tasks WHERE case_id = ? AND type = 'review-video'",
    )
      .bind(RELATIVE, caseId)
      .run()

    await uploadVideo(caseId, director, videoOf(PART + 10))
    expect(await reviewMails(caseId, since)).toEqual([])
    await ok(await api(`${videoPath(caseId)}/send`, { method: 'POST', token: director }), StaffVideoSchema)
    await ok(await api(`${videoPath(caseId)}/send`, { method: 'POST', token: director }), StaffVideoSchema)
    const first = await reviewMails(caseId, since)
    expect(first.map((m) => m.to).toSorted()).toEqual(['family@whitfield.example', 'relative@whitfield.example'])
    expect(first[0]?.subject).toBe('Ready for your review: the memorial video for Vera Reel')
    expect(first[0]?.text).toContain(`http://localhost/family-portal/${caseId}/`)
    expect(first[0]?.text).toContain('/task/review-video')
    expect(first[0]?.text).not.toContain('version 1')

    await ok(await api(`/api/family/cases/${caseId}/video/approve`, { method: 'POST', token: family }), CaseVideoSchema)
    await uploadVideo(caseId, director, videoOf(PART + 20))
    await ok(await api(`${videoPath(caseId)}/send`, { method: 'POST', token: director }), StaffVideoSchema)
    const all = await reviewMails(caseId, since)
    expect(all).toHaveLength(4)
    expect(all[3]?.text).toContain('A new version (version 2) is ready.')

    const page = await ok(await api(`${STAFF_CASES_PATH}/${caseId}`, { token: director }), StaffCaseSchema)
    const proofs = page.timeline
      .filter((e) => e.subject === 'the memorial video')
      .map((e) => [e.kind, e.after])
      .toReversed()
    expect(proofs).toEqual([
      ['version', '1'],
      ['sent', '1'],
      ['approved', null],
      ['version', '2'],
      ['sent', '2'],
    ])
    expect(page.timeline.find((e) => e.kind === 'approved' && e.subject === 'the memorial video')?.by).toBe('Margaret Ellis')
  })

  it('shows the family the last version sent, never one still in production', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const caseId = await freshCase([MARGARET])
    const familyVideo = `/api/family/cases/${caseId}/video`
    const first = await uploadVideo(caseId, director, videoOf(PART + 10))
    // Uploaded, not sent: nothing to watch yet.
    const unsent = await ok(await api(familyVideo, { token: family }), CaseVideoSchema)
    expect(unsent).toMatchObject({ status: 'in-production', video: null, poster: null, captions: null })
    await ok(await api(`${videoPath(caseId)}/captions`, { method: 'PUT', token: director, form: vttForm(GOOD_VTT) }), StaffVideoSchema)
    await ok(await api(`${videoPath(caseId)}/send`, { method: 'POST', token: director }), StaffVideoSchema)
    const sent = await ok(await api(familyVideo, { token: family }), CaseVideoSchema)
    expect(sent.video?.url).toBe(first.video?.url)
    expect(sent.captions).not.toBeNull()

    const second = await uploadVideo(caseId, director, videoOf(PART + 20))
    expect(second.video?.url).not.toBe(first.video?.url)
    expect(second.versions.map((v) => v.sentAt !== null)).toEqual([false, true])
    // The home works on version 2 (new captions even): the family still sees version 1 as sent.
    await ok(
      await api(`${videoPath(caseId)}/poster`, { method: 'PUT', token: director, form: fileForm(png(64, 36), 'p.png', 'image/png') }),
      StaffVideoSchema,
    )
    const meanwhile = await ok(await api(familyVideo, { token: family }), CaseVideoSchema)
    expect(meanwhile).toMatchObject({ status: 'in-production', durationSeconds: 8, poster: null })
    expect(meanwhile.video?.url).toBe(first.video?.url)
    expect(meanwhile.captions?.url).toBe(sent.captions?.url)
    await ok(await api(`${videoPath(caseId)}/send`, { method: 'POST', token: director }), StaffVideoSchema)
    const now = await ok(await api(familyVideo, { token: family }), CaseVideoSchema)
    expect(now.video?.url).toBe(second.video?.url)
    expect(now.poster).not.toBeNull()
  })
})
