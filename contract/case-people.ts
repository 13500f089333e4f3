import { z } from 'zod'
import { line } from './text.ts'
import { IsoDateTimeSchema, PersonSchema } from './common.ts'
import { CASE_MEMBER_ROLES, CASE_ROLE_MESSAGE } from './case-roles.ts'

/**
 * The people of a family case (contract/family.ts has the case and its calls): who belongs to it,
 * and whom a member may pick to share a task with (the case's members and the funeral home's staff).
 */

/** A family member's role in a case (contract/case-roles.ts says what each may do). */
export const CaseMemberRoleSchema = z.enum(CASE_MEMBER_ROLES, {
  // Left out: the usual "This field is required".
  error: (issue) => (issue.input === undefined ? undefined : CASE_ROLE_MESSAGE),
})

/** Who may open a case: a family member in their role (arranger, helper, viewer), or staff of the company. */
export const CaseRoleSchema = z.enum([...CASE_MEMBER_ROLES, 'staff'])
export type CaseRole = z.infer<typeof CaseRoleSchema>

export const CaseUserSchema = PersonSchema.extend({ email: z.string(), role: CaseRoleSchema })
export type CaseUser = z.infer<typeof CaseUserSchema>

/** Someone who belongs to a case (its first arranger, or a relative who accepted an invitation), as the case home lists them. */
export const CaseMemberSchema = CaseUserSchema.extend({
  role: CaseMemberRoleSchema,
  relationship: z.string().nullable(),
  joinedAt: IsoDateTimeSchema,
})
export type CaseMember = z.infer<typeof CaseMemberSchema>
export const CaseMemberListSchema = z.array(CaseMemberSchema)

export const UserSuggestionSchema = CaseUserSchema.extend({ assigned: z.boolean() })
export const UserSuggestionsSchema = z.array(UserSuggestionSchema)

export const USER_SEARCH_MIN = 2
export const UserSearchQuerySchema = z.object({ query: line(100).min(USER_SEARCH_MIN) })
export const UserSearchResultSchema = z.array(CaseUserSchema)
