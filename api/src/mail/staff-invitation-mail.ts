import { STAFF_INVITATION_DAYS } from '#contract/studio-staff.ts'
import { STAFF_ROLE_LABELS, type StaffRole } from '#contract/staff-roles.ts'
import type { MailMessage } from './mailer.ts'
import { unlinkableLine } from './plain-text.ts'

/**
 * The mail of a staff invitation (issue 37), in the funeral home's name: who invited, the home,
 * the role, and the one link, to choose a password (a password-reset link of the new account).
 * The names are quoted through `unlinkableLine`, so nothing typed becomes a link.
 */

export type StaffInvitationMailFacts = {
  to: string
  home: string
  inviteeFirstName: string
  inviter: { firstName: string; lastName: string }
  staffRole: StaffRole
  /** The password-reset screen of the new account. */
  link: string
  /** The site's sign-in page. */
  signInLink: string
}

/** "a funeral director", "an owner": the role as a sentence says it. */
function roleWithArticle(role: StaffRole): string {
  const label = STAFF_ROLE_LABELS[role].toLowerCase()
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`
}

export function staffInvitationMail(facts: StaffInvitationMailFacts): MailMessage {
  const home = unlinkableLine(facts.home)
  const inviter = unlinkableLine(`${facts.inviter.firstName} ${facts.inviter.lastName}`)
  const lines = [
    `Dear ${unlinkableLine(facts.inviteeFirstName)},`,
    '',
    `${inviter} has invited you to join the team at ${home} as ${roleWithArticle(facts.staffRole)}. We are glad to have you with us.`,
    '',
    `To choose your password, open this link. It works once and for ${STAFF_INVITATION_DAYS} days:`,
    facts.link,
    '',
    `Then sign in with this email address: ${facts.signInLink}`,
    '',
    'If you were not expecting this, you can ignore this email.',
    '',
    'With warm regards,',
    home,
  ]
  return {
    kind: 'staff-invitation',
    to: facts.to,
    subject: `You are invited to join ${home}`,
    text: lines.join('\n'),
    fromName: home,
  }
}
