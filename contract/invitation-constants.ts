/**
 * The invitations' constants and sentences, schema-free so screens can use them without loading
 * zod (decision 023); the schemas and calls are in family.ts and invitations.ts.
 */

/** How long an invitation link works after it is sent (or sent again). */
export const INVITATION_DAYS = 7

/**
 * What an invitation link answers when it cannot be used, and the other sentences the screens
 * show in the api's words. `{address}` is the masked invited address, `{name}` the inviter's
 * first name.
 */
export const INVITATION_MESSAGES = {
  invalid: 'This invitation link is not valid. Ask the family member who invited you for a new one.',
  used: 'This invitation has already been used. Sign in to see the case.',
  expired: 'This invitation has expired. Ask the family member who invited you for a new one.',
  revoked: 'This invitation was withdrawn by the family. If you think that is a mistake, ask the family member who invited you.',
  replaced: 'A newer invitation was sent to you, so this link no longer works. Please open the link in the most recent invitation email.',
  notForYou: 'This invitation was sent to {address}. Sign in with that address to accept it.',
  signUpOtherAddress:
    'This invitation was sent to {address}. Create your account with that address, or ask the family to invite the one you use.',
  stillUsable: 'This invitation can still be used: there is no need for a new one.',
  renewalAsked: 'We have let {name} know. A new invitation will come to {address} when it is sent.',
  accepted: 'This invitation has already been accepted.',
} as const

export function invitationMessage(template: string, values: { address?: string; name?: string }): string {
  return template.replace('{address}', values.address ?? '').replace('{name}', values.name ?? '')
}
