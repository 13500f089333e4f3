import { env } from 'cloudflare:test'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CaseMemberListSchema, CaseMemberSchema } from '#contract/case-people.ts'
import { LAST_ARRANGER } from '#contract/case-roles.ts'
import { InvitationSchema } from '#contract/family.ts'
import { PendingInvitationListSchema } from '#contract/invitations.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { STAFF_CASES_PATH } from '#contract/studio-cases.ts'
import { NOT_A_MEMBER } from '#contract/studio-family.ts'
import { demoIds } from '#api/seed/ids.ts'
import { leavesNoArranger } from '#api/src/staff/family.ts'
import { newCase } from '#tests/support/factories.ts'
import { ACCOUNTS, api, failure, freshAddress, HARBOR, ok, tokenFor } from './client.ts'

/**
 * A case's family in the studio (issue 37 point 4): the role matrix (owner, director; a site
 * editor, a family account, signed out), another home's case, the members in their roles,
 * changing a role and removing a member with the last arranger kept, and inviting in a role
 * through the family's own invitation mail.
 */

const FAMILY = demoIds(1).familyUser
const RELATIVE = demoIds(1).relativeUser
/** A Harbor case. */
const HARBOR_CASE = 2101

const family = (caseId: number) => `${STAFF_CASES_PATH}/${caseId}`

let caseId = 0
let director = ''

beforeAll(async () => {
  caseId = await newCase(env.DB, { firstName: 'Ida', lastName: 'Moss', nameSlug: 'ida-moss' })
  director = await tokenFor(ACCOUNTS.whitfieldDirector)
})

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM rate_limits').run()
  // Margaret the arranger, James a helper, before each test.
  await env.DB.prepare('UPDATE case_members SET role = ? WHERE case_id = ? AND user_id = ?').bind('arranger', caseId, FAMILY).run()
  await env.DB.prepare('INSERT OR REPLACE INTO case_members (case_id, user_id, role, relationship) VALUES (?, ?, ?, ?)')
    .bind(caseId, RELATIVE, 'helper', 'Nephew')
    .run()
})

const invite = (email: string) => ({ firstName: 'Lena', lastName: 'Moss', email, relationship: 'Niece', role: 'viewer' })

