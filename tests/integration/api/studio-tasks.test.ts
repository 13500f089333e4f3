import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { familyCasePath } from '#contract/family-paths.ts'
import { FamilyCaseSchema, TaskPageSchema, type TaskType } from '#contract/family.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { FirstCallResultSchema, STAFF_CASES_PATH } from '#contract/studio-cases.ts'
import { removalRefusal, staffStatusRefusal } from '#contract/studio-task-rules.ts'
import {
  STUDIO_TASK_MESSAGES,
  StaffTaskSchema,
  StaffTasksSchema,
  TaskReminderResultSchema,
  type StaffTask,
} from '#contract/studio-tasks.ts'
import { ACCOUNTS, api, failure, HARBOR, ok, tokenFor } from './client.ts'

/**
 * A case's tasks for staff (issue 37 point 5): the role matrix and another home's case, which
 * types a case has (a task the family finished or started stays), a due date the family sees,
 * a status moved by the family's own rules, and a reminder mailed once a day. Each test opens a
 * case of its own by a first call and deletes it when it finishes.
 */

/** Margaret Ellis (family) and James Ellis (relative), demo family accounts of Whitfield. */
const MARGARET = 1001
const JAMES = 1003
/** Walter Ellis, a seeded case; and one of Harbor. */
const WALTER = 1101
const HARBOR_CASE = 2101

const tasksPath = (caseId: number) => `${STAFF_CASES_PATH}/${caseId}/tasks`
const taskPath = (caseId: number, taskId: number) => `${tasksPath(caseId)}/${taskId}`

/** A case of the test's own, opened by the director's first call; `members` join its family. */
async function freshCase(members: number[] = []): Promise<number> {
  const director = await tokenFor(ACCOUNTS.whitfieldDirector)
  const response = await api(STAFF_CASES_PATH, {
    token: director,
    json: {
      firstName: 'Iris',
      lastName: 'Tasker',
      caseType: 'AT_NEED',
      locationId: 101,
      contact: { firstName: 'Owen', lastName: 'Tasker' },
      inviteContact: false,
    },
  })
  const { id } = await ok(response, FirstCallResultSchema, 201)
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM cases WHERE id = ?').bind(id).run()
  })
  for (const userId of members) {
    await env.DB.prepare("INSERT INTO case_members (case_id, user_id, role) VALUES (?, ?, 'helper')").bind(id, userId).run()
  }
  return id
}

async function staffTasks(caseId: number, token: string) {
  return ok(await api(tasksPath(caseId), { token }), StaffTasksSchema)
}

async function taskOfType(caseId: number, type: TaskType, token: string): Promise<StaffTask> {
  const task = (await staffTasks(caseId, token)).tasks.find((t) => t.type === type)
  if (!task) throw new Error(`no ${type} task`)
  return task
}

async function remindersTo(to: string): Promise<Array<{ subject: string; text: string; from_name: string }>> {
  const { results } = await env.DB.prepare(
    'SELECT subject, text, from_name FROM outbox WHERE kind = \'task-reminder\' AND "to" = ? ORDER BY id',
  )
    .bind(to)
    .all<{ subject: string; text: string; from_name: string }>()
  return results
}

