import { and, eq, like } from 'drizzle-orm'
import { signUpScreenPath, type SignUpBody } from '#contract/auth.ts'
import { users } from '../db/schema.ts'
import { noteSignUpThroughInvitation } from '../family/invitations.ts'
import { sendMail } from '../mail/mailer.ts'
import type { Db } from '../db/client.ts'
import type { Company } from '../middleware/tenant.ts'
import { createPasswordResetToken } from './password-reset.ts'
import { siteLink } from './site-link.ts'
import { createUser, findUserByEmail, normalizeEmail, type UserRow } from './users.ts'

/**
 * Sign-up that never tells whether an email has an account (decision 018). Every valid sign-up
 * answers the same 202; what differs goes by mail, to the address itself:
 * - a new address gets a pending account and a link to finish it (the link is a reset token of
 *   that account, so it works once and for an hour, and only its SHA-256 is stored);
 * - a known address gets a note to its owner: someone tried to sign up with it.
 * A pending account cannot sign in: its stored hash carries PENDING, which never verifies, so
 * signing in with the password just chosen answers the same 401 as a wrong password for a real
 * account. Finishing needs the link (the mailbox) AND the password chosen at sign-up (its
 * author), so a stranger who signs up with someone's address gets nothing from the owner's click.
 * A pending account signed up again takes the newer password and names; a password reset of it
 * also finishes it (the reset link proves the mailbox as well).
 */

const PENDING = 'pending$'

export function pendingHash(passwordHash: string): string {
  return `${PENDING}${passwordHash}`
}

export function isPending(passwordHash: string): boolean {
  return passwordHash.startsWith(PENDING)
}

/** The hash to keep once the account is finished. */
export function finishedHash(passwordHash: string): string {
  return isPending(passwordHash) ? passwordHash.slice(PENDING.length) : passwordHash
}

type SignUpRequest = Pick<SignUpBody, 'email' | 'firstName' | 'lastName' | 'invitationToken'> & { passwordHash: string }

/** A new pending account, or the pending one renewed; undefined when the email has a finished account. */
async function pendingAccount(db: Db, companyId: number, request: SignUpRequest): Promise<UserRow | undefined> {
  const { email, firstName, lastName } = request
  const passwordHash = pendingHash(request.passwordHash)
  const created = await createUser(db, companyId, { email, passwordHash, firstName, lastName, role: 'family' })
  if (created) return created
  const [renewed] = await db
    .update(users)
    .set({ passwordHash, firstName, lastName })
    .where(and(eq(users.companyId, companyId), eq(users.email, normalizeEmail(email)), like(users.passwordHash, `${PENDING}%`)))
    .returning()
  return renewed
}

function finishMail(firstName: string, companyName: string, link: string): string {
  return [
    `Hello ${firstName},`,
    '',
    `Thank you for creating a ${companyName} family portal account. To finish, open this link within the next hour and enter the password you chose:`,
    '',
    link,
    '',
    'If you did not ask for an account, you can ignore this email: nothing is created without it.',
    '',
    companyName,
  ].join('\n')
}

function knownMail(firstName: string, companyName: string, signInLink: string, resetLink: string): string {
  return [
    `Hello ${firstName},`,
    '',
    `Someone tried to create a ${companyName} family portal account with your email address. You already have one, so nothing was changed.`,
    '',
    `If it was you, sign in: ${signInLink}`,
    `If you have forgotten your password, you can reset it: ${resetLink}`,
    '',
    'If it was not you, you can ignore this email.',
    '',
    companyName,
  ].join('\n')
}

/**
 * Does what a valid sign-up leads to, all by mail. `host` is the request's X-Host (the links'
 * site). An invitation (checked by the caller: addressed to this email) is noted on the pending
 * account, whose case opens when the account is finished (routes/auth.ts); until then the link
 * stays usable. A known address keeps its invitation for its owner to accept after signing in.
 */
export async function requestSignUp(db: Db, company: Company, host: string, request: SignUpRequest): Promise<void> {
  const account = await pendingAccount(db, company.id, request)
  if (!account) {
    const owner = await findUserByEmail(db, company.id, request.email)
    if (!owner) return
    await sendMail(db, company.id, {
      kind: 'sign-up',
      to: owner.email,
      subject: 'Someone tried to create an account with your email',
      text: knownMail(
        owner.firstName,
        company.name,
        siteLink(host, '/family-portal/login'),
        siteLink(host, '/family-portal/password-reset'),
      ),
    })
    return
  }
  if (request.invitationToken !== undefined) await noteSignUpThroughInvitation(db, company.id, request.invitationToken, account.id)
  const { token } = await createPasswordResetToken(db, { companyId: company.id, userId: account.id })
  await sendMail(db, company.id, {
    kind: 'sign-up',
    to: account.email,
    subject: 'Finish creating your account',
    text: finishMail(account.firstName, company.name, siteLink(host, signUpScreenPath(token))),
  })
}
