import { and, eq, gt, isNull } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { InvitationTokenSchema, invitationPortalPath, type Invitation, type InvitationPreview, type InviteBody } from '#contract/family.ts'
import { INVITATION_MESSAGES, invitationMessage } from '#contract/invitation-constants.ts'
import { DEFAULT_CASE_MEMBER_ROLE } from '#contract/case-roles.ts'
import type { SessionUser } from '#contract/auth.ts'
import { base64UrlEncode } from '#core/encoding.ts'
import { siteLink } from '../auth/site-link.ts'
import { caseInvitations, caseMembers, cases, companies, users } from '../db/schema.ts'
import { sha256Hex } from '../hash.ts'
import { invitationMail } from '../mail/invitation-mail.ts'
import { sendMail } from '../mail/mailer.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { fullName } from '#core/names.ts'
import type { Db } from '../db/client.ts'
import { emailIdentity, expiryOf, invitationState, maskEmail, sameEmail, unusableMessage } from './invitation-rules.ts'

/**
 * Invitations to a case (spec §7 invite, invitation {token}; issue 35): sent by mail, accepted
 * once and only by the account with the invited address, for 7 days from the last sending.
 * Listing, resending and withdrawing are in pending-invitations.ts.
 */

/** 32 random bytes as base64url (43 characters): the link's secret. */
export function newInvitationToken(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(32)))
}

/**
 * Only this is stored: whoever reads the table cannot use an invitation. A token is found by its
 * hash through the unique index, never compared character by character, so the time a lookup
 * takes tells nothing about how much of a guessed token was right.
 */
export function hashInvitationToken(token: string): Promise<string> {
  return sha256Hex(token)
}

export type InvitationRow = typeof caseInvitations.$inferSelect

function notFound(message: string): ApiError {
  return new ApiError(404, undefined, { message })
}

/**
 * The invitation a token names at this company, or a 404 saying why its link cannot be used:
 * unknown, replaced by a newer sending, used, withdrawn, or (unless `expiredToo`) expired.
 */
async function invitationByToken(db: Db, companyId: number, token: string, now: Date, expiredToo = false): Promise<InvitationRow> {
  if (!InvitationTokenSchema.safeParse(token).success) throw notFound(unusableMessage('invalid'))
  const hash = await hashInvitationToken(token)
  const [row] = await db
    .select()
    .from(caseInvitations)
    .where(and(eq(caseInvitations.tokenHash, hash), eq(caseInvitations.companyId, companyId)))
    .limit(1)
  if (!row) {
    // The link of an earlier sending: say so (unless the invitation has since been used or withdrawn).
    const [replaced] = await db
      .select({ usedAt: caseInvitations.usedAt, revokedAt: caseInvitations.revokedAt, expiresAt: caseInvitations.expiresAt })
      .from(caseInvitations)
      .where(and(eq(caseInvitations.replacedTokenHash, hash), eq(caseInvitations.companyId, companyId)))
      .limit(1)
    if (!replaced) throw notFound(unusableMessage('invalid'))
    const state = invitationState(replaced, now)
    throw notFound(unusableMessage(state === 'used' || state === 'revoked' ? state : 'replaced'))
  }
  const state = invitationState(row, now)
  if (state === 'pending' || (state === 'expired' && expiredToo)) return row
  throw notFound(unusableMessage(state))
}

/** The answer an invitation's creator and the lists give. */
export function toInvitation(row: InvitationRow, inviter: { id: number; firstName: string; lastName: string }): Invitation {
  return {
    id: row.id,
    caseId: row.caseId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    invitedBy: { id: inviter.id, firstName: inviter.firstName, lastName: inviter.lastName },
    role: row.role,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  }
}

/**
 * Writes the invitation mail with `token`'s link, in the funeral home's name. The mail holds the
 * only copy of the token. `host` is the request's X-Host (auth/site-link.ts).
 */
