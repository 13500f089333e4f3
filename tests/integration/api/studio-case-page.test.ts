import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { CaseDetailsSchema, type CaseDetailsBody } from '#contract/case-details.ts'
import { FamilyCaseSchema } from '#contract/family.ts'
import { familyCasePath } from '#contract/family-paths.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { STAFF_CASE_MESSAGES, StaffCasePageSchema, StaffCaseSchema, type StaffCase } from '#contract/studio-case-page.ts'
import { FirstCallResultSchema, STAFF_CASES_PATH, type FirstCallBody } from '#contract/studio-cases.ts'
import { ACCOUNTS, api, failure, HARBOR, ok, tokenFor } from './client.ts'

/**
 * The studio's case list and case page (issue 37 point 3): the role matrix and tenant isolation of
 * each call, search and filters, the page's parts and timeline, staff's corrections with who
 * changed what (and the family's own saves in the same log), and the stage. Cases a test opens are
 * removed when it finishes; the seeded case a test changes is put back.
 */

const WALTER = 1101
const HARBOR_CASE = 2101
const DIRECTOR_ID = 1004
const EDITOR_ID = 1005
const ELM_STREET = 101
const RIVERSIDE = 102
const HARBOR_CHAPEL = 201

const casePath = (id: number) => `${STAFF_CASES_PATH}/${id}`
const stagePath = (id: number) => `${casePath(id)}/stage`
const list = (query: string) => `${STAFF_CASES_PATH}?${query}`

/** A name nobody else has, so a search finds this case alone. */
function uniqueName(): string {
  return `Quill${crypto.randomUUID().replaceAll('-', '').replace(/\d/g, '').slice(0, 8)}`
}

async function openCase(token: string, overrides: Partial<FirstCallBody> = {}): Promise<number> {
  const body: FirstCallBody = {
    firstName: 'Zebediah',
    lastName: uniqueName(),
    deathDate: '2026-12-01',
    deathPlace: 'St. Mary’s Hospital',
    whereNow: 'St. Mary’s Hospital, room 4',
    caseType: 'AT_NEED',
    locationId: RIVERSIDE,
    contact: {
      firstName: 'June',
      lastName: 'Penrose',
      relationship: 'Daughter',
      email: `june.${crypto.randomUUID().slice(0, 8)}@example.org`,
    },
    inviteContact: true,
    ...overrides,
  }
  const created = await ok(await api(STAFF_CASES_PATH, { token, json: body }), FirstCallResultSchema, 201)
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM case_invitations WHERE case_id = ?').bind(created.id).run()
    await env.DB.prepare('DELETE FROM cases WHERE id = ?').bind(created.id).run()
  })
  return created.id
}

async function read(token: string, id: number): Promise<StaffCase> {
  return ok(await api(casePath(id), { token }), StaffCaseSchema)
}

