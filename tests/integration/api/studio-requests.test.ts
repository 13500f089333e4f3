import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { PLANNING_PATHS, PlanningReceiptSchema } from '#contract/planning.ts'
import { REQUEST_MESSAGES } from '#contract/request-states.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { StaffCasePageSchema } from '#contract/studio-case-page.ts'
import { FIRST_CALL_MESSAGES, STAFF_CASES_PATH } from '#contract/studio-cases.ts'
import {
  PlanningRequestPageSchema,
  PlanningRequestSchema,
  RequestCaseResultSchema,
  STAFF_REQUESTS_PATH,
  STAFF_TODAY_PATH,
  TodaySchema,
} from '#contract/studio-requests.ts'
import { todayIn } from '#core/zoned-time.ts'
import { addDays } from '#api/src/staff/today.ts'
import { ACCOUNTS, api, failure, freshAddress, HARBOR, idempotencyKey, ok, tokenFor } from './client.ts'

/**
 * Planning requests and Today in the studio (issue 37 points 7 and 1): the role matrix, another
 * home's request or case, the list and its filter, the states with who and when, and opening a
 * case from a request: one case, its contact invited as its first family member, twice still one.
 */

/** An at-need request of Whitfield as /plan-now sends it, with a contact address of its own. */
function atNeed(contactEmail = `june.${crypto.randomUUID().slice(0, 8)}@example.com`) {
  return {
    locationId: 101,
    caseStatus: 'AT_NEED' as const,
    planType: 'at-need' as const,
    fields: {
      contactFirstName: 'June',
      contactLastName: 'Carver',
      contactEmail,
      contactPhone: '(555) 301-4477',
      contactAddress: '41 Oak Avenue',
      contactCity: 'Maple Grove',
      contactState: 'IL',
      contactZip: '62704',
      contactRelationship: 'daughter',
      decedentFirstName: 'Arthur',
      decedentLastName: 'Carver',
      decedentBirthDate: '1940-02-11',
      decedentDeathDate: '2026-11-30',
      veteran: 'no',
      disposition: 'burial',
      acknowledgement: true,
    },
  }
}

/** Sends a request from /plan-now; answers its id in the studio, its case and the contact's address. */
async function sendRequest(host = 'localhost', body: ReturnType<typeof atNeed> = atNeed()) {
  const json = host === HARBOR ? { ...body, locationId: 201 } : body
  const receipt = await ok(
    await api(PLANNING_PATHS.submit, { host, json, headers: { 'Idempotency-Key': idempotencyKey(), ...freshAddress() } }),
    PlanningReceiptSchema,
    201,
  )
  const row = await env.DB.prepare('SELECT id FROM planning_submissions WHERE reference = ?')
    .bind(receipt.reference)
    .first<{ id: number }>()
  if (!row) throw new Error('the request was not stored')
  return { id: row.id, caseId: receipt.caseId, email: json.fields.contactEmail }
}

const requestPath = (id: number) => `${STAFF_REQUESTS_PATH}/${id}`

