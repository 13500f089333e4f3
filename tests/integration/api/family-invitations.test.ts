import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { demoInvitationToken } from '#api/seed/family.ts'
import { acceptInvitationForUser, hashInvitationToken } from '#api/src/family/invitations.ts'
import { ApiErrorBodySchema } from '#contract/errors.ts'
import { CaseMemberListSchema } from '#contract/case-people.ts'
import { FamilyCasePageSchema, InvitationAcceptedSchema, InvitationPreviewSchema, InvitationSchema } from '#contract/family.ts'
import { drizzle } from 'drizzle-orm/d1'
import * as schema from '#api/src/db/schema.ts'
import { ACCOUNTS, HARBOR, api, tokenFor } from './client.ts'

const CASES = '/api/family/cases'
const invite = { email: 'Ruth.Ellis@Example.com', firstName: 'Ruth', lastName: 'Ellis', message: 'Grandpa would want you there.' }

/** Another company's case: nothing but the status, never a hint that it exists. */

async function errorOf(response: Response, status: number) {
  expect(response.status).toBe(status)
  return ApiErrorBodySchema.parse(await response.json())
}

/** The token of the newest invitation mail: the mail holds its only copy. */
async function lastInvitationMail(): Promise<{ to: string; subject: string; text: string; token: string }> {
  const row = await env.DB.prepare('SELECT "to", subject, text FROM outbox WHERE kind = \'invitation\' ORDER BY id DESC LIMIT 1').first<{
    to: string
    subject: string
    text: string
  }>()
  if (!row) throw new Error('no invitation mail')
  const token = /\/family-portal\/invitation\/([A-Za-z0-9_-]{43})/.exec(row.text)?.[1]
  if (!token) throw new Error('no invitation link in the mail')
  return { ...row, token }
}

describe('POST /api/family/cases/{caseId}/invite', () => {
  it('creates a 14-day invitation, stores only the token hash and writes the mail', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldRelative)
    const before = Date.now()
    const response = await api(`${CASES}/1101/invite`, { token, json: invite })
    expect(response.status).toBe(201)
    const created = InvitationSchema.parse(await response.json())
    expect(created).toMatchObject({ caseId: 1101, email: 'ruth.ellis@example.com', invitedBy: { id: 1003, firstName: 'James' } })
    const days = (Date.parse(created.expiresAt) - before) / 86_400_000
    expect(days).toBeGreaterThan(13.99)
    expect(days).toBeLessThan(14.01)
    const mail = await lastInvitationMail()
    expect(mail.to).toBe('ruth.ellis@example.com')
    expect(mail.subject).toBe('You are invited to help remember Walter James Ellis')
    expect(mail.text).toContain('http://localhost/family-portal/invitation/')
    expect(mail.text).toContain('Grandpa would want you there.')
    const stored = await env.DB.prepare('SELECT token_hash FROM case_invitations WHERE id = ?')
      .bind(created.id)
      .first<{ token_hash: string }>()
    expect(stored?.token_hash).toBe(await hashInvitationToken(mail.token))
    expect(stored?.token_hash).not.toContain(mail.token)
  })

  it('answers 422 for a bad body and for someone already in the case', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const bad = await errorOf(await api(`${CASES}/1101/invite`, { token, json: { email: 'ruth', firstName: '' } }), 422)
    expect(bad.errors).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'This field is required',
      lastName: 'This field is required',
    })
    const member = await errorOf(
      await api(`${CASES}/1101/invite`, { token, json: { ...invite, email: 'relative@whitfield.example' } }),
      422,
    )
    expect(member.errors).toEqual({ email: 'This person is already a member of this case' })
  })

  it('is 401 without a token, 404 for a non-member and across tenants', async () => {
    await errorOf(await api(`${CASES}/1101/invite`, { json: invite }), 401)
    await errorOf(await api(`${CASES}/1102/invite`, { token: await tokenFor(ACCOUNTS.whitfieldRelative), json: invite }), 404)
    expect(
      await errorOf(await api(`${CASES}/1101/invite`, { token: await tokenFor(ACCOUNTS.harborFamily), host: HARBOR, json: invite }), 404),
    ).toBeErrorBody(404)
  })
})

