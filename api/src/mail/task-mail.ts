import type { MailMessage } from './mailer.ts'
import { unlinkableLine } from './plain-text.ts'

/**
 * The mail to a relative someone else has asked to do a task (issue 34 §10), in the funeral
 * home's name, with the one link: the task's own screen in the portal. Names are quoted through
 * `unlinkableLine`, as in every mail carrying what a family typed.
 */
export type TaskAssignedMailFacts = {
  to: string
  home: string
  assigneeFirstName: string
  assigner: { firstName: string; lastName: string }
  lovedOne: string
  task: { title: string; description: string }
  /** The task's screen in the portal. */
  link: string
}

export function taskAssignedMail(facts: TaskAssignedMailFacts): MailMessage {
  const home = unlinkableLine(facts.home)
  const assigner = unlinkableLine(`${facts.assigner.firstName} ${facts.assigner.lastName}`.trim()) || 'Someone in your family'
  const lovedOne = unlinkableLine(facts.lovedOne)
  const text = [
    `Dear ${unlinkableLine(facts.assigneeFirstName)},`,
    '',
    `${assigner} has asked you to help with a task for ${lovedOne}'s arrangements with ${home}:`,
    '',
    `  ${facts.task.title}`,
    `  ${facts.task.description}`,
    '',
    'Open the task in the family portal (sign in with your own account):',
    facts.link,
    '',
    'With sympathy,',
    home,
  ].join('\n')
  return { kind: 'task-assigned', to: facts.to, subject: `A task for ${lovedOne}: ${facts.task.title}`, text, fromName: home }
}
