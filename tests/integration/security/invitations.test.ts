import { env } from 'cloudflare:test'
import { drizzle } from 'drizzle-orm/d1'
import { describe, expect, it } from 'vitest'
import * as schema from '#api/src/db/schema.ts'
import { acceptInvitation, previewInvitation } from '#api/src/family/invitations.ts'
import { InvitationPreviewSchema, InvitationSchema } from '#contract/family.ts'
import { PendingInvitationListSchema } from '#contract/invitations.ts'
import { browser, DEMO_FAMILY, freshFamilyAccount, signIn } from '#tests/integration/workers/helpers.ts'

/**
 * Issue 35 point 3, "an invitation link is a key to the whole case", tried as an attacker would
 * against the built Workers (browser → BFF → api → D1): a forwarded link used by another account
 * of the home, an expired link, a withdrawn one, the link of an earlier sending, staff of another
 * home, and a note that tries to put a link in a mail sent in the home's name.
 */

const DB = (env as unknown as { DB: D1Database }).DB
const db = drizzle(DB, { schema })
const RELATIVE = { email: 'relative@whitfield.example', password: DEMO_FAMILY.password }
const STAFF = { email: 'staff@whitfield.example', password: 'staff-demo-2026' }
const HARBOR_STAFF = { email: 'staff@harbor.example', password: 'staff-demo-2026' }
const HARBOR = 'harbor.localhost:8787'
const DAY = 86_400_000

let nextAddress = 1
/** A client address of this file's own (the api counts invitations per address and per account, in the shared D1). */
const address = () => ({ 'CF-Connecting-IP': `10.35.3.${nextAddress++}` })

type Session = { fs_at: string; host?: string }
const as = async (credentials: { email: string; password: string }, host?: string): Promise<Session> => ({
  fs_at: (await signIn(credentials, host)).fs_at,
  host,
})