describe('who may call the task calls', () => {
  it('owner and director; a site editor or family a 403, signed out a 401, Harbor a 404', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const caseId = await freshCase()
    const obituary = await taskOfType(caseId, 'review-obituary', owner)
    const calls = [
      { name: 'list', path: tasksPath(caseId), ok: 200 },
      // A body is refused only once the role passed.
      { name: 'add', path: tasksPath(caseId), method: 'POST', json: {}, ok: 422 },
      { name: 'change', path: taskPath(caseId, obituary.id), method: 'PATCH', json: {}, ok: 422 },
      // No such task: an allowed role gets as far as the 404.
      { name: 'remove', path: taskPath(caseId, 999_999), method: 'DELETE', ok: 404 },
      { name: 'remind', path: `${taskPath(caseId, 999_999)}/reminder`, method: 'POST', ok: 404 },
    ]
    for (const call of calls) {
      expect([call.name, (await api(call.path, { method: call.method, json: call.json })).status]).toEqual([call.name, 401])
      for (const account of [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
        const response = await api(call.path, { method: call.method, json: call.json, token: await tokenFor(account) })
        expect({ call: call.name, who: account.email, ...(await failure(response, 403)) }).toMatchObject({
          call: call.name,
          who: account.email,
          message: STAFF_ROLE_REFUSED,
        })
      }
      for (const account of [ACCOUNTS.whitfieldStaff, ACCOUNTS.whitfieldDirector]) {
        const response = await api(call.path, { method: call.method, json: call.json, token: await tokenFor(account) })
        expect([call.name, account.email, response.status]).toEqual([call.name, account.email, call.ok])
      }
      // Harbor's owner, at Harbor, naming a Whitfield case: not found, as if it did not exist.
      const harbor = await api(call.path, {
        method: call.method,
        json: call.json,
        host: HARBOR,
        token: await tokenFor(ACCOUNTS.harborStaff),
      })
      expect([call.name, harbor.status]).toEqual([call.name, 404])
    }
  })

  it("is a 404 to reach another home's case, or a task through a case it is not of", async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    expect((await api(tasksPath(HARBOR_CASE), { token: owner })).status).toBe(404)
    expect((await api(tasksPath(HARBOR_CASE), { token: owner, json: { type: 'review-video' } })).status).toBe(404)
    const caseId = await freshCase()
    const walterVideo = await taskOfType(WALTER, 'review-video', owner)
    // Walter's video task named under the test's case: not found, and untouched.
    const elsewhere = await api(taskPath(caseId, walterVideo.id), { method: 'PATCH', token: owner, json: { dueDate: '2027-01-15' } })
    expect(await failure(elsewhere, 404)).toMatchObject({ message: STUDIO_TASK_MESSAGES.notFound })
    expect((await api(taskPath(caseId, walterVideo.id), { method: 'DELETE', token: owner })).status).toBe(404)
    expect((await api(`${taskPath(caseId, walterVideo.id)}/reminder`, { method: 'POST', token: owner })).status).toBe(404)
    expect((await taskOfType(WALTER, 'review-video', owner)).dueDate).toBe(walterVideo.dueDate)
    // Harbor's owner at Harbor, naming Harbor's own case with Walter's task.
    const harbor = await api(taskPath(HARBOR_CASE, walterVideo.id), {
      method: 'DELETE',
      host: HARBOR,
      token: await tokenFor(ACCOUNTS.harborStaff),
    })
    expect(harbor.status).toBe(404)
  })
})

describe('which tasks a case has', () => {
  it('has the ten from the first call; a type taken off leaves the family’s list and comes back afresh', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const caseId = await freshCase([MARGARET])
    const first = await staffTasks(caseId, director)
    expect(first.tasks).toHaveLength(10)
    expect(first.missing).toEqual([])
    expect(first.tasks.every((t) => t.status === 'not-started' && t.remindedAt === null)).toBe(true)

    const video = first.tasks.find((t) => t.type === 'review-video')!
    expect((await api(taskPath(caseId, video.id), { method: 'DELETE', token: director })).status).toBe(204)
    const after = await staffTasks(caseId, director)
    expect(after.tasks.map((t) => t.type)).not.toContain('review-video')
    expect(after.missing).toEqual([{ type: 'review-video', title: 'Review the memorial video', description: expect.any(String) }])

    // The family's list, its count and the task's own calls follow.
    const page = await ok(await api(`${familyCasePath(caseId, '/tasks')}?size=100`, { token: family }), TaskPageSchema)
    expect(page.content.map((t) => t.type)).not.toContain('review-video')
    expect(page.totalElements).toBe(9)
    const familyCase = await ok(await api(familyCasePath(caseId, ''), { token: family }), FamilyCaseSchema)
    expect(familyCase.totalTasks).toBe(9)
    expect((await api(familyCasePath(caseId, `/tasks/${video.id}/status/in-progress`), { method: 'POST', token: family })).status).toBe(404)
    // Gone is gone: removing again, or changing it, is a 404.
    expect((await api(taskPath(caseId, video.id), { method: 'DELETE', token: director })).status).toBe(404)

    // Added again: not started, no date, the family sees it.
    const added = await ok(await api(tasksPath(caseId), { token: director, json: { type: 'review-video' } }), StaffTaskSchema, 201)
    expect(added).toMatchObject({ id: video.id, type: 'review-video', status: 'not-started', dueDate: null, assignees: [] })
    expect((await staffTasks(caseId, director)).missing).toEqual([])
    const again = await ok(await api(`${familyCasePath(caseId, '/tasks')}?size=100`, { token: family }), TaskPageSchema)
    expect(again.content.map((t) => t.type)).toContain('review-video')
    // A type the case has already, or none at all, is refused in words.
    const twice = await failure(await api(tasksPath(caseId), { token: director, json: { type: 'review-video' } }), 422)
    expect(twice.errors).toEqual({ type: STUDIO_TASK_MESSAGES.alreadyThere })
    const unknown = await failure(await api(tasksPath(caseId), { token: director, json: { type: 'bake-a-cake' } }), 422)
    expect(unknown.errors).toEqual({ type: STUDIO_TASK_MESSAGES.type })
  })

  it('keeps a task the family has started or finished, and says why; a skipped one may go', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const caseId = await freshCase([MARGARET])
    const photos = await taskOfType(caseId, 'upload-photos', director)
    const music = await taskOfType(caseId, 'upload-music', director)
    const theme = await taskOfType(caseId, 'select-theme', director)
    // The family starts one, finishes another, marks a third not needed.
    for (const [task, status] of [
      [photos, 'in-progress'],
      [music, 'completed'],
      [theme, 'skipped'],
    ] as const) {
      expect((await api(familyCasePath(caseId, `/tasks/${task.id}/status/${status}`), { method: 'POST', token: family })).status).toBe(200)
    }
    const started = await failure(await api(taskPath(caseId, photos.id), { method: 'DELETE', token: director }), 422)
    expect(started.message).toBe(removalRefusal({ status: 'in-progress', title: 'Share photos' }))
    expect(started.message).toContain('You can mark it not needed instead.')
    const finished = await failure(await api(taskPath(caseId, music.id), { method: 'DELETE', token: director }), 422)
    expect(finished.message).toBe('The family has finished “Choose music”, so it stays on the case with their work.')
    expect((await api(taskPath(caseId, theme.id), { method: 'DELETE', token: director })).status).toBe(204)
    expect((await staffTasks(caseId, director)).tasks.map((t) => t.type)).toEqual(expect.arrayContaining(['upload-photos', 'upload-music']))
  })
})

