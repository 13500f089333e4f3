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
  /** Who invited; null for the owner of a new home, whom the platform invites (decision 071). */
  inviter: { firstName: string; lastName: string } | null
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
  const welcome = facts.inviter
    ? `${unlinkableLine(`${facts.inviter.firstName} ${facts.inviter.lastName}`)} has invited you to join the team at ${home} as ${roleWithArticle(facts.staffRole)}. We are glad to have you with us.`
    : `The website of ${home} is ready for you, and you are its ${STAFF_ROLE_LABELS[facts.staffRole].toLowerCase()}: in the studio you edit its pages, set its prices and invite your staff.`
  const lines = [
    `Dear ${unlinkableLine(facts.inviteeFirstName)},`,
    '',
    welcome,
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
    subject: facts.inviter ? `You are invited to join ${home}` : `The website of ${home} is ready for you`,
    text: lines.join('\n'),
    fromName: home,
  }
}
