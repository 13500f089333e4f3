import type { InvitationPreview } from '#contract/family.ts'
import { isApiError } from '#contract/errors.ts'
import { invitationPath } from '#contract/family-paths.ts'
import { INVITATION_MESSAGES } from '#contract/invitation-constants.ts'
import { browserHttp, unchecked } from '#src/lib/browser-http.ts'

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
  return browserHttp.post(invitationPath(token, '/accept'), unchecked<{ caseId: number; nameSlug: string }>())
}

/** Holding an expired link: asks the one who invited for a new one (answered with what happens next). */
export function askForNewInvitation(token: string): Promise<{ message: string }> {
  return browserHttp.post(invitationPath(token, '/renewal'), unchecked<{ message: string }>())
}
