import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  AddressSuggestionListSchema,
  PLANNING_PATHS,
  PlanningFormSchema,
  PlanningLocationListSchema,
  PlanningReceiptSchema,
} from '#contract/planning.ts'
import { fieldErrorsOf } from '#tests/support/error-body.ts'
import { api, freshAddress, HARBOR, idempotencyKey, WHITFIELD } from './client.ts'

const SECTION_NAMES = [
  'Contact Information',
  'Decedent Details',
  'Additional Family',
  'Education + Profession',
  'Military',
  'Final Details',
]

/** A complete at-need request, as the form sends it (dates already ISO, phone masked). */
function atNeed(overrides: Record<string, string | boolean | null> = {}) {
  return {
    locationId: 101,
    caseStatus: 'AT_NEED' as const,
    fields: {
      contactFirstName: 'Ruth',
      contactLastName: 'Albright',
      // An address of its own per request: the api limits requests per contact email (issue 35).
      contactEmail: `ruth.albright.${crypto.randomUUID().slice(0, 8)}@example.com`,
      contactPhone: '(555) 301-4477',
      contactAddress: '41 Oak Avenue',
      contactCity: 'Maple Grove',
      contactState: 'IL',
      contactZip: '62704',
      contactRelationship: 'daughter',
      decedentFirstName: 'Harold',
      decedentMiddleName: 'Eugene',
      decedentLastName: 'Albright',
      decedentBirthDate: '1936-04-09',
      decedentDeathDate: '2025-11-21',
      veteran: 'yes',
      militaryBranch: 'navy',
      disposition: 'burial',
      notes: 'He loved hymns.\nPlease call after 9am.',
      acknowledgement: true,
      ...overrides,
    },
  }
}

function submit(body: unknown, { host = WHITFIELD, key = idempotencyKey() } = {}) {
  return api(PLANNING_PATHS.submit, { host, json: body, headers: { 'Idempotency-Key': key, ...freshAddress() } })
}

