import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CaseMemberListSchema, UserSearchResultSchema, UserSuggestionsSchema } from '#contract/case-people.ts'
import { FamilyCasePageSchema, FamilyCaseSchema, TaskPageSchema, TaskSchema, type Task } from '#contract/family.ts'
import { CaseDetailsSchema } from '#contract/case-details.ts'
import { StatementSchema } from '#contract/payments.ts'
import { ServiceEventSchema } from '#contract/obituaries.ts'
import { z } from 'zod'
import { errorOf } from '#tests/support/error-body.ts'
import { ACCOUNTS, HARBOR, api, tokenFor } from './client.ts'

const CASES = '/api/family/cases'

/** Another company's case: nothing but the status, never a hint that it exists. */
const NOT_FOUND = { statusCode: 404, statusMessage: 'Not Found' }

async function tasksOf(caseId: number, token: string): Promise<Task[]> {
  const response = await api(`${CASES}/${caseId}/tasks?size=100`, { token })
  expect(response.status).toBe(200)
  return TaskPageSchema.parse(await response.json()).content
}

function taskOf(tasks: Task[], type: Task['type']): Task {
  const task = tasks.find((t) => t.type === type)
  if (!task) throw new Error(`no ${type} task`)
  return task
}

describe('GET /api/family/cases', () => {
  it("lists the family member's cases, with their role and progress", async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const page = FamilyCasePageSchema.parse(await (await api(CASES, { token })).json())
    expect(page.content.map((c) => c.id)).toEqual([1101, 1102])
    expect(page.totalElements).toBe(2)
    const [walter, dorothy] = page.content
    expect(walter).toMatchObject({ nameSlug: 'walter-ellis', locationId: 101, role: 'arranger', totalTasks: 10, openTasks: 8 })
    expect(dorothy).toMatchObject({ nameSlug: 'dorothy-ellis', openTasks: 0, totalTasks: 10 })
  })

  it("shows each case's photo and, once its arrangement is submitted, what is left to pay (as its statement says)", async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const [walter, dorothy] = FamilyCasePageSchema.parse(await (await api(CASES, { token })).json()).content
    expect(walter?.photo).toMatchObject({ kind: 'case-photo', contentType: 'image/svg+xml' })
    expect(walter?.photo?.url).toMatch(/^\/api\/media\/[0-9a-f]{64}$/)
    // Walter's arrangement is still being made: nothing is due yet.
    expect(walter?.balanceDueCents).toBeNull()
    const statement = StatementSchema.parse(await (await api(`${CASES}/1102/statement`, { token })).json())
    expect(statement.submittedAt).not.toBeNull()
    expect(dorothy?.balanceDueCents).toBe(statement.balanceCents)
  })

  it('shows the relative only the case they were invited to, and pages', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldRelative)
    const page = FamilyCasePageSchema.parse(await (await api(`${CASES}?page=0&size=1`, { token })).json())
    expect(page).toMatchObject({ totalElements: 1, totalPages: 1, size: 1 })
    expect(page.content[0]).toMatchObject({ id: 1101, role: 'helper' })
  })

  it("shows staff every case of their company and none of another's", async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldStaff)
    const page = FamilyCasePageSchema.parse(await (await api(`${CASES}?size=100`, { token })).json())
    expect(page.content.map((c) => c.id)).toEqual(expect.arrayContaining([1101, 1102]))
    expect(page.content.every((c) => c.id < 2000 && c.role === 'staff')).toBe(true)
  })

  it('is a 401 without a token (the bare path is guarded too) and a 422 for a bad page', async () => {
    await errorOf(await api(CASES), 401)
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const body = await errorOf(await api(`${CASES}?size=500`, { token }), 422)
    expect(body.errors).toEqual({ size: 'Cannot exceed 100' })
  })
})

describe('GET /api/family/cases/{caseId}/members', () => {
  it('lists the owner first, then the relatives, with how they are related; a non-member gets the 404', async () => {
    const relative = await tokenFor(ACCOUNTS.whitfieldRelative)
    const members = CaseMemberListSchema.parse(await (await api(`${CASES}/1101/members`, { token: relative })).json())
    expect(members.map((m) => [m.firstName, m.lastName, m.email, m.role, m.relationship])).toEqual([
      ['Margaret', 'Ellis', 'family@whitfield.example', 'arranger', 'Wife'],
      ['James', 'Ellis', 'relative@whitfield.example', 'helper', 'Son'],
    ])
    expect(await errorOf(await api(`${CASES}/1102/members`, { token: relative }), 404)).toEqual(NOT_FOUND)
    const harbor = await tokenFor(ACCOUNTS.harborFamily)
    expect(await errorOf(await api(`${CASES}/1101/members`, { host: HARBOR, token: harbor }), 404)).toEqual(NOT_FOUND)
  })
})

