import type { InvitationPreview } from '#contract/family.ts'
import { ApiError } from '#contract/errors.ts'
import { invitationPath } from '#contract/family-paths.ts'
import { browserHttp, unchecked } from '#src/lib/browser-http.ts'

/** An invitation as its screen opens it, or why it cannot be used (the api's words: unknown, used, expired). */
export type InvitationLink = { usable: true; invitation: InvitationPreview } | { usable: false; message: string }

export const INVITATION_NOT_VALID = 'This invitation link is not valid. Ask the family member who invited you for a new one.'

/** Reads the answer of the invitation query: a 404 is an answer, not an error page. */
export async function invitationLink(read: () => Promise<InvitationPreview>): Promise<InvitationLink> {
  try {
    return { usable: true, invitation: await read() }
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return { usable: false, message: error.detail ?? INVITATION_NOT_VALID }
    throw error
  }
}

/** Makes the signed-in person a member of the invitation's case (the link is then used up). */
export function acceptInvitation(token: string): Promise<{ caseId: number; nameSlug: string }> {
  return browserHttp.post(invitationPath(token, '/accept'), unchecked<{ caseId: number; nameSlug: string }>())
}
