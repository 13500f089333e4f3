import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TaskPageSchema, type Task } from '#contract/family.ts'
import { ACCOUNTS, api, tokenFor } from './client.ts'

const CASES = '/api/family/cases'

async function taskOf(caseId: number, type: Task['type'], token: string): Promise<Task> {
  const page = TaskPageSchema.parse(await (await api(`${CASES}/${caseId}/tasks?size=100`, { token })).json())
  const task = page.content.find((t) => t.type === type)
  if (!task) throw new Error(`no ${type} task`)
  return task
}

/** The task mails to `to`, oldest first. */
async function taskMailsTo(to: string): Promise<Array<{ subject: string; text: string }>> {
  const { results } = await env.DB.prepare('SELECT subject, text FROM outbox WHERE kind = \'task-assigned\' AND "to" = ? ORDER BY id')
    .bind(to)
    .all<{ subject: string; text: string }>()
  return results
}

describe('a relative assigned a task gets a mail with a link to the task (issue 34 §10)', () => {
  it('writes one mail to the relative, in the home’s name, linking to the task on the site the request came from', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const theme = await taskOf(1101, 'select-theme', token)
    const before = (await taskMailsTo(ACCOUNTS.whitfieldRelative.email)).length
    const assigned = await api(`${CASES}/1101/tasks/${theme.id}/assign/1003`, { token, method: 'POST' })
    expect(assigned.status).toBe(200)
    const mails = await taskMailsTo(ACCOUNTS.whitfieldRelative.email)
    expect(mails).toHaveLength(before + 1)
    const mail = mails.at(-1)
    expect(mail?.subject).toBe('A task for Walter James Ellis: Choose a memorial theme')
    expect(mail?.text).toContain('Pick the background image of the memorial page')
    expect(mail?.text).toContain('Whitfield & Sons Funeral Home')
    expect(mail?.text).toMatch(/\nhttp:\/\/localhost\/family-portal\/1101\/walter-ellis\/task\/select-theme\n/)

    // Assigning again changes nothing, and mails nothing.
    await api(`${CASES}/1101/tasks/${theme.id}/assign/1003`, { token, method: 'POST' })
    expect(await taskMailsTo(ACCOUNTS.whitfieldRelative.email)).toHaveLength(before + 1)
  })

  it('mails nobody when someone takes a task on themselves', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const photos = await taskOf(1101, 'upload-photos', token)
    const before = (await taskMailsTo(ACCOUNTS.whitfieldFamily.email)).length
    const response = await api(`${CASES}/1101/tasks/${photos.id}/assign/1001`, { token, method: 'POST' })
    expect(response.status).toBe(200)
    expect(await taskMailsTo(ACCOUNTS.whitfieldFamily.email)).toHaveLength(before)
  })
})