describe('who may call the case list and case page', () => {
  const calls = [
    { name: 'list', path: STAFF_CASES_PATH, ok: 200 },
    { name: 'read', path: casePath(WALTER), ok: 200 },
    // An empty correction changes nothing.
    { name: 'correct', path: casePath(WALTER), method: 'PATCH', json: {}, ok: 200 },
    // The body is refused only once the role passed.
    { name: 'stage', path: stagePath(WALTER), method: 'POST', json: {}, ok: 422 },
  ]

  it.each(calls)('$name: owner and director; a site editor or family a 403, signed out a 401', async (call) => {
    expect((await api(call.path, { method: call.method, json: call.json })).status).toBe(401)
    for (const account of [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
      const response = await api(call.path, { method: call.method, json: call.json, token: await tokenFor(account) })
      expect({ who: account.email, ...(await failure(response, 403)) }).toMatchObject({ who: account.email, message: STAFF_ROLE_REFUSED })
    }
    for (const account of [ACCOUNTS.whitfieldStaff, ACCOUNTS.whitfieldDirector]) {
      const response = await api(call.path, { method: call.method, json: call.json, token: await tokenFor(account) })
      expect([account.email, response.status]).toEqual([account.email, call.ok])
    }
  })

  it("is a 404 for another home's case, and Harbor's list holds only Harbor's cases", async () => {
    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    expect((await api(casePath(WALTER), { host: HARBOR, token: harbor })).status).toBe(404)
    expect((await api(casePath(WALTER), { host: HARBOR, token: harbor, method: 'PATCH', json: { whereNow: 'Moved' } })).status).toBe(404)
    expect((await api(stagePath(WALTER), { host: HARBOR, token: harbor, json: { stage: 'closed' } })).status).toBe(404)
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    expect((await api(casePath(HARBOR_CASE), { token: owner })).status).toBe(404)
    const page = await ok(await api(list('size=100'), { host: HARBOR, token: harbor }), StaffCasePageSchema)
    expect(page.content.length).toBeGreaterThan(0)
    expect(page.content.every((c) => c.id >= 2000 && c.id < 3000)).toBe(true)
    const stage = await env.DB.prepare('SELECT stage FROM cases WHERE id = ?').bind(WALTER).first<{ stage: string }>()
    expect(stage?.stage).toBe('open')
  })
})

describe('the case list', () => {
  it('finds a case by any words of its name and filters by stage, location, director and kind', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const id = await openCase(director)
    const { lastName } = await read(director, id)
    const found = async (query: string) =>
      (await ok(await api(list(query), { token: director }), StaffCasePageSchema)).content.map((c) => c.id)

    const byName = await ok(await api(list(`name=${lastName.toLowerCase()}`), { token: director }), StaffCasePageSchema)
    expect(byName).toMatchObject({ totalElements: 1, totalPages: 1 })
    expect(byName.content[0]).toMatchObject({
      id,
      firstName: 'Zebediah',
      kind: 'AT_NEED',
      stage: 'open',
      location: { id: RIVERSIDE, name: 'Riverside Chapel' },
      director: { id: DIRECTOR_ID, firstName: 'Rosa', lastName: 'Delgado' },
      openTasks: 10,
      totalTasks: 10,
      balanceDueCents: null,
    })
    expect(await found(`name=${encodeURIComponent(`zeb ${lastName.slice(2, 6)}`)}`)).toEqual([id])
    expect(await found(`name=${encodeURIComponent(`${lastName} nobody`)}`)).toEqual([])
    expect(await found(`name=${lastName}&stage=open&locationId=${RIVERSIDE}&directorUserId=${DIRECTOR_ID}&kind=AT_NEED`)).toEqual([id])
    expect(await found(`name=${lastName}&stage=closed`)).toEqual([])
    expect(await found(`name=${lastName}&locationId=${ELM_STREET}`)).toEqual([])
    expect(await found(`name=${lastName}&directorUserId=${EDITOR_ID}`)).toEqual([])
    expect(await found(`name=${lastName}&kind=PRE_PLAN`)).toEqual([])
  })

  it('pages with the filters, and the seed’s long-done cases are closed', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const closed = await ok(await api(list('stage=closed&size=5'), { token: owner }), StaffCasePageSchema)
    expect(closed.totalElements).toBeGreaterThan(5)
    expect(closed.content).toHaveLength(5)
    expect(closed.content.every((c) => c.stage === 'closed' && c.kind === 'AT_NEED')).toBe(true)
    const second = await ok(await api(list('stage=closed&size=5&page=1'), { token: owner }), StaffCasePageSchema)
    expect(second.content.map((c) => c.id)).not.toContain(closed.content[0]?.id)
    // The walter case: submitted statement or not, its balance reads as the statement does.
    const walter = await ok(await api(list('name=walter'), { token: owner }), StaffCasePageSchema)
    expect(walter.content.map((c) => c.id)).toContain(WALTER)
  })

  it('takes any typed search without a 500, and says plainly what a filter may be', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    for (const name of ['%', '_', '\\', 'é'.repeat(60), '"; drop table cases; --']) {
      expect((await api(list(`name=${encodeURIComponent(name)}`), { token: owner })).status).toBe(200)
    }
    expect(await failure(await api(list('stage=done'), { token: owner }), 422)).toMatchObject({
      errors: { stage: STAFF_CASE_MESSAGES.stage },
    })
    expect((await api(list('kind=CLOSED'), { token: owner })).status).toBe(422)
  })
})