function call(session: Session | undefined, path: string, method = 'GET', body?: unknown): Promise<Response> {
  return browser(path, {
    method,
    host: session?.host,
    cookies: session ? { fs_at: session.fs_at } : {},
    headers: address(),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

/** The newest invitation mail to `to`, and the token its link carries (the mail holds the only copy). */
async function mailTo(to: string) {
  const row = await DB.prepare('SELECT text, html, from_name FROM outbox WHERE kind = \'invitation\' AND "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ text: string; html: string | null; from_name: string | null }>()
  const token = /\/family-portal\/invitation\/([A-Za-z0-9_-]{43})/.exec(row?.text ?? '')?.[1]
  if (!row || !token) throw new Error(`no invitation mailed to ${to}`)
  return { ...row, token }
}

/** The demo family (Margaret) invites `email` to `caseId` through the BFF. */
async function invite(email: string, caseId = 1102, extra: Record<string, string> = {}) {
  const family = await as(DEMO_FAMILY)
  const response = await call(family, `/api/family/cases/${caseId}/invite`, 'POST', {
    email,
    firstName: 'Ruth',
    lastName: 'Abernathy',
    ...extra,
  })
  expect(response.status).toBe(201)
  return { family, invitation: InvitationSchema.parse(await response.json()), token: (await mailTo(email)).token }
}

describe('a forwarded invitation link', () => {
  it('is refused to another account of the home, with the address it was sent to masked, and stays usable by its invitee', async () => {
    const invitee = await freshFamilyAccount()
    const { token } = await invite(invitee.email)
    // relative@ holds the forwarded link: a member of Walter's case only, not of Dorothy's (1102).
    const relative = await as(RELATIVE)
    const preview = InvitationPreviewSchema.parse(await (await call(relative, `/api/family/invitation/${token}`)).json())
    expect(preview).toMatchObject({ forSignedInUser: false, invitee: { maskedEmail: 'o•••@e•••.com' } })
    expect(JSON.stringify(preview)).not.toContain(invitee.email)

    const refused = await call(relative, `/api/family/invitation/${token}/accept`, 'POST')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      statusCode: 403,
      message: 'This invitation was sent to o•••@e•••.com. Sign in with that address to accept it.',
    })
    expect((await call(relative, '/api/family/cases/1102')).status).toBe(404)

    // The invitee, later, still finds it good and joins.
    const own = await as(invitee)
    expect(InvitationPreviewSchema.parse(await (await call(own, `/api/family/invitation/${token}`)).json())).toMatchObject({
      status: 'pending',
      forSignedInUser: true,
    })
    const accepted = await call(own, `/api/family/invitation/${token}/accept`, 'POST')
    expect(accepted.status).toBe(200)
    expect((await call(own, '/api/family/cases/1102')).status).toBe(200)
  })
})

describe('an expired invitation link', () => {
  it('is refused once 7 days have passed since it was sent, at the instant the test chooses', async () => {
    const invitee = await freshFamilyAccount()
    const { invitation, token } = await invite(invitee.email)
    const sent = Date.parse(invitation.createdAt)
    const at = (ms: number) => new Date(sent + ms)
    // The api's own rule with its clock set: a second before the 7 days it works, at 7 days not.
    expect((await previewInvitation(db, 1, token, undefined, at(7 * DAY - 1000))).status).toBe('pending')
    await expect(acceptInvitation(db, 1, token, invitee, at(7 * DAY))).rejects.toMatchObject({
      statusCode: 404,
      detail: 'This invitation has expired. Ask the family member who invited you for a new one.',
    })

    // Through the Workers: the stored expiry seven days on, as a week later; the preview says so, accepting is refused.
    await DB.prepare('UPDATE case_invitations SET created_at = ?, expires_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 7 * DAY).toISOString(), new Date(Date.now() - 1).toISOString(), invitation.id)
      .run()
    const own = await as(invitee)
    const preview = InvitationPreviewSchema.parse(await (await call(own, `/api/family/invitation/${token}`)).json())
    expect(preview.status).toBe('expired')
    const refused = await call(own, `/api/family/invitation/${token}/accept`, 'POST')
    expect(refused.status).toBe(404)
    expect(await refused.json()).toMatchObject({
      message: 'This invitation has expired. Ask the family member who invited you for a new one.',
    })
    expect((await call(own, '/api/family/cases/1102')).status).toBe(404)
  })
})

describe('a withdrawn invitation', () => {
  it('cannot be accepted any more, not even by its invitee', async () => {
    const invitee = await freshFamilyAccount()
    const { family, invitation, token } = await invite(invitee.email)
    expect((await call(family, `/api/family/cases/1102/invitations/${invitation.id}`, 'DELETE')).status).toBe(204)
    const own = await as(invitee)
    const refused = await call(own, `/api/family/invitation/${token}/accept`, 'POST')
    expect(refused.status).toBe(404)
    expect(await refused.json()).toMatchObject({
      message: 'This invitation was withdrawn by the family. If you think that is a mistake, ask the family member who invited you.',
    })
    expect((await call(own, '/api/family/cases/1102')).status).toBe(404)
  })
})

describe('an invitation sent again', () => {
  it('makes the old link fail and the new one work', async () => {
    const invitee = await freshFamilyAccount()
    const { family, invitation, token: old } = await invite(invitee.email)
    const resent = await call(family, `/api/family/cases/1102/invitations/${invitation.id}/resend`, 'POST')
    expect(resent.status).toBe(200)
    const { token: fresh } = await mailTo(invitee.email)
    expect(fresh).not.toBe(old)
    const own = await as(invitee)
    const stale = await call(own, `/api/family/invitation/${old}/accept`, 'POST')
    expect(stale.status).toBe(404)
    expect(await stale.json()).toMatchObject({
      message:
        'A newer invitation was sent to you, so this link no longer works. Please open the link in the most recent invitation email.',
    })
    expect((await call(own, '/api/family/cases/1102')).status).toBe(404)
    expect((await call(own, `/api/family/invitation/${fresh}/accept`, 'POST')).status).toBe(200)
    expect((await call(own, '/api/family/cases/1102')).status).toBe(200)
  })
})

describe('staff and invitations', () => {
  it('staff of another home can neither list, resend nor withdraw them; the home’s own staff can', async () => {
    const invitee = await freshFamilyAccount()
    const { invitation, token } = await invite(invitee.email)
    const harbor = await as(HARBOR_STAFF, HARBOR)
    const paths = {
      list: '/api/staff/cases/1102/invitations',
      resend: `/api/staff/cases/1102/invitations/${invitation.id}/resend`,
      withdraw: `/api/staff/cases/1102/invitations/${invitation.id}`,
    }
    // On its own host: another home's case is not there.
    expect((await call(harbor, paths.list)).status).toBe(404)
    expect((await call(harbor, paths.resend, 'POST')).status).toBe(404)
    expect((await call(harbor, paths.withdraw, 'DELETE')).status).toBe(404)
    // Through the family paths too, and with the invitation's id under one of its own cases.
    expect((await call(harbor, `/api/family/cases/1102/invitations/${invitation.id}`, 'DELETE')).status).toBe(404)
    expect((await call(harbor, `/api/staff/cases/2101/invitations/${invitation.id}`, 'DELETE')).status).toBe(404)
    expect((await call(harbor, `/api/staff/cases/2101/invitations/${invitation.id}/resend`, 'POST')).status).toBe(404)
    // Its session on Whitfield's host is no session at all.
    expect((await call({ fs_at: harbor.fs_at }, paths.resend, 'POST')).status).toBe(401)
    expect((await call({ fs_at: harbor.fs_at }, paths.withdraw, 'DELETE')).status).toBe(401)
    // Nothing changed: the link still works and no second mail went out.
    expect((await mailTo(invitee.email)).token).toBe(token)
    expect(InvitationPreviewSchema.parse(await (await call(undefined, `/api/family/invitation/${token}`)).json()).status).toBe('pending')
    // A family account is not staff.
    expect((await call(await as(DEMO_FAMILY), paths.list)).status).toBe(403)

    // Whitfield's staff manage them.
    const staff = await as(STAFF)
    const listed = PendingInvitationListSchema.parse(await (await call(staff, paths.list)).json())
    expect(listed.some((i) => i.id === invitation.id)).toBe(true)
    expect((await call(staff, paths.resend, 'POST')).status).toBe(200)
    expect((await mailTo(invitee.email)).token).not.toBe(token)
    expect((await call(staff, paths.withdraw, 'DELETE')).status).toBe(204)
    expect(PendingInvitationListSchema.parse(await (await call(staff, paths.list)).json()).some((i) => i.id === invitation.id)).toBe(false)
  })
})

describe('the invitation mail', () => {
  it('carries the family’s note as plain text, in the home’s name, with nothing in it a client would link', async () => {
    const email = `plain-${crypto.randomUUID()}@example.com`
    const message = '<a href="https://evil.example/pay">Pay the funeral home here</a> or www.evil.example/pay <script>x()</script>'
    await invite(email, 1102, { message })
    const mail = await mailTo(email)
    expect(mail.html).toBeNull()
    expect(mail.from_name).toBe('Whitfield & Sons Funeral Home')
    expect(mail.text).toContain(
      '<a href="https[:]//evil[.]example/pay">Pay the funeral home here</a> or www[.]evil[.]example/pay <script>x()</script>',
    )
    expect(mail.text).not.toMatch(/evil\.example/)
    // The one link in it is the invitation's own.
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([`http://localhost:8787/family-portal/invitation/${mail.token}`])
  })
})
