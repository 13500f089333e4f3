import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TaskPageSchema, type TaskType } from '#contract/family.ts'
import { CaseVideoSchema, FamilyObituarySchema, StationerySchema } from '#contract/family-reviews.ts'
import { errorOf } from '#tests/support/error-body.ts'
import { newCase } from '#tests/support/factories.ts'
import { ACCOUNTS, HARBOR, api, tokenFor } from './client.ts'

const CASES = '/api/family/cases'

/** Another company's case: nothing but the status, never a hint that it exists. */

async function taskStatus(caseId: number, type: TaskType, token: string) {
  const page = TaskPageSchema.parse(await (await api(`${CASES}/${caseId}/tasks?size=100`, { token })).json())
  return page.content.find((t) => t.type === type)?.status
}

function post(path: string, token: string, json?: unknown) {
  return api(path, { token, method: 'POST', ...(json === undefined ? {} : { json }) })
}

const draft = {
  firstName: 'Walter',
  middleName: 'James',
  lastName: 'Ellis',
  birthDate: '1941-03-14',
  deathDate: '2026-11-18',
  text: 'Walter James "Walt" Ellis, 85, of Maple Grove …',
}

describe('obituary', () => {
  it('reads the unapproved draft of the current case and the approved, published one of the finished case', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const current = FamilyObituarySchema.parse(await (await api(`${CASES}/1101/obituary`, { token })).json())
    expect(current).toMatchObject({ id: 1901, nameSlug: 'walter-ellis', approval: null, publishedAt: null })
    expect(current.photo?.kind).toBe('obituary-photo')
    const done = FamilyObituarySchema.parse(await (await api(`${CASES}/1102/obituary`, { token })).json())
    expect(done.approval).toEqual({
      approvedAt: '2026-09-04T22:10:00.000Z',
      approvedBy: { id: 1001, firstName: 'Margaret', lastName: 'Ellis' },
    })
    expect(done.publishedAt).not.toBeNull()
  })

  it('approves with who and when, completes review-obituary, and a later change clears the approval', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldRelative)
    const before = new Date().toISOString()
    const response = await post(`${CASES}/1101/obituary/approve`, token)
    expect(response.status).toBe(200)
    const approved = FamilyObituarySchema.parse(await response.json())
    expect(approved.approval?.approvedBy).toEqual({ id: 1003, firstName: 'James', lastName: 'Ellis' })
    expect((approved.approval?.approvedAt ?? '') >= before).toBe(true)
    expect(await taskStatus(1101, 'review-obituary', token)).toBe('completed')
    // Approving again keeps the first approval.
    const again = FamilyObituarySchema.parse(
      await (await post(`${CASES}/1101/obituary/approve`, await tokenFor(ACCOUNTS.whitfieldFamily))).json(),
    )
    expect(again.approval).toEqual(approved.approval)
    // Saving the same words keeps it; other words clear it.
    const same = FamilyObituarySchema.parse(
      await (await post(`${CASES}/1101/obituary`, token, { ...approved, middleName: approved.middleName, photo: undefined })).json(),
    )
    expect(same.approval).toEqual(approved.approval)
    const edited = FamilyObituarySchema.parse(
      await (await post(`${CASES}/1101/obituary`, token, { ...draft, text: 'Walt loved tomatoes.\r\n\r\nAnd baseball.' })).json(),
    )
    expect(edited).toMatchObject({ approval: null, text: 'Walt loved tomatoes.\n\nAnd baseball.' })
  })

  it('creates the obituary on the first save for a case without one', async () => {
    const caseId = await newCase(env.DB, { firstName: 'Zoe', lastName: 'ONeil', nameSlug: 'zoe-oneil' })
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    await errorOf(await api(`${CASES}/${caseId}/obituary`, { token }), 404)
    const created = FamilyObituarySchema.parse(
      await (await post(`${CASES}/${caseId}/obituary`, token, { ...draft, firstName: 'Zoë', lastName: "O'Neil" })).json(),
    )
    expect(created).toMatchObject({ caseId, nameSlug: 'zoe-o-neil', approval: null, publishedAt: null, photo: null })
    expect(FamilyObituarySchema.parse(await (await api(`${CASES}/${caseId}/obituary`, { token })).json()).id).toBe(created.id)
  })

  it('answers 422 for bad input, an empty text to approve and a published obituary', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const bad = await errorOf(await post(`${CASES}/1101/obituary`, token, { ...draft, lastName: '', birthDate: '14/03/1941' }), 422)
    expect(bad.errors).toMatchObject({ lastName: 'This field is required', birthDate: 'Please enter a real date' })
    const order = await errorOf(await post(`${CASES}/1101/obituary`, token, { ...draft, deathDate: '1900-01-01' }), 422)
    expect(order.errors).toEqual({ deathDate: 'The date of death cannot be before the date of birth' })
    await post(`${CASES}/1101/obituary`, token, { ...draft, text: '   ' })
    expect((await errorOf(await post(`${CASES}/1101/obituary/approve`, token), 422)).errors).toEqual({
      text: 'Write the obituary before approving it',
    })
    const published = await errorOf(await post(`${CASES}/1102/obituary`, token, draft), 422)
    expect(published.message).toBe('The obituary is published; call the funeral home to change it')
  })

  it('is 401, 404 for a non-member and across tenants', async () => {
    await errorOf(await post(`${CASES}/1101/obituary/approve`, ''), 401)
    const relative = await tokenFor(ACCOUNTS.whitfieldRelative)
    await errorOf(await post(`${CASES}/1102/obituary/approve`, relative), 404)
    await errorOf(await post(`${CASES}/1102/obituary`, relative, draft), 404)
    const harbor = await tokenFor(ACCOUNTS.harborFamily)
    await errorOf(await post(`${CASES}/1101/obituary/approve`, harbor), 401)
    await errorOf(await api(`${CASES}/1101/obituary/approve`, { host: HARBOR, token: harbor, method: 'POST' }), 404)
    expect(await errorOf(await api(`${CASES}/1101/obituary`, { host: HARBOR, token: harbor, json: draft }), 404)).toBeErrorBody(404)
  })
})

