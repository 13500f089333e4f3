import { z } from 'zod'
import { CaseParamsSchema, IdParamSchema, IdSchema, IsoDateTimeSchema, PersonSchema } from './common.ts'
import { CaseMemberRoleSchema } from './case-people.ts'
import { defineOperations } from './operation.ts'

export { INVITATION_DAYS, INVITATION_MESSAGES, invitationMessage } from './invitation-constants.ts'

/**
 * Invitations (issue 35); sending, previewing and accepting are declared in family.ts.
 * - A random token, only its SHA-256 stored, works once, for `INVITATION_DAYS` (7) from the last
 *   sending, and only for the account with the invited email (compared case- and
 *   Unicode-normalised); another account gets a 403 naming the address masked (`j•••@e•••.com`),
 *   and the preview shows it masked too. Sign-up through a link is for that address only.
 * - The family's arrangers (contract/case-roles.ts: any member may list them) and the funeral home's staff
 *   list the ones not yet accepted or withdrawn, resend one (a new token: the old link then says
 *   a newer one was sent; 7 days again) or withdraw it.
 * - An unknown, used, withdrawn or replaced token is a 404 with a message; an expired one still
 *   previews (status `expired`) so its screen can offer to ask the family for a new one (the
 *   inviter is mailed once per sending), and is a 404 to accept.
 * Rules: api/src/family/invitation-rules.ts.
 */

/** An invitation nobody has accepted or withdrawn yet, as the family and staff see it. */
export const PendingInvitationSchema = z.object({
  id: IdSchema,
  caseId: IdSchema,
  /** The whole address: the family typed it. */
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  relationship: z.string().nullable(),
  /** The role in the case it grants once accepted. */
  role: CaseMemberRoleSchema,
  invitedBy: PersonSchema,
  /** When it was last sent (first sending or the last resend). */
  sentAt: IsoDateTimeSchema,
  expiresAt: IsoDateTimeSchema,
  /** Past `expiresAt`: the link no longer works until it is sent again. */
  expired: z.boolean(),
  /** The invitee asked for a new link since it was last sent. */
  renewalRequested: z.boolean(),
})
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>
export const PendingInvitationListSchema = z.array(PendingInvitationSchema)

/** The answer to the invitee's request for a new link. */
export const RenewalRequestedSchema = z.object({ message: z.string() })

const CASE = '/api/family/cases/{caseId}'
const STAFF_CASE = '/api/staff/cases/{caseId}'
/** An invitation's path parameters; the api's routes validate with these same schemas (tests/integration/api/openapi.test.ts). */
export const InvitationParams = CaseParamsSchema.extend({ invitationId: IdParamSchema })

/** The same three calls for the family (any member of the case) and for staff of the home. */
function managementOperations<const P extends string>(prefix: P, access: 'member' | 'staff', tags: string[], who: string) {
  return [
    {
      method: 'get',
      path: `${prefix}/invitations`,
      summary: `The case's invitations not yet accepted or withdrawn, newest first (${who})`,
      tags,
      access,
      params: CaseParamsSchema,
      response: { status: 200, schema: PendingInvitationListSchema },
    },
    {
      method: 'post',
      path: `${prefix}/invitations/{invitationId}/resend`,
      summary: `Sends an invitation again with a new link (the old one stops working) for another 7 days (${who})`,
      tags,
      access,
      params: InvitationParams,
      response: { status: 200, schema: PendingInvitationSchema },
    },
    {
      method: 'delete',
      path: `${prefix}/invitations/{invitationId}`,
      summary: `Withdraws an invitation: its link stops working (${who})`,
      tags,
      access,
      params: InvitationParams,
      response: { status: 204 },
    },
  ] as const
}

export const operations = defineOperations([
  ...managementOperations(CASE, 'member', ['family cases'], 'members of the case'),
  ...managementOperations(STAFF_CASE, 'staff', ['staff'], 'staff of the funeral home'),
  {
    method: 'post',
    path: '/api/family/invitation/{token}/renewal',
    summary: 'The invitee, holding an expired link, asks the family for a new one (the inviter is mailed once per sending)',
    tags: ['family cases'],
    access: 'public',
    params: z.object({ token: z.string() }),
    response: { status: 202, schema: RenewalRequestedSchema },
  },
])
