import { env } from 'cloudflare:test'
import { drizzle } from 'drizzle-orm/d1'
import { beforeEach, describe, expect, it } from 'vitest'
import { demoInvitationToken } from '#api/seed/family.ts'
import * as schema from '#api/src/db/schema.ts'
import { acceptInvitation, hashInvitationToken, previewInvitation } from '#api/src/family/invitations.ts'
import { UPSTREAM_AUTH_PATHS } from '#contract/auth.ts'
import { CaseMemberListSchema } from '#contract/case-people.ts'
import { FamilyCasePageSchema, InvitationAcceptedSchema, InvitationPreviewSchema, InvitationSchema } from '#contract/family.ts'
import { PendingInvitationListSchema, PendingInvitationSchema, RenewalRequestedSchema } from '#contract/invitations.ts'
import { errorOf } from '#tests/support/error-body.ts'
import { ACCOUNTS, HARBOR, api, freshAddress, signUpFinished, tokenFor } from './client.ts'

const CASES = '/api/family/cases'
const DAY = 86_400_000
const invite = { email: 'Ruth.Ellis@Example.org', firstName: 'Ruth', lastName: 'Ellis', message: 'Grandpa would want you there.' }
const db = drizzle(env.DB, { schema })

type Mail = { to: string; subject: string; text: string; html: string | null; from_name: string | null }

/** The newest invitation mail (to `to`, if given) and its token: the mail holds its only copy. */
async function lastInvitationMail(to?: string): Promise<Mail & { token: string }> {
  const row = await env.DB.prepare(
    `SELECT "to", subject, text, html, from_name FROM outbox WHERE kind = 'invitation' ${to ? 'AND "to" = ?' : ''} ORDER BY id DESC LIMIT 1`,
  )
    .bind(...(to ? [to] : []))
    .first<Mail>()
  if (!row) throw new Error('no invitation mail')
  const token = /\/family-portal\/invitation\/([A-Za-z0-9_-]{43})/.exec(row.text)?.[1]
  if (!token) throw new Error('no invitation link in the mail')
  return { ...row, token }
}

/** How many "asks for a new invitation" mails the demo family (Margaret, the inviter) has had. */
async function renewalMailsToMargaret(): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE kind = \'invitation-renewal\' AND "to" = ?')
    .bind('family@whitfield.example')
    .first<{ n: number }>()
  return row?.n ?? 0
}

// The api lets an account send ten invitations an hour (decision 018): this file sends more, and
// is not about the limits (tests/integration/api/rate-limits.test.ts is).
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM rate_limits').run()
})

let invitees = 0
/** An address nobody has used, so each test's invitations are its own. */
const newAddress = (tag: string) => `${tag}.${++invitees}.${Date.now().toString(36)}@example.com`

/** Invites `email` to `caseId` as `by` (a demo account's token); answers the invitation and its token. */
async function invited(by: string, email: string, caseId = 1101, extra: Record<string, string> = {}) {
  const response = await api(`${CASES}/${caseId}/invite`, { token: by, json: { ...invite, email, ...extra }, headers: freshAddress() })
  expect(response.status).toBe(201)
  const invitation = InvitationSchema.parse(await response.json())
  return { invitation, token: (await lastInvitationMail(email.toLowerCase())).token }
}

describe('POST /api/family/cases/{caseId}/invite', () => {
  it('creates a 7-day invitation, stores only the token hash and writes a plain-text mail in the home’s name', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const before = Date.now()
    const response = await api(`${CASES}/1101/invite`, { token, json: invite })
    expect(response.status).toBe(201)
    const created = InvitationSchema.parse(await response.json())
    // Margaret is the case's arranger: only an arranger invites; left out, the role granted is a helper's.
    expect(created).toMatchObject({
      caseId: 1101,
      email: 'ruth.ellis@example.org',
      invitedBy: { id: 1001, firstName: 'Margaret' },
      role: 'helper',
    })
    const days = (Date.parse(created.expiresAt) - before) / DAY
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThan(7.01)
    const mail = await lastInvitationMail()
    expect(mail.to).toBe('ruth.ellis@example.org')
    expect(mail.subject).toBe('You are invited to help remember Walter James Ellis')
    expect(mail.text).toContain('http://localhost/family-portal/invitation/')
    expect(mail.text).toContain('Grandpa would want you there.')
    expect(mail.text).toMatch(/With sympathy,\nWhitfield & Sons Funeral Home$/)
    expect(mail.from_name).toBe('Whitfield & Sons Funeral Home')
    expect(mail.html).toBeNull()
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

  it('sends a waiting invitation again when the same address is invited again: one row, the old link replaced', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldFamily)
    const email = newAddress('twice')
    const first = await invited(owner, email)
    const second = await invited(owner, email.toUpperCase(), 1101, { firstName: 'Ruthie' })
    expect(second.invitation.id).toBe(first.invitation.id)
    expect(second.token).not.toBe(first.token)
    const list = PendingInvitationListSchema.parse(await (await api(`${CASES}/1101/invitations`, { token: owner })).json())
    expect(list.filter((i) => i.email === email)).toMatchObject([{ firstName: 'Ruthie' }])
    expect((await errorOf(await api(`/api/family/invitation/${first.token}`), 404)).message).toBe(
      'A newer invitation was sent to you, so this link no longer works. Please open the link in the most recent invitation email.',
    )
    expect((await api(`/api/family/invitation/${second.token}`)).status).toBe(200)
  })
})

