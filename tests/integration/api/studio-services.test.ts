import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { familyCasePath } from '#contract/family-paths.ts'
import { obituaryPath, ObituarySchema, ServiceEventSchema } from '#contract/obituaries.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { SERVICE_MESSAGES, StaffServiceListSchema, StaffServiceSchema, type StaffService } from '#contract/studio-services.ts'
import { STAFF_CASES_PATH } from '#contract/studio-cases.ts'
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts'
import { ACCOUNTS, api, failure, HARBOR, ok, tokenFor } from './client.ts'

/**
 * A case's services for staff (issue 37 point 6): the role matrix, another home's case or service,
 * adding one in the home's time zone and seeing it on the family's case home and the public
 * obituary, changing and removing it, and the plain messages of each field. Every service a test
 * adds is deleted when it finishes.
 */

/** Walter Ellis: obituary not published; seeded services 19001 and 19002. */
const WALTER = 1101
const WALTER_VISITATION = 19001
/** Dorothy Ellis: obituary 1902 published, no services of her own. */
const DOROTHY = 1102
const DOROTHY_OBITUARY = 1902
/** A Harbor case. */
const HARBOR_CASE = 2101
/** Whitfield's Riverside Chapel (88 River Road, Suite 2, Ashford, IL 62711); Harbor's Light Chapel. */
const RIVERSIDE = 102
const HARBOR_CHAPEL = 201

const servicesPath = (caseId: number) => `${STAFF_CASES_PATH}/${caseId}/services`
const servicePath = (caseId: number, serviceId: number) => `${servicesPath(caseId)}/${serviceId}`

/** Deletes the service when the test finishes (whether or not the test deleted it). */
function dropAfter(id: number): void {
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM service_events WHERE id = ?').bind(id).run()
  })
}

async function add(token: string, caseId: number, json: Record<string, unknown>): Promise<StaffService> {
  const created = await ok(await api(servicesPath(caseId), { token, json }), StaffServiceSchema, 201)
  dropAfter(created.id)
  return created
}

/** A 422's field errors, after checking it is one. */
async function errorsOf(response: Response): Promise<Record<string, string>> {
  return (await failure(response, 422)).errors ?? {}
}

const funeral = { kind: 'funeral-service', date: '2027-03-20', startTime: '10:30', endTime: '11:45', locationId: RIVERSIDE }

describe('who may call the services calls', () => {
  const calls = [
    { name: 'list', path: servicesPath(WALTER), ok: 200 },
    // The body is refused only once the role passed.
    { name: 'add', path: servicesPath(WALTER), method: 'POST', json: {}, ok: 422 },
    { name: 'change', path: servicePath(WALTER, WALTER_VISITATION), method: 'PATCH', json: {}, ok: 200 },
    // No such service: an allowed role gets as far as the 404.
    { name: 'remove', path: servicePath(WALTER, 999_999), method: 'DELETE', ok: 404 },
  ]

  it.each(calls)('$name: owner and director; a site editor or family a 403, signed out a 401, Harbor a 404', async (call) => {
    expect((await api(call.path, { method: call.method, json: call.json })).status).toBe(401)
    for (const account of [ACCOUNTS.whitfieldEditor, ACCOUNTS.whitfieldFamily]) {
      const response = await api(call.path, { method: call.method, json: call.json, token: await tokenFor(account) })
      expect({ who: account.email, ...(await failure(response, 403)) }).toMatchObject({ who: account.email, message: STAFF_ROLE_REFUSED })
    }
    for (const account of [ACCOUNTS.whitfieldStaff, ACCOUNTS.whitfieldDirector]) {
      const response = await api(call.path, { method: call.method, json: call.json, token: await tokenFor(account) })
      expect([account.email, response.status]).toEqual([account.email, call.ok])
    }
    // Harbor's owner, at Harbor, naming a Whitfield case: not found, as if it did not exist.
    const harbor = await api(call.path, { method: call.method, json: call.json, host: HARBOR, token: await tokenFor(ACCOUNTS.harborStaff) })
    expect(harbor.status).toBe(404)
  })

  it("is a 404 to reach another home's case, or a service through a case it is not of", async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    expect((await api(servicesPath(HARBOR_CASE), { token: owner })).status).toBe(404)
    expect((await api(servicesPath(HARBOR_CASE), { token: owner, json: funeral })).status).toBe(404)
    // Walter's visitation named under Dorothy's case.
    const elsewhere = await api(servicePath(DOROTHY, WALTER_VISITATION), { method: 'PATCH', token: owner, json: { note: 'Moved' } })
    expect(await failure(elsewhere, 404)).toMatchObject({ message: SERVICE_MESSAGES.notFound })
    expect((await api(servicePath(DOROTHY, WALTER_VISITATION), { method: 'DELETE', token: owner })).status).toBe(404)
    const harborOwner = await tokenFor(ACCOUNTS.harborStaff)
    const harborPatch = await api(servicePath(HARBOR_CASE, WALTER_VISITATION), {
      method: 'PATCH',
      host: HARBOR,
      token: harborOwner,
      json: { note: 'Moved' },
    })
    expect(harborPatch.status).toBe(404)
    const row = await env.DB.prepare('SELECT note FROM service_events WHERE id = ?')
      .bind(WALTER_VISITATION)
      .first<{ note: string | null }>()
    expect(row?.note).not.toBe('Moved')
  })
})

