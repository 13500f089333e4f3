import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { tributeVideo } from '#api/src/media/samples/video.ts'
import { purgeExpired } from '#api/src/scheduled.ts'
import { FirstCallResultSchema, STAFF_CASES_PATH } from '#contract/studio-cases.ts'
import { VIDEO_PART_MIN_BYTES, VideoUploadPartSchema, VideoUploadSchema, type VideoUpload } from '#contract/studio-video.ts'
import { ACCOUNTS, api, ok, tokenFor } from './client.ts'

/**
 * The daily sweep of memorial-video uploads nobody finished (api/src/staff/video-upload-sweep.ts,
 * decision 067), run as the cron runs it (purgeExpired): a day without a part, the upload is
 * aborted on R2 and its rows go; one still receiving parts, a finished one and a young one stay.
 */

const PART = VIDEO_PART_MIN_BYTES
const DAY = 24 * 3_600_000

async function freshCase(token: string): Promise<number> {
  const response = await api(STAFF_CASES_PATH, {
    token,
    json: {
      firstName: 'Vera',
      lastName: 'Sweep',
      caseType: 'AT_NEED',
      locationId: 101,
      contact: { firstName: 'Owen', lastName: 'Sweep' },
      inviteContact: false,
    },
  })
  const { id } = await ok(response, FirstCallResultSchema, 201)
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM cases WHERE id = ?').bind(id).run()
  })
  return id
}

/** A first part that is a real MP4's start, padded to a part's size. */
function firstPart(): FormData {
  const bytes = new Uint8Array(PART)
  bytes.set(tributeVideo().bytes.subarray(0, 64))
  const form = new FormData()
  form.append('file', new File([bytes], 'part.bin'))
  return form
}

async function startWithOnePart(caseId: number, token: string): Promise<VideoUpload> {
  const path = `${STAFF_CASES_PATH}/${caseId}/video/uploads`
  const upload = await ok(
    await api(path, { token, json: { fileName: 'tribute.mp4', size: PART * 2, partBytes: PART } }),
    VideoUploadSchema,
    201,
  )
  await ok(await api(`${path}/${upload.id}/parts/1`, { method: 'PUT', token, form: firstPart() }), VideoUploadPartSchema)
  return upload
}

async function uploadRow(id: number) {
  return env.DB.prepare('SELECT object_name, r2_upload_id, company_id FROM video_uploads WHERE id = ?')
    .bind(id)
    .first<{ object_name: string; r2_upload_id: string; company_id: number }>()
}

describe('the sweep of abandoned video uploads', () => {
  it('aborts on R2 and removes an upload a day without a part; leaves one still going', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const [quiet, busy] = [await freshCase(director), await freshCase(director)]
    const abandoned = await startWithOnePart(quiet, director)
    const going = await startWithOnePart(busy, director)
    const row = await uploadRow(abandoned.id)
    if (!row) throw new Error('the upload was not stored')
    const old = new Date(Date.now() - DAY - 60_000).toISOString()
    // Both started two days ago; only `going` had a part since.
    await env.DB.prepare('UPDATE video_uploads SET created_at = ? WHERE id IN (?, ?)').bind(old, abandoned.id, going.id).run()
    await env.DB.prepare('UPDATE video_upload_parts SET uploaded_at = ? WHERE upload_id = ?').bind(old, abandoned.id).run()

    await purgeExpired(env)

    expect(await uploadRow(abandoned.id)).toBeNull()
    const parts = await env.DB.prepare('SELECT count(*) AS n FROM video_upload_parts WHERE upload_id = ?')
      .bind(abandoned.id)
      .first<{ n: number }>()
    expect(parts?.n).toBe(0)
    // Gone on R2 as well: the upload cannot take another part.
    const key = `c${row.company_id}/${row.object_name}`
    await expect(env.MEDIA.resumeMultipartUpload(key, row.r2_upload_id).uploadPart(2, new Uint8Array(10))).rejects.toThrow(/./)
    // The one still receiving parts is untouched and goes on, on R2 too.
    const kept = await uploadRow(going.id)
    if (!kept) throw new Error('the upload still going was removed')
    await expect(
      env.MEDIA.resumeMultipartUpload(`c${kept.company_id}/${kept.object_name}`, kept.r2_upload_id).uploadPart(2, new Uint8Array(10)),
    ).resolves.toMatchObject({ partNumber: 2 })
    const listed = await ok(await api(`${STAFF_CASES_PATH}/${busy}/video/uploads/${going.id}`, { token: director }), VideoUploadSchema)
    expect(listed.parts).toHaveLength(1)
    expect((await api(`${STAFF_CASES_PATH}/${quiet}/video/uploads/${abandoned.id}`, { token: director })).status).toBe(404)
  })

  it('removes a given-up upload a day old, and leaves a young open one', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase(director)
    const first = await startWithOnePart(caseId, director)
    // Starting again gives the first up (decision 060); it is only rows now.
    const second = await startWithOnePart(caseId, director)
    const old = new Date(Date.now() - DAY - 60_000).toISOString()
    await env.DB.prepare('UPDATE video_uploads SET created_at = ? WHERE id = ?').bind(old, first.id).run()
    await purgeExpired(env)
    expect(await uploadRow(first.id)).toBeNull()
    expect(await uploadRow(second.id)).not.toBeNull()
  })
})