describe("a task's due date and status", () => {
  it('sets and clears a due date the family sees; a date that is not real is refused in words', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const caseId = await freshCase([MARGARET])
    const obituary = await taskOfType(caseId, 'review-obituary', director)
    const set = await ok(
      await api(taskPath(caseId, obituary.id), { method: 'PATCH', token: director, json: { dueDate: '2027-01-15' } }),
      StaffTaskSchema,
    )
    expect(set).toMatchObject({ dueDate: '2027-01-15', status: 'not-started' })
    const page = await ok(await api(`${familyCasePath(caseId, '/tasks')}?size=100`, { token: family }), TaskPageSchema)
    expect(page.content.find((t) => t.id === obituary.id)?.dueDate).toBe('2027-01-15')

    const wrong = await failure(
      await api(taskPath(caseId, obituary.id), { method: 'PATCH', token: director, json: { dueDate: '2027-02-30' } }),
      422,
    )
    expect(wrong.errors).toEqual({ dueDate: STUDIO_TASK_MESSAGES.dueDate })
    const nothing = await failure(await api(taskPath(caseId, obituary.id), { method: 'PATCH', token: director, json: {} }), 422)
    expect(nothing.message).toBe(STUDIO_TASK_MESSAGES.nothingToChange)

    const cleared = await ok(
      await api(taskPath(caseId, obituary.id), { method: 'PATCH', token: director, json: { dueDate: null } }),
      StaffTaskSchema,
    )
    expect(cleared.dueDate).toBeNull()
  })

  it("moves a status by the family's rules; a review task is done only by the family's approval", async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const caseId = await freshCase()
    const details = await taskOfType(caseId, 'add-details', owner)
    const moved = await ok(
      await api(taskPath(caseId, details.id), { method: 'PATCH', token: owner, json: { status: 'in-progress' } }),
      StaffTaskSchema,
    )
    expect(moved.status).toBe('in-progress')
    const done = await ok(
      await api(taskPath(caseId, details.id), { method: 'PATCH', token: owner, json: { status: 'completed' } }),
      StaffTaskSchema,
    )
    expect(done.status).toBe('completed')
    // Done goes back only to in progress.
    const jump = await failure(await api(taskPath(caseId, details.id), { method: 'PATCH', token: owner, json: { status: 'skipped' } }), 422)
    expect(jump.errors).toEqual({ status: '“Add personal details” is done; it can become in progress.' })

    const obituary = await taskOfType(caseId, 'review-obituary', owner)
    const byHand = await failure(
      await api(taskPath(caseId, obituary.id), { method: 'PATCH', token: owner, json: { status: 'completed' } }),
      422,
    )
    expect(byHand.errors).toEqual({
      status: staffStatusRefusal({ type: 'review-obituary', status: 'not-started', title: 'Review the obituary' }, 'completed'),
    })
    expect(byHand.errors?.status).toContain('is done when the family approves it')
    // A status with a due date, in one change.
    const both = await ok(
      await api(taskPath(caseId, obituary.id), { method: 'PATCH', token: owner, json: { status: 'skipped', dueDate: '2027-01-20' } }),
      StaffTaskSchema,
    )
    expect(both).toMatchObject({ status: 'skipped', dueDate: '2027-01-20' })
  })
})

