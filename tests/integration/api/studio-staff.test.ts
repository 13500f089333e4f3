import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { AuthResultSchema, passwordResetTokenPath, SessionSchema, UPSTREAM_AUTH_PATHS } from '#contract/auth.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import {
  STAFF_MEMBER_MESSAGES,
  STAFF_MEMBERS_PATH,
  StaffMemberListSchema,
  StaffMemberSchema,
  type StaffMember,
} from '#contract/studio-staff.ts'
import { ACCOUNTS, api, failure, freshAddress, HARBOR, ok, tokenFor } from './client.ts'

/**
 * The owner's staff calls (issue 37 point 2): the list, inviting a member (a mail with a link to
 * choose a password), changing a role and turning an account off. Every demo row a test changes
 * is put back when it finishes.
 */

type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS]

async function idOf(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: number }>()
  if (!row) throw new Error(`no account ${email}`)
  return row.id
}

/** Puts the demo account's role and state back as they are now, when the test finishes. */
async function restoreAfter(account: Account): Promise<void> {
  const row = await env.DB.prepare('SELECT id, staff_role, disabled_at FROM users WHERE email = ?')
    .bind(account.email)
    .first<{ id: number; staff_role: string | null; disabled_at: string | null }>()
  if (!row) throw new Error(`no account ${account.email}`)
  onTestFinished(async () => {
    await env.DB.prepare('UPDATE users SET staff_role = ?, disabled_at = ? WHERE id = ?')
      .bind(row.staff_role, row.disabled_at, row.id)
      .run()
  })
}

function change(token: string, userId: number, json: unknown, host?: string): Promise<Response> {
  return api(`${STAFF_MEMBERS_PATH}/${userId}`, { method: 'PATCH', token, json, host })
}

function invite(token: string, json: Record<string, unknown>): Promise<Response> {
  return api(STAFF_MEMBERS_PATH, { token, json })
}

/** A new address, and its account (if the test makes one) deleted when the test finishes. */
function newAddress(): string {
  const email = `new-${crypto.randomUUID().slice(0, 8)}@whitfield.example`
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM users WHERE email = ?').bind(email).run()
  })
  return email
}