describe('invitation by token', () => {
  it('previews publicly, is accepted once by a signed-in user, then is used up', async () => {
    const relative = await tokenFor(ACCOUNTS.whitfieldRelative)
    // The owner invites to the case the relative is not in; the relative's own account accepts (no need to have the invited address).
    const owner = await tokenFor(ACCOUNTS.whitfieldFamily)
    expect(
      (await api(`${CASES}/1102/invite`, { token: owner, json: { ...invite, email: 'james.new@example.com', relationship: 'Grandson' } }))
        .status,
    ).toBe(201)
    const { token } = await lastInvitationMail()

    const preview = InvitationPreviewSchema.parse(await (await api(`/api/family/invitation/${token}`)).json())
    expect(preview).toMatchObject({
      caseId: 1102,
      nameSlug: 'dorothy-ellis',
      caseName: 'Dorothy Mae Ellis',
      funeralHome: 'Whitfield & Sons Funeral Home',
      inviter: { firstName: 'Margaret', lastName: 'Ellis' },
      invitee: { email: 'james.new@example.com' },
    })

    await errorOf(await api(`/api/family/invitation/${token}/accept`, { method: 'POST' }), 401)
    await errorOf(await api(`${CASES}/1102`, { token: relative }), 404)
    const accepted = await api(`/api/family/invitation/${token}/accept`, { token: relative, method: 'POST' })
    expect(accepted.status).toBe(200)
    expect(InvitationAcceptedSchema.parse(await accepted.json())).toEqual({ caseId: 1102, nameSlug: 'dorothy-ellis' })
    expect((await api(`${CASES}/1102`, { token: relative })).status).toBe(200)
    const cases = FamilyCasePageSchema.parse(await (await api(CASES, { token: relative })).json())
    expect(cases.content.find((c) => c.id === 1102)?.role).toBe('member')
    // The relationship the invitation gave comes with the membership.
    const members = CaseMemberListSchema.parse(await (await api(`${CASES}/1102/members`, { token: relative })).json())
    expect(members.map((m) => [m.firstName, m.role, m.relationship])).toEqual([
      ['Margaret', 'owner', 'Daughter-in-law'],
      ['James', 'member', 'Grandson'],
    ])

    const again = await errorOf(await api(`/api/family/invitation/${token}/accept`, { token: relative, method: 'POST' }), 404)
    expect(again.message).toBe('This invitation has already been used. Sign in to see the case.')
    expect((await errorOf(await api(`/api/family/invitation/${token}`), 404)).message).toBe(
      'This invitation has already been used. Sign in to see the case.',
    )
  })

  it('is a 404 with a message once expired, for an unknown token and at another funeral home', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldFamily)
    await api(`${CASES}/1101/invite`, { token: owner, json: invite })
    const { token } = await lastInvitationMail()
    const harbor = await errorOf(await api(`/api/family/invitation/${token}`, { host: HARBOR }), 404)
    expect(harbor.message).toBe('This invitation link is not valid. Ask the family member who invited you for a new one.')
    await errorOf(
      await api(`/api/family/invitation/${token}/accept`, { host: HARBOR, token: await tokenFor(ACCOUNTS.harborFamily), method: 'POST' }),
      404,
    )

    await env.DB.prepare('UPDATE case_invitations SET expires_at = ? WHERE token_hash = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), await hashInvitationToken(token))
      .run()
    const expired = await errorOf(await api(`/api/family/invitation/${token}`), 404)
    expect(expired.message).toBe('This invitation has expired. Ask the family member who invited you for a new one.')
    await errorOf(await api(`/api/family/invitation/${token}/accept`, { token: owner, method: 'POST' }), 404)

    for (const bad of ['nope', 'A'.repeat(43), '%00']) {
      expect((await errorOf(await api(`/api/family/invitation/${bad}`), 404)).message).toBe(
        'This invitation link is not valid. Ask the family member who invited you for a new one.',
      )
    }
  })

  it('shows the seeded pending invitation, and acceptInvitationForUser (sign-up) uses it up', async () => {
    const token = await demoInvitationToken(1)
    // The seed's dates are fixed (it expires 2026-12-05): keep the test from aging with the calendar.
    await env.DB.prepare('UPDATE case_invitations SET expires_at = ? WHERE id = 1901')
      .bind(new Date(Date.now() + 86_400_000).toISOString())
      .run()
    const preview = InvitationPreviewSchema.parse(await (await api(`/api/family/invitation/${token}`)).json())
    expect(preview).toMatchObject({ caseId: 1101, invitee: { firstName: 'Ruth' } })
    const db = drizzle(env.DB, { schema })
    await expect(acceptInvitationForUser(db, 2, token, 2001)).rejects.toMatchObject({ statusCode: 404 })
    expect(await acceptInvitationForUser(db, 1, token, 1002)).toEqual({ caseId: 1101 })
    await expect(acceptInvitationForUser(db, 1, token, 1002)).rejects.toMatchObject({ statusCode: 404 })
    const member = await env.DB.prepare('SELECT role FROM case_members WHERE case_id = 1101 AND user_id = 1002').first<{ role: string }>()
    expect(member?.role).toBe('member')
  })
})
