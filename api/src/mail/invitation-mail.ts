import { INVITATION_DAYS } from '#contract/invitation-constants.ts'
import type { MailMessage } from './mailer.ts'
import { unlinkable, unlinkableLine } from './plain-text.ts'

/**
 * The invitation mails (issue 35), in the funeral home's name: its name is the From name and the
 * signature. Plain text only, no HTML part: what the family typed (the note, the names) is quoted
 * through `unlinkable`, so nothing in it becomes a link; the one link is the invitation's own.
 */

export type InvitationMailFacts = {
  to: string
  home: string
  /** The invitee's first name, as the family typed it. */
  inviteeFirstName: string
  inviter: { firstName: string; lastName: string }
  lovedOne: string
  /** The family's note, or null. */
  message: string | null
  link: string
  /** Sent again: the earlier link no longer works. */
  resent: boolean
}

export function invitationMail(facts: InvitationMailFacts): MailMessage {
  const home = unlinkableLine(facts.home)
  const inviter = unlinkableLine(`${facts.inviter.firstName} ${facts.inviter.lastName}`)
  const inviterFirst = unlinkableLine(facts.inviter.firstName)
  const lovedOne = unlinkableLine(facts.lovedOne)
  const note = facts.message ? unlinkable(facts.message).trim() : ''
  const lines = [
    `Dear ${unlinkableLine(facts.inviteeFirstName)},`,
    '',
    `${inviter} has invited you to help with the arrangements for ${lovedOne} with ${home}.`,
    ...(note ? ['', `${inviterFirst} writes:`, '', ...note.split('\n').map((line) => (line ? `  ${line}` : ''))] : []),
    '',
    ...(facts.resent ? ['This is a new link: the one in the earlier email no longer works.', ''] : []),
    `Open this link to join. It can be used once, by your own account with this email address, and works for ${INVITATION_DAYS} days:`,
    facts.link,
    '',
    'If you were not expecting this, you can ignore this email.',
    '',
    'With sympathy,',
    home,
  ]
  return {
    kind: 'invitation',
    to: facts.to,
    subject: `You are invited to help remember ${lovedOne}`,
    text: lines.join('\n'),
    fromName: home,
  }
}

export type RenewalMailFacts = {
  to: string
  home: string
  inviterFirstName: string
  invitee: { firstName: string; lastName: string }
  lovedOne: string
  /** The case's home in the portal, where the family section sends it again. */
  caseLink: string
}

/** To the one who invited: the invitee found the link expired and asks for a new one. */
export function renewalRequestMail(facts: RenewalMailFacts): MailMessage {
  const home = unlinkableLine(facts.home)
  const invitee = unlinkableLine(`${facts.invitee.firstName} ${facts.invitee.lastName}`)
  const lovedOne = unlinkableLine(facts.lovedOne)
  const text = [
    `Dear ${unlinkableLine(facts.inviterFirstName)},`,
    '',
    `${invitee} opened your invitation to help with the arrangements for ${lovedOne}, but it had expired, and asks for a new one.`,
    '',
    `To send it again, open the family portal and choose Resend beside ${invitee} under "Family helping with the arrangements":`,
    facts.caseLink,
    '',
    'With sympathy,',
    home,
  ].join('\n')
  return { kind: 'invitation-renewal', to: facts.to, subject: `${invitee} asks for a new invitation`, text, fromName: home }
}
