import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { SIGNING_MESSAGES, StatementRecordSchema, type StatementRecord } from '#contract/statement-signing.ts'
import { ACCOUNTS, api, failure, ok, tokenFor } from './client.ts'
import { freshCase, plainItem, statementPath } from './statement-fixtures.ts'

/**
 * Signing the statement (issue 39 points 2-4, decision 064): only the arranger, after the ESIGN
 * consent, by typed name against the version they read (its hash), with time, account, address
 * and user agent; the PDF in R2 and a mail with its link to the family and the home; a change
 * after signing makes a new version to sign while the signed one stays readable; two signatures
 * at once make one.
 */

const MARGARET = 1001
const JAMES = 1003
const EVIDENCE = { 'CF-Connecting-IP': '203.0.113.7', 'User-Agent': 'SigningTest/1.0 (statement)' }

const recordPath = (caseId: number) => `/api/family/cases/${caseId}/statement/record`
const signPath = (caseId: number) => `/api/family/cases/${caseId}/statement/sign`
const consentPath = (caseId: number) => `/api/family/cases/${caseId}/statement/consent`

/** A case with Margaret as arranger, James as helper, one item added in person, marked ready. */
async function readyCase(): Promise<{ caseId: number; director: string; family: string }> {
  const caseId = await freshCase([
    [MARGARET, 'arranger'],
    [JAMES, 'helper'],
  ])
  const director = await tokenFor(ACCOUNTS.whitfieldDirector)
  const item = await plainItem()
  await ok(
    await api(`${statementPath(caseId)}/lines`, { token: director, json: { itemId: item.id, quantity: 1 } }),
    StatementRecordSchema,
    201,
  )
  await ok(await api(`${statementPath(caseId)}/ready`, { method: 'POST', token: director }), StatementRecordSchema)
  return { caseId, director, family: await tokenFor(ACCOUNTS.whitfieldFamily) }
}

async function recordOf(caseId: number, token: string): Promise<StatementRecord> {
  return ok(await api(recordPath(caseId), { token }), StatementRecordSchema)
}

async function consent(caseId: number, token: string) {
  return api(consentPath(caseId), { token, json: { agree: true }, headers: EVIDENCE })
}

async function sign(caseId: number, token: string, contentHash: string) {
  return api(signPath(caseId), { token, json: { typedName: 'Margaret Ellis', contentHash }, headers: EVIDENCE })
}

describe('who may sign', () => {
  it("only the family's arranger: a helper, a viewer and staff are refused, another home's case is a 404", async () => {
    const { caseId, director } = await readyCase()
    const hash = (await recordOf(caseId, director)).contentHash
    const james = await tokenFor(ACCOUNTS.whitfieldRelative)
    for (const token of [james, director]) {
      expect(await failure(await consent(caseId, token), 403)).toMatchObject({ message: SIGNING_MESSAGES.notArranger })
      expect(await failure(await sign(caseId, token, hash), 403)).toMatchObject({ message: SIGNING_MESSAGES.notArranger })
    }
    await env.DB.prepare("UPDATE case_members SET role = 'viewer' WHERE case_id = ? AND user_id = ?").bind(caseId, JAMES).run()
    expect((await consent(caseId, james)).status).toBe(403)
    expect((await sign(caseId, james, hash)).status).toBe(403)
    expect((await recordOf(caseId, james)).maySign).toBe(false)
    // Harbor's family, at Harbor, naming this case: not found.
    const harbor = await api(signPath(caseId), {
      host: 'harbor.localhost',
      token: await tokenFor(ACCOUNTS.harborFamily),
      json: { typedName: 'X Y', contentHash: hash },
    })
    expect(harbor.status).toBe(404)
    // Signed out: 401.
    expect((await api(signPath(caseId), { json: { typedName: 'X Y', contentHash: hash } })).status).toBe(401)
  })

  it('is refused before the statement is ready and before consent', async () => {
    const caseId = await freshCase([[MARGARET, 'arranger']])
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const record = await recordOf(caseId, family)
    expect(record).toMatchObject({ ready: false, needsSignature: false, consentedAt: null, maySign: true })
    expect(await failure(await sign(caseId, family, record.contentHash), 422)).toMatchObject({ message: SIGNING_MESSAGES.notReady })
    const director = await tokenFor(ACCOUNTS.whitfieldDirector)
    const item = await plainItem()
    await api(`${statementPath(caseId)}/lines`, { token: director, json: { itemId: item.id, quantity: 1 } })
    await api(`${statementPath(caseId)}/ready`, { method: 'POST', token: director })
    const ready = await recordOf(caseId, family)
    expect(ready).toMatchObject({ ready: true, needsSignature: true, version: 1 })
    expect(await failure(await sign(caseId, family, ready.contentHash), 422)).toMatchObject({ message: SIGNING_MESSAGES.noConsent })
    expect(await failure(await api(consentPath(caseId), { token: family, json: {} }), 422)).toMatchObject({
      errors: { agree: SIGNING_MESSAGES.agree },
    })
  })
  it("is ready once the family's arrangement is submitted, without staff marking it", async () => {
    const caseId = await freshCase([[MARGARET, 'arranger']])
    const family = await tokenFor(ACCOUNTS.whitfieldFamily)
    const item = await plainItem()
    await api(`${statementPath(caseId)}/lines`, {
      token: await tokenFor(ACCOUNTS.whitfieldDirector),
      json: { itemId: item.id, quantity: 1 },
    })
    expect((await recordOf(caseId, family)).ready).toBe(false)
    // As the family's submit writes it (api/src/arrangements/contract.ts).
    await env.DB.prepare('UPDATE arrangements SET submitted_at = ?, submitted_by = ? WHERE case_id = ?')
      .bind(new Date().toISOString(), MARGARET, caseId)
      .run()
    expect(await recordOf(caseId, family)).toMatchObject({ ready: true, needsSignature: true, version: 1 })
  })
})