async function count(sql: string, ...params: (string | number)[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>()
  return row?.n ?? 0
}

describe('GET /api/web/planning/fields', () => {
  it('lists the sections in order with their fields, per company', async () => {
    const form = PlanningFormSchema.parse(await (await api(PLANNING_PATHS.fields)).json())
    expect(form.sections.map((s) => s.name)).toEqual(SECTION_NAMES)
    expect(form.sections.map((s) => s.urlKey)).toEqual([
      'contact-information',
      'decedent-details',
      'additional-family',
      'education-profession',
      'military',
      'final-details',
    ])
    expect(form.sections.filter((s) => s.decedentDetails).map((s) => s.name)).toEqual(['Decedent Details'])
    const contact = form.sections[0]!.fields
    expect(contact.map((f) => f.id).slice(0, 4)).toEqual(['contactFirstName', 'contactLastName', 'contactEmail', 'contactPhone'])
    expect(contact.find((f) => f.id === 'contactState')).toMatchObject({ type: 'state', value: 'IL' })
    const all = form.sections.flatMap((s) => s.fields)
    expect(all.some((f) => /ssn|social/i.test(`${f.id} ${f.name}`))).toBe(false)
    expect(all.find((f) => f.id === 'decedentDeathDate')).toMatchObject({ required: true, planTypes: ['at-need'] })

    const harbor = PlanningFormSchema.parse(await (await api(PLANNING_PATHS.fields, { host: HARBOR })).json())
    const disposition = harbor.sections.at(-1)!.fields.find((f) => f.id === 'disposition')
    expect(disposition?.options?.map((o) => o.label)).toContain('Burial at sea')
  })

  it('is a 404 for an unknown host', async () => {
    expect((await api(PLANNING_PATHS.fields, { host: 'nobody.example' })).status).toBe(404)
  })
})

describe('GET /api/web/planning/locations', () => {
  it("lists the company's locations with a map link", async () => {
    const list = PlanningLocationListSchema.parse(await (await api(PLANNING_PATHS.locations)).json())
    expect(list.content.map((l) => l.id)).toEqual([101, 102])
    expect(list.content[0]).toMatchObject({ name: 'Elm Street Chapel', address: { line1: '214 Elm Street', city: 'Maple Grove' } })
    expect(list.content[0]!.mapUrl).toContain('214%20Elm%20Street')
    const harbor = PlanningLocationListSchema.parse(await (await api(PLANNING_PATHS.locations, { host: HARBOR })).json())
    expect(harbor.content.map((l) => l.id)).toEqual([201, 202])
  })
})

describe('GET /api/web/planning/address', () => {
  it("suggests streets of the company's towns matching every word", async () => {
    const list = AddressSuggestionListSchema.parse(await (await api(`${PLANNING_PATHS.address}?query=elm`)).json())
    expect(list.content.length).toBeGreaterThan(0)
    for (const s of list.content) expect(s).toMatchObject({ city: 'Maple Grove', region: 'IL', postalCode: '62704' })
    const narrowed = AddressSuggestionListSchema.parse(
      await (await api(`${PLANNING_PATHS.address}?query=${encodeURIComponent('river ashford')}`)).json(),
    )
    expect(narrowed.content.every((s) => s.line1.endsWith('River Road') && s.city === 'Ashford')).toBe(true)
    expect(narrowed.content.length).toBeGreaterThan(0)
  })

  it('keeps tenants apart and treats wildcards literally', async () => {
    const harbor = AddressSuggestionListSchema.parse(await (await api(`${PLANNING_PATHS.address}?query=wharf`, { host: HARBOR })).json())
    expect(harbor.content.every((s) => s.region === 'ME')).toBe(true)
    expect(harbor.content.length).toBeGreaterThan(0)
    const none = AddressSuggestionListSchema.parse(await (await api(`${PLANNING_PATHS.address}?query=wharf`)).json())
    expect(none.content).toEqual([])
    const wildcard = AddressSuggestionListSchema.parse(
      await (await api(`${PLANNING_PATHS.address}?query=${encodeURIComponent('%%%')}`)).json(),
    )
    expect(wildcard.content).toEqual([])
  })

  it('needs at least 3 characters', async () => {
    expect(await fieldErrorsOf(await api(`${PLANNING_PATHS.address}?query=el`))).toEqual({ query: 'Must be at least 3 characters' })
    expect(await fieldErrorsOf(await api(PLANNING_PATHS.address))).toEqual({ query: 'This field is required' })
  })
})

describe('POST /api/web/planning/submit', () => {
  it('opens an AT_NEED case for the location, keeps the answers and notifies the funeral home', async () => {
    const response = await submit(atNeed())
    expect(response.status).toBe(201)
    const receipt = PlanningReceiptSchema.parse(await response.json())
    const row = await env.DB.prepare('SELECT * FROM cases WHERE id = ?').bind(receipt.caseId).first<Record<string, unknown>>()
    expect(row).toMatchObject({
      company_id: 1,
      location_id: 101,
      status: 'AT_NEED',
      first_name: 'Harold',
      middle_name: 'Eugene',
      last_name: 'Albright',
      name_slug: 'harold-albright',
      birth_date: '1936-04-09',
      death_date: '2025-11-21',
    })
    const stored = await env.DB.prepare('SELECT * FROM planning_submissions WHERE case_id = ?')
      .bind(receipt.caseId)
      .first<Record<string, unknown>>()
    expect(stored).toMatchObject({ reference: receipt.reference, plan_type: 'at-need', case_status: 'AT_NEED', location_id: 101 })
    expect(JSON.parse(String(stored?.answers))).toMatchObject({
      contactEmail: expect.stringMatching(/^ruth\.albright\.[0-9a-f]{8}@example\.com$/),
      acknowledgement: true,
      veteran: 'yes',
    })
    const mail = await env.DB.prepare("SELECT * FROM outbox WHERE kind = 'planning-request' AND subject LIKE ?")
      .bind(`%${receipt.reference}%`)
      .first<Record<string, unknown>>()
    expect(mail).toMatchObject({ company_id: 1, to: 'arrangements@whitfield.example' })
    expect(mail?.text).toContain('Relationship to the person: Daughter')
    expect(mail?.text).toContain('Branch of service: Navy')
    expect(mail?.text).toContain('DECEDENT DETAILS')
    expect(mail?.text).toContain('He loved hymns.\n  Please call after 9am.')
  })

  it('opens a PRE_PLAN case named after the contact when planning for oneself', async () => {
    const body = {
      locationId: 102,
      caseStatus: 'PRE_PLAN',
      planType: 'pre-plan-self',
      fields: {
        contactFirstName: 'Ann',
        contactLastName: 'Kowalski',
        contactEmail: 'ann@example.com',
        contactPhone: '5553019988',
        decedentBirthDate: '1952-02-29',
        // A left-over answer of the at-need form in the device's draft: dropped, not rejected.
        decedentDeathDate: '2026-01-01',
        veteran: 'no',
        disposition: 'cremation',
        acknowledgement: true,
      },
    }
    const response = await submit(body)
    expect(response.status).toBe(201)
    const { caseId } = PlanningReceiptSchema.parse(await response.json())
    const row = await env.DB.prepare('SELECT * FROM cases WHERE id = ?').bind(caseId).first<Record<string, unknown>>()
    expect(row).toMatchObject({
      status: 'PRE_PLAN',
      location_id: 102,
      first_name: 'Ann',
      last_name: 'Kowalski',
      birth_date: '1952-02-29',
      death_date: null,
    })
    const stored = await env.DB.prepare('SELECT answers FROM planning_submissions WHERE case_id = ?')
      .bind(caseId)
      .first<{ answers: string }>()
    expect(JSON.parse(stored!.answers)).not.toHaveProperty('decedentDeathDate')
  })

  it('a PRE_PLAN without a plan type needs the name of the person it is for, not a date of death', async () => {
    const { decedentDeathDate: _death, ...fields } = atNeed().fields
    const errors = await fieldErrorsOf(
      await submit({ locationId: 101, caseStatus: 'PRE_PLAN', fields: { ...fields, decedentFirstName: '' } }),
    )
    expect(errors).toEqual({ decedentFirstName: 'This field is required' })
  })

  it('refuses an end date before its start, keyed by the end field (issue 14)', async () => {
    const errors = await fieldErrorsOf(
      await submit(atNeed({ serviceStartDate: '1958-06-01', serviceEndDate: '1956-02-01', decedentDeathDate: '1930-01-01' })),
    )
    expect(errors).toEqual({
      serviceEndDate: 'Must be on or after the service start date',
      decedentDeathDate: 'Must be on or after the date of birth',
    })
  })

  it('answers 422 with a spec §5 message keyed by field id for every rule', async () => {
    const errors = await fieldErrorsOf(
      await submit(
        atNeed({
          contactFirstName: '  ',
          contactEmail: 'ruth@',
          contactPhone: '555-30',
          contactZip: '6270',
          contactState: 'ZZ',
          decedentLastName: 'A'.repeat(51),
          decedentBirthDate: '1936-02-30',
          decedentDeathDate: '2098-01-01',
          militaryBranch: 'cavalry',
          veteran: null,
          acknowledgement: false,
          unknownQuestion: 'x',
        }),
      ),
    )
    expect(errors).toMatchObject({
      contactFirstName: 'This field is required',
      contactEmail: 'Please enter a valid email address',
      contactPhone: 'Please enter a valid format',
      contactZip: 'Please enter a valid format',
      decedentLastName: 'Cannot exceed 50 characters',
      decedentBirthDate: 'Please enter a valid format',
      decedentDeathDate: 'Cannot be a future date',
      militaryBranch:
        'Invalid option selected. Valid options are: army, navy, air-force, marine-corps, coast-guard, space-force, national-guard, merchant-marine',
      veteran: 'This field is required',
      acknowledgement: 'This field is required',
      unknownQuestion: 'Unknown field',
    })
    expect(errors.contactState).toMatch(/^Invalid option selected\. Valid options are: AL, AK, /)
  })

  it('rejects a location of another company, a bad body and a plan type that contradicts the status', async () => {
    expect(await fieldErrorsOf(await submit({ ...atNeed(), locationId: 201 }))).toEqual({
      locationId: 'Invalid option selected. Valid options are: 101, 102',
    })
    expect(await fieldErrorsOf(await submit({ locationId: 101, fields: {} }))).toMatchObject({ caseStatus: 'This field is required' })
    expect(await fieldErrorsOf(await submit({ ...atNeed(), planType: 'pre-plan-self' }))).toMatchObject({
      planType: 'The plan type does not match the case status',
    })
    expect(await fieldErrorsOf(await submit({ ...atNeed(), caseStatus: 'CLOSED' }))).toMatchObject({
      caseStatus: 'Invalid option selected. Valid options are: AT_NEED, PRE_PLAN',
    })
  })

  it('uses the Harbor form and location for the Harbor host', async () => {
    const ok = await submit({ ...atNeed({ disposition: 'burial-at-sea' }), locationId: 201 }, { host: HARBOR })
    expect(ok.status).toBe(201)
    const { caseId, reference } = PlanningReceiptSchema.parse(await ok.json())
    expect(await count('SELECT count(*) AS n FROM cases WHERE id = ? AND company_id = 2', caseId)).toBe(1)
    expect(
      await count(
        'SELECT count(*) AS n FROM outbox WHERE company_id = 2 AND "to" = \'arrangements@harbor.example\' AND subject LIKE ?',
        `%${reference}%`,
      ),
    ).toBe(1)
    // Whitfield's form has no burial at sea.
    expect(await fieldErrorsOf(await submit(atNeed({ disposition: 'burial-at-sea' })))).toMatchObject({
      disposition: 'Invalid option selected. Valid options are: burial, cremation, undecided',
    })
  })

  it('never opens two cases for one Idempotency-Key, and refuses the key for another body', async () => {
    const key = idempotencyKey()
    const body = atNeed({ contactFirstName: 'Idem' })
    const before = await count("SELECT count(*) AS n FROM planning_submissions WHERE json_extract(answers, '$.contactFirstName') = 'Idem'")
    const [first, second] = [await submit(body, { key }), await submit(body, { key })]
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await second.json()).toEqual(await first.json())
    expect(await count("SELECT count(*) AS n FROM planning_submissions WHERE json_extract(answers, '$.contactFirstName') = 'Idem'")).toBe(
      before + 1,
    )
    const other = await submit(atNeed({ contactFirstName: 'Other' }), { key })
    expect(other.status).toBe(422)
    const missing = await api(PLANNING_PATHS.submit, { json: body })
    expect(await fieldErrorsOf(missing)).toEqual({ 'Idempotency-Key': 'This field is required' })
  })
})
