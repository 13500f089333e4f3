import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { StationeryItemSchema, StationerySchema } from '#contract/family-reviews.ts'
import { MediaFileSchema } from '#contract/files.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { StaffCaseSchema } from '#contract/studio-case-page.ts'
import { FirstCallResultSchema, STAFF_CASES_PATH } from '#contract/studio-cases.ts'
import { STUDIO_STATIONERY_MESSAGES } from '#contract/studio-stationery.ts'
import { fileForm, png } from '#tests/support/images.ts'
import { ACCOUNTS, api, failure, HARBOR, ok, tokenFor } from './client.ts'

/**
 * A case's printed pieces from the home's side (issue 38 point 3): the role matrix and another
 * home's case for every call; a piece added, its pages uploaded and sent as versions; the
 * family's comments (per page, per piece, with the version) and approval coming back, and what
 * changed between two versions. Each test opens a case of its own and deletes it at the end.
 */

/** Margaret Ellis, a demo family account of Whitfield. */
const MARGARET = 1001
const HARBOR_CASE = 2101

const stationeryPath = (caseId: number) => `${STAFF_CASES_PATH}/${caseId}/stationery`
const familyPath = (caseId: number) => `/api/family/cases/${caseId}/stationery`

async function freshCase(): Promise<number> {
  const director = await tokenFor(ACCOUNTS.whitfieldDirector)
  const response = await api(STAFF_CASES_PATH, {
    token: director,
    json: {
      firstName: 'Rose',
      lastName: 'Printer',
      caseType: 'AT_NEED',
      locationId: 101,
      contact: { firstName: 'Owen', lastName: 'Printer' },
      inviteContact: false,
    },
  })
  const { id } = await ok(response, FirstCallResultSchema, 201)
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM cases WHERE id = ?').bind(id).run()
  })
  await env.DB.prepare("INSERT INTO case_members (case_id, user_id, role) VALUES (?, ?, 'arranger')").bind(id, MARGARET).run()
  return id
}

async function uploadPage(caseId: number, token: string, width = 55, height = 85): Promise<number> {
  const response = await api(`${stationeryPath(caseId)}/pages`, { token, form: fileForm(png(width, height), 'page.png') })
  return (await ok(response, MediaFileSchema, 201)).id
}

async function addPiece(caseId: number, token: string, json: unknown) {
  return ok(await api(stationeryPath(caseId), { token, json }), StationeryItemSchema, 201)
}

async function sendVersion(caseId: number, itemId: number, token: string, mediaIds: number[]) {
  return ok(await api(`${stationeryPath(caseId)}/${itemId}/versions`, { token, json: { mediaIds } }), StationeryItemSchema, 201)
}

async function taskStatus(caseId: number): Promise<{ status: string; removed_at: string | null } | null> {
  return env.DB.prepare("SELECT status, removed_at FROM case_tasks WHERE case_id = ? AND type = 'review-stationery'")
    .bind(caseId)
    .first<{ status: string; removed_at: string | null }>()
}

describe('who may call the stationery calls', () => {
  it('owner and director; a site editor or family a 403, signed out a 401, Harbor a 404', async () => {
    const caseId = await freshCase()
    const calls = [
      { name: 'list', path: stationeryPath(caseId), ok: 200 },
      // A body is refused only once the role passed.
      { name: 'add', path: stationeryPath(caseId), method: 'POST', json: {}, ok: 422 },
      { name: 'upload', path: `${stationeryPath(caseId)}/pages`, method: 'POST', form: true, ok: 201 },
      { name: 'version', path: `${stationeryPath(caseId)}/999999/versions`, method: 'POST', json: { mediaIds: [1] }, ok: 404 },
    ]
    for (const call of calls) {
      const body = () => ({ json: call.json, form: call.form ? fileForm(png(10, 10), 'p.png') : undefined })
      expect([call.name, (await api(call.path, { method: call.method, ...body() })).status]).toEqual([call.name, 401])
      for (const account of [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
        const response = await api(call.path, { method: call.method, ...body(), token: await tokenFor(account) })
        expect({ call: call.name, who: account.email, ...(await failure(response, 403)) }).toMatchObject({
          call: call.name,
          who: account.email,
          message: STAFF_ROLE_REFUSED,
        })
      }
      for (const account of [ACCOUNTS.whitfieldStaff, ACCOUNTS.whitfieldDirector]) {
        const response = await api(call.path, { method: call.method, ...body(), token: await tokenFor(account) })
        expect([call.name, account.email, response.status]).toEqual([call.name, account.email, call.ok])
      }
      const harbor = await api(call.path, { method: call.method, ...body(), host: HARBOR, token: await tokenFor(ACCOUNTS.harborStaff) })
      expect([call.name, harbor.status]).toEqual([call.name, 404])
    }
  })

  it("is a 404 to reach another home's case, or a piece through a case it is not of", async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    expect((await api(stationeryPath(HARBOR_CASE), { token: owner })).status).toBe(404)
    expect((await api(stationeryPath(HARBOR_CASE), { token: owner, json: { itemType: 'bookmark' } })).status).toBe(404)
    expect((await api(`${stationeryPath(HARBOR_CASE)}/pages`, { token: owner, form: fileForm(png(5, 5), 'p.png') })).status).toBe(404)
    const one = await freshCase()
    const other = await freshCase()
    const piece = await addPiece(one, owner, { itemType: 'prayer-card' })
    const page = await uploadPage(one, owner)
    // The piece of one case named through another: not found.
    expect((await api(`${stationeryPath(other)}/${piece.id}/versions`, { token: owner, json: { mediaIds: [page] } })).status).toBe(404)
    // A page uploaded for one case cannot be sent as a page of another's piece.
    const theirs = await addPiece(other, owner, { itemType: 'prayer-card' })
    const refused = await failure(
      await api(`${stationeryPath(other)}/${theirs.id}/versions`, { token: owner, json: { mediaIds: [page] } }),
      422,
    )
    expect(refused.errors).toEqual({ mediaIds: STUDIO_STATIONERY_MESSAGES.notAPage })
    // Harbor's owner cannot send Whitfield's piece from Harbor.
    const harbor = await api(`${stationeryPath(one)}/${piece.id}/versions`, {
      host: HARBOR,
      token: await tokenFor(ACCOUNTS.harborStaff),
      json: { mediaIds: [page] },
    })
    expect(harbor.status).toBe(404)
  })
})

