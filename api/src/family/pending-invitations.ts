import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { ApiError } from '#contract/errors.ts'
import { portalCasePath } from '#contract/family-paths.ts'
import { INVITATION_MESSAGES, invitationMessage } from '#contract/invitation-constants.ts'
import type { PendingInvitation } from '#contract/invitations.ts'
import type { SessionUser } from '#contract/auth.ts'
import { siteLink } from '../auth/site-link.ts'
import { caseInvitations, cases, companies, users } from '../db/schema.ts'
import { renewalRequestMail } from '../mail/invitation-mail.ts'
import { sendMail } from '../mail/mailer.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { fullName } from '#core/names.ts'
import type { Db } from '../db/client.ts'
import { expiryOf, invitationState, sentAtOf } from './invitation-rules.ts'
import {
  hashInvitationToken,
  mailInvitation,
  newInvitationToken,
  previewInvitation,
  toInvitation,
  type InvitationRow,
} from './invitations.ts'

/**
 * The invitations of a case nobody has accepted or withdrawn, as the family (any member, for now)
 * and the funeral home's staff manage them (issue 35): list, send again, withdraw; and the
 * invitee's request, holding an expired link, for a new one. Callers have checked access to the
 * case (caseAccess for the family, the staff route for staff): every query here is also bound to
 * that case, so an invitation id of another case or home is a 404.
 */

const inviters = alias(users, 'inviters')

function toPending(row: InvitationRow, inviter: { id: number; firstName: string; lastName: string } | null, now: Date): PendingInvitation {
  const { createdAt: _created, ...invitation } = toInvitation(row, inviter ?? { id: row.invitedBy, firstName: '', lastName: '' })
  return {
    ...invitation,
    relationship: row.relationship,
    sentAt: sentAtOf(row),
    expired: invitationState(row, now) === 'expired',
    renewalRequested: row.renewalRequestedAt !== null,
  }
}

const open = (caseId: number) => and(eq(caseInvitations.caseId, caseId), isNull(caseInvitations.usedAt), isNull(caseInvitations.revokedAt))

/** Newest sending first; an expired one stays listed (with Resend) until it is sent again or withdrawn. */
export async function listPendingInvitations(db: Db, caseId: number, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db
    .select({ invitation: caseInvitations, inviter: { id: inviters.id, firstName: inviters.firstName, lastName: inviters.lastName } })
    .from(caseInvitations)
    .leftJoin(inviters, eq(inviters.id, caseInvitations.invitedBy))
    .where(open(caseId))
    .orderBy(desc(sql`coalesce(${caseInvitations.resentAt}, ${caseInvitations.createdAt})`), desc(caseInvitations.id))
  return rows.map((r) => toPending(r.invitation, r.inviter, now))
}

/** The case's invitation `id`, whatever its state; another case's (or home's) is a 404. */
async function invitationOfCase(db: Db, caseId: number, id: number): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(caseInvitations)
    .where(and(eq(caseInvitations.id, id), eq(caseInvitations.caseId, caseId)))
    .limit(1)
  if (!row) throw new ApiError(404)
  return row
}

/** Used or withdrawn: nothing is left to send or withdraw (a 422 saying which). */
function closed(row: InvitationRow): ApiError | undefined {
  if (row.usedAt) return new ApiError(422, undefined, { message: INVITATION_MESSAGES.accepted })
  if (row.revokedAt) return new ApiError(422, undefined, { message: 'This invitation was withdrawn. Send a new one instead.' })
  return undefined
}

/**
 * Sends the invitation again: a new token (the old link now answers "a newer invitation was
 * sent"), 7 days from now, the same mail in the home's name saying it is a new link. Guarded by
 * its state, so a resend racing an acceptance or a withdrawal does nothing.
 */