describe('signing', () => {
  it('records the consent and the signature with their evidence, keeps the PDF and mails its link to the family and the home', async () => {
    const { caseId, family } = await readyCase()
    const consented = await ok(await consent(caseId, family), StatementRecordSchema)
    expect(consented.consentedAt).not.toBeNull()
    const consentRow = await env.DB.prepare('SELECT ip, user_agent, disclosure_version FROM esign_consents WHERE case_id = ?')
      .bind(caseId)
      .first()
    expect(consentRow).toMatchObject({ ip: EVIDENCE['CF-Connecting-IP'], user_agent: EVIDENCE['User-Agent'] })

    // A hash that is not the statement's now: it changed since it was read.
    expect(await failure(await sign(caseId, family, 'a'.repeat(64)), 409)).toMatchObject({ message: SIGNING_MESSAGES.changed })
    const signed = await ok(await sign(caseId, family, consented.contentHash), StatementRecordSchema, 201)
    expect(signed).toMatchObject({ signed: true, needsSignature: false, version: 1 })
    expect(signed.signatures).toEqual([
      expect.objectContaining({ version: 1, contentHash: consented.contentHash, typedName: 'Margaret Ellis', signedBy: 'Margaret Ellis' }),
    ])
    const row = await env.DB.prepare('SELECT user_id, ip, user_agent, pdf_key, content FROM statement_signatures WHERE case_id = ?')
      .bind(caseId)
      .first<{ user_id: number; ip: string; user_agent: string; pdf_key: string; content: string }>()
    expect(row).toMatchObject({ user_id: MARGARET, ip: EVIDENCE['CF-Connecting-IP'], user_agent: EVIDENCE['User-Agent'] })
    expect(JSON.parse(row?.content ?? '{}')).toEqual(consented.document)

    // The PDF in R2, and the same bytes for the family and for staff.
    const stored = await env.MEDIA.get(row?.pdf_key ?? '')
    const bytes = new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const download = await api(signed.signatures[0]?.pdfPath ?? '', { token: family })
    expect(download.headers.get('Content-Type')).toBe('application/pdf')
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes)
    const staffCopy = await api(`${statementPath(caseId)}/signatures/1/pdf`, { token: await tokenFor(ACCOUNTS.whitfieldDirector) })
    expect(staffCopy.status).toBe(200)

    // The mail: to the family with the PDF's link, and the home's notice.
    const { results } = await env.DB.prepare('SELECT kind, "to", text FROM outbox WHERE text LIKE ? ORDER BY id')
      .bind(`%/cases/${caseId}/statement/signatures/1/pdf%`)
      .all<{ kind: string; to: string; text: string }>()
    expect(results.map((r) => [r.kind, r.to])).toEqual([
      ['statement-signed', ACCOUNTS.whitfieldFamily.email],
      ['staff-notice', ACCOUNTS.whitfieldDirector.email],
    ])
    expect(results[0]?.text).toContain(consented.contentHash)

    // The same version again: already signed.
    expect(await failure(await sign(caseId, family, consented.contentHash), 409)).toMatchObject({ message: SIGNING_MESSAGES.alreadySigned })
  })

  it('two signatures at once make one', async () => {
    const { caseId, family } = await readyCase()
    const { contentHash } = await ok(await consent(caseId, family), StatementRecordSchema)
    const answers = await Promise.all([
      sign(caseId, family, contentHash),
      sign(caseId, family, contentHash),
      sign(caseId, family, contentHash),
    ])
    expect(answers.map((a) => a.status).toSorted()).toEqual([201, 409, 409])
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM statement_signatures WHERE case_id = ?')
      .bind(caseId)
      .first<{ n: number }>()
    expect(count?.n).toBe(1)
  })

  it('a change after signing is a new version to sign; the signed one stays readable', async () => {
    const { caseId, family, director } = await readyCase()
    const first = await ok(await consent(caseId, family), StatementRecordSchema)
    await ok(await sign(caseId, family, first.contentHash), StatementRecordSchema, 201)
    await ok(
      await api(`${statementPath(caseId)}/adjustments`, {
        token: director,
        json: { kind: 'cash_advance', name: 'Flowers', amountCents: 12000 },
      }),
      StatementRecordSchema,
      201,
    )
    const amended = await recordOf(caseId, family)
    expect(amended).toMatchObject({ signed: false, needsSignature: true, version: 2 })
    expect(amended.contentHash).not.toBe(first.contentHash)
    expect(amended.signatures.map((s) => s.version)).toEqual([1])
    expect((await api(amended.signatures[0]?.pdfPath ?? '', { token: family })).status).toBe(200)
    // The first version's hash no longer names the statement.
    expect(await failure(await sign(caseId, family, first.contentHash), 409)).toMatchObject({ message: SIGNING_MESSAGES.changed })
    const second = await ok(await sign(caseId, family, amended.contentHash), StatementRecordSchema, 201)
    expect(second.signatures.map((s) => s.version)).toEqual([1, 2])
    expect(second).toMatchObject({ signed: true, version: 2 })

    // Withdrawn consent: no more signing until it is given again.
    await ok(await api(consentPath(caseId), { method: 'DELETE', token: family }), StatementRecordSchema)
    await api(`${statementPath(caseId)}/adjustments`, {
      token: director,
      json: { kind: 'cash_advance', name: 'Obituary notice', amountCents: 9000 },
    })
    const third = await recordOf(caseId, family)
    expect(third.consentedAt).toBeNull()
    expect(await failure(await sign(caseId, family, third.contentHash), 422)).toMatchObject({ message: SIGNING_MESSAGES.noConsent })
  })
})