describe('stationery', () => {
  it('lists the pieces with page previews, statuses and comments', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const { items } = StationerySchema.parse(await (await api(`${CASES}/1101/stationery`, { token })).json())
    expect(items.map((i) => [i.itemType, i.status])).toEqual([
      ['memorial-folder', 'changes-requested'],
      ['prayer-card', 'ready-for-review'],
      ['bookmark', 'ready-for-review'],
      ['guest-book', 'in-production'],
    ])
    const folder = items[0]
    expect(folder?.pages.map((p) => p.pageType)).toEqual(['front', 'inside-left', 'inside-right', 'back'])
    expect(folder?.pages[0]?.preview?.kind).toBe('stationery')
    // A proof is the family's, not the public's (decision 021): theirs privately, nobody else's.
    const proof = folder?.pages[0]?.preview?.url ?? ''
    const own = await api(proof, { token })
    expect(own.status).toBe(200)
    expect(own.headers.get('Cache-Control')).toBe('private, no-store')
    expect((await api(proof)).status).toBe(404)
    expect(folder?.comments[0]).toMatchObject({ pageType: 'inside-left', author: { firstName: 'James' } })
    const done = StationerySchema.parse(await (await api(`${CASES}/1102/stationery`, { token })).json())
    expect(done.items.every((i) => i.status === 'approved' && i.approval?.approvedBy.id === 1001)).toBe(true)
  })

  it('takes a comment on a page (changes requested) and approves one piece with who and when', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldRelative)
    const commented = StationerySchema.parse(
      await (
        await post(`${CASES}/1101/stationery/comment?itemType=prayer-card&pageType=back`, token, {
          text: 'Please use Psalm 23 on the back.',
        })
      ).json(),
    )
    const card = commented.items.find((i) => i.itemType === 'prayer-card')
    expect(card).toMatchObject({
      status: 'changes-requested',
      comments: [{ pageType: 'back', text: 'Please use Psalm 23 on the back.', author: { id: 1003 } }],
    })
    const approved = StationerySchema.parse(await (await post(`${CASES}/1101/stationery/approve?itemType=prayer-card`, token)).json())
    const after = approved.items.find((i) => i.itemType === 'prayer-card')
    expect(after?.status).toBe('approved')
    expect(after?.approval?.approvedBy).toEqual({ id: 1003, firstName: 'James', lastName: 'Ellis' })
    expect(approved.items.find((i) => i.itemType === 'bookmark')?.status).toBe('ready-for-review')
    // An approved piece takes no more comments.
    const late = await errorOf(await post(`${CASES}/1101/stationery/comment?itemType=prayer-card`, token, { text: 'One more thing' }), 422)
    expect(late.errors).toEqual({ itemType: 'The prayer card is already approved; call the funeral home to change it' })
  })

  it('approves every piece under review at once, not one still being prepared', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const notReady = await errorOf(await post(`${CASES}/1101/stationery/approve?itemType=guest-book`, token), 422)
    expect(notReady.errors).toEqual({ itemType: 'The guest book is still being prepared; you can approve it once it is ready for review' })
    const all = StationerySchema.parse(await (await post(`${CASES}/1101/stationery/approve`, token)).json())
    expect(all.items.map((i) => i.status)).toEqual(['approved', 'approved', 'approved', 'in-production'])
    // The guest book is not approved yet, so the task stays open.
    expect(await taskStatus(1101, 'review-stationery', token)).toBe('in-progress')
    // Once the funeral home sends the guest book too and the family approves it, the task is done.
    await env.DB.prepare("UPDATE stationery_items SET status = 'ready-for-review' WHERE case_id = 1101 AND item_type = 'guest-book'").run()
    const last = StationerySchema.parse(await (await post(`${CASES}/1101/stationery/approve?itemType=guest-book`, token)).json())
    expect(last.items.every((i) => i.status === 'approved')).toBe(true)
    expect(await taskStatus(1101, 'review-stationery', token)).toBe('completed')
  })

  it('answers 422 for bad queries and bodies, 401, and 404 for a non-member and across tenants', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const noType = await errorOf(await post(`${CASES}/1101/stationery/comment`, token, { text: 'x' }), 422)
    expect(noType.errors).toEqual({ itemType: 'This field is required' })
    const badPage = await errorOf(
      await post(`${CASES}/1101/stationery/comment?itemType=bookmark&pageType=inside-left`, token, { text: 'x' }),
      422,
    )
    expect(badPage.errors).toEqual({ pageType: 'The bookmark has no inside-left page' })
    const empty = await errorOf(await post(`${CASES}/1101/stationery/comment?itemType=bookmark`, token, { text: ' ' }), 422)
    expect(empty.errors).toEqual({ text: 'This field is required' })
    const wrongType = await errorOf(await post(`${CASES}/1101/stationery/approve?itemType=poster`, token), 422)
    expect(wrongType.errors?.itemType).toBe(
      'Invalid option selected. Valid options are: memorial-folder, prayer-card, bookmark, guest-book, other',
    )
    await errorOf(await api(`${CASES}/1101/stationery`), 401)
    await errorOf(await post(`${CASES}/1102/stationery/approve`, await tokenFor(ACCOUNTS.whitfieldRelative)), 404)
    const harbor = await tokenFor(ACCOUNTS.harborFamily)
    await errorOf(await api(`${CASES}/1101/stationery`, { host: HARBOR, token: harbor }), 404)
    await errorOf(await api(`${CASES}/1101/stationery/approve`, { host: HARBOR, token: harbor, method: 'POST' }), 404)
  })
})