describe('who may call the family calls', () => {
  const calls = [
    { name: 'list the members', path: () => `${family(caseId)}/members`, ok: 200 },
    // Bodies are refused only once the role passed.
    { name: 'change a role', path: () => `${family(caseId)}/members/${RELATIVE}`, method: 'PATCH', json: {}, ok: 422 },
    { name: 'remove a member', path: () => `${family(caseId)}/members/999999`, method: 'DELETE', ok: 404 },
    { name: 'invite', path: () => `${family(caseId)}/invitations`, json: {}, ok: 422 },
    { name: 'list the invitations', path: () => `${family(caseId)}/invitations`, ok: 200 },
    { name: 'resend an invitation', path: () => `${family(caseId)}/invitations/999999/resend`, method: 'POST', ok: 404 },
    { name: 'withdraw an invitation', path: () => `${family(caseId)}/invitations/999999`, method: 'DELETE', ok: 404 },
  ]

  it.each(calls)('$name: owner and director; a site editor or family a 403, signed out a 401, Harbor a 404', async (call) => {
    const init = { method: call.method, json: call.json, headers: freshAddress() }
    expect((await api(call.path(), init)).status).toBe(401)
    for (const account of [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
      // oxlint-disable-next-line no-await-in-loop
      const response = await api(call.path(), { ...init, token: await tokenFor(account) })
      // oxlint-disable-next-line no-await-in-loop
      expect({ who: account.email, ...(await failure(response, 403)) }).toMatchObject({ who: account.email, message: STAFF_ROLE_REFUSED })
    }
    for (const account of [ACCOUNTS.whitfieldStaff, ACCOUNTS.whitfieldDirector]) {
      // oxlint-disable-next-line no-await-in-loop
      const response = await api(call.path(), { ...init, token: await tokenFor(account) })
      expect({ who: account.email, status: response.status }).toEqual({ who: account.email, status: call.ok })
    }
    // Harbor's owner, on Harbor, asking for Whitfield's case: no such case there.
    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    expect((await api(call.path(), { ...init, token: harbor, host: HARBOR })).status).toBe(404)
  })

  it("is a 404 for Whitfield's director on a Harbor case", async () => {
    expect((await api(`${family(HARBOR_CASE)}/members`, { token: director })).status).toBe(404)
    expect((await api(`${family(HARBOR_CASE)}/invitations`, { token: director, json: invite('x@example.com') })).status).toBe(404)
  })
})

describe("a case's members", () => {
  it('lists them with email, relationship and role, arrangers first', async () => {
    const members = await ok(await api(`${family(caseId)}/members`, { token: director }), CaseMemberListSchema)
    expect(members.map((m) => [m.id, m.email, m.role, m.relationship])).toEqual([
      [FAMILY, 'family@whitfield.example', 'arranger', null],
      [RELATIVE, 'relative@whitfield.example', 'helper', 'Nephew'],
    ])
  })

  it('changes a role, and the member can then do what it allows', async () => {
    const relative = await tokenFor(ACCOUNTS.whitfieldRelative)
    const made = await ok(
      await api(`${family(caseId)}/members/${RELATIVE}`, { token: director, method: 'PATCH', json: { role: 'viewer' } }),
      CaseMemberSchema,
    )
    expect(made).toMatchObject({ id: RELATIVE, role: 'viewer' })
    await failure(await api(`/api/family/cases/${caseId}/case-details`, { token: relative, json: {} }), 403)
    await ok(
      await api(`${family(caseId)}/members/${RELATIVE}`, { token: director, method: 'PATCH', json: { role: 'arranger' } }),
      CaseMemberSchema,
    )
    const bad = await failure(
      await api(`${family(caseId)}/members/${RELATIVE}`, { token: director, method: 'PATCH', json: { role: 'boss' } }),
      422,
    )
    expect(bad.errors).toEqual({ role: 'Please choose the role: arranger, helper or viewer.' })
    const none = await failure(
      await api(`${family(caseId)}/members/999999`, { token: director, method: 'PATCH', json: { role: 'helper' } }),
      404,
    )
    expect(none.message).toBe(NOT_A_MEMBER)
  })

  it('keeps the last arranger: not made a helper, not removed while others remain', async () => {
    const demote = await failure(
      await api(`${family(caseId)}/members/${FAMILY}`, { token: director, method: 'PATCH', json: { role: 'helper' } }),
      409,
    )
    expect(demote.message).toBe(LAST_ARRANGER)
    expect((await failure(await api(`${family(caseId)}/members/${FAMILY}`, { token: director, method: 'DELETE' }), 409)).message).toBe(
      LAST_ARRANGER,
    )
    // With a second arranger, the first may go.
    await ok(
      await api(`${family(caseId)}/members/${RELATIVE}`, { token: director, method: 'PATCH', json: { role: 'arranger' } }),
      CaseMemberSchema,
    )
    await ok(
      await api(`${family(caseId)}/members/${FAMILY}`, { token: director, method: 'PATCH', json: { role: 'helper' } }),
      CaseMemberSchema,
    )
  })

  it('removes a member: they no longer open the case, and are off its tasks', async () => {
    const other = await newCase(env.DB, { firstName: 'Otto', lastName: 'Moss', nameSlug: 'otto-moss' })
    await env.DB.prepare('INSERT INTO case_members (case_id, user_id, role) VALUES (?, ?, ?)').bind(other, RELATIVE, 'helper').run()
    const task = await env.DB.prepare("INSERT INTO case_tasks (company_id, case_id, type) VALUES (1, ?, 'upload-photos') RETURNING id")
      .bind(other)
      .first<{ id: number }>()
    await env.DB.prepare('INSERT INTO case_task_assignees (task_id, user_id) VALUES (?, ?)').bind(task?.id, RELATIVE).run()
    const relative = await tokenFor(ACCOUNTS.whitfieldRelative)
    expect((await api(`/api/family/cases/${other}`, { token: relative })).status).toBe(200)
    expect((await api(`${family(other)}/members/${RELATIVE}`, { token: director, method: 'DELETE' })).status).toBe(204)
    await failure(await api(`/api/family/cases/${other}`, { token: relative }), 404)
    const left = await env.DB.prepare('SELECT count(*) AS n FROM case_task_assignees WHERE task_id = ?')
      .bind(task?.id)
      .first<{ n: number }>()
    expect(left?.n).toBe(0)
    const members = await ok(await api(`${family(other)}/members`, { token: director }), CaseMemberListSchema)
    expect(members.map((m) => m.id)).toEqual([FAMILY])
  })
})

describe('inviting from the studio', () => {
  it('mails the invitation in the role chosen; accepted, the relative joins in it; the list shows it, resend and withdraw work', async () => {
    const email = `lena.${Date.now().toString(36)}@example.com`
    const created = await ok(
      await api(`${family(caseId)}/invitations`, { token: director, json: invite(email), headers: freshAddress() }),
      InvitationSchema,
      201,
    )
    expect(created).toMatchObject({ email, role: 'viewer', invitedBy: { firstName: 'Rosa' } })
    const mail = await env.DB.prepare('SELECT subject, text FROM outbox WHERE kind = \'invitation\' AND "to" = ? ORDER BY id DESC LIMIT 1')
      .bind(email)
      .first<{ subject: string; text: string }>()
    expect(mail?.subject).toBe('You are invited to help remember Ida Moss')
    const list = await ok(await api(`${family(caseId)}/invitations`, { token: director }), PendingInvitationListSchema)
    expect(list.find((i) => i.id === created.id)).toMatchObject({ role: 'viewer', relationship: 'Niece' })
    expect(
      (await api(`${family(caseId)}/invitations/${created.id}/resend`, { token: director, method: 'POST', headers: freshAddress() }))
        .status,
    ).toBe(200)
    expect((await api(`${family(caseId)}/invitations/${created.id}`, { token: director, method: 'DELETE' })).status).toBe(204)
    const after = await ok(await api(`${family(caseId)}/invitations`, { token: director }), PendingInvitationListSchema)
    expect(after.some((i) => i.id === created.id)).toBe(false)
  })

  it('asks for the role, in plain words', async () => {
    const { role: _role, ...noRole } = invite('norole@example.com')
    const bad = await failure(await api(`${family(caseId)}/invitations`, { token: director, json: noRole, headers: freshAddress() }), 422)
    expect(bad.errors).toEqual({ role: 'This field is required' })
  })
})

describe("the first call's invitation", () => {
  it('makes the caller the arranger', async () => {
    const email = `june.${Date.now().toString(36)}@example.org`
    const json = {
      firstName: 'Arthur',
      lastName: 'Moss',
      caseType: 'AT_NEED',
      locationId: 101,
      contact: { firstName: 'June', lastName: 'Moss', relationship: 'Daughter', email },
      inviteContact: true,
    }
    const response = await api(STAFF_CASES_PATH, { token: director, json, headers: freshAddress() })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const list = await ok(await api(`${family(id)}/invitations`, { token: director }), PendingInvitationListSchema)
    expect(list.map((i) => [i.email, i.role])).toEqual([[email, 'arranger']])
  })
})

describe('the last-arranger rule', () => {
  const members = [
    { id: 1, role: 'arranger' as const },
    { id: 2, role: 'helper' as const },
  ]
  it('refuses to leave a family with members but no arranger', () => {
    expect(leavesNoArranger(members, 1, { role: 'viewer' })).toBe(true)
    expect(leavesNoArranger(members, 1, 'removed')).toBe(true)
    expect(leavesNoArranger(members, 1, { role: 'arranger' })).toBe(false)
    expect(leavesNoArranger(members, 2, 'removed')).toBe(false)
    expect(leavesNoArranger([{ id: 1, role: 'arranger' }], 1, 'removed')).toBe(false)
    expect(leavesNoArranger([...members, { id: 3, role: 'arranger' }], 1, { role: 'helper' })).toBe(false)
  })
})
