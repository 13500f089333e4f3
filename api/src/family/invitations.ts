import { and, eq, gt, isNull } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import {
  INVITATION_DAYS,
  InvitationTokenSchema,
  invitationPortalPath,
  type Invitation,
  type InvitationPreview,
  type InviteBody,
} from '#contract/family.ts'
import type { SessionUser } from '#contract/auth.ts'
import { base64UrlEncode } from '#core/encoding.ts'
import { siteLink } from '../auth/site-link.ts'
import { caseInvitations, caseMembers, cases, companies, users } from '../db/schema.ts'
import { sha256Hex } from '../hash.ts'
import { sendMail } from '../mail/mailer.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import type { Db } from '../db/client.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** 32 random bytes as base64url (43 characters): the link's secret. */
export function newInvitationToken(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(32)))
}

/** Only this is stored: whoever reads the table cannot use an invitation. */
export function hashInvitationToken(token: string): Promise<string> {
  return sha256Hex(token)
}

const INVALID = 'This invitation link is not valid. Ask the family member who invited you for a new one.'
const USED = 'This invitation has already been used. Sign in to see the case.'
const EXPIRED = 'This invitation has expired. Ask the family member who invited you for a new one.'

function notFound(message: string): ApiError {
  return new ApiError(404, undefined, { message })
}

type InvitationRow = typeof caseInvitations.$inferSelect

/** The invitation a token names, or a 404 saying why it cannot be used (unknown, used, expired). */
async function usableInvitation(db: Db, companyId: number, token: string, now: Date): Promise<InvitationRow> {
  if (!InvitationTokenSchema.safeParse(token).success) throw notFound(INVALID)
  const [row] = await db
    .select()
    .from(caseInvitations)
    .where(and(eq(caseInvitations.tokenHash, await hashInvitationToken(token)), eq(caseInvitations.companyId, companyId)))
    .limit(1)
  if (!row) throw notFound(INVALID)
  if (row.usedAt) throw notFound(USED)
  if (row.expiresAt <= now.toISOString()) throw notFound(EXPIRED)
  return row
}

function fullName(c: { firstName: string; middleName: string | null; lastName: string }): string {
  return [c.firstName, c.middleName, c.lastName].filter(Boolean).join(' ')
}

/**
 * Creates the invitation and its mail together (the mail carries the only copy of the token).
 * Inviting someone who already belongs to the case is a 422 on `email`. `host` is the request's
 * X-Host, which the link in the mail points at (auth/site-link.ts).
 */
export async function inviteToCase(
  db: Db,
  theCase: CaseRow,
  inviter: SessionUser,
  body: InviteBody,
  host: string,
  now = new Date(),
): Promise<Invitation> {
  const email = body.email.trim().toLowerCase()
  const [member] = await db
    .select({ id: users.id })
    .from(caseMembers)
    .innerJoin(users, eq(users.id, caseMembers.userId))
    .where(and(eq(caseMembers.caseId, theCase.id), eq(users.email, email)))
    .limit(1)
  if (member) {
    const message = 'This person is already a member of this case'
    throw new ApiError(422, undefined, { message, errors: { email: message } })
  }
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, theCase.companyId)).limit(1)
  const token = newInvitationToken()
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString()
  const [row] = await db
    .insert(caseInvitations)
    .values({
      companyId: theCase.companyId,
      caseId: theCase.id,
      tokenHash: await hashInvitationToken(token),
      email,
      firstName: body.firstName,
      lastName: body.lastName,
      relationship: body.relationship || null,
      message: body.message || null,
      invitedBy: inviter.id,
      createdAt: now.toISOString(),
      expiresAt,
    })
    .returning()
  if (!row) throw new Error('invitations: the insert returned no row')
  const link = siteLink(host, invitationPortalPath(token))
  const home = company?.name ?? 'the funeral home'
  const lines = [
    `Dear ${body.firstName},`,
    '',
    `${inviter.firstName} ${inviter.lastName} has invited you to help with the arrangements for ${fullName(theCase)} with ${home}.`,
    ...(body.message ? ['', `${inviter.firstName} writes:`, body.message] : []),
    '',
    `Open this link to join (it can be used once and expires in ${INVITATION_DAYS} days):`,
    link,
    '',
    `With sympathy,`,
    home,
  ]
  await sendMail(db, theCase.companyId, {
    kind: 'invitation',
    to: email,
    subject: `You are invited to help remember ${fullName(theCase)}`,
    text: lines.join('\n'),
  })
  return {
    id: row.id,
    caseId: row.caseId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    invitedBy: { id: inviter.id, firstName: inviter.firstName, lastName: inviter.lastName },
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  }
}

/** What the invitation screen shows to someone not signed in yet. */
export async function previewInvitation(db: Db, companyId: number, token: string, now = new Date()): Promise<InvitationPreview> {
  const invitation = await usableInvitation(db, companyId, token, now)
  const [row] = await db
    .select({ case: cases, funeralHome: companies.name, inviterFirst: users.firstName, inviterLast: users.lastName })
    .from(cases)
    .innerJoin(companies, eq(companies.id, cases.companyId))
    .innerJoin(users, eq(users.id, invitation.invitedBy))
    .where(eq(cases.id, invitation.caseId))
    .limit(1)
  if (!row) throw notFound(INVALID)
  return {
    caseId: row.case.id,
    nameSlug: row.case.nameSlug,
    caseName: fullName(row.case),
    funeralHome: row.funeralHome,
    inviter: { firstName: row.inviterFirst, lastName: row.inviterLast },
    invitee: { email: invitation.email, firstName: invitation.firstName, lastName: invitation.lastName },
    message: invitation.message,
    expiresAt: invitation.expiresAt,
  }
}

/**
 * Makes `userId` a member of the invitation's case and uses the token up. The signed-in
 * account need not have the invited address (people sign up with another one); the token
 * itself is the proof. Claiming is one guarded UPDATE, so two tabs accepting at once cannot
 * both succeed. Throws ApiError (404 with a message) for an unknown, used or expired token.
 * Also called by sign-up with an invitation token.
 */
export async function acceptInvitationForUser(db: Db, companyId: number, token: string, userId: number): Promise<{ caseId: number }> {
  const now = new Date()
  const invitation = await usableInvitation(db, companyId, token, now)
  const [claimed] = await db
    .update(caseInvitations)
    .set({ usedAt: now.toISOString(), usedBy: userId })
    .where(and(eq(caseInvitations.id, invitation.id), isNull(caseInvitations.usedAt), gt(caseInvitations.expiresAt, now.toISOString())))
    .returning({ caseId: caseInvitations.caseId, relationship: caseInvitations.relationship })
  if (!claimed) throw notFound(USED)
  // Already a member (an owner accepting a stray link): stays as they were.
  await db
    .insert(caseMembers)
    .values({ caseId: claimed.caseId, userId, role: 'member', relationship: claimed.relationship })
    .onConflictDoNothing()
  return { caseId: claimed.caseId }
}