describe('invitation by token', () => {
  it('previews with the address masked, tells a session whether it is addressed to it, and is accepted once by its invitee only', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldFamily)
    const relative = await tokenFor(ACCOUNTS.whitfieldRelative)
    const email = newAddress('james.new')
    const { token } = await invited(owner, email, 1102, { relationship: 'Grandson', firstName: 'James', lastName: 'New' })

    const preview = InvitationPreviewSchema.parse(await (await api(`/api/family/invitation/${token}`)).json())
    expect(preview).toMatchObject({
      caseId: 1102,
      nameSlug: 'dorothy-ellis',
      caseName: 'Dorothy Mae Ellis',
      funeralHome: 'Whitfield & Sons Funeral Home',
      inviter: { firstName: 'Margaret', lastName: 'Ellis' },
      invitee: { maskedEmail: 'j•••@e•••.com', firstName: 'James' },
      status: 'pending',
      forSignedInUser: null,
    })
    expect(JSON.stringify(preview)).not.toContain(email)
    const asRelative = InvitationPreviewSchema.parse(await (await api(`/api/family/invitation/${token}`, { token: relative })).json())
    expect(asRelative.forSignedInUser).toBe(false)

    // Another account of the home holding the link: refused, told to whom it was sent, and the link stays good.
    await errorOf(await api(`/api/family/invitation/${token}/accept`, { method: 'POST' }), 401)
    const refused = await errorOf(await api(`/api/family/invitation/${token}/accept`, { token: relative, method: 'POST' }), 403)
    expect(refused.message).toBe('This invitation was sent to j•••@e•••.com. Sign in with that address to accept it.')
    await errorOf(await api(`${CASES}/1102`, { token: relative }), 404)

    // The invitee's own account (made before, without the link; signed in in any case of letters) accepts it.
    const invitee = await signUpFinished({ email, password: 'a long enough password', firstName: 'James', lastName: 'New' })
    const mine = await tokenFor({ host: 'localhost', email: email.toUpperCase(), password: 'a long enough password' })
    const forMe = InvitationPreviewSchema.parse(await (await api(`/api/family/invitation/${token}`, { token: mine })).json())
    expect(forMe.forSignedInUser).toBe(true)
    const accepted = await api(`/api/family/invitation/${token}/accept`, { token: mine, method: 'POST' })
    expect(accepted.status).toBe(200)
    expect(InvitationAcceptedSchema.parse(await accepted.json())).toEqual({ caseId: 1102, nameSlug: 'dorothy-ellis' })
    const cases = FamilyCasePageSchema.parse(await (await api(CASES, { token: mine })).json())
    expect(cases.content.find((c) => c.id === 1102)?.role).toBe('helper')
    // The relationship the invitation gave comes with the membership.
    const members = CaseMemberListSchema.parse(await (await api(`${CASES}/1102/members`, { token: mine })).json())
    expect(members.find((m) => m.id === invitee.user.id)?.relationship).toBe('Grandson')

    const again = await errorOf(await api(`/api/family/invitation/${token}/accept`, { token: mine, method: 'POST' }), 404)
    expect(again.message).toBe('This invitation has already been used. Sign in to see the case.')
    expect((await errorOf(await api(`/api/family/invitation/${token}`), 404)).message).toBe(
      'This invitation has already been used. Sign in to see the case.',
    )
  })

  it('previews an expired one (to ask for a new link) but will not accept it; unknown and other homes are a 404', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldFamily)
    const { token } = await invited(owner, newAddress('late'))
    const harbor = await errorOf(await api(`/api/family/invitation/${token}`, { host: HARBOR }), 404)
    expect(harbor.message).toBe('This invitation link is not valid. Ask the family member who invited you for a new one.')
    await errorOf(
      await api(`/api/family/invitation/${token}/accept`, { host: HARBOR, token: await tokenFor(ACCOUNTS.harborFamily), method: 'POST' }),
      404,
    )

    await env.DB.prepare('UPDATE case_invitations SET expires_at = ? WHERE token_hash = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), await hashInvitationToken(token))
      .run()
    const expired = InvitationPreviewSchema.parse(await (await api(`/api/family/invitation/${token}`)).json())
    expect(expired).toMatchObject({ status: 'expired', renewalRequested: false })
    const refused = await errorOf(await api(`/api/family/invitation/${token}/accept`, { token: owner, method: 'POST' }), 404)
    expect(refused.message).toBe('This invitation has expired. Ask the family member who invited you for a new one.')

    for (const bad of ['nope', 'A'.repeat(43), '%00']) {
      expect((await errorOf(await api(`/api/family/invitation/${bad}`), 404)).message).toBe(
        'This invitation link is not valid. Ask the family member who invited you for a new one.',
      )
    }
  })

  it('expires exactly 7 days after it was sent, whatever the clock says in between', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldFamily)
    const email = newAddress('clock')
    const { invitation, token } = await invited(owner, email)
    const sent = Date.parse(invitation.createdAt)
    const at = (ms: number) => new Date(sent + ms)
    expect((await previewInvitation(db, 1, token, undefined, at(7 * DAY - 1000))).status).toBe('pending')
    expect((await previewInvitation(db, 1, token, undefined, at(7 * DAY))).status).toBe('expired')
    await expect(acceptInvitation(db, 1, token, { id: 1002, email }, at(7 * DAY))).rejects.toMatchObject({
      statusCode: 404,
      detail: 'This invitation has expired. Ask the family member who invited you for a new one.',
    })
  })

  it('shows the seeded pending invitation, and accepts it for its invitee only', async () => {
    const token = await demoInvitationToken(1)
    // The seed's dates are fixed: keep the test from aging with the calendar.
    await env.DB.prepare('UPDATE case_invitations SET expires_at = ? WHERE id = 1901')
      .bind(new Date(Date.now() + DAY).toISOString())
      .run()
    const preview = InvitationPreviewSchema.parse(await (await api(`/api/family/invitation/${token}`)).json())
    expect(preview).toMatchObject({ caseId: 1101, invitee: { firstName: 'Ruth' } })
    const row = await env.DB.prepare('SELECT email FROM case_invitations WHERE id = 1901').first<{ email: string }>()
    const ruth = { id: 1002, email: row!.email }
    await expect(acceptInvitation(db, 2, token, ruth)).rejects.toMatchObject({ statusCode: 404 })
    await expect(acceptInvitation(db, 1, token, { id: 1002, email: 'family@whitfield.example' })).rejects.toMatchObject({ statusCode: 403 })
    expect(await acceptInvitation(db, 1, token, ruth)).toEqual({ caseId: 1101 })
    await expect(acceptInvitation(db, 1, token, ruth)).rejects.toMatchObject({ statusCode: 404 })
  })
})