async function count(sql: string, ...params: (string | number)[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>()
  return row?.n ?? 0
}

describe('who may call the requests and Today calls', () => {
  it('owner and director; a site editor or family a 403, signed out a 401, Harbor a 404 on a Whitfield request', async () => {
    const request = await sendRequest()
    const calls = [
      { name: 'list', path: STAFF_REQUESTS_PATH, ok: 200 },
      { name: 'one', path: requestPath(request.id), ok: 200 },
      // The body is refused only once the role passed.
      { name: 'state', path: `${requestPath(request.id)}/state`, method: 'POST', json: { state: 'new' }, ok: 422 },
      { name: 'case', path: `${requestPath(request.id)}/case`, method: 'POST', json: { locationId: 'x' }, ok: 422 },
      { name: 'today', path: STAFF_TODAY_PATH, ok: 200 },
      { name: 'handled', path: `${STAFF_TODAY_PATH}/cases/1101/handled`, method: 'POST', ok: 204 },
    ]
    for (const call of calls) {
      const signedOut = await api(call.path, { method: call.method, json: call.json })
      expect([call.name, signedOut.status]).toEqual([call.name, 401])
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
    }
  })

  it("is a 404 for another home's request or case, and Harbor's lists hold none of Whitfield's", async () => {
    const request = await sendRequest()
    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    const at = { host: HARBOR, token: harbor }
    expect(await failure(await api(requestPath(request.id), at), 404)).toMatchObject({ message: REQUEST_MESSAGES.notFound })
    expect((await api(`${requestPath(request.id)}/state`, { ...at, json: { state: 'closed' } })).status).toBe(404)
    expect((await api(`${requestPath(request.id)}/case`, { ...at, json: {} })).status).toBe(404)
    expect((await api(`${STAFF_TODAY_PATH}/cases/${request.caseId}/handled`, { ...at, method: 'POST' })).status).toBe(404)
    const list = await ok(await api(`${STAFF_REQUESTS_PATH}?size=100`, at), PlanningRequestPageSchema)
    expect(list.content.map((r) => r.id)).not.toContain(request.id)
    const today = await ok(await api(STAFF_TODAY_PATH, at), TodaySchema)
    expect(today.requests.map((r) => r.id)).not.toContain(request.id)
    // Nothing changed at Whitfield.
    expect(await count("SELECT count(*) AS n FROM planning_submissions WHERE id = ? AND state = 'new'", request.id)).toBe(1)
  })
})

describe('the requests', () => {
  it('lists newest first with the contact and location, filters by state and pages', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const older = await sendRequest()
    const newer = await sendRequest()
    const list = await ok(await api(`${STAFF_REQUESTS_PATH}?state=new&size=100`, { token: director }), PlanningRequestPageSchema)
    const ids = list.content.map((r) => r.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(list.content.every((r) => r.state === 'new')).toBe(true)
    expect(list.content.find((r) => r.id === newer.id)).toMatchObject({
      state: 'new',
      planType: 'at-need',
      person: { firstName: 'Arthur', lastName: 'Carver' },
      contact: { firstName: 'June', lastName: 'Carver', email: newer.email },
      locationName: expect.any(String),
      stateChangedBy: null,
      case: null,
    })
    const paged = await ok(await api(`${STAFF_REQUESTS_PATH}?size=1&page=1`, { token: director }), PlanningRequestPageSchema)
    expect(paged).toMatchObject({ page: 1, size: 1 })
    expect(paged.content).toHaveLength(1)
    expect(paged.totalElements).toBeGreaterThanOrEqual(2)
    const closed = await ok(await api(`${STAFF_REQUESTS_PATH}?state=closed`, { token: director }), PlanningRequestPageSchema)
    expect(closed.content.map((r) => r.id)).not.toContain(newer.id)
    expect((await api(`${STAFF_REQUESTS_PATH}?state=lost`, { token: director })).status).toBe(422)
  })

  it('shows every answer beside the form that asked it', async () => {
    const request = await sendRequest()
    const one = await ok(await api(requestPath(request.id), { token: await tokenFor(ACCOUNTS.whitfieldStaff) }), PlanningRequestSchema)
    expect(one.answers).toMatchObject({ contactFirstName: 'June', decedentDeathDate: '2026-11-30', acknowledgement: true })
    const fieldIds = one.form.sections.flatMap((s) => s.fields.map((f) => f.id))
    expect(fieldIds).toEqual(expect.arrayContaining(['contactFirstName', 'decedentDeathDate']))
    expect((await api(requestPath(999_999), { token: await tokenFor(ACCOUNTS.whitfieldStaff) })).status).toBe(404)
  })

  it('is marked contacted, then closed, with who and when; a converted request stays converted', async () => {
    const request = await sendRequest()
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const contacted = await ok(
      await api(`${requestPath(request.id)}/state`, { token: director, json: { state: 'contacted' } }),
      PlanningRequestSchema,
    )
    expect(contacted).toMatchObject({ state: 'contacted', stateChangedBy: { firstName: 'Rosa', lastName: 'Delgado' } })
    expect(contacted.stateChangedAt).not.toBeNull()
    const closed = await ok(
      await api(`${requestPath(request.id)}/state`, { token: director, json: { state: 'closed' } }),
      PlanningRequestSchema,
    )
    expect(closed.state).toBe('closed')
    const refused = await failure(await api(`${requestPath(request.id)}/state`, { token: director, json: { state: 'converted' } }), 422)
    expect(refused.errors).toEqual({ state: REQUEST_MESSAGES.state })

    await ok(await api(`${requestPath(request.id)}/case`, { token: director, json: {} }), RequestCaseResultSchema, 201)
    const after = await failure(await api(`${requestPath(request.id)}/state`, { token: director, json: { state: 'closed' } }), 409)
    expect(after.message).toBe(REQUEST_MESSAGES.converted)
  })
})

describe('opening a case from a request', () => {
  it('opens one case with its director, tasks and the contact invited as its first family member; twice is still one', async () => {
    const request = await sendRequest()
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const casesBefore = await count('SELECT count(*) AS n FROM cases WHERE company_id = 1')
    // Until a case is opened from it, a request is in Requests, not in the case list.
    const listed = async () =>
      (await ok(await api(`${STAFF_CASES_PATH}?name=Arthur%20Carver&size=100`, { token: director }), StaffCasePageSchema)).content.map(
        (c) => c.id,
      )
    expect(await listed()).not.toContain(request.caseId)
    const opened = await ok(
      await api(`${requestPath(request.id)}/case`, { token: director, json: { locationId: 102 } }),
      RequestCaseResultSchema,
      201,
    )
    expect(await listed()).toContain(request.caseId)
    // The request's own case, opened: no second row.
    expect(opened).toEqual({ id: request.caseId, nameSlug: 'arthur-carver', invited: true })
    const again = await ok(await api(`${requestPath(request.id)}/case`, { token: director, json: {} }), RequestCaseResultSchema, 201)
    expect(again).toEqual({ id: request.caseId, nameSlug: 'arthur-carver', invited: false })
    expect(await count('SELECT count(*) AS n FROM cases WHERE company_id = 1')).toBe(casesBefore)

    const row = await env.DB.prepare(
      "SELECT c.status, c.location_id AS locationId, c.director_user_id AS directorId, u.email AS directorEmail, json_extract(c.first_call, '$.contact.relationship') AS relationship FROM cases c JOIN users u ON u.id = c.director_user_id WHERE c.id = ?",
    )
      .bind(request.caseId)
      .first<{ status: string; locationId: number; directorEmail: string; relationship: string }>()
    expect(row).toMatchObject({ status: 'AT_NEED', locationId: 102, directorEmail: 'director@whitfield.example', relationship: 'Daughter' })
    expect(await count('SELECT count(*) AS n FROM case_tasks WHERE case_id = ?', request.caseId)).toBeGreaterThan(0)
    expect(await count('SELECT count(*) AS n FROM case_invitations WHERE case_id = ? AND email = ?', request.caseId, request.email)).toBe(1)
    expect(await count('SELECT count(*) AS n FROM outbox WHERE kind = \'invitation\' AND "to" = ?', request.email)).toBe(1)

    const one = await ok(await api(requestPath(request.id), { token: director }), PlanningRequestSchema)
    expect(one).toMatchObject({
      state: 'converted',
      case: { id: request.caseId, nameSlug: 'arthur-carver' },
      stateChangedBy: { firstName: 'Rosa' },
    })
    // The case is the studio's now: staff open it as any other.
    expect((await api(`/api/family/cases/${request.caseId}`, { token: director })).status).toBe(200)
    expect((await api(`${STAFF_CASES_PATH}/${request.caseId}/services`, { token: director })).status).toBe(200)
  })

  it('opens one case when asked twice at once', async () => {
    const request = await sendRequest()
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const both = await Promise.all([1, 2].map(() => api(`${requestPath(request.id)}/case`, { token: owner, json: {} })))
    const results = await Promise.all(both.map((r) => ok(r, RequestCaseResultSchema, 201)))
    expect(results.map((r) => r.id)).toEqual([request.caseId, request.caseId])
    expect(results.filter((r) => r.invited)).toHaveLength(1)
    expect(await count('SELECT count(*) AS n FROM case_invitations WHERE case_id = ?', request.caseId)).toBe(1)
  })

  it('refuses a location or director of another home with the sentence, and the request stays as it was', async () => {
    const request = await sendRequest()
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const location = await failure(await api(`${requestPath(request.id)}/case`, { token: owner, json: { locationId: 201 } }), 422)
    expect(location.errors).toEqual({ locationId: FIRST_CALL_MESSAGES.location })
    const harborDirector = await env.DB.prepare("SELECT id FROM users WHERE email = 'director@harbor.example'").first<{ id: number }>()
    const director = await failure(
      await api(`${requestPath(request.id)}/case`, { token: owner, json: { directorUserId: harborDirector?.id } }),
      422,
    )
    expect(director.errors).toEqual({ directorUserId: FIRST_CALL_MESSAGES.director })
    expect(
      await count(
        "SELECT count(*) AS n FROM planning_submissions WHERE id = ? AND state = 'new' AND converted_case_id IS NULL",
        request.id,
      ),
    ).toBe(1)
    expect(await count('SELECT count(*) AS n FROM case_invitations WHERE case_id = ?', request.caseId)).toBe(0)
  })
})

describe('Today', () => {
  it('lists new requests, the services of the next seven days on the home clock, and cases waiting until marked handled', async () => {
    const request = await sendRequest()
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const day = todayIn('America/Chicago')
    // A service in two days at Walter Ellis's case, one in eight (outside the window).
    const add = (date: string) =>
      api(`${STAFF_CASES_PATH}/1101/services`, { token: director, json: { kind: 'committal', date, startTime: '09:15', locationId: 101 } })
    const soon = (await (await add(addDays(day, 2))).json()) as { id: number }
    const later = (await (await add(addDays(day, 8))).json()) as { id: number }
    try {
      // The family approves the obituary of a case whose family has done nothing since.
      await env.DB.prepare('UPDATE cases SET home_handled_at = NULL WHERE id = 1101').run()
      const first = await ok(await api(STAFF_TODAY_PATH, { token: director }), TodaySchema)
      expect(first.today).toBe(day)
      expect(first.requests.map((r) => r.id)).toContain(request.id)
      expect(first.newRequests).toBeGreaterThanOrEqual(1)
      expect(first.services.map((s) => s.id)).toContain(soon.id)
      expect(first.services.map((s) => s.id)).not.toContain(later.id)
      expect(first.services.find((s) => s.id === soon.id)).toMatchObject({ caseId: 1101, date: addDays(day, 2), startTime: '09:15' })

      const family = await tokenFor(ACCOUNTS.whitfieldFamily)
      await env.DB.prepare('UPDATE obituaries SET approved_at = NULL, approved_by = NULL WHERE case_id = 1101').run()
      expect((await api('/api/family/cases/1101/obituary/approve', { method: 'POST', token: family })).status).toBe(200)
      const waiting = await ok(await api(STAFF_TODAY_PATH, { token: director }), TodaySchema)
      expect(waiting.waiting.find((w) => w.caseId === 1101)?.reasons).toContain('obituary-approved')

      expect((await api(`${STAFF_TODAY_PATH}/cases/1101/handled`, { method: 'POST', token: director })).status).toBe(204)
      const handled = await ok(await api(STAFF_TODAY_PATH, { token: director }), TodaySchema)
      expect(handled.waiting.map((w) => w.caseId)).not.toContain(1101)
    } finally {
      await env.DB.prepare('DELETE FROM service_events WHERE id IN (?, ?)').bind(soon.id, later.id).run()
    }
  })
})