export async function mailInvitation(
  db: Db,
  theCase: CaseRow,
  row: InvitationRow,
  token: string,
  host: string,
  resent: boolean,
): Promise<void> {
  const [facts] = await db
    .select({ home: companies.name, inviterFirst: users.firstName, inviterLast: users.lastName })
    .from(companies)
    .leftJoin(users, eq(users.id, row.invitedBy))
    .where(eq(companies.id, theCase.companyId))
    .limit(1)
  await sendMail(
    db,
    theCase.companyId,
    invitationMail({
      to: row.email,
      home: facts?.home ?? 'The funeral home',
      inviteeFirstName: row.firstName,
      inviter: { firstName: facts?.inviterFirst ?? '', lastName: facts?.inviterLast ?? '' },
      lovedOne: fullName(theCase),
      message: row.message,
      link: siteLink(host, invitationPortalPath(token)),
      resent,
    }),
  )
}

/**
 * Creates the invitation and its mail together. Inviting someone who already belongs to the
 * case is a 422 on `email`; inviting an address whose invitation is still waiting sends that one
 * again with what was typed now (a new link, 7 days again), so the family list never shows two.
 */
export async function inviteToCase(
  db: Db,
  theCase: CaseRow,
  inviter: SessionUser,
  body: InviteBody,
  host: string,
  now = new Date(),
): Promise<Invitation> {
  const email = emailIdentity(body.email)
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
  const token = newInvitationToken()
  const tokenHash = await hashInvitationToken(token)
  const details = {
    firstName: body.firstName,
    lastName: body.lastName,
    relationship: body.relationship || null,
    message: body.message || null,
    role: body.role ?? DEFAULT_CASE_MEMBER_ROLE,
    invitedBy: inviter.id,
    expiresAt: expiryOf(now).toISOString(),
  }
  const [waiting] = await db
    .select({ id: caseInvitations.id, tokenHash: caseInvitations.tokenHash })
    .from(caseInvitations)
    .where(
      and(
        eq(caseInvitations.caseId, theCase.id),
        eq(caseInvitations.email, email),
        isNull(caseInvitations.usedAt),
        isNull(caseInvitations.revokedAt),
      ),
    )
    .limit(1)
  const [row] = waiting
    ? await db
        .update(caseInvitations)
        .set({
          ...details,
          tokenHash,
          replacedTokenHash: waiting.tokenHash,
          resentAt: now.toISOString(),
          resentBy: inviter.id,
          renewalRequestedAt: null,
        })
        .where(and(eq(caseInvitations.id, waiting.id), isNull(caseInvitations.usedAt)))
        .returning()
    : await db
        .insert(caseInvitations)
        .values({ ...details, companyId: theCase.companyId, caseId: theCase.id, tokenHash, email, createdAt: now.toISOString() })
        .returning()
  if (!row) throw new Error('invitations: the write returned no row')
  await mailInvitation(db, theCase, row, token, host, Boolean(waiting))
  return toInvitation(row, inviter)
}

/**
 * What the invitation screen shows, pending or expired (an expired one offers to ask for a new
 * link). The address only masked; `viewer` (the caller's session, if any) is told whether it is
 * addressed to them, so a wrong account is told before it tries.
 */
export async function previewInvitation(
  db: Db,
  companyId: number,
  token: string,
  viewer?: Pick<SessionUser, 'email'>,
  now = new Date(),
): Promise<InvitationPreview> {
  const invitation = await invitationByToken(db, companyId, token, now, true)
  const [row] = await db
    .select({ case: cases, funeralHome: companies.name, inviterFirst: users.firstName, inviterLast: users.lastName })
    .from(cases)
    .innerJoin(companies, eq(companies.id, cases.companyId))
    .innerJoin(users, eq(users.id, invitation.invitedBy))
    .where(eq(cases.id, invitation.caseId))
    .limit(1)
  if (!row) throw notFound(unusableMessage('invalid'))
  return {
    caseId: row.case.id,
    nameSlug: row.case.nameSlug,
    caseName: fullName(row.case),
    funeralHome: row.funeralHome,
    inviter: { firstName: row.inviterFirst, lastName: row.inviterLast },
    invitee: { maskedEmail: maskEmail(invitation.email), firstName: invitation.firstName, lastName: invitation.lastName },
    message: invitation.message,
    status: invitationState(invitation, now) === 'expired' ? 'expired' : 'pending',
    expiresAt: invitation.expiresAt,
    renewalRequested: invitation.renewalRequestedAt !== null,
    forSignedInUser: viewer ? sameEmail(viewer.email, invitation.email) : null,
  }
}