describe('sign-up through an invitation', () => {
  const newcomer = { password: 'correct horse battery', firstName: 'Ivy', lastName: 'Ellis' }

  it('makes the account for the invited address only: another one is a 422 on email naming it, masked', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldFamily)
    const email = newAddress('ivy')
    const { token } = await invited(owner, email)
    const other = await errorOf(
      await api(UPSTREAM_AUTH_PATHS.signUp, {
        json: { ...newcomer, email: newAddress('not-ivy'), invitationToken: token },
        headers: freshAddress(),
      }),
      422,
    )
    expect(other.errors).toEqual({
      email:
        'This invitation was sent to i•••@e•••.com. Create your account with that address, or ask the family to invite the one you use.',
    })
    const { accessToken } = await signUpFinished(
      { ...newcomer, email: email.toUpperCase(), invitationToken: token },
      { headers: freshAddress() },
    )
    expect((await api(`${CASES}/1101`, { token: accessToken })).status).toBe(200)
  })

  it('keeps the invitation usable until the sign-up is finished, so a stranger’s unfinished sign-up takes nothing from the invitee', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldFamily)
    const email = newAddress('kept')
    const { token } = await invited(owner, email)
    // Someone holding the link signs up with the invitee's address, and cannot finish (no mailbox).
    const started = await api(UPSTREAM_AUTH_PATHS.signUp, {
      json: { ...newcomer, password: 'the strangers password', email, invitationToken: token },
      headers: freshAddress(),
    })
    expect(started.status).toBe(202)
    expect(InvitationPreviewSchema.parse(await (await api(`/api/family/invitation/${token}`)).json()).status).toBe('pending')
    // The invitee signs up (the newer password wins) and finishes: the case opens.
    const { accessToken } = await signUpFinished({ ...newcomer, email, invitationToken: token }, { headers: freshAddress() })
    expect((await api(`${CASES}/1101`, { token: accessToken })).status).toBe(200)
  })
})