describe('GET /api/family/cases/{caseId}/services', () => {
  it('lists the services of a case in time order, in the funeral home’s zone; a non-member gets the 404', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const response = await api(`${CASES}/1101/services`, { token })
    expect(response.status).toBe(200)
    const services = z.array(ServiceEventSchema).parse(await response.json())
    expect(services.length).toBeGreaterThan(0)
    expect(services.map((s) => s.startsAt)).toEqual(services.map((s) => s.startsAt).toSorted())
    expect(new Set(services.map((s) => s.timeZone))).toEqual(new Set(['America/Chicago']))
    const relative = await tokenFor(ACCOUNTS.whitfieldRelative)
    expect(await errorOf(await api(`${CASES}/1102/services`, { token: relative }), 404)).toEqual(NOT_FOUND)
  })
})

describe('GET /api/family/cases/{caseId}', () => {
  it('answers the case for a member, 404 for a non-member (as for a missing id), across tenants and for non-numeric ids', async () => {
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const one = FamilyCaseSchema.parse(await (await api(`${CASES}/1101`, { token: family })).json())
    expect(one).toMatchObject({ id: 1101, firstName: 'Walter', lastName: 'Ellis', deathDate: '2026-11-18', status: 'AT_NEED' })
    const relative = await tokenFor(ACCOUNTS.whitfieldRelative)
    // Not a member: the very answer an id that does not exist gets, so ids cannot be enumerated.
    const foreign = await errorOf(await api(`${CASES}/1102`, { token: relative }), 404)
    expect(foreign).toEqual(await errorOf(await api(`${CASES}/999999`, { token: relative }), 404))
    const harbor = await tokenFor(ACCOUNTS.harborFamily)
    await errorOf(await api(`${CASES}/1101`, { token: harbor, host: HARBOR }), 404)
    await errorOf(await api(`${CASES}/abc`, { token: family }), 404)
    await errorOf(await api(`${CASES}/1101`), 401)
  })
})

describe('case details', () => {
  const complete = {
    firstName: 'Walter',
    middleName: 'James',
    lastName: 'Ellis',
    birthDate: '1941-03-14',
    birthPlace: 'Peoria, Illinois',
    deathDate: '2026-11-18',
    deathPlace: 'Maple Grove, Illinois',
    fatherName: 'Harold Ellis',
    motherName: 'Frances Ellis',
    maritalStatus: 'widowed',
    education: 'high-school',
    occupation: 'Machinist',
    military: { branch: 'Army', fromYear: 1962, toYear: 1965 },
  }

  it('reads the partial details of the current case and the complete ones of the finished case', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const current = CaseDetailsSchema.parse(await (await api(`${CASES}/1101/case-details`, { token })).json())
    expect(current.complete).toBe(false)
    expect(current.missing).toEqual(expect.arrayContaining(['deathPlace', 'fatherName', 'motherName', 'education', 'occupation']))
    expect(current.details?.military?.branch).toBe('Army')
    const done = CaseDetailsSchema.parse(await (await api(`${CASES}/1102/case-details`, { token })).json())
    expect(done).toMatchObject({ complete: true, missing: [], updatedBy: { firstName: 'Margaret' } })
  })

  it('saves the whole document, records who saved it and starts the add-details task', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldRelative)
    const response = await api(`${CASES}/1101/case-details`, { token, json: complete })
    expect(response.status).toBe(200)
    const saved = CaseDetailsSchema.parse(await response.json())
    expect(saved).toMatchObject({ complete: true, updatedBy: { id: 1003, firstName: 'James' } })
    const again = CaseDetailsSchema.parse(await (await api(`${CASES}/1101/case-details`, { token })).json())
    expect(again.details).toMatchObject({ occupation: 'Machinist', fatherName: 'Harold Ellis' })
    // Saving starts a task nobody had started.
    const details = taskOf(await tasksOf(1101, token), 'add-details')
    await api(`${CASES}/1101/tasks/${details.id}/status/not-started`, { token, method: 'POST' })
    await api(`${CASES}/1101/case-details`, { token, json: complete })
    expect(taskOf(await tasksOf(1101, token), 'add-details').status).toBe('in-progress')
  })

  it('answers 422 with the spec §5 messages and the cross-field rules', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const missing = await errorOf(
      await api(`${CASES}/1101/case-details`, { token, json: { ...complete, firstName: '', maritalStatus: 'engaged' } }),
      422,
    )
    expect(missing.errors).toEqual({
      firstName: 'This field is required',
      maritalStatus: 'Invalid option selected. Valid options are: married, widowed, divorced, separated, never-married',
    })
    const order = await errorOf(await api(`${CASES}/1101/case-details`, { token, json: { ...complete, deathDate: '1940-01-01' } }), 422)
    expect(order.errors).toEqual({ deathDate: 'The date of death cannot be before the date of birth' })
    const future = await errorOf(await api(`${CASES}/1101/case-details`, { token, json: { ...complete, deathDate: '2099-01-01' } }), 422)
    expect(future.errors).toEqual({ deathDate: 'The date of death cannot be in the future' })
  })

  it('is 401 without a token, 404 for a non-member, 404 across tenants', async () => {
    await errorOf(await api(`${CASES}/1101/case-details`, { json: complete }), 401)
    const relative = await tokenFor(ACCOUNTS.whitfieldRelative)
    await errorOf(await api(`${CASES}/1102/case-details`, { token: relative }), 404)
    await errorOf(await api(`${CASES}/1102/case-details`, { token: relative, json: complete }), 404)
    const harbor = await tokenFor(ACCOUNTS.harborFamily)
    expect(await errorOf(await api(`${CASES}/1101/case-details`, { token: harbor, host: HARBOR }), 404)).toEqual(NOT_FOUND)
  })
})

