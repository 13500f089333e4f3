import { z } from 'zod'
import { IdParamSchema, IdSchema, IsoDateTimeSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { STAFF_ROLES } from './staff-roles.ts'
import { line } from './text.ts'

/**
 * The funeral home's staff accounts (issue 37 point 2), for its owner (area `staff`): the list,
 * inviting a member by email (a staff account with the chosen role and a mailed link to choose a
 * password, through the password-reset screen) and changing a member's role or turning the
 * account off. Rules: api/src/staff/members.ts.
 */

/** How long the invitation's link works (a password-reset link of the new account). */
export const STAFF_INVITATION_DAYS = 7

/** The sentences of refusals the studio's staff screen shows (422s name a field where one is to blame). */
export const STAFF_MEMBER_MESSAGES = {
  /** 422 on `email`: the address already has an account (family or staff) at this home. */
  emailTaken: 'Someone at this funeral home already has an account with this email address.',
  /** 422 on `staffRole`. */
  chooseRole: 'Please choose a role: owner, funeral director or site editor.',
  /** 422 on `disabled`: an owner turning off their own account. */
  selfDisable: 'You cannot turn off your own account. Another owner can do it for you.',
  /** 422 on `staffRole`: an owner taking away their own owner role. */
  selfDemote: 'You cannot take away your own owner role. Another owner can do it for you.',
  /** 422: the change would leave the home with no owner whose account is on. */
  lastOwner: 'The funeral home must always keep at least one owner whose account is on.',
  /** 404: no staff member of this home has that id. */
  notFound: 'There is no staff member of this funeral home with that id.',
} as const

const StaffRoleSchema = z.enum(STAFF_ROLES, { error: STAFF_MEMBER_MESSAGES.chooseRole })

/** A staff member as the owner sees them. */
export const StaffMemberSchema = z.object({
  id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  staffRole: z.enum(STAFF_ROLES),
  /** When the owner turned the account off; null while it is on. */
  disabledAt: IsoDateTimeSchema.nullable(),
  /** Invited and has not chosen a password yet (cannot sign in until they do). */
  pending: z.boolean(),
})
export type StaffMember = z.infer<typeof StaffMemberSchema>
export const StaffMemberListSchema = z.array(StaffMemberSchema)

/** The owner invites a staff member: the mail names the home and the role. */
export const StaffInviteBodySchema = z.object({
  email: z.email().max(254),
  firstName: line(80).min(1),
  lastName: line(80).min(1),
  staffRole: StaffRoleSchema,
})
export type StaffInviteBody = z.infer<typeof StaffInviteBodySchema>

export const StaffMemberParamsSchema = z.object({ userId: IdParamSchema })

/** A change of role, or turning the account off (`disabled: true`) or on again; what is left out stays. */
export const StaffMemberChangeBodySchema = z.object({
  staffRole: StaffRoleSchema.optional(),
  disabled: z.boolean().optional(),
})
export type StaffMemberChangeBody = z.infer<typeof StaffMemberChangeBodySchema>

export const STAFF_MEMBERS_PATH = '/api/staff/members'

export const operations = defineOperations([
  {
    method: 'get',
    path: STAFF_MEMBERS_PATH,
    summary: "The funeral home's staff accounts, by name (owner only)",
    tags: ['staff'],
    access: 'staff',
    forbidden: 'a role other than owner',
    response: { status: 200, schema: StaffMemberListSchema },
  },
  {
    method: 'post',
    path: STAFF_MEMBERS_PATH,
    summary: `Invites a staff member: a staff account with the role and no password yet, and a mail with a link to choose one (works once, for ${STAFF_INVITATION_DAYS} days); an email with an account at this home is a 422 on email (owner only)`,
    tags: ['staff'],
    access: 'staff',
    forbidden: 'a role other than owner',
    body: StaffInviteBodySchema,
    response: { status: 201, schema: StaffMemberSchema },
  },
  {
    method: 'patch',
    path: `${STAFF_MEMBERS_PATH}/{userId}`,
    summary:
      "Changes a staff member's role or turns the account off (its sessions end at once) or on; an owner cannot turn off or demote themselves and the home keeps an owner (422); a family account or another home's is a 404 (owner only)",
    tags: ['staff'],
    access: 'staff',
    forbidden: 'a role other than owner',
    params: StaffMemberParamsSchema,
    body: StaffMemberChangeBodySchema,
    response: { status: 200, schema: StaffMemberSchema },
  },
])