describe('a case’s pending invitations (family)', () => {
  it('lists who, when sent and until when; Resend gives a new link for 7 days more; Withdraw ends it', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldFamily)
    const relative = await tokenFor(ACCOUNTS.whitfieldRelative)
    const email = newAddress('listed')
    const { invitation, token } = await invited(owner, email, 1101, { relationship: 'Niece' })
    // Any member of the case may see them; only an arranger (or staff) manages them (decision 056).
    const list = PendingInvitationListSchema.parse(await (await api(`${CASES}/1101/invitations`, { token: relative })).json())
    expect(list.find((i) => i.id === invitation.id)).toMatchObject({
      email,
      relationship: 'Niece',
      invitedBy: { firstName: 'Margaret' },
      sentAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
      expired: false,
    })
    await errorOf(await api(`${CASES}/1102/invitations`, { token: relative }), 404)

    await errorOf(
      await api(`${CASES}/1101/invitations/${invitation.id}/resend`, { token: relative, method: 'POST', headers: freshAddress() }),
      403,
    )
    const resent = PendingInvitationSchema.parse(
      await (
        await api(`${CASES}/1101/invitations/${invitation.id}/resend`, { token: owner, method: 'POST', headers: freshAddress() })
      ).json(),
    )
    expect(Date.parse(resent.sentAt)).toBeGreaterThanOrEqual(Date.parse(invitation.createdAt))
    expect(Date.parse(resent.expiresAt) - Date.parse(resent.sentAt)).toBe(7 * DAY)
    const mail = await lastInvitationMail(email)
    expect(mail.text).toContain('This is a new link: the one in the earlier email no longer works.')
    expect(mail.token).not.toBe(token)
    await errorOf(await api(`/api/family/invitation/${token}`), 404)
    expect((await api(`/api/family/invitation/${mail.token}`)).status).toBe(200)
    // Another case's id in the path: not found.
    await errorOf(await api(`${CASES}/1101/invitations/999999/resend`, { token: owner, method: 'POST', headers: freshAddress() }), 404)

    expect((await api(`${CASES}/1101/invitations/${invitation.id}`, { token: owner, method: 'DELETE' })).status).toBe(204)
    expect((await api(`${CASES}/1101/invitations/${invitation.id}`, { token: owner, method: 'DELETE' })).status).toBe(204)
    const withdrawn = await errorOf(await api(`/api/family/invitation/${mail.token}`), 404)
    expect(withdrawn.message).toBe(
      'This invitation was withdrawn by the family. If you think that is a mistake, ask the family member who invited you.',
    )
    const after = PendingInvitationListSchema.parse(await (await api(`${CASES}/1101/invitations`, { token: owner })).json())
    expect(after.some((i) => i.id === invitation.id)).toBe(false)
    await errorOf(
      await api(`${CASES}/1101/invitations/${invitation.id}/resend`, { token: owner, method: 'POST', headers: freshAddress() }),
      422,
    )
  })

  it('lets the invitee holding an expired link ask for a new one: the inviter is mailed once, and the list shows it', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldFamily)
    const { invitation, token } = await invited(owner, newAddress('renew'))
    const early = await errorOf(await api(`/api/family/invitation/${token}/renewal`, { method: 'POST' }), 422)
    expect(early.message).toBe('This invitation can still be used: there is no need for a new one.')
    await env.DB.prepare('UPDATE case_invitations SET expires_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), invitation.id)
      .run()
    const before = await renewalMailsToMargaret()
    for (let i = 0; i < 2; i++) {
      // oxlint-disable-next-line no-await-in-loop
      const asked = RenewalRequestedSchema.parse(await (await api(`/api/family/invitation/${token}/renewal`, { method: 'POST' })).json())
      expect(asked.message).toBe('We have let Margaret know. A new invitation will come to r•••@e•••.com when it is sent.')
    }
    expect(await renewalMailsToMargaret()).toBe(before + 1)
    const mail = await env.DB.prepare(
      "SELECT subject, text, from_name FROM outbox WHERE kind = 'invitation-renewal' ORDER BY id DESC LIMIT 1",
    ).first<{
      subject: string
      text: string
      from_name: string
    }>()
    expect(mail).toMatchObject({ subject: 'Ruth Ellis asks for a new invitation', from_name: 'Whitfield & Sons Funeral Home' })
    expect(mail?.text).toContain('http://localhost/family-portal/1101/walter-ellis')
    const list = PendingInvitationListSchema.parse(await (await api(`${CASES}/1101/invitations`, { token: owner })).json())
    expect(list.find((i) => i.id === invitation.id)).toMatchObject({ expired: true, renewalRequested: true })
  })
})