async function lastMailTo(to: string): Promise<{ kind: string; subject: string; text: string } | null> {
  return env.DB.prepare('SELECT kind, subject, text FROM outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ kind: string; subject: string; text: string }>()
}

describe('who may call the staff calls', () => {
  const calls = [
    { name: 'list the staff', path: STAFF_MEMBERS_PATH, ok: 200 },
    {
      name: 'invite a member',
      path: STAFF_MEMBERS_PATH,
      json: { email: 'someone@whitfield.example', firstName: 'Some', lastName: 'One', staffRole: 'nobody' },
      // The owner passes the role check and is then told what is wrong with the body.
      ok: 422,
    },
    { name: 'change a member', path: 'director', method: 'PATCH', json: {}, ok: 200 },
  ]

  it.each(calls)('$name: the owner only; any other role a 403 in plain words, signed out a 401', async (call) => {
    const path = call.path === 'director' ? `${STAFF_MEMBERS_PATH}/${await idOf(ACCOUNTS.whitfieldDirector.email)}` : call.path
    const signedOut = await api(path, { method: call.method, json: call.json })
    expect(signedOut.status).toBe(401)
    for (const account of [ACCOUNTS.whitfieldDirector, ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
      const response = await api(path, { method: call.method, json: call.json, token: await tokenFor(account) })
      expect({ who: account.email, ...(await failure(response, 403)) }).toMatchObject({ who: account.email, message: STAFF_ROLE_REFUSED })
    }
    const owner = await api(path, { method: call.method, json: call.json, token: await tokenFor(ACCOUNTS.whitfieldStaff) })
    expect(owner.status).toBe(call.ok)
  })
})

describe('the staff list', () => {
  it("lists the home's staff with their roles, never a family account or another home's", async () => {
    const whitfield = await ok(await api(STAFF_MEMBERS_PATH, { token: await tokenFor(ACCOUNTS.whitfieldStaff) }), StaffMemberListSchema)
    const byEmail = new Map(whitfield.map((m) => [m.email, m]))
    expect(byEmail.get(ACCOUNTS.whitfieldStaff.email)).toMatchObject({ staffRole: 'owner', disabledAt: null, pending: false })
    expect(byEmail.get(ACCOUNTS.whitfieldDirector.email)).toMatchObject({ staffRole: 'director' })
    expect(byEmail.get(ACCOUNTS.whitfieldEditor.email)).toMatchObject({ staffRole: 'site_editor' })
    expect(byEmail.has(ACCOUNTS.whitfieldFamily.email)).toBe(false)
    expect(whitfield.every((m) => m.email.endsWith('@whitfield.example'))).toBe(true)

    const harbor = await ok(
      await api(STAFF_MEMBERS_PATH, { host: HARBOR, token: await tokenFor(ACCOUNTS.harborStaff) }),
      StaffMemberListSchema,
    )
    expect(harbor.map((m) => m.email)).toContain(ACCOUNTS.harborStaff.email)
    expect(harbor.every((m) => m.email.endsWith('@harbor.example'))).toBe(true)
  })

  it("is a 404 to change a family account, another home's member or an unknown id", async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const family = await change(owner, await idOf(ACCOUNTS.whitfieldFamily.email), { staffRole: 'owner' })
    expect(await failure(family, 404)).toMatchObject({ message: STAFF_MEMBER_MESSAGES.notFound })
    const harborOwner = await tokenFor(ACCOUNTS.harborStaff)
    const director = await idOf(ACCOUNTS.whitfieldDirector.email)
    expect((await change(harborOwner, director, { disabled: true }, HARBOR)).status).toBe(404)
    expect((await change(owner, 999_999, { disabled: true })).status).toBe(404)
    const session = await ok(await api(UPSTREAM_AUTH_PATHS.session, { token: await tokenFor(ACCOUNTS.whitfieldDirector) }), SessionSchema)
    expect(session.user.staffRole).toBe('director')
  })
})

describe('inviting a staff member', () => {
  it('makes a pending account, mails a kind link, and the link sets the password the member signs in with', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const email = newAddress()
    const created = await ok(
      await invite(owner, { email: email.toUpperCase(), firstName: 'Nora', lastName: 'Quinn', staffRole: 'director' }),
      StaffMemberSchema,
      201,
    )
    expect(created).toMatchObject({ email, firstName: 'Nora', lastName: 'Quinn', staffRole: 'director', disabledAt: null, pending: true })

    const mail = await lastMailTo(email)
    expect(mail).toMatchObject({ kind: 'staff-invitation', subject: expect.stringContaining('Whitfield') })
    expect(mail?.text).toContain('Dear Nora,')
    expect(mail?.text).toMatch(/invited you to join the team at Whitfield[^\n]* as a funeral director/)
    // The reset screen, in the words of a first password (staffWelcomeScreenPath).
    const token = /\/family-portal\/password-reset\/([A-Za-z0-9_-]{43})\?welcome=1/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeDefined()

    // Before choosing a password nobody can sign in as the member.
    const early = await api(UPSTREAM_AUTH_PATHS.signIn, { json: { email, password: 'anything-at-all-1' }, headers: freshAddress() })
    expect(early.status).toBe(401)

    const status = await api(passwordResetTokenPath(token ?? ''))
    expect(await status.json()).toMatchObject({ email })
    const chosen = 'quiet-harbor-lantern-42'
    expect((await api(passwordResetTokenPath(token ?? ''), { json: { password: chosen } })).status).toBe(204)

    const signedIn = await ok(
      await api(UPSTREAM_AUTH_PATHS.signIn, { json: { email, password: chosen }, headers: freshAddress() }),
      AuthResultSchema,
    )
    expect(signedIn.user).toMatchObject({ email, role: 'staff', staffRole: 'director' })
    const list = await ok(await api(STAFF_MEMBERS_PATH, { token: owner }), StaffMemberListSchema)
    expect(list.find((m) => m.email === email)).toMatchObject({ pending: false })
  })

  it('a public sign-up with the invited address cannot take the staff account over', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const email = newAddress()
    await ok(await invite(owner, { email, firstName: 'Ivo', lastName: 'Marsh', staffRole: 'owner' }), StaffMemberSchema, 201)
    const signUp = await api(UPSTREAM_AUTH_PATHS.signUp, {
      json: { email, password: 'someone-elses-password-9', firstName: 'Mallory', lastName: 'Stone' },
      headers: freshAddress(),
    })
    expect(signUp.status).toBe(202)
    const row = await env.DB.prepare('SELECT first_name, role, staff_role, password_hash FROM users WHERE email = ?')
      .bind(email)
      .first<{ first_name: string; role: string; staff_role: string; password_hash: string }>()
    expect(row).toMatchObject({ first_name: 'Ivo', role: 'staff', staff_role: 'owner', password_hash: expect.stringMatching(/^invited\$/) })
    // No finish-your-sign-up link: the address is told it already has an account.
    expect((await lastMailTo(email))?.text).not.toContain('/family-portal/sign-up/')
  })

  it('refuses an address that already has an account at the home, and says what is wrong in plain words', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const taken = await invite(owner, { email: ACCOUNTS.whitfieldFamily.email, firstName: 'Ann', lastName: 'Lee', staffRole: 'director' })
    expect(await failure(taken, 422)).toMatchObject({
      message: STAFF_MEMBER_MESSAGES.emailTaken,
      errors: { email: STAFF_MEMBER_MESSAGES.emailTaken },
    })

    const wrong = await invite(owner, { email: 'not-an-email', firstName: '', staffRole: 'boss' })
    expect((await failure(wrong, 422)).errors).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'This field is required',
      lastName: 'This field is required',
      staffRole: STAFF_MEMBER_MESSAGES.chooseRole,
    })
  })
})

