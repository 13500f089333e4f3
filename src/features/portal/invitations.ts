import type { InvitationPreview } from '#contract/family.ts'
import { isApiError } from '#contract/errors.ts'
import { INVITATION_MESSAGES } from '#contract/invitation-constants.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { call } from '#src/lib/api-call.ts'

/** An invitation as its screen opens it, or why it cannot be used (the api's words: unknown, used, withdrawn, replaced). */
export type InvitationLink = { usable: true; invitation: InvitationPreview } | { usable: false; message: string }

/** Reads the answer of the invitation query: a 404 is an answer, not an error page. */
export async function invitationLink(read: () => Promise<InvitationPreview>): Promise<InvitationLink> {
  try {
    return { usable: true, invitation: await read() }
  } catch (error) {
    if (isApiError(error, 404)) return { usable: false, message: error.detail ?? INVITATION_MESSAGES.invalid }
    throw error
  }
}

/** Makes the signed-in person a member of the invitation's case (the link is then used up); another account than the invitee's: a 403. */
export function acceptInvitation(token: string): Promise<{ caseId: number; nameSlug: string }> {
  return call(operations.postApiFamilyInvitationByTokenAccept, { params: { token } })
}

/** Holding an expired link: asks the one who invited for a new one (answered with what happens next). */
export function askForNewInvitation(token: string): Promise<{ message: string }> {
  return call(operations.postApiFamilyInvitationByTokenRenewal, { params: { token } })
}
