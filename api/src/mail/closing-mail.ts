import { closingSentence, spokenDay } from '#core/account-closing.ts'
import type { MailMessage } from './mailer.ts'
import { unlinkableLine } from './plain-text.ts'

/**
 * The mail to each owner when the account's closing is asked for or cancelled (decision 072): the
 * day everything is removed, the grace period in words, and where to download the data or cancel.
 */
export type ClosingMailFacts = {
  to: string
  home: string
  ownerFirstName: string
  /** Who asked or cancelled, as the studio names them. */
  by: string
  /** The studio's data page. */
  link: string
}

export function closingRequestedMail(facts: ClosingMailFacts & { removeOn: string; graceDays: number }): MailMessage {
  const home = unlinkableLine(facts.home)
  const text = [
    `Dear ${unlinkableLine(facts.ownerFirstName)},`,
    '',
    `${unlinkableLine(facts.by)} asked to close the account of ${home}.`,
    '',
    closingSentence(facts.removeOn, facts.graceDays),
    '',
    'Download everything before then, or cancel the closing, in the studio (sign in with your staff account):',
    facts.link,
    '',
    home,
  ].join('\n')
  return {
    kind: 'account-closing',
    to: facts.to,
    subject: `${home} closes on ${spokenDay(facts.removeOn)} unless cancelled`,
    text,
    fromName: home,
  }
}

export function closingCancelledMail(facts: ClosingMailFacts): MailMessage {
  const home = unlinkableLine(facts.home)
  const text = [
    `Dear ${unlinkableLine(facts.ownerFirstName)},`,
    '',
    `${unlinkableLine(facts.by)} cancelled the closing of the account of ${home}. Nothing will be removed; everything goes on as before.`,
    '',
    facts.link,
    '',
    home,
  ].join('\n')
  return { kind: 'account-closing', to: facts.to, subject: `The closing of ${home} is cancelled`, text, fromName: home }
}