describe("changing a member's role or account", () => {
  it('a new role counts from the next call', async () => {
    await restoreAfter(ACCOUNTS.whitfieldDirector)
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    expect((await api('/api/staff/cases/1102/invitations', { token: director })).status).toBe(200)
    const changed = await ok(
      await change(owner, await idOf(ACCOUNTS.whitfieldDirector.email), { staffRole: 'site_editor' }),
      StaffMemberSchema,
    )
    expect(changed.staffRole).toBe('site_editor')
    const session = await ok(await api(UPSTREAM_AUTH_PATHS.session, { token: director }), SessionSchema)
    expect(session.user.staffRole).toBe('site_editor')
    expect((await api('/api/staff/cases/1102/invitations', { token: director })).status).toBe(403)
  })

  it('turning an account off ends its sessions at once and refuses its sign-in; turning it on lets it in again', async () => {
    await restoreAfter(ACCOUNTS.whitfieldDirector)
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const { email, password } = ACCOUNTS.whitfieldDirector
    const signIn = () => api(UPSTREAM_AUTH_PATHS.signIn, { json: { email, password }, headers: freshAddress() })
    const session = await ok(await signIn(), AuthResultSchema)
    const id = await idOf(email)

    const off = await ok(await change(owner, id, { disabled: true }), StaffMemberSchema)
    expect(off.disabledAt).not.toBeNull()
    expect((await api(UPSTREAM_AUTH_PATHS.session, { token: session.accessToken })).status).toBe(401)
    expect((await api(UPSTREAM_AUTH_PATHS.refresh, { json: { refreshToken: session.refreshToken } })).status).toBe(401)
    expect(await failure(await signIn(), 401)).toMatchObject({ message: expect.stringContaining('turned off by the funeral home') })

    const on = await ok(await change(owner, id, { disabled: false }), StaffMemberSchema)
    expect(on.disabledAt).toBeNull()
    expect((await signIn()).status).toBe(200)
  })

  it('an owner cannot turn off or demote themselves', async () => {
    await restoreAfter(ACCOUNTS.whitfieldStaff)
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const self = await idOf(ACCOUNTS.whitfieldStaff.email)
    expect(await failure(await change(owner, self, { disabled: true }), 422)).toMatchObject({
      message: STAFF_MEMBER_MESSAGES.selfDisable,
      errors: { disabled: STAFF_MEMBER_MESSAGES.selfDisable },
    })
    expect(await failure(await change(owner, self, { staffRole: 'director' }), 422)).toMatchObject({
      message: STAFF_MEMBER_MESSAGES.selfDemote,
      errors: { staffRole: STAFF_MEMBER_MESSAGES.selfDemote },
    })
    expect(await ok(await change(owner, self, { staffRole: 'owner', disabled: false }), StaffMemberSchema)).toMatchObject({
      staffRole: 'owner',
      disabledAt: null,
    })
  })

  it('keeps at least one owner whose account is on, even when two owners demote each other at once', async () => {
    await restoreAfter(ACCOUNTS.whitfieldStaff)
    await restoreAfter(ACCOUNTS.whitfieldDirector)
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const ownerId = await idOf(ACCOUNTS.whitfieldStaff.email)
    const directorId = await idOf(ACCOUNTS.whitfieldDirector.email)
    await ok(await change(owner, directorId, { staffRole: 'owner' }), StaffMemberSchema)
    const second = await tokenFor(ACCOUNTS.whitfieldDirector)
    const answers = await Promise.all([change(owner, directorId, { staffRole: 'director' }), change(second, ownerId, { disabled: true })])
    const statuses = answers.map((r) => r.status)
    // One wins; the other is refused: for its role (already a director again) or as the last owner.
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    for (const refused of answers.filter((r) => r.status !== 200)) {
      const body = await refused.json()
      expect([STAFF_ROLE_REFUSED, STAFF_MEMBER_MESSAGES.lastOwner]).toContain((body as { message: string }).message)
    }
    const members = await ok(
      await api(STAFF_MEMBERS_PATH, { token: await tokenFor(ACCOUNTS.whitfieldStaff).catch(() => second) }),
      StaffMemberListSchema,
    )
    const owners = members.filter((m: StaffMember) => m.staffRole === 'owner' && m.disabledAt === null)
    expect(owners.length).toBeGreaterThanOrEqual(1)
  })
})
