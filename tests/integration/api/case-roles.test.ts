import { env } from 'cloudflare:test'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { caseRoleRefusal, CASE_MEMBER_ROLES, memberMay, type CaseAction, type CaseMemberRole } from '#contract/case-roles.ts'
import { InvitationSchema } from '#contract/family.ts'
import { allOperations } from '#contract/operations.ts'
import { demoIds } from '#api/seed/ids.ts'
import { caseActionOf } from '#api/src/middleware/case-role.ts'
import { newCase } from '#tests/support/factories.ts'
import { ACCOUNTS, api, failure, freshAddress, idempotencyKey, ok, tokenFor } from './client.ts'

/**
 * Family members' roles in a case (issue 37 point 4, decision 056): the matrix of member role x
 * family call (an arranger does all, a helper all but submit and invite, a viewer only reads),
 * staff who work cases pass, and every write among the contract's member calls is refused to a
 * viewer, so a call nobody listed here cannot slip through.
 */

const RELATIVE = demoIds(1).relativeUser
let caseId = 0
let relative = ''
let director = ''

beforeAll(async () => {
  caseId = await newCase(env.DB, { firstName: 'Rosa', lastName: 'Lind', nameSlug: 'rosa-lind' })
  await env.DB.prepare('INSERT INTO case_members (case_id, user_id, role) VALUES (?, ?, ?)').bind(caseId, RELATIVE, 'viewer').run()
  relative = await tokenFor(ACCOUNTS.whitfieldRelative)
  director = await tokenFor(ACCOUNTS.whitfieldDirector)
})

// The invite calls count against the invitation limits; this file is not about those.
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM rate_limits').run()
})

async function becomes(role: CaseMemberRole): Promise<void> {
  await env.DB.prepare('UPDATE case_members SET role = ? WHERE case_id = ? AND user_id = ?').bind(role, caseId, RELATIVE).run()
}

type Call = {
  name: string
  action: CaseAction
  path: () => string
  method?: string
  json?: unknown
  headers?: () => Record<string, string>
}

const C = () => `/api/family/cases/${caseId}`
const A = () => `/api/family/arrangements/${caseId}`

/** One family call of each kind; once the role lets it through, each fails or succeeds on its own merits (never a 403). */
const CALLS: Call[] = [
  { name: 'read the case', action: 'read', path: C },
  { name: 'read the tasks', action: 'read', path: () => `${C()}/tasks` },
  { name: 'read the invitations', action: 'read', path: () => `${C()}/invitations` },
  { name: 'read the arrangement', action: 'read', path: A },
  { name: 'move a task', action: 'contribute', path: () => `${C()}/tasks/999999/status/in-progress`, method: 'POST' },
  { name: 'save the case details', action: 'contribute', path: () => `${C()}/case-details`, json: {} },
  { name: 'delete a photo', action: 'contribute', path: () => `${C()}/photos/999999`, method: 'DELETE' },
  { name: 'upload a photo', action: 'contribute', path: () => `${C()}/photos`, method: 'POST' },
  { name: 'approve the obituary', action: 'contribute', path: () => `${C()}/obituary/approve`, method: 'POST' },
  { name: 'comment on the video', action: 'contribute', path: () => `${C()}/video/comment`, json: {} },
  { name: 'moderate a memory', action: 'contribute', path: () => `${C()}/memorial-wall/comments/999999`, json: { status: 'approved' } },
  { name: 'choose a package', action: 'contribute', path: () => `${A()}/packages/999999`, method: 'POST' },
  { name: 'add a line', action: 'contribute', path: () => `${A()}/lines`, json: {} },
  { name: 'enter the purchaser', action: 'contribute', path: () => `${A()}/contract/details`, json: {} },
  { name: 'pay', action: 'pay', path: () => `${C()}/payments`, json: {}, headers: () => ({ 'Idempotency-Key': idempotencyKey() }) },
  { name: 'start a card payment', action: 'pay', path: () => `${C()}/payments/connect`, json: {} },
  { name: 'submit the arrangement', action: 'submit', path: () => `${A()}/contract/submit`, method: 'POST' },
  { name: 'invite', action: 'invite', path: () => `${C()}/invite`, json: {} },
  { name: 'resend an invitation', action: 'invite', path: () => `${C()}/invitations/999999/resend`, method: 'POST' },
  { name: 'withdraw an invitation', action: 'invite', path: () => `${C()}/invitations/999999`, method: 'DELETE' },
]

