import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { staffWelcomeScreenPath } from '#contract/auth.ts'
import type { SessionUser } from '#contract/auth.ts'
import {
  STAFF_INVITATION_DAYS,
  STAFF_MEMBER_MESSAGES,
  type StaffInviteBody,
  type StaffMember,
  type StaffMemberChangeBody,
} from '#contract/studio-staff.ts'
import { ApiError } from '#contract/errors.ts'
import { refreshTokens, users } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { createPasswordResetToken } from '../auth/password-reset.ts'
import { siteLink } from '../auth/site-link.ts'
import { bumpTokenVersion, normalizeEmail, type UserRow } from '../auth/users.ts'
import { sendMail } from '../mail/mailer.ts'
import { staffInvitationMail } from '../mail/staff-invitation-mail.ts'
import type { Company } from '../middleware/tenant.ts'
import { invalidField } from '../validate.ts'

/**
 * The home's staff accounts, for its owner (issue 37 point 2; the calls: contract/studio-staff.ts).
 * - An invited member has a staff account whose stored hash is `INVITED` (which never verifies, and
 *   is not a pending sign-up's, so a public sign-up with the address cannot take it over); the
 *   mailed link is a password-reset token of the account, for STAFF_INVITATION_DAYS, so the
 *   portal's reset screen chooses the first password.
 * - An owner cannot turn off or demote themselves; every change also keeps at least one owner
 *   whose account is on (checked in the update itself, so two owners demoting each other at
 *   once cannot both win).
 * - Turning an account off ends its sessions at once: token version bumped, refresh tokens revoked.
 */

const INVITED = 'invited$'

/** A staff row as the owner sees it; a row of before roles (staff_role null) is an owner. */
export function toStaffMember(row: UserRow): StaffMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    staffRole: row.staffRole ?? 'owner',
    disabledAt: row.disabledAt,
    pending: row.passwordHash.startsWith(INVITED),
  }
}

function staffRows(companyId: number) {
  return and(eq(users.companyId, companyId), eq(users.role, 'staff'))
}

export async function listStaffMembers(db: Db, companyId: number): Promise<StaffMember[]> {
  const rows = await db.select().from(users).where(staffRows(companyId)).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
  return rows.map(toStaffMember)
}

/** The staff member of this home with `userId`; a family account, another home's or none is the same 404. */
export async function findStaffMember(db: Db, companyId: number, userId: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(staffRows(companyId), eq(users.id, userId)))
    .limit(1)
  if (!row) throw new ApiError(404, undefined, { message: STAFF_MEMBER_MESSAGES.notFound })
  return row
}

/** Who is invited to the staff of a home, in which role. */
export type StaffInvitee = Pick<StaffInviteBody, 'email' | 'firstName' | 'lastName' | 'staffRole'>

/**
 * Creates the invited account and writes its mail; undefined when the address has an account at
 * the home already. `inviter` null: the platform invites the first owner of a new home (decision 071).
 */
export async function inviteStaffAccount(
  db: Db,
  company: Pick<Company, 'id' | 'name'>,
  inviter: SessionUser | null,
  host: string,
  invitee: StaffInvitee,
  now = new Date(),
): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values({
      companyId: company.id,
      email: normalizeEmail(invitee.email),
      passwordHash: `${INVITED}${crypto.randomUUID()}`,
      firstName: invitee.firstName,
      lastName: invitee.lastName,
      role: 'staff',
      staffRole: invitee.staffRole,
    })
    .onConflictDoNothing({ target: [users.companyId, users.email] })
    .returning()
  if (!created) return undefined
  const { token } = await createPasswordResetToken(db, { companyId: company.id, userId: created.id }, now, STAFF_INVITATION_DAYS * 86_400)
  await sendMail(
    db,
    company.id,
    staffInvitationMail({
      to: created.email,
      home: company.name,
      inviteeFirstName: created.firstName,
      inviter,
      staffRole: invitee.staffRole,
      link: siteLink(host, staffWelcomeScreenPath(token)),
      signInLink: siteLink(host, '/family-portal/login'),
    }),
  )
  return created
}

/** Creates the invited account and writes its mail; an address with an account here is a 422 on email. */
export async function inviteStaffMember(
  db: Db,
  company: Company,
  inviter: SessionUser,
  host: string,
  body: StaffInviteBody,
): Promise<StaffMember> {
  const created = await inviteStaffAccount(db, company, inviter, host, body)
  if (!created) throw invalidField('email', STAFF_MEMBER_MESSAGES.emailTaken)
  return toStaffMember(created)
}

/** Whether the row, after `change`, is an owner whose account is on. */
function staysOwner(row: UserRow, change: StaffMemberChangeBody): boolean {
  const role = change.staffRole ?? row.staffRole ?? 'owner'
  const disabled = change.disabled ?? row.disabledAt !== null
  return role === 'owner' && !disabled
}

/** Another owner of the company whose account is on, in SQL (the same rule as `staffOf(…, 'staff')`). */
function anotherOwner(companyId: number, userId: number) {
  return sql`exists (select 1 from users as o where o.company_id = ${companyId} and o.id <> ${userId} and o.role = 'staff' and o.disabled_at is null and (o.staff_role is null or o.staff_role = 'owner'))`
}

/** Applies the owner's change to a member of the home (see the rules above) and answers the member as it now is. */
export async function changeStaffMember(
  db: Db,
  companyId: number,
  actor: SessionUser,
  userId: number,
  change: StaffMemberChangeBody,
  now = new Date(),
): Promise<StaffMember> {
  const row = await findStaffMember(db, companyId, userId)
  if (row.id === actor.id && change.disabled === true) throw invalidField('disabled', STAFF_MEMBER_MESSAGES.selfDisable)
  if (row.id === actor.id && change.staffRole !== undefined && change.staffRole !== 'owner')
    throw invalidField('staffRole', STAFF_MEMBER_MESSAGES.selfDemote)
  const turningOff = change.disabled === true && row.disabledAt === null
  const set: Partial<Pick<UserRow, 'staffRole' | 'disabledAt'>> = {}
  if (change.staffRole !== undefined) set.staffRole = change.staffRole
  if (change.disabled !== undefined) set.disabledAt = change.disabled ? (row.disabledAt ?? now.toISOString()) : null
  if (Object.keys(set).length === 0) return toStaffMember(row)
  // Only a change that takes an owner (whose account is on) away needs another owner to stay.
  const guard = staysOwner(row, {}) && !staysOwner(row, change) ? anotherOwner(companyId, row.id) : undefined
  const [updated] = await db
    .update(users)
    .set(set)
    .where(and(eq(users.companyId, companyId), eq(users.id, row.id), guard))
    .returning()
  if (!updated) throw new ApiError(422, undefined, { message: STAFF_MEMBER_MESSAGES.lastOwner })
  if (turningOff) {
    const at = now.toISOString()
    await db.batch([
      bumpTokenVersion(db, companyId, row.id),
      db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.companyId, companyId), eq(refreshTokens.userId, row.id), isNull(refreshTokens.revokedAt))),
    ])
  }
  return toStaffMember(updated)
}