describe('the case page', () => {
  it('reads the first call, the family, the arrangement, the tasks and a timeline newest first', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const id = await openCase(director)
    const page = await read(director, id)
    expect(page).toMatchObject({
      firstName: 'Zebediah',
      kind: 'AT_NEED',
      stage: 'open',
      timeZone: 'America/Chicago',
      location: { id: RIVERSIDE, name: 'Riverside Chapel' },
      director: { id: DIRECTOR_ID },
      firstCall: { deathPlace: 'St. Mary’s Hospital', whereNow: 'St. Mary’s Hospital, room 4', contact: { firstName: 'June' } },
      details: { details: null, complete: false },
      family: { members: [], invitations: [{ firstName: 'June', lastName: 'Penrose', relationship: 'Daughter' }] },
      arrangement: { packageName: null, submittedAt: null, balanceDueCents: null, paidCents: 0 },
    })
    expect(page.tasks).toHaveLength(10)
    expect(page.tasks[0]).toMatchObject({ type: 'add-details', title: 'Add personal details', status: 'not-started' })
    expect(page.timeline.map((e) => e.kind)).toEqual(['invited', 'opened'])
    expect(page.timeline[0]).toMatchObject({ by: 'Rosa Delgado', subject: 'June Penrose' })
  })

  it('shows the seeded case’s members, its package and payments as they happened', async () => {
    const page = await read(await tokenFor(ACCOUNTS.whitfieldStaff), WALTER)
    expect(page.family.members.map((m) => m.firstName)).toEqual(expect.arrayContaining(['Margaret', 'James']))
    const kinds = page.timeline.map((e) => e.kind)
    expect(kinds).toContain('joined')
    expect(kinds.at(-1)).toBe('opened')
    const times = page.timeline.map((e) => e.at)
    expect(times.toSorted().toReversed()).toEqual(times)
  })
})