async function callAs(token: string, call: Call): Promise<Response> {
  return api(call.path(), { token, method: call.method, json: call.json, headers: { ...freshAddress(), ...call.headers?.() } })
}

describe('a family member in each role x each family call', () => {
  it.each(CASE_MEMBER_ROLES)('%s', async (role) => {
    await becomes(role)
    const answered: { call: string; refusal: string | null; signedOut: boolean }[] = []
    for (const call of CALLS) {
      // oxlint-disable-next-line no-await-in-loop -- one role's calls in turn, on one case
      const response = await callAs(relative, call)
      // oxlint-disable-next-line no-await-in-loop
      const refusal = response.status === 403 ? ((await response.json()) as { message: string }).message : null
      answered.push({ call: call.name, refusal, signedOut: response.status === 401 })
    }
    // Allowed: anything but a 403 (each call then fails or succeeds on its own merits); refused: the sentence.
    expect(answered).toEqual(
      CALLS.map((call) => ({
        call: call.name,
        refusal: memberMay(role, call.action) ? null : caseRoleRefusal(call.action as Exclude<CaseAction, 'read'>),
        signedOut: false,
      })),
    )
  })

  it('lets staff who work cases through every call', async () => {
    for (const call of CALLS) {
      // oxlint-disable-next-line no-await-in-loop
      const response = await callAs(director, call)
      expect({ call: call.name, status: response.status }).not.toMatchObject({ status: 403 })
    }
  })

  it('says in plain words who may do it', async () => {
    await becomes('helper')
    const refused = await failure(await callAs(relative, CALLS.find((c) => c.action === 'submit') as Call), 403)
    expect(refused.message).toBe("Your role in this case does not allow this. Your family's arranger submits the arrangement.")
  })
})

describe('every write among the family calls under a case', () => {
  /** The contract's member calls that change something: what a viewer must never be let through. */
  const writes = allOperations.filter((op) => op.access === 'member' && op.method !== 'get' && op.path.includes('{caseId}'))

  it('is named by the guard as something other than reading', () => {
    expect(writes.length).toBeGreaterThan(20)
    for (const op of writes) {
      const path = op.path.replace('{caseId}', '7').replaceAll(/\{[^}]+\}/g, '1')
      expect({ path: op.path, action: caseActionOf(op.method.toUpperCase(), path) }).not.toMatchObject({ action: 'read' })
    }
  })

  it('is a 403 for a viewer', async () => {
    await becomes('viewer')
    for (const op of writes) {
      const path = op.path.replace('{caseId}', String(caseId)).replaceAll(/\{[^}]+\}/g, '1')
      // oxlint-disable-next-line no-await-in-loop
      const response = await api(path, { token: relative, method: op.method.toUpperCase(), json: op.body ? {} : undefined })
      expect({ op: `${op.method} ${op.path}`, status: response.status }).toEqual({ op: `${op.method} ${op.path}`, status: 403 })
    }
  })
})

describe('an invitation carries the role it grants', () => {
  it('an arranger invites a viewer; a role that is none is a 422 on role', async () => {
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const email = `viewer.${Date.now().toString(36)}@example.com`
    const created = await ok(
      await api(`${C()}/invite`, {
        token: family,
        json: { firstName: 'Ana', lastName: 'Lind', email, role: 'viewer' },
        headers: freshAddress(),
      }),
      InvitationSchema,
      201,
    )
    expect(created.role).toBe('viewer')
    const row = await env.DB.prepare('SELECT role FROM case_invitations WHERE id = ?').bind(created.id).first<{ role: string }>()
    expect(row?.role).toBe('viewer')
    const bad = await failure(
      await api(`${C()}/invite`, {
        token: family,
        json: { firstName: 'Ana', lastName: 'Lind', email, role: 'boss' },
        headers: freshAddress(),
      }),
      422,
    )
    expect(Object.keys(bad.errors ?? {})).toEqual(['role'])
  })
})