describe('tasks', () => {
  it('lists one task per portal screen in order, with assignees', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const tasks = await tasksOf(1101, token)
    expect(tasks.map((t) => t.type)).toHaveLength(10)
    expect(taskOf(tasks, 'upload-photos')).toMatchObject({
      status: 'in-progress',
      assignees: [{ firstName: 'James', email: 'relative@whitfield.example' }],
    })
    expect(taskOf(tasks, 'add-details').title).toBe('Add personal details')
    expect((await tasksOf(1102, token)).every((t) => t.status === 'completed')).toBe(true)
    const page = TaskPageSchema.parse(await (await api(`${CASES}/1101/tasks?page=1&size=4`, { token })).json())
    expect(page).toMatchObject({ page: 1, size: 4, totalElements: 10, totalPages: 3 })
    expect(page.content).toHaveLength(4)
  })

  it('moves a task through the documented transitions and rejects others with a 422', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldRelative)
    const music = taskOf(await tasksOf(1101, token), 'upload-music')
    const move = (status: string) => api(`${CASES}/1101/tasks/${music.id}/status/${status}`, { token, method: 'POST' })
    expect(TaskSchema.parse(await (await move('in-progress')).json()).status).toBe('in-progress')
    expect(TaskSchema.parse(await (await move('completed')).json()).status).toBe('completed')
    const skip = await errorOf(await move('skipped'), 422)
    expect(skip.message).toBe('A task that is completed cannot become skipped; it can become in progress')
    expect((await errorOf(await move('completed'), 422)).message).toBe('The task is already completed')
    expect(TaskSchema.parse(await (await move('in-progress')).json()).status).toBe('in-progress')
    const unknown = await errorOf(await move('done'), 422)
    expect(unknown.errors?.status).toBe('Invalid option selected. Valid options are: not-started, in-progress, completed, skipped')
  })

  it('assigns members only, unassigns, and suggests the members of the case', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    const theme = taskOf(await tasksOf(1101, token), 'select-theme')
    const assigned = TaskSchema.parse(await (await api(`${CASES}/1101/tasks/${theme.id}/assign/1003`, { token, method: 'POST' })).json())
    expect(assigned.assignees.map((a) => a.id)).toEqual([1003])
    // Assigning twice changes nothing.
    const twice = TaskSchema.parse(await (await api(`${CASES}/1101/tasks/${theme.id}/assign/1003`, { token, method: 'POST' })).json())
    expect(twice.assignees).toHaveLength(1)
    const suggestions = UserSuggestionsSchema.parse(await (await api(`${CASES}/1101/tasks/${theme.id}/user-suggestions`, { token })).json())
    expect(suggestions.map((s) => [s.id, s.role, s.assigned])).toEqual([
      [1001, 'arranger', false],
      [1003, 'helper', true],
    ])
    // Staff (1002) and another company's user (2001) are not members of the case.
    for (const userId of [1002, 2001, 999_999]) {
      const body = await errorOf(await api(`${CASES}/1101/tasks/${theme.id}/assign/${userId}`, { token, method: 'POST' }), 422)
      expect(body.errors).toEqual({ userId: 'Only members of this case can be assigned a task' })
    }
    const removed = TaskSchema.parse(await (await api(`${CASES}/1101/tasks/${theme.id}/unassign/1003`, { token, method: 'POST' })).json())
    expect(removed.assignees).toEqual([])
  })

  it("is a 404 for another case's task, 404 for a non-member, 401 without a token, 404 across tenants", async () => {
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const doneTask = taskOf(await tasksOf(1102, family), 'add-details')
    await errorOf(await api(`${CASES}/1101/tasks/${doneTask.id}/status/in-progress`, { token: family, method: 'POST' }), 404)
    await errorOf(await api(`${CASES}/1101/tasks/${doneTask.id}/user-suggestions`, { token: family }), 404)
    await errorOf(await api(`${CASES}/1101/tasks/abc/assign/1003`, { token: family, method: 'POST' }), 422)
    const relative = await tokenFor(ACCOUNTS.whitfieldRelative)
    await errorOf(await api(`${CASES}/1102/tasks`, { token: relative }), 404)
    await errorOf(await api(`${CASES}/1102/tasks/${doneTask.id}/status/in-progress`, { token: relative, method: 'POST' }), 404)
    await errorOf(await api(`${CASES}/1101/tasks`), 401)
    const harbor = await tokenFor(ACCOUNTS.harborFamily)
    await errorOf(await api(`${CASES}/1101/tasks`, { token: harbor, host: HARBOR }), 404)
    expect(
      await errorOf(await api(`${CASES}/1102/tasks/${doneTask.id}/assign/2001`, { token: harbor, host: HARBOR, method: 'POST' }), 404),
    ).toEqual(NOT_FOUND)
  })
})

