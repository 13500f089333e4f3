import { z } from 'zod'
import { CaseMemberListSchema, CaseMemberRoleSchema, CaseMemberSchema } from './case-people.ts'
import { CaseParamsSchema, IdParamSchema } from './common.ts'
import { InvitationSchema, InviteBodySchema } from './family.ts'
import { defineOperations } from './operation.ts'
import { STAFF_CASES_PATH } from './studio-cases.ts'

/**
 * A case's family for the funeral home's staff (issue 37 point 4, area `cases`; decision 056):
 * the members in their roles, changing a role, removing a member, and inviting someone in a role
 * (the family's own invitation and mail). Listing, resending and withdrawing the pending
 * invitations are contract/invitations.ts's staff calls. The last arranger stays: a family keeps
 * someone who may submit and invite (LAST_ARRANGER in contract/case-roles.ts).
 * Rules: api/src/staff/family.ts.
 */

/** Staff invite with a role always chosen (the form asks; a helper's when an old client leaves it out). */
export const StaffFamilyInviteBodySchema = InviteBodySchema.omit({ message: true }).extend({ role: CaseMemberRoleSchema })
export type StaffFamilyInviteBody = z.infer<typeof StaffFamilyInviteBodySchema>

export const MemberRoleBodySchema = z.object({ role: CaseMemberRoleSchema })
export type MemberRoleBody = z.infer<typeof MemberRoleBodySchema>

export const MemberParamsSchema = CaseParamsSchema.extend({ userId: IdParamSchema })

/** 404: not a member of this case. */
export const NOT_A_MEMBER = 'This person is not a member of this case.'

const tags = ['staff']
const forbidden = 'a role other than owner or director'

export const operations = defineOperations([
  {
    method: 'get',
    path: `${STAFF_CASES_PATH}/{caseId}/members`,
    summary: "The case's family members with their email, relationship and role; arrangers first (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: CaseMemberListSchema },
  },
  {
    method: 'patch',
    path: `${STAFF_CASES_PATH}/{caseId}/members/{userId}`,
    summary: "Changes a member's role in the case; the family's only arranger keeps it, a 409 (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: MemberParamsSchema,
    body: MemberRoleBodySchema,
    response: { status: 200, schema: CaseMemberSchema },
  },
  {
    method: 'delete',
    path: `${STAFF_CASES_PATH}/{caseId}/members/{userId}`,
    summary:
      'Removes a member from the case (their account stays; their task assignments in it go); the only arranger while others remain is a 409 (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: MemberParamsSchema,
    response: { status: 204 },
  },
  {
    method: 'post',
    path: `${STAFF_CASES_PATH}/{caseId}/invitations`,
    summary:
      "Invites a family member in a role (arranger, helper, viewer): the family's invitation and its mail in the home's name, 7 days (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: StaffFamilyInviteBodySchema,
    response: { status: 201, schema: InvitationSchema },
  },
])