export async function resendInvitation(
  db: Db,
  theCase: CaseRow,
  id: number,
  by: SessionUser,
  host: string,
  now = new Date(),
): Promise<PendingInvitation> {
  const current = await invitationOfCase(db, theCase.id, id)
  const refusal = closed(current)
  if (refusal) throw refusal
  const token = newInvitationToken()
  const [row] = await db
    .update(caseInvitations)
    .set({
      tokenHash: await hashInvitationToken(token),
      replacedTokenHash: current.tokenHash,
      resentAt: now.toISOString(),
      resentBy: by.id,
      expiresAt: expiryOf(now).toISOString(),
      renewalRequestedAt: null,
    })
    .where(and(eq(caseInvitations.id, id), eq(caseInvitations.tokenHash, current.tokenHash), open(theCase.id)))
    .returning()
  if (!row) throw closed(await invitationOfCase(db, theCase.id, id)) ?? new ApiError(404)
  await mailInvitation(db, theCase, row, token, host, true)
  const [inviter] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.invitedBy))
  return toPending(row, inviter ?? null, now)
}

/** Withdraws the invitation: its link stops working at once. Withdrawing it twice is no error. */
export async function revokeInvitation(db: Db, caseId: number, id: number, by: SessionUser, now = new Date()): Promise<void> {
  const current = await invitationOfCase(db, caseId, id)
  if (current.revokedAt) return
  if (current.usedAt) throw closed(current)
  const [row] = await db
    .update(caseInvitations)
    .set({ revokedAt: now.toISOString(), revokedBy: by.id })
    .where(and(eq(caseInvitations.id, id), open(caseId)))
    .returning({ id: caseInvitations.id })
  if (!row) {
    const after = await invitationOfCase(db, caseId, id)
    if (!after.revokedAt) throw closed(after) ?? new ApiError(404)
  }
}

/**
 * The invitee, holding an expired link, asks for a new one: the one who invited gets a mail (in
 * the home's name) pointing at the family section of the case, once per sending (the flag is
 * cleared when it is sent again), so the call cannot be used to flood anyone's mailbox. A link
 * that still works, or cannot be renewed (unknown, used, withdrawn, replaced), answers why.
 */
export async function requestRenewal(
  db: Db,
  companyId: number,
  token: string,
  host: string,
  now = new Date(),
): Promise<{ message: string }> {
  const preview = await previewInvitation(db, companyId, token, undefined, now)
  if (preview.status !== 'expired') throw new ApiError(422, undefined, { message: INVITATION_MESSAGES.stillUsable })
  const [marked] = await db
    .update(caseInvitations)
    .set({ renewalRequestedAt: now.toISOString() })
    .where(
      and(
        eq(caseInvitations.tokenHash, await hashInvitationToken(token)),
        eq(caseInvitations.companyId, companyId),
        isNull(caseInvitations.renewalRequestedAt),
        isNull(caseInvitations.usedAt),
        isNull(caseInvitations.revokedAt),
      ),
    )
    .returning()
  if (marked) {
    const [facts] = await db
      .select({ case: cases, home: companies.name, inviter: { email: users.email, firstName: users.firstName } })
      .from(cases)
      .innerJoin(companies, eq(companies.id, cases.companyId))
      .innerJoin(users, eq(users.id, marked.invitedBy))
      .where(eq(cases.id, marked.caseId))
      .limit(1)
    if (facts) {
      await sendMail(
        db,
        companyId,
        renewalRequestMail({
          to: facts.inviter.email,
          home: facts.home,
          inviterFirstName: facts.inviter.firstName,
          invitee: { firstName: marked.firstName, lastName: marked.lastName },
          lovedOne: fullName(facts.case),
          caseLink: siteLink(host, portalCasePath(facts.case.id, facts.case.nameSlug)),
        }),
      )
    }
  }
  return {
    message: invitationMessage(INVITATION_MESSAGES.renewalAsked, { name: preview.inviter.firstName, address: preview.invitee.maskedEmail }),
  }
}
