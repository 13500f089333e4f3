import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { ArrangementSchema, ContractSchema, ItemVariantPageSchema, PackagePageSchema, type Arrangement } from '#contract/arrangements.ts'
import { HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import { PLANNING_PATHS, PlanningReceiptSchema } from '#contract/planning.ts'
import { PracticeCaseSchema } from '#contract/staff.ts'
import { ACCOUNTS, api, callWith, freshAddress, HARBOR, idempotencyKey, ok, paymentMethodFor, tokenFor } from './client.ts'

/**
 * Mail to staff (issue 37 point 8): each event writes one plain-text staff mail, in the home's
 * name with one link into the studio, to the director in charge of the case, or to the home's
 * owners when the case has none (and for a planning request). A family's action never waits on it.
 */

type Mail = { kind: string; to: string; subject: string; text: string; fromName: string | null }

/** The staff mails written since `afterId`. */
async function staffMailsAfter(afterId: number): Promise<Mail[]> {
  const rows = await env.DB.prepare(
    'SELECT kind, "to", subject, text, from_name AS fromName FROM outbox WHERE id > ? AND kind = \'staff-notice\' ORDER BY id',
  )
    .bind(afterId)
    .all<Mail>()
  return rows.results
}

async function lastMailId(): Promise<number> {
  return (await env.DB.prepare('SELECT coalesce(max(id), 0) AS n FROM outbox').first<{ n: number }>())?.n ?? 0
}

let family = ''
let directorId = 0

beforeAll(async () => {
  family = await tokenFor(ACCOUNTS.whitfieldFamily)
  directorId = (await env.DB.prepare("SELECT id FROM users WHERE email = 'director@whitfield.example'").first<{ id: number }>())?.id ?? 0
})

/** A practice case of the family account with what the reviews review; `director`: Rosa Delgado in charge. */
async function practiceCase(director: boolean) {
  const staff = await tokenFor(ACCOUNTS.whitfieldStaff)
  const json = { email: ACCOUNTS.whitfieldFamily.email, firstName: 'Iris', lastName: 'Practice', reviews: 'draft' }
  const created = await ok(await callWith({}, '/api/staff/practice-cases', { method: 'POST', token: staff, json }), PracticeCaseSchema, 201)
  if (director) await env.DB.prepare('UPDATE cases SET director_user_id = ? WHERE id = ?').bind(directorId, created.id).run()
  return created.id
}

const post = (path: string, json?: unknown) => api(path, { method: 'POST', token: family, json })

describe('mail to staff', () => {
  it('a new planning request: each owner, with a link to the request in the studio', async () => {
    const before = await lastMailId()
    const json = {
      locationId: 101,
      caseStatus: 'PRE_PLAN',
      planType: 'pre-plan-self',
      fields: {
        contactFirstName: 'Nora',
        contactLastName: 'Quill',
        contactEmail: `nora.${crypto.randomUUID().slice(0, 8)}@example.com`,
        contactPhone: '(555) 301-4477',
        contactAddress: '41 Oak Avenue',
        contactCity: 'Maple Grove',
        contactState: 'IL',
        contactZip: '62704',
        veteran: 'no',
        disposition: 'burial',
        acknowledgement: true,
      },
    }
    const response = await api(PLANNING_PATHS.submit, { json, headers: { 'Idempotency-Key': idempotencyKey(), ...freshAddress() } })
    const receipt = await ok(response, PlanningReceiptSchema, 201)
    const request = await env.DB.prepare('SELECT id FROM planning_submissions WHERE reference = ?')
      .bind(receipt.reference)
      .first<{ id: number }>()
    const mails = await staffMailsAfter(before)
    expect(mails.map((m) => m.to)).toEqual(['staff@whitfield.example'])
    expect(mails[0]).toMatchObject({ subject: 'New planning request: Nora Quill', fromName: 'Whitfield & Sons Funeral Home' })
    expect(mails[0]?.text).toContain(`http://localhost/studio/requests/${request?.id}`)
    expect(mails[0]?.text).toContain('Nora Quill')
  })

  it("approvals and comments on the obituary, the video and a printed piece: the case's director", async () => {
    const caseId = await practiceCase(true)
    const cases = `/api/family/cases/${caseId}`
    const before = await lastMailId()
    expect((await post(`${cases}/obituary/approve`)).status).toBe(200)
    expect((await post(`${cases}/video/comment`, { text: 'Add the fishing trip photos near the end.' })).status).toBe(200)
    expect((await post(`${cases}/video/approve`)).status).toBe(200)
    expect((await post(`${cases}/stationery/comment?itemType=prayer-card`, { text: 'A larger photo, please.' })).status).toBe(200)
    expect((await post(`${cases}/stationery/approve?itemType=prayer-card`)).status).toBe(200)
    // Approving what is approved changes nothing, and mails nothing.
    expect((await post(`${cases}/obituary/approve`)).status).toBe(200)
    const mails = await staffMailsAfter(before)
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['director@whitfield.example', 'Approved: the obituary for Iris Practice'],
      ['director@whitfield.example', 'A comment on the memorial video for Iris Practice'],
      ['director@whitfield.example', 'Approved: the memorial video for Iris Practice'],
      ['director@whitfield.example', 'A comment on the prayer card for Iris Practice'],
      ['director@whitfield.example', 'Approved: the prayer card for Iris Practice'],
    ])
    const first = mails[0]
    expect(first?.text).toContain('Dear Rosa,')
    expect(first?.text).toContain('Margaret Ellis approved the obituary for Iris Practice.')
    expect(first?.text).toContain(`http://localhost/studio/cases/${caseId}`)
    // The family's words stay in the studio.
    expect(mails[1]?.text).not.toContain('fishing trip')
  })

  it("the home's owners when the case has no director, or the director's account is off", async () => {
    const caseId = await practiceCase(false)
    const before = await lastMailId()
    expect((await post(`/api/family/cases/${caseId}/obituary/approve`)).status).toBe(200)
    expect((await staffMailsAfter(before)).map((m) => m.to)).toEqual(['staff@whitfield.example'])

    const other = await practiceCase(true)
    await env.DB.prepare("UPDATE users SET disabled_at = '2026-12-01T00:00:00.000Z' WHERE id = ?").bind(directorId).run()
    try {
      const mid = await lastMailId()
      expect((await post(`/api/family/cases/${other}/video/approve`)).status).toBe(200)
      expect((await staffMailsAfter(mid)).map((m) => m.to)).toEqual(['staff@whitfield.example'])
    } finally {
      await env.DB.prepare('UPDATE users SET disabled_at = NULL WHERE id = ?').bind(directorId).run()
    }
  })

  it('a submitted arrangement and a payment: the director in charge', async () => {
    const caseId = await practiceCase(true)
    const A = '/api/family/arrangements'
    const packages = await ok(await api(`${A}/${caseId}/packages`, { token: family }), PackagePageSchema)
    const simplest = packages.content.find((p) => p.name === 'Direct Cremation') ?? packages.content[0]
    let arrangement: Arrangement = await ok(await post(`${A}/${caseId}/packages/${simplest?.packageId}`), ArrangementSchema)
    for (const line of arrangement.categories.flatMap((c) => c.lines).filter((l) => !l.complete)) {
      const itemId = line.item?.id ?? line.selector?.selectorItems[0]?.item.id
      const variants = await ok(await api(`${A}/items/${itemId}/variants`, { token: family }), ItemVariantPageSchema)
      arrangement = await ok(
        await api(`${A}/${caseId}/lines/${line.id}`, {
          method: 'PATCH',
          token: family,
          json: { itemId, quantity: line.quantity, variantId: variants.content[0]?.id },
        }),
        ArrangementSchema,
      )
    }
    const purchaser = {
      firstName: 'Margaret',
      lastName: 'Ellis',
      relationship: 'Daughter',
      email: 'margaret@example.com',
      phone: '(217) 555-0199',
      address: { line1: '12 Birch Lane', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
    }
    await ok(await post(`${A}/${caseId}/contract/details`, purchaser), ContractSchema)
    const before = await lastMailId()
    await ok(await post(`${A}/${caseId}/contract/submit`), ContractSchema)
    const paid = await api(`/api/family/cases/${caseId}/payments`, {
      token: family,
      json: { amountCents: 5000, paymentMethod: await paymentMethodFor() },
      headers: { ...freshAddress(), [HEADER_IDEMPOTENCY_KEY]: idempotencyKey() },
    })
    expect(paid.status).toBe(201)
    const mails = await staffMailsAfter(before)
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['director@whitfield.example', 'Arrangement submitted: Iris Practice'],
      ['director@whitfield.example', 'Payment received: Iris Practice'],
    ])
    expect(mails[1]?.text).toContain('Margaret Ellis paid $50.00 towards the statement for Iris Practice.')
  })

  it("a Harbor request mails Harbor's owner, never Whitfield's staff", async () => {
    const before = await lastMailId()
    const json = {
      locationId: 201,
      caseStatus: 'AT_NEED',
      planType: 'at-need',
      fields: {
        contactFirstName: 'Ada',
        contactLastName: 'Marsh',
        contactEmail: `ada.${crypto.randomUUID().slice(0, 8)}@example.com`,
        contactPhone: '(555) 301-4477',
        contactAddress: '41 Oak Avenue',
        contactCity: 'Portland',
        contactState: 'ME',
        contactZip: '04101',
        contactRelationship: 'daughter',
        decedentFirstName: 'Elias',
        decedentLastName: 'Marsh',
        decedentDeathDate: '2026-11-30',
        veteran: 'no',
        disposition: 'burial',
        acknowledgement: true,
      },
    }
    const response = await api(PLANNING_PATHS.submit, {
      host: HARBOR,
      json,
      headers: { 'Idempotency-Key': idempotencyKey(), ...freshAddress() },
    })
    await ok(response, PlanningReceiptSchema, 201)
    const mails = await staffMailsAfter(before)
    expect(mails.map((m) => m.to)).toEqual(['staff@harbor.example'])
    expect(mails[0]?.text).toContain('http://harbor.localhost/studio/requests/')
  })
})
