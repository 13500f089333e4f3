import { z } from 'zod'
import { line } from './text.ts'
import { IsoDateTimeSchema, PersonSchema } from './common.ts'

/**
 * The people of a family case (contract/family.ts has the case and its calls): who belongs to it,
 * and whom a member may pick to share a task with (the case's members and the funeral home's staff).
 */

/** Who may open a case: its owner (who arranged it), a member (invited), or staff of the company. */
export const CaseRoleSchema = z.enum(['owner', 'member', 'staff'])
export type CaseRole = z.infer<typeof CaseRoleSchema>

export const CaseUserSchema = PersonSchema.extend({ email: z.string(), role: CaseRoleSchema })
export type CaseUser = z.infer<typeof CaseUserSchema>

/** Someone who belongs to a case (its owner, or a relative who accepted an invitation), as the case home lists them. */
export const CaseMemberSchema = CaseUserSchema.extend({
  role: z.enum(['owner', 'member']),
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
