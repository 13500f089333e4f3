import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { StatementSchema } from '#contract/payments.ts'
import { StatementRecordSchema } from '#contract/statement-signing.ts'
import { STUDIO_STATEMENT_MESSAGES } from '#contract/studio-statement.ts'
import { ACCOUNTS, api, failure, HARBOR, ok, tokenFor } from './client.ts'
import { freshCase, plainItem, statementPath } from './statement-fixtures.ts'

/**
 * A case's statement from the studio (issue 39 point 2, decision 064): the role matrix and
 * another home's case; items arranged in person, a discount with its reason and a cash advance,
 * the requirement per line and embalming, each change listed for the family with who made it,
 * and the family's statement (and balance) following them. Each test opens a case of its own.
 */

const HARBOR_CASE = 2101

describe('who may call the statement calls', () => {
  it('owner and director; a site editor or family a 403, signed out a 401, Harbor a 404', async () => {
    const caseId = await freshCase()
    const path = statementPath(caseId)
    const calls = [
      { name: 'read', path, ok: 200 },
      // A body is refused only once the role passed.
      { name: 'add line', path: `${path}/lines`, json: {}, ok: 422 },
      { name: 'change line', path: `${path}/lines/999999`, method: 'PATCH', json: { quantity: 2 }, ok: 404 },
      { name: 'remove line', path: `${path}/lines/999999`, method: 'DELETE', ok: 404 },
      { name: 'adjust', path: `${path}/adjustments`, json: {}, ok: 422 },
      { name: 'remove adjustment', path: `${path}/adjustments/999999`, method: 'DELETE', ok: 404 },
      { name: 'embalming', path: `${path}/embalming`, method: 'PUT', json: {}, ok: 422 },
      // Nothing on the statement yet: nothing to mark ready.
      { name: 'ready', path: `${path}/ready`, method: 'POST', ok: 422 },
      { name: 'pdf', path: `${path}/signatures/1/pdf`, ok: 404 },
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
      const harbor = await api(call.path, {
        method: call.method,
        json: call.json,
        host: HARBOR,
        token: await tokenFor(ACCOUNTS.harborStaff),
      })
      expect([call.name, harbor.status]).toEqual([call.name, 404])
    }
  })

  it("is a 404 to reach another home's case, and an item of another home is not on the price list", async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    expect((await api(statementPath(HARBOR_CASE), { token: owner })).status).toBe(404)
    const harborItem = await env.DB.prepare(
      'SELECT i.id FROM gpl_items i JOIN cases c ON c.company_id = i.company_id WHERE c.id = ? LIMIT 1',
    )
      .bind(HARBOR_CASE)
      .first<{ id: number }>()
    const caseId = await freshCase()
    const response = await api(`${statementPath(caseId)}/lines`, { token: owner, json: { itemId: harborItem?.id, quantity: 1 } })
    expect(response.status).toBe(422)
    const record = await ok(await api(statementPath(caseId), { token: owner }), StatementRecordSchema)
    expect(record.document.lines).toEqual([])
  })
})

describe('what staff arrange in person', () => {
  it('adds an item, a discount and a cash advance; the family sees each change, who made it, and the new total', async () => {
    const margaret = 1001
    const caseId = await freshCase([[margaret, 'arranger']])
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const item = await plainItem()
    const path = statementPath(caseId)

    const added = await ok(
      await api(`${path}/lines`, { token: director, json: { itemId: item.id, quantity: 2, requirement: 'Required by Oak Hill Cemetery' } }),
      StatementRecordSchema,
      201,
    )
    const line = added.document.lines.find((l) => l.description === item.name)
    expect(line).toMatchObject({ quantity: 2, priceCents: item.priceCents * 2, requirement: 'Required by Oak Hill Cemetery' })
    expect(line?.addedBy).toMatch(/, funeral director$/)

    const refused = await api(`${path}/adjustments`, {
      token: director,
      json: { kind: 'discount', name: 'Family discount', amountCents: 5000 },
    })
    expect(await failure(refused, 422)).toMatchObject({ errors: { reason: STUDIO_STATEMENT_MESSAGES.reason } })
    await ok(
      await api(`${path}/adjustments`, {
        token: director,
        json: { kind: 'discount', name: 'Family discount', amountCents: 5000, reason: 'Veteran' },
      }),
      StatementRecordSchema,
      201,
    )
    await ok(
      await api(`${path}/adjustments`, { token: director, json: { kind: 'cash_advance', name: 'Death certificates', amountCents: 3000 } }),
      StatementRecordSchema,
      201,
    )
    const embalming = await api(`${path}/embalming`, { method: 'PUT', token: director, json: { decision: 'approved' } })
    expect(await failure(embalming, 422)).toMatchObject({ errors: { by: STUDIO_STATEMENT_MESSAGES.embalmingBy } })
    await ok(
      await api(`${path}/embalming`, {
        method: 'PUT',
        token: director,
        json: { decision: 'approved', by: 'Paul Signer', on: '2026-12-04' },
      }),
      StatementRecordSchema,
    )

    // The family's own reading: the same document, the changes newest first, each with who made it.
    const seen = await ok(await api(`/api/family/cases/${caseId}/statement/record`, { token: family }), StatementRecordSchema)
    expect(seen.document).toMatchObject({
      goodsCents: item.priceCents * 2,
      cashAdvanceCents: 3000,
      discountCents: 5000,
      totalCents: Math.max(0, item.priceCents * 2 + 3000 - 5000),
      embalming: { decision: 'approved', by: 'Paul Signer', on: '2026-12-04' },
    })
    expect(seen.changes.map((c) => c.summary)).toEqual([
      'Recorded that Paul Signer approved embalming on 2026-12-04',
      'Added a cash advance: Death certificates, $30.00',
      'Gave a discount of $50.00 (Family discount): Veteran',
      `Added 2 × ${item.name}`,
    ])
    expect(seen.changes.every((c) => c.by.endsWith(', funeral director'))).toBe(true)
    expect(seen).toMatchObject({ ready: false, needsSignature: false, maySign: true, signatures: [] })

    // The family's statement and its balance follow: the cash advance is a line, the discount comes off.
    const statement = await ok(await api(`/api/family/cases/${caseId}/statement`, { token: family }), StatementSchema)
    expect(statement.lines.map((l) => l.description)).toEqual([item.name, 'Death certificates'])
    expect(statement.totalCents).toBe(seen.document.totalCents)

    // A line staff added can be changed and removed; each is a change in the list.
    const lineId = line?.lineId ?? 0
    const changed = await ok(
      await api(`${path}/lines/${lineId}`, { method: 'PATCH', token: director, json: { quantity: 1, requirement: null } }),
      StatementRecordSchema,
    )
    expect(changed.document.lines[0]).toMatchObject({ quantity: 1, requirement: null })
    expect(changed.changes.slice(0, 2).map((c) => c.summary)).toEqual([
      `Removed the requirement noted for ${item.name}`,
      `Changed the quantity of ${item.name} to 1`,
    ])
    const removed = await ok(await api(`${path}/lines/${lineId}`, { method: 'DELETE', token: director }), StatementRecordSchema)
    expect(removed.document.lines).toEqual([])
  })
})
