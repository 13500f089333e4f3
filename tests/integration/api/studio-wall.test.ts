import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { familyCasePath } from '#contract/family-paths.ts'
import { MemorialCommentSchema } from '#contract/media.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { FirstCallResultSchema, STAFF_CASES_PATH } from '#contract/studio-cases.ts'
import { STAFF_WALL_PATH, STUDIO_WALL_MESSAGES, WallQueueItemSchema, WallQueuePageSchema } from '#contract/studio-wall.ts'
import { ACCOUNTS, api, failure, HARBOR, ok, tokenFor } from './client.ts'

/**
 * The memorial wall from the home's side (issue 38 point 4, decision 062): the role matrix and
 * another home's memory, the held queue oldest first with its case, approve / hide / restore, and
 * the rule that a family's decision stands (staff are refused, and told who decided). Each test
 * opens a case of its own by a first call, with memories written into it, and deletes it after.
 */

/** Margaret Ellis, Whitfield's demo family account. */
const MARGARET = 1001

async function freshCase(): Promise<number> {
  const director = await tokenFor(ACCOUNTS.whitfieldDirector)
  const response = await api(STAFF_CASES_PATH, {
    token: director,
    json: {
      firstName: 'Ada',
      lastName: 'Wallace',
      caseType: 'AT_NEED',
      locationId: 101,
      contact: { firstName: 'Owen', lastName: 'Wallace' },
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

/** A memory held on the case's wall, posted at `createdAt`. */
async function heldMemory(caseId: number, author: string, createdAt: string): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO memorial_comments (company_id, case_id, author_name, text, status, created_at) VALUES (1, ?, ?, 'We remember her laugh.', 'pending', ?) RETURNING id",
  )
    .bind(caseId, author, createdAt)
    .first<{ id: number }>()
  if (!row) throw new Error('no memory')
  return row.id
}

const act = (commentId: number, action: string, token: string, host?: string) =>
  api(`${STAFF_WALL_PATH}/${commentId}`, { token, host, json: { action } })

async function queue(token: string, query = '') {
  return ok(await api(`${STAFF_WALL_PATH}${query}`, { token }), WallQueuePageSchema)
}

describe('who may call the wall calls', () => {
  it('owner and director; a site editor or family a 403, signed out a 401, Harbor a 404', async () => {
    const caseId = await freshCase()
    const memory = await heldMemory(caseId, 'Nell Price', '2026-01-02T10:00:00.000Z')
    const calls = [
      { name: 'queue', path: STAFF_WALL_PATH, ok: 200, harbor: 200 },
      // A body is refused only once the role passed.
      { name: 'act', path: `${STAFF_WALL_PATH}/${memory}`, json: {}, ok: 422, harbor: 404 },
    ]
    for (const call of calls) {
      expect([call.name, (await api(call.path, { json: call.json })).status]).toEqual([call.name, 401])
      for (const account of [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
        const response = await api(call.path, { json: call.json, token: await tokenFor(account) })
        expect({ call: call.name, who: account.email, ...(await failure(response, 403)) }).toMatchObject({
          call: call.name,
          who: account.email,
          message: STAFF_ROLE_REFUSED,
        })
      }
      for (const account of [ACCOUNTS.whitfieldStaff, ACCOUNTS.whitfieldDirector]) {
        const response = await api(call.path, { json: call.json, token: await tokenFor(account) })
        expect([call.name, account.email, response.status]).toEqual([call.name, account.email, call.ok])
      }
    }
    // Harbor's owner at Harbor: Whitfield's memory does not exist there, nor in Harbor's queue.
    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    expect(await failure(await act(memory, 'approve', harbor, HARBOR), 404)).toMatchObject({ message: STUDIO_WALL_MESSAGES.notFound })
    const harborQueue = await ok(await api(`${STAFF_WALL_PATH}?size=100`, { token: harbor, host: HARBOR }), WallQueuePageSchema)
    expect(harborQueue.content.length).toBeGreaterThan(0)
    expect(harborQueue.content.some((m) => m.id === memory || m.case.id === caseId)).toBe(false)
    const held = await env.DB.prepare('SELECT status FROM memorial_comments WHERE id = ?').bind(memory).first<{ status: string }>()
    expect(held?.status).toBe('pending')
  })
})

describe('the queue', () => {
  it('holds memories oldest first, each with its case, and approving one puts it on the wall as the home', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase()
    const later = await heldMemory(caseId, 'Later Poster', '2026-01-03T10:00:00.000Z')
    const earlier = await heldMemory(caseId, 'Earlier Poster', '2026-01-01T10:00:00.000Z')
    const page = await queue(director, `?caseId=${caseId}`)
    expect(page.content.map((m) => m.id)).toEqual([earlier, later])
    expect(page.content[0]).toMatchObject({
      case: { id: caseId, firstName: 'Ada', lastName: 'Wallace' },
      status: 'pending',
      actions: ['approve', 'hide'],
      locked: null,
      moderatedAs: null,
    })
    // The whole home's queue is oldest first too.
    const all = (await queue(director, '?size=100')).content
    const times = all.map((m) => m.createdAt)
    expect(times).toEqual(times.toSorted())

    const approved = await ok(await act(earlier, 'approve', director), WallQueueItemSchema)
    expect(approved).toMatchObject({ status: 'approved', moderatedAs: 'staff', moderatedBy: { firstName: 'Rosa' }, actions: ['hide'] })
    expect(approved.moderatedAt).not.toBeNull()
    expect((await queue(director, `?caseId=${caseId}`)).content.map((m) => m.id)).toEqual([later])
    expect((await queue(director, `?caseId=${caseId}&status=approved`)).content.map((m) => m.id)).toEqual([earlier])
    // The family sees the home's decision as the home's.
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const theirs = await api(`${familyCasePath(caseId)}/memorial-wall/comments/approved`, { token: family })
    const shown = (await theirs.json()) as { content: unknown[] }
    expect(MemorialCommentSchema.parse(shown.content[0])).toMatchObject({ id: earlier, moderatedAs: 'staff' })
  })

  it('hides and restores: a memory the home hid goes back to held, never straight onto the wall', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const caseId = await freshCase()
    const memory = await heldMemory(caseId, 'Ward Hollis', '2026-01-01T10:00:00.000Z')
    const hidden = await ok(await act(memory, 'hide', owner), WallQueueItemSchema)
    expect(hidden).toMatchObject({ status: 'rejected', moderatedAs: 'staff', actions: ['restore'] })
    expect(await failure(await act(memory, 'hide', owner), 409)).toMatchObject({ message: STUDIO_WALL_MESSAGES.hideNotHidden })
    expect(await failure(await act(memory, 'approve', owner), 409)).toMatchObject({ message: STUDIO_WALL_MESSAGES.approveHeldOnly })
    const restored = await ok(await act(memory, 'restore', owner), WallQueueItemSchema)
    expect(restored).toMatchObject({ status: 'pending', moderatedAs: null, moderatedBy: null, moderatedAt: null })
    expect(await failure(await act(memory, 'restore', owner), 409)).toMatchObject({ message: STUDIO_WALL_MESSAGES.restoreHiddenOnly })
    expect(await failure(await api(`${STAFF_WALL_PATH}/${memory}`, { token: owner, json: { action: 'delete' } }), 422)).toMatchObject({
      errors: { action: STUDIO_WALL_MESSAGES.action },
    })
  })
})

describe("the family's decision stands", () => {
  it('refuses staff on a memory the family decided, and says who decided', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const caseId = await freshCase()
    const memory = await heldMemory(caseId, 'Cora Finch', '2026-01-01T10:00:00.000Z')
    const turnedAway = await api(`${familyCasePath(caseId)}/memorial-wall/comments/${memory}`, {
      token: family,
      json: { status: 'rejected' },
    })
    expect(MemorialCommentSchema.parse(await turnedAway.json())).toMatchObject({ status: 'rejected', moderatedAs: 'family' })

    const [item] = (await queue(director, `?caseId=${caseId}&status=rejected`)).content
    const lock = `Margaret Ellis of the family turned away this memory. ${STUDIO_WALL_MESSAGES.familyDecided}`
    expect(item).toMatchObject({ id: memory, actions: [], locked: lock, moderatedBy: { firstName: 'Margaret', lastName: 'Ellis' } })
    for (const action of ['approve', 'hide', 'restore']) {
      expect(await failure(await act(memory, action, director), 409)).toMatchObject({ message: lock })
    }
    const row = await env.DB.prepare('SELECT status, moderated_as FROM memorial_comments WHERE id = ?')
      .bind(memory)
      .first<{ status: string; moderated_as: string }>()
    expect(row).toEqual({ status: 'rejected', moderated_as: 'family' })

    // The family may change any decision, the home's included.
    const other = await heldMemory(caseId, 'Abe Lowe', '2026-01-02T10:00:00.000Z')
    await ok(await act(other, 'hide', director), WallQueueItemSchema)
    const back = await api(`${familyCasePath(caseId)}/memorial-wall/comments/${other}`, { token: family, json: { status: 'approved' } })
    expect(MemorialCommentSchema.parse(await back.json())).toMatchObject({ status: 'approved', moderatedAs: 'family' })
  })
})
