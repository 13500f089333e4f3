import type { MailMessage } from './mailer.ts'
import { unlinkableLine } from './plain-text.ts'

/**
 * The mail to the funeral home's staff when something needs them (issue 37 point 8): a new
 * planning request, a submitted arrangement, a payment, a family's approval or comment. Plain
 * text, in the home's name, with one link: the place in the studio where it is handled. Names
 * (the family's, the loved one's) are quoted through `unlinkableLine`, as in every mail carrying
 * what a family typed; the family's own words (a comment) are not quoted, they are read in the studio.
 */
export type StaffMailFacts = {
  to: string
  home: string
  staffFirstName: string
  /** What happened, one sentence, already safe (built by `staffNoticeLine`). */
  line: string
  subject: string
  /** The place in the studio. */
  link: string
}

export function staffNoticeMail(facts: StaffMailFacts): MailMessage {
  const home = unlinkableLine(facts.home)
  const text = [
    `Dear ${unlinkableLine(facts.staffFirstName)},`,
    '',
    facts.line,
    '',
    'Open it in the studio (sign in with your staff account):',
    facts.link,
    '',
    home,
  ].join('\n')
  return { kind: 'staff-notice', to: facts.to, subject: facts.subject, text, fromName: home }
}