describe("a case's services", () => {
  it("lists the seeded ones in time order, with the home's wall clock", async () => {
    const list = await ok(await api(servicesPath(WALTER), { token: await tokenFor(ACCOUNTS.whitfieldDirector) }), StaffServiceListSchema)
    expect(list.map((s) => s.id)).toEqual([19001, 19002])
    // 2026-12-01T23:00Z is 17:00 in Chicago (CST, UTC-6).
    expect(list[0]).toMatchObject({
      kind: 'visitation',
      date: '2026-12-01',
      startTime: '17:00',
      endTime: '19:00',
      timeZone: 'America/Chicago',
    })
  })

  it("adds one at a location in the home's time zone; the family and the public obituary show it", async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    // The caller's own zone does not matter: staff type the home's wall clock.
    const created = await ok(
      await api(servicesPath(DOROTHY), { token: director, json: funeral, headers: { 'X-TimeZone': 'Asia/Tokyo' } }),
      StaffServiceSchema,
      201,
    )
    dropAfter(created.id)
    // 20 March 2027 is daylight time in Chicago (UTC-5).
    expect(created).toMatchObject({
      kind: 'funeral-service',
      label: 'Funeral Service',
      date: '2027-03-20',
      startTime: '10:30',
      endTime: '11:45',
      startsAt: '2027-03-20T15:30:00.000Z',
      endsAt: '2027-03-20T16:45:00.000Z',
      timeZone: 'America/Chicago',
      place: {
        name: 'Riverside Chapel',
        address: { line1: '88 River Road', line2: 'Suite 2', city: 'Ashford', region: 'IL', postalCode: '62711' },
      },
      livestreamUrl: null,
      note: null,
    })

    const family = await ok(
      await api(familyCasePath(DOROTHY, '/services'), { token: await tokenFor(ACCOUNTS.whitfieldFamily) }),
      ServiceEventSchema.array(),
    )
    expect(family.find((s) => s.id === created.id)).toMatchObject({ startsAt: '2027-03-20T15:30:00.000Z', timeZone: 'America/Chicago' })

    const obituary = await ok(await api(obituaryPath('obituary', DOROTHY_OBITUARY)), ObituarySchema)
    expect(obituary.services.find((s) => s.id === created.id)).toMatchObject({
      label: 'Funeral Service',
      startsAt: '2027-03-20T15:30:00.000Z',
      endsAt: '2027-03-20T16:45:00.000Z',
      place: { name: 'Riverside Chapel' },
    })
  })

  it('changes what is sent and keeps the rest; null clears the end, note and link', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const created = await add(owner, DOROTHY, funeral)
    const place = { name: 'St. Mark Church', line1: '5 Church Street', city: 'Maple Grove', region: 'IL', postalCode: '62704' }
    const changed = await ok(
      await api(servicePath(DOROTHY, created.id), {
        method: 'PATCH',
        token: owner,
        json: {
          date: '2027-01-15',
          startTime: '14:00',
          endTime: '15:30',
          place,
          note: 'Reception to follow',
          livestreamUrl: 'https://live.example.com/ellis',
        },
      }),
      StaffServiceSchema,
    )
    // 15 January is standard time (UTC-6).
    expect(changed).toMatchObject({
      id: created.id,
      kind: 'funeral-service',
      date: '2027-01-15',
      startTime: '14:00',
      endTime: '15:30',
      startsAt: '2027-01-15T20:00:00.000Z',
      endsAt: '2027-01-15T21:30:00.000Z',
      place: { name: 'St. Mark Church', address: { line1: '5 Church Street', city: 'Maple Grove', region: 'IL', postalCode: '62704' } },
      note: 'Reception to follow',
      livestreamUrl: 'https://live.example.com/ellis',
    })
    expect(changed.place.address.line2).toBeUndefined()
    expect(changed.mapUrl).toContain('5%20Church%20Street')

    // Only the start moves: the day and the end stay.
    const later = await ok(
      await api(servicePath(DOROTHY, created.id), {
        method: 'PATCH',
        token: owner,
        json: { startTime: '13:00', kind: 'memorial-service' },
      }),
      StaffServiceSchema,
    )
    expect(later).toMatchObject({
      kind: 'memorial-service',
      label: 'Memorial Service',
      date: '2027-01-15',
      startTime: '13:00',
      endTime: '15:30',
    })

    const cleared = await ok(
      await api(servicePath(DOROTHY, created.id), {
        method: 'PATCH',
        token: owner,
        json: { endTime: null, note: null, livestreamUrl: null },
      }),
      StaffServiceSchema,
    )
    expect(cleared).toMatchObject({ endTime: null, endsAt: null, note: null, livestreamUrl: null, place: { name: 'St. Mark Church' } })

    const obituary = await ok(await api(obituaryPath('obituary', DOROTHY_OBITUARY)), ObituarySchema)
    expect(obituary.services.find((s) => s.id === created.id)).toMatchObject({ startsAt: '2027-01-15T19:00:00.000Z', endsAt: null })
  })

  it('removes one: gone from the staff list, the family and the obituary; again a 404', async () => {
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const created = await add(director, DOROTHY, funeral)
    expect((await api(servicePath(DOROTHY, created.id), { method: 'DELETE', token: director })).status).toBe(204)
    const list = await ok(await api(servicesPath(DOROTHY), { token: director }), StaffServiceListSchema)
    expect(list.some((s) => s.id === created.id)).toBe(false)
    const family = await ok(
      await api(familyCasePath(DOROTHY, '/services'), { token: await tokenFor(ACCOUNTS.whitfieldFamily) }),
      ServiceEventSchema.array(),
    )
    expect(family.some((s) => s.id === created.id)).toBe(false)
    const obituary = await ok(await api(obituaryPath('obituary', DOROTHY_OBITUARY)), ObituarySchema)
    expect(obituary.services.some((s) => s.id === created.id)).toBe(false)
    const again = await api(servicePath(DOROTHY, created.id), { method: 'DELETE', token: director })
    expect(await failure(again, 404)).toMatchObject({ message: SERVICE_MESSAGES.notFound })
  })
})