describe('a piece from first proof to approval', () => {
  it('adds pieces, refusing a second of a kind and another piece with no name', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase()
    const folder = await addPiece(caseId, director, { itemType: 'memorial-folder' })
    expect(folder).toMatchObject({ title: 'Memorial folder', status: 'in-production', version: 0, pages: [], changes: null })
    const twice = await failure(await api(stationeryPath(caseId), { token: director, json: { itemType: 'memorial-folder' } }), 422)
    expect(twice.errors).toEqual({ itemType: STUDIO_STATIONERY_MESSAGES.alreadyThere })
    const unnamed = await failure(await api(stationeryPath(caseId), { token: director, json: { itemType: 'other' } }), 422)
    expect(unnamed.errors).toEqual({ title: STUDIO_STATIONERY_MESSAGES.title })
    const named = await addPiece(caseId, director, { itemType: 'other', title: 'Thank-you card' })
    expect(named.title).toBe('Thank-you card')
    const list = await ok(await api(stationeryPath(caseId), { token: director }), StationerySchema)
    expect(list.items.map((i) => i.title)).toEqual(['Memorial folder', 'Thank-you card'])
  })

  it('refuses a version without pages, with the same picture twice or of more than four', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase()
    const piece = await addPiece(caseId, director, { itemType: 'bookmark' })
    const page = await uploadPage(caseId, director)
    const path = `${stationeryPath(caseId)}/${piece.id}/versions`
    expect((await failure(await api(path, { token: director, json: { mediaIds: [] } }), 422)).errors).toEqual({
      mediaIds: STUDIO_STATIONERY_MESSAGES.pageCount,
    })
    expect((await failure(await api(path, { token: director, json: { mediaIds: [page, page] } }), 422)).errors).toEqual({
      mediaIds: STUDIO_STATIONERY_MESSAGES.samePage,
    })
    expect((await failure(await api(path, { token: director, json: { mediaIds: [1, 2, 3, 4, 5] } }), 422)).errors).toEqual({
      mediaIds: STUDIO_STATIONERY_MESSAGES.pageCount,
    })
    // A refused upload is not a page: the api reads the bytes.
    const notAPicture = await api(`${stationeryPath(caseId)}/pages`, { token: director, form: fileForm('<html></html>', 'page.png') })
    expect((await failure(notAPicture, 422)).errors).toEqual({ file: 'Please choose a JPEG, PNG, WebP or GIF image' })
  })

  it('sends a two-page folder, takes the family comment, sends a new version with what changed, and sees the approval', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const caseId = await freshCase()
    const folder = await addPiece(caseId, director, { itemType: 'memorial-folder' })
    const front = await uploadPage(caseId, director)
    const back = await uploadPage(caseId, director)
    // The task was done before (say, another piece approved): a new version opens it again.
    await env.DB.prepare("UPDATE case_tasks SET status = 'completed' WHERE case_id = ? AND type = 'review-stationery'").bind(caseId).run()

    const first = await sendVersion(caseId, folder.id, director, [front, back])
    expect(first).toMatchObject({ status: 'ready-for-review', version: 1, changes: null })
    expect(first.pages.map((p) => [p.pageType, p.preview?.id])).toEqual([
      ['front', front],
      ['back', back],
    ])
    expect(await taskStatus(caseId)).toEqual({ status: 'not-started', removed_at: null })

    // The family sees the same piece, and comments on its back and on the piece as a whole.
    const seen = await ok(await api(familyPath(caseId), { token: family }), StationerySchema)
    expect(seen.items[0]).toMatchObject({ id: folder.id, version: 1, status: 'ready-for-review' })
    const comment = (query: string, text: string) => api(`${familyPath(caseId)}/comment?${query}`, { token: family, json: { text } })
    expect((await comment('itemType=memorial-folder&pageType=back', 'Please use the photo from the lake')).status).toBe(200)
    expect((await comment('itemType=memorial-folder', 'The font is lovely')).status).toBe(200)

    const studio = await ok(await api(stationeryPath(caseId), { token: director }), StationerySchema)
    const commented = studio.items[0]
    expect(commented?.status).toBe('changes-requested')
    expect(commented?.comments.map((c) => [c.pageType, c.text, c.version, c.author.firstName])).toEqual([
      ['back', 'Please use the photo from the lake', 1, 'Margaret'],
      [null, 'The font is lovely', 1, 'Margaret'],
    ])

    // Version 2: a new back, and two inside pages added.
    const newBack = await uploadPage(caseId, director, 60, 90)
    const insideLeft = await uploadPage(caseId, director, 61, 90)
    const insideRight = await uploadPage(caseId, director, 62, 90)
    const second = await sendVersion(caseId, folder.id, director, [front, insideLeft, insideRight, newBack])
    expect(second).toMatchObject({
      status: 'ready-for-review',
      version: 2,
      changes: { from: 1, to: 2, added: ['inside-left', 'inside-right'], replaced: ['back'], removed: [] },
    })
    const familyView = await ok(await api(familyPath(caseId), { token: family }), StationerySchema)
    expect(familyView.items[0]?.changes).toEqual(second.changes)

    const approved = await api(`${familyPath(caseId)}/approve?itemType=memorial-folder`, { token: family, json: {} })
    expect(approved.status).toBe(200)
    const after = await ok(await api(stationeryPath(caseId), { token: director }), StationerySchema)
    expect(after.items[0]?.status).toBe('approved')
    expect(after.items[0]?.approval?.approvedBy.firstName).toBe('Margaret')
    expect(await taskStatus(caseId)).toMatchObject({ status: 'completed' })

    // An approved piece takes no new version.
    const refused = await failure(
      await api(`${stationeryPath(caseId)}/${folder.id}/versions`, { token: director, json: { mediaIds: [front] } }),
      422,
    )
    expect(refused.errors).toEqual({ mediaIds: STUDIO_STATIONERY_MESSAGES.approved })
  })
})

