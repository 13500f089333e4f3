import type { MailMessage } from './mailer.ts'
import { unlinkableLine } from './plain-text.ts'

/**
 * The reminder staff send for an open task (issue 37 point 5), in the funeral home's name, to one
 * member of the family, with the one link: the task's own screen in the portal. The due date, when
 * set, is said as the home's calendar has it ("Friday, January 15"). Names are quoted through
 * `unlinkableLine`, as in every mail carrying what a family typed.
 */
export type TaskReminderMailFacts = {
  to: string
  home: string
  firstName: string
  lovedOne: string
  task: { title: string; description: string }
  /** "Due Friday, January 15", or undefined without a due date. */
  due: string | undefined
  /** The task's screen in the portal. */
  link: string
}

export function taskReminderMail(facts: TaskReminderMailFacts): MailMessage {
  const home = unlinkableLine(facts.home)
  const lovedOne = unlinkableLine(facts.lovedOne)
  const text = [
    `Dear ${unlinkableLine(facts.firstName)},`,
    '',
    `A gentle reminder from ${home}: one task for ${lovedOne}'s arrangements is still open.`,
    '',
    `  ${facts.task.title}`,
    `  ${facts.task.description}`,
    ...(facts.due ? [`  ${facts.due}`] : []),
    '',
    'Open the task in the family portal (sign in with your own account):',
    facts.link,
    '',
    'If it is already in hand, there is nothing more to do. Please call us with any question.',
    '',
    'With sympathy,',
    home,
  ].join('\n')
  return { kind: 'task-reminder', to: facts.to, subject: `A reminder for ${lovedOne}: ${facts.task.title}`, text, fromName: home }
}