describe('staff correct a case, and the log says who changed what', () => {
  it('changes the details by the family’s rules, where they are now, the location and the director', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const id = await openCase(director)
    const before = await read(director, id)
    const details: CaseDetailsBody = { firstName: 'Zebediah', lastName: before.lastName, birthDate: '1940-02-03', deathDate: '2026-12-01' }

    const future = await api(casePath(id), { method: 'PATCH', token: director, json: { details: { ...details, birthDate: '2999-01-01' } } })
    expect(await failure(future, 422)).toMatchObject({ errors: { 'details.birthDate': 'The date of birth cannot be in the future' } })
    const missing = await api(casePath(id), { method: 'PATCH', token: director, json: { details: { ...details, firstName: '' } } })
    expect(Object.keys((await failure(missing, 422)).errors ?? {})).toEqual(['details.firstName'])
    const elsewhere = await api(casePath(id), { method: 'PATCH', token: director, json: { locationId: HARBOR_CHAPEL } })
    expect(await failure(elsewhere, 422)).toMatchObject({ errors: { locationId: STAFF_CASE_MESSAGES.location } })
    const editor = await api(casePath(id), { method: 'PATCH', token: director, json: { directorUserId: EDITOR_ID } })
    expect(await failure(editor, 422)).toMatchObject({ errors: { directorUserId: STAFF_CASE_MESSAGES.director } })

    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const changed = await ok(
      await api(casePath(id), {
        method: 'PATCH',
        token: director,
        json: { details, whereNow: 'In our care at Riverside', locationId: ELM_STREET, directorUserId: 1002 },
      }),
      StaffCaseSchema,
    )
    expect(changed).toMatchObject({
      birthDate: '1940-02-03',
      location: { id: ELM_STREET, name: 'Elm Street Chapel' },
      director: { id: 1002, firstName: 'Thomas' },
      firstCall: { whereNow: 'In our care at Riverside' },
      details: { details: { birthDate: '1940-02-03' }, updatedBy: { firstName: 'Rosa' } },
    })
    const changes = changed.timeline.filter((e) => e.kind === 'changed')
    expect(changes.map((e) => [e.by, e.subject, e.before, e.after])).toEqual(
      expect.arrayContaining([
        ['Rosa Delgado', 'details.birthDate', null, '1940-02-03'],
        ['Rosa Delgado', 'whereNow', 'St. Mary’s Hospital, room 4', 'In our care at Riverside'],
        ['Rosa Delgado', 'location', 'Riverside Chapel', 'Elm Street Chapel'],
        ['Rosa Delgado', 'director', 'Rosa Delgado', 'Thomas Whitfield'],
      ]),
    )
    // The names and the death date the case already had are no change.
    expect(changes.map((e) => e.subject)).not.toContain('details.firstName')
    expect(changes.map((e) => e.subject)).not.toContain('details.deathDate')
    // The owner reads the same log; saving the same again logs nothing more.
    const again = await ok(await api(casePath(id), { method: 'PATCH', token: owner, json: { details } }), StaffCaseSchema)
    expect(again.timeline.filter((e) => e.kind === 'changed')).toHaveLength(changes.length)
  })

  it('logs the family’s own add-details saves too', async () => {
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const saved = await env.DB.prepare('SELECT document, updated_at, updated_by FROM case_details WHERE case_id = ?')
      .bind(WALTER)
      .first<{ document: string; updated_at: string; updated_by: number | null }>()
    const lastLog = await env.DB.prepare('SELECT coalesce(max(id), 0) AS n FROM case_changes').first<{ n: number }>()
    onTestFinished(async () => {
      await env.DB.prepare('DELETE FROM case_changes WHERE case_id = ? AND id > ?')
        .bind(WALTER, lastLog?.n ?? 0)
        .run()
      if (saved) {
        await env.DB.prepare('UPDATE case_details SET document = ?, updated_at = ?, updated_by = ? WHERE case_id = ?')
          .bind(saved.document, saved.updated_at, saved.updated_by, WALTER)
          .run()
      } else await env.DB.prepare('DELETE FROM case_details WHERE case_id = ?').bind(WALTER).run()
    })
    const current = await ok(await api(familyCasePath(WALTER, '/case-details'), { token: family }), CaseDetailsSchema)
    const body = { ...(current.details ?? { firstName: 'Walter', lastName: 'Ellis' }), occupation: 'Lighthouse keeper, retired' }
    await ok(await api(familyCasePath(WALTER, '/case-details'), { token: family, json: body }), CaseDetailsSchema)
    const page = await read(await tokenFor(ACCOUNTS.whitfieldDirector), WALTER)
    expect(page.timeline[0]).toMatchObject({
      kind: 'changed',
      by: 'Margaret Ellis',
      subject: 'details.occupation',
      after: 'Lighthouse keeper, retired',
    })
  })
})

describe('the stage', () => {
  it('moves, closes (the family reads CLOSED) and reopens, each in the timeline', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const id = await openCase(director, { caseType: 'PRE_PLAN' })
    const move = (stage: string) => api(stagePath(id), { token: director, json: { stage } })
    expect(await failure(await move('finished'), 422)).toMatchObject({ errors: { stage: STAFF_CASE_MESSAGES.stage } })
    expect(await ok(await move('arranged'), StaffCaseSchema)).toMatchObject({ stage: 'arranged', kind: 'PRE_PLAN' })
    const closed = await ok(await move('closed'), StaffCaseSchema)
    expect(closed.stage).toBe('closed')
    const asFamilyReads = await ok(await api(`/api/family/cases/${id}`, { token: director }), FamilyCaseSchema)
    expect(asFamilyReads.status).toBe('CLOSED')
    const reopened = await ok(await move('arranged'), StaffCaseSchema)
    expect(reopened).toMatchObject({ stage: 'arranged', kind: 'PRE_PLAN' })
    // The same stage again changes nothing.
    const same = await ok(await move('arranged'), StaffCaseSchema)
    expect(same.timeline.filter((e) => e.kind === 'stage').map((e) => [e.before, e.after])).toEqual([
      ['closed', 'arranged'],
      ['arranged', 'closed'],
      ['open', 'arranged'],
    ])
    expect((await ok(await api(`/api/family/cases/${id}`, { token: director }), FamilyCaseSchema)).status).toBe('PRE_PLAN')
  })
})