describe('the family is told, the case remembers', () => {
  it('mails the arranger once per version sent (a repeat is the same send), and the timeline names each version', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase()
    // A case id can come back after an earlier test's case was deleted: only mail written from here on.
    const since = (await env.DB.prepare('SELECT coalesce(max(id), 0) AS n FROM outbox').first<{ n: number }>())?.n ?? 0
    const mails = async () =>
      (
        await env.DB.prepare('SELECT "to", subject, text FROM outbox WHERE kind = \'review-ready\' AND text LIKE ? AND id > ? ORDER BY id')
          .bind(`%/family-portal/${caseId}/%`, since)
          .all<{ to: string; subject: string; text: string }>()
      ).results
    const card = await addPiece(caseId, director, { itemType: 'prayer-card' })
    const [front, back] = [await uploadPage(caseId, director), await uploadPage(caseId, director)]
    expect((await mails()).map((m) => m.subject)).toEqual([])
    const first = await sendVersion(caseId, card.id, director, [front, back])
    // The same call again (a lost answer, a second click): the version the family has, no second mail.
    const again = await sendVersion(caseId, card.id, director, [front, back])
    expect([first.version, again.version]).toEqual([1, 1])
    const sent = await mails()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: 'family@whitfield.example', subject: 'Ready for your review: the prayer card for Rose Printer' })
    expect(sent[0]?.text).toContain('/task/review-stationery')
    // Other pictures are another version, mailed.
    await sendVersion(caseId, card.id, director, [back, front])
    expect((await mails()).map((m) => m.text.includes('version 2'))).toEqual([false, true])
    const page = await ok(await api(`${STAFF_CASES_PATH}/${caseId}`, { token: director }), StaffCaseSchema)
    expect(page.timeline.filter((e) => e.kind === 'sent').map((e) => [e.subject, e.after, e.by])).toEqual([
      ['the prayer card', '2', expect.any(String)],
      ['the prayer card', '1', expect.any(String)],
    ])
  })
})
