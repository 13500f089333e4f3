import type { MailMessage } from './mailer.ts'
import { unlinkableLine } from './plain-text.ts'

/**
 * The mail to the family when the home sends them a proof to review (issue 38 points 2 and 3):
 * the memorial video or a printed piece, in the home's name, with the one link: the review
 * task's screen in the portal. Names go through `unlinkableLine`, as in every mail carrying what
 * someone typed (a piece of the home's own naming, a family member's name).
 */
export type ReviewReadyMailFacts = {
  to: string
  home: string
  firstName: string
  lovedOne: string
  /** "the memorial video", "the prayer card". */
  what: string
  /** The version sent, named when it is not the first ("version 2"). */
  version: number | null
  /** The review task's screen in the portal. */
  link: string
}

export function reviewReadyMail(facts: ReviewReadyMailFacts): MailMessage {
  const home = unlinkableLine(facts.home)
  const what = unlinkableLine(facts.what)
  const lovedOne = unlinkableLine(facts.lovedOne)
  const again = facts.version !== null && facts.version > 1 ? ` A new version (version ${facts.version}) is ready.` : ''
  const text = [
    `Dear ${unlinkableLine(facts.firstName)},`,
    '',
    `${home} has sent ${what} for ${lovedOne} for your review.${again}`,
    '',
    'Look at it, comment or approve it in the family portal (sign in with your own account):',
    facts.link,
    '',
    'With sympathy,',
    home,
  ].join('\n')
  return { kind: 'review-ready', to: facts.to, subject: `Ready for your review: ${what} for ${lovedOne}`, text, fromName: home }
}