describe('the messages of a refused service', () => {
  const refused = [
    { name: 'no kind', json: { ...funeral, kind: undefined }, field: 'kind', message: VALIDATION_MESSAGES.required },
    { name: 'an unknown kind', json: { ...funeral, kind: 'party' }, field: 'kind', message: SERVICE_MESSAGES.kind },
    { name: 'a day that does not exist', json: { ...funeral, date: '2027-02-30' }, field: 'date', message: SERVICE_MESSAGES.date },
    { name: 'no date', json: { ...funeral, date: undefined }, field: 'date', message: VALIDATION_MESSAGES.required },
    { name: 'a start not HH:MM', json: { ...funeral, startTime: '9:5' }, field: 'startTime', message: SERVICE_MESSAGES.time },
    { name: 'an end at 24:00', json: { ...funeral, endTime: '24:00' }, field: 'endTime', message: SERVICE_MESSAGES.time },
    { name: 'an end before the start', json: { ...funeral, endTime: '10:00' }, field: 'endTime', message: SERVICE_MESSAGES.endBeforeStart },
    { name: 'no place', json: { ...funeral, locationId: undefined }, field: 'place', message: SERVICE_MESSAGES.place },
    {
      name: 'a location and an address',
      json: { ...funeral, place: { name: 'Hall', line1: '1 Main St', city: 'Ashford', region: 'IL', postalCode: '62711' } },
      field: 'place',
      message: SERVICE_MESSAGES.placeAndLocation,
    },
    {
      name: "another home's location",
      json: { ...funeral, locationId: HARBOR_CHAPEL },
      field: 'locationId',
      message: SERVICE_MESSAGES.location,
    },
    {
      name: 'a state spelled out',
      json: {
        ...funeral,
        locationId: undefined,
        place: { name: 'Hall', line1: '1 Main St', city: 'Ashford', region: 'Illinois', postalCode: '62711' },
      },
      field: 'place.region',
      message: SERVICE_MESSAGES.region,
    },
    {
      name: 'a ZIP code of letters',
      json: {
        ...funeral,
        locationId: undefined,
        place: { name: 'Hall', line1: '1 Main St', city: 'Ashford', region: 'IL', postalCode: 'abcde' },
      },
      field: 'place.postalCode',
      message: SERVICE_MESSAGES.postalCode,
    },
    {
      name: 'a place without a name',
      json: {
        ...funeral,
        locationId: undefined,
        place: { name: ' ', line1: '1 Main St', city: 'Ashford', region: 'IL', postalCode: '62711' },
      },
      field: 'place.name',
      message: VALIDATION_MESSAGES.required,
    },
    {
      name: 'a plain http livestream',
      json: { ...funeral, livestreamUrl: 'http://live.example.com/x' },
      field: 'livestreamUrl',
      message: SERVICE_MESSAGES.livestreamUrl,
    },
    {
      name: 'a livestream that is no link',
      json: { ...funeral, livestreamUrl: 'javascript:alert(1)' },
      field: 'livestreamUrl',
      message: SERVICE_MESSAGES.livestreamUrl,
    },
  ]

  it.each(refused)('$name: a 422 on $field in plain words, nothing stored', async ({ json, field, message }) => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM service_events WHERE case_id = ?').bind(DOROTHY).first<{ n: number }>()
    const response = await api(servicesPath(DOROTHY), { token: await tokenFor(ACCOUNTS.whitfieldStaff), json })
    expect(await errorsOf(response)).toMatchObject({ [field]: message })
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM service_events WHERE case_id = ?').bind(DOROTHY).first<{ n: number }>()
    expect(after?.n).toBe(before?.n)
  })

  it("a change is checked against what is stored: an end before the stored start, another home's location", async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const created = await add(owner, DOROTHY, funeral)
    const early = await api(servicePath(DOROTHY, created.id), { method: 'PATCH', token: owner, json: { endTime: '09:00' } })
    expect(await errorsOf(early)).toEqual({ endTime: SERVICE_MESSAGES.endBeforeStart })
    const harbor = await api(servicePath(DOROTHY, created.id), { method: 'PATCH', token: owner, json: { locationId: HARBOR_CHAPEL } })
    expect(await errorsOf(harbor)).toEqual({ locationId: SERVICE_MESSAGES.location })
    const list = await ok(await api(servicesPath(DOROTHY), { token: owner }), StaffServiceListSchema)
    expect(list.find((s) => s.id === created.id)).toMatchObject({ endTime: '11:45', place: { name: 'Riverside Chapel' } })
  })
})