describe('a reminder', () => {
  it('mails the family once a day, in the home’s name with the task’s link; a second is refused saying when', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const caseId = await freshCase()
    const photos = await taskOfType(caseId, 'upload-photos', director)
    const reminder = `${taskPath(caseId, photos.id)}/reminder`
    // Nobody in the family yet.
    const nobody = await failure(await api(reminder, { method: 'POST', token: director }), 422)
    expect(nobody.message).toBe(STUDIO_TASK_MESSAGES.noOneToRemind)

    await env.DB.prepare("INSERT INTO case_members (case_id, user_id, role) VALUES (?, ?, 'helper'), (?, ?, 'helper')")
      .bind(caseId, MARGARET, caseId, JAMES)
      .run()
    await api(taskPath(caseId, photos.id), { method: 'PATCH', token: director, json: { dueDate: '2027-01-15' } })
    const before = (await remindersTo(ACCOUNTS.whitfieldFamily.email)).length
    const sent = await ok(await api(reminder, { method: 'POST', token: director }), TaskReminderResultSchema, 201)
    // No assignee: every member of the family.
    expect(sent.sentTo.map((p) => p.id).toSorted()).toEqual([MARGARET, JAMES])
    expect(sent.task.remindedAt).not.toBeNull()
    const mails = await remindersTo(ACCOUNTS.whitfieldFamily.email)
    expect(mails).toHaveLength(before + 1)
    const mail = mails.at(-1)!
    expect(mail.subject).toBe('A reminder for Iris Tasker: Share photos')
    expect(mail.from_name).toBe('Whitfield & Sons Funeral Home')
    expect(mail.text).toContain('Dear Margaret,')
    expect(mail.text).toContain('  Due Friday, January 15\n')
    expect(mail.text).toContain(`\nhttp://localhost/family-portal/${caseId}/iris-tasker/task/upload-photos\n`)

    // A second tap the same day mails nobody and says when the last one went.
    const second = await failure(await api(reminder, { method: 'POST', token: director }), 422)
    expect(second.message).toMatch(
      /^A reminder for “Share photos” went to the family on \w+day, \w+ \d+ at \d+:\d\d [AP]M\. Another can go from /,
    )
    expect(await remindersTo(ACCOUNTS.whitfieldFamily.email)).toHaveLength(before + 1)

    // A day later (the stamp moved back), one may go again.
    await env.DB.prepare('UPDATE case_tasks SET reminded_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString(), photos.id)
      .run()
    expect((await api(reminder, { method: 'POST', token: director })).status).toBe(201)
  })

  it('goes only to who has the task when someone does, and never for a finished one', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const caseId = await freshCase([MARGARET, JAMES])
    const music = await taskOfType(caseId, 'upload-music', owner)
    expect((await api(familyCasePath(caseId, `/tasks/${music.id}/assign/${JAMES}`), { method: 'POST', token: family })).status).toBe(200)
    const margaretBefore = (await remindersTo(ACCOUNTS.whitfieldFamily.email)).length
    const sent = await ok(
      await api(`${taskPath(caseId, music.id)}/reminder`, { method: 'POST', token: owner }),
      TaskReminderResultSchema,
      201,
    )
    expect(sent.sentTo).toEqual([{ id: JAMES, firstName: 'James', lastName: 'Ellis' }])
    expect((await remindersTo(ACCOUNTS.whitfieldRelative.email)).at(-1)?.text).toContain('Choose music')
    expect(await remindersTo(ACCOUNTS.whitfieldFamily.email)).toHaveLength(margaretBefore)

    const details = await taskOfType(caseId, 'add-details', owner)
    await api(taskPath(caseId, details.id), { method: 'PATCH', token: owner, json: { status: 'completed' } })
    const finished = await failure(await api(`${taskPath(caseId, details.id)}/reminder`, { method: 'POST', token: owner }), 422)
    expect(finished.message).toBe('“Add personal details” is done, so there is nothing to remind the family of.')
  })
})