describe('video', () => {
  it('reads the video with its poster, status and comments', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const current = CaseVideoSchema.parse(await (await api(`${CASES}/1101/video`, { token })).json())
    expect(current).toMatchObject({ status: 'ready-for-review', video: null, approval: null, comments: [] })
    expect(current.poster?.kind).toBe('video-poster')
    const done = CaseVideoSchema.parse(await (await api(`${CASES}/1102/video`, { token })).json())
    expect(done).toMatchObject({ status: 'approved', approval: { approvedBy: { id: 1001 } }, comments: [{ atSeconds: 95 }] })
  })

  it('takes a comment (changes requested), then an approval with who and when, completing review-video', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldRelative)
    const commented = CaseVideoSchema.parse(
      await (
        await post(`${CASES}/1101/video/comment`, token, { text: 'Add the fishing trip photos near the end.', atSeconds: 300 })
      ).json(),
    )
    expect(commented).toMatchObject({ status: 'changes-requested', comments: [{ atSeconds: 300, author: { id: 1003 } }] })
    const approved = CaseVideoSchema.parse(await (await post(`${CASES}/1101/video/approve`, token)).json())
    expect(approved.status).toBe('approved')
    expect(approved.approval?.approvedBy).toEqual({ id: 1003, firstName: 'James', lastName: 'Ellis' })
    expect(Date.now() - Date.parse(approved.approval?.approvedAt ?? '')).toBeLessThan(60_000)
    expect(await taskStatus(1101, 'review-video', token)).toBe('completed')
    const again = CaseVideoSchema.parse(await (await post(`${CASES}/1101/video/approve`, token)).json())
    expect(again.approval).toEqual(approved.approval)
    const late = await errorOf(await post(`${CASES}/1101/video/comment`, token, { text: 'One more' }), 422)
    expect(late.message).toBe('The video is already approved; call the funeral home to change it')
  })

  it('answers 422 for bad bodies and times past the end, 401, and 404 for a non-member and across tenants', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    expect((await errorOf(await post(`${CASES}/1101/video/comment`, token, {}), 422)).errors).toEqual({ text: 'This field is required' })
    expect((await errorOf(await post(`${CASES}/1101/video/comment`, token, { text: 'x', atSeconds: -1 }), 422)).errors).toEqual({
      atSeconds: 'Must be at least 0',
    })
    expect((await errorOf(await post(`${CASES}/1101/video/comment`, token, { text: 'x', atSeconds: 5000 }), 422)).errors).toEqual({
      atSeconds: 'Cannot exceed 412',
    })
    await errorOf(await api(`${CASES}/1101/video`), 401)
    await errorOf(await post(`${CASES}/1102/video/approve`, await tokenFor(ACCOUNTS.whitfieldRelative)), 404)
    const harbor = await tokenFor(ACCOUNTS.harborFamily)
    await errorOf(await api(`${CASES}/1101/video`, { host: HARBOR, token: harbor }), 404)
    await errorOf(await api(`${CASES}/1101/video/approve`, { host: HARBOR, token: harbor, method: 'POST' }), 404)
  })
})