describe('GET /api/family/cases/{caseId}/user-search', () => {
  it('finds members of the case and the staff, never other families', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldRelative)
    const byName = UserSearchResultSchema.parse(await (await api(`${CASES}/1101/user-search?query=elli`, { token })).json())
    expect(byName.map((u) => [u.id, u.role])).toEqual([
      [1003, 'helper'],
      [1001, 'arranger'],
    ])
    const staff = UserSearchResultSchema.parse(await (await api(`${CASES}/1101/user-search?query=STAFF@whit`, { token })).json())
    expect(staff).toEqual([expect.objectContaining({ id: 1002, role: 'staff' })])
    const literal = UserSearchResultSchema.parse(await (await api(`${CASES}/1101/user-search?query=%25%25`, { token })).json())
    expect(literal).toEqual([])
  })

  it('answers 422 for a short query, 401, and 404 for a non-member and across tenants', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldRelative)
    expect((await errorOf(await api(`${CASES}/1101/user-search?query=e`, { token }), 422)).errors).toEqual({
      query: 'Must be at least 2 characters',
    })
    expect((await errorOf(await api(`${CASES}/1101/user-search`, { token }), 422)).errors).toEqual({ query: 'This field is required' })
    await errorOf(await api(`${CASES}/1101/user-search?query=ellis`), 401)
    await errorOf(await api(`${CASES}/1102/user-search?query=ellis`, { token }), 404)
    const harbor = await tokenFor(ACCOUNTS.harborFamily)
    await errorOf(await api(`${CASES}/1101/user-search?query=ellis`, { token: harbor, host: HARBOR }), 404)
  })
})

/** The newest invitation mail to `to`. */
async function invitationMailTo(to: string): Promise<string> {
  const row = await env.DB.prepare('SELECT text FROM outbox WHERE kind = \'invitation\' AND "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ text: string }>()
  if (!row) throw new Error(`no invitation mail to ${to}`)
  return row.text
}

const invite = (email: string) => ({ email, firstName: 'Ruth', lastName: 'Ellis' })

describe('the link in an invitation mail', () => {
  it('points at the site the request came from, never a host smuggled into X-Host (the rule of password reset links)', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldFamily)
    // Resolves to Whitfield (the tenant is keyed by the host name), so the invitation is made.
    const smuggled = await api(`${CASES}/1101/invite`, {
      token,
      host: 'localhost:80@evil.example',
      json: invite('ruth.smuggled@example.com'),
    })
    expect(smuggled.status).toBe(201)
    const text = await invitationMailTo('ruth.smuggled@example.com')
    expect(text).toMatch(/^http:\/\/localhost\/family-portal\/invitation\/[A-Za-z0-9_-]{43}$/m)
    expect(text).not.toContain('evil.example')

    expect((await api(`${CASES}/1101/invite`, { token, host: 'localhost:5173', json: invite('ruth.port@example.com') })).status).toBe(201)
    expect(await invitationMailTo('ruth.port@example.com')).toMatch(/^http:\/\/localhost:5173\/family-portal\/invitation\//m)
  })
})