/** The 403 of an account that is not the invited one: to whom it was sent, masked. */
function notForThisAccount(invitation: InvitationRow): ApiError {
  return new ApiError(403, undefined, {
    message: invitationMessage(INVITATION_MESSAGES.notForYou, { address: maskEmail(invitation.email) }),
  })
}

/**
 * Uses the invitation up for `userId` and makes them a member, in one guarded UPDATE (two tabs
 * accepting at once cannot both succeed; a withdrawal or an expiry in between wins).
 */
async function claim(db: Db, invitation: InvitationRow, userId: number, now: Date): Promise<{ caseId: number } | undefined> {
  const [claimed] = await db
    .update(caseInvitations)
    .set({ usedAt: now.toISOString(), usedBy: userId })
    .where(
      and(
        eq(caseInvitations.id, invitation.id),
        eq(caseInvitations.tokenHash, invitation.tokenHash),
        isNull(caseInvitations.usedAt),
        isNull(caseInvitations.revokedAt),
        gt(caseInvitations.expiresAt, now.toISOString()),
      ),
    )
    .returning({ caseId: caseInvitations.caseId, relationship: caseInvitations.relationship, role: caseInvitations.role })
  if (!claimed) return undefined
  // Already a member (an arranger accepting a stray link): stays as they were, in their role.
  await db
    .insert(caseMembers)
    .values({ caseId: claimed.caseId, userId, role: claimed.role, relationship: claimed.relationship })
    .onConflictDoNothing()
  return { caseId: claimed.caseId }
}

/**
 * Makes the signed-in `user` a member of the invitation's case and uses the token up, only if the
 * invitation is addressed to their email: a forwarded link is worth nothing to another account
 * (a 403 naming the address, masked), and stays usable by its invitee. Unknown, used, withdrawn,
 * replaced or expired: a 404 with a message.
 */
export async function acceptInvitation(
  db: Db,
  companyId: number,
  token: string,
  user: Pick<SessionUser, 'id' | 'email'>,
  now = new Date(),
): Promise<{ caseId: number }> {
  const invitation = await invitationByToken(db, companyId, token, now)
  if (!sameEmail(user.email, invitation.email)) throw notForThisAccount(invitation)
  const joined = await claim(db, invitation, user.id, now)
  if (!joined) throw notFound(unusableMessage('used'))
  return joined
}

/**
 * Sign-up through an invitation link (auth route): the link must be usable (else its 404) and the
 * account is for the invited address only (else a 422 on `email` naming it, masked).
 */
export async function checkSignUpInvitation(db: Db, companyId: number, token: string, email: string, now = new Date()): Promise<void> {
  const invitation = await invitationByToken(db, companyId, token, now)
  if (sameEmail(email, invitation.email)) return
  const message = invitationMessage(INVITATION_MESSAGES.signUpOtherAddress, { address: maskEmail(invitation.email) })
  throw new ApiError(422, undefined, { message, errors: { email: message } })
}

/**
 * A sign-up through the link made the pending account `userId`: it joins the case once finished
 * (the mailed link proves the mailbox). Until then the invitation stays usable, so a sign-up
 * started by someone else with the invitee's address keeps nothing from the invitee.
 */
export async function noteSignUpThroughInvitation(db: Db, companyId: number, token: string, userId: number): Promise<void> {
  await db
    .update(caseInvitations)
    .set({ signUpUserId: userId })
    .where(
      and(
        eq(caseInvitations.tokenHash, await hashInvitationToken(token)),
        eq(caseInvitations.companyId, companyId),
        isNull(caseInvitations.usedAt),
      ),
    )
}

/** A finished sign-up joins the cases whose invitations it was made through (still usable, to its own address). */
export async function joinCasesOfSignUp(
  db: Db,
  companyId: number,
  user: Pick<SessionUser, 'id' | 'email'>,
  now = new Date(),
): Promise<void> {
  const waiting = await db
    .select()
    .from(caseInvitations)
    .where(and(eq(caseInvitations.companyId, companyId), eq(caseInvitations.signUpUserId, user.id), isNull(caseInvitations.usedAt)))
  for (const invitation of waiting) {
    if (invitationState(invitation, now) !== 'pending' || !sameEmail(user.email, invitation.email)) continue
    // oxlint-disable-next-line no-await-in-loop -- one or two rows; each claim is its own guarded update
    await claim(db, invitation, user.id, now)
  }
}
