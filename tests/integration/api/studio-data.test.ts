import { env } from 'cloudflare:test'
import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { harborSite } from '#api/seed/data/harbor-site.ts'
import { DEMO_PASSWORDS } from '#api/seed/demo.ts'
import { buildSeed, companySeed } from '#api/seed/factories.ts'
import { dbOf } from '#api/src/db/client.ts'
import { TABLE_FILES } from '#api/src/home-data/table-files.ts'
import { storeMedia } from '#api/src/media/store.ts'
import { purgeExpired } from '#api/src/scheduled.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { FirstCallResultSchema } from '#contract/studio-cases.ts'
import {
  CLOSING_GRACE_DAYS,
  ClosingSchema,
  ExportSummarySchema,
  STUDIO_CLOSING_PATH,
  STUDIO_EXPORT_ARCHIVE_PATH,
  STUDIO_EXPORT_PATH,
} from '#contract/studio-data.ts'
import { addDays, spokenDay } from '#core/account-closing.ts'
import { todayIn } from '#core/zoned-time.ts'
import { ACCOUNTS, api, failure, HARBOR, ok, tokenFor } from './client.ts'

/**
 * The home's data, its own (issue 40 point 5, decision 072): the archive holds README.md and a
 * file per kind with exactly the documented fields, only this home's rows; owner only; closing,
 * cancelling, and the cron removing a closed home (a throwaway one) after its day, and nothing else.
 */

const DAY = 86_400_000

async function archiveOf(token: string, host?: string): Promise<Record<string, Uint8Array>> {
  const response = await api(STUDIO_EXPORT_ARCHIVE_PATH, { token, host })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/zip')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+-data-\d{4}-\d{2}-\d{2}\.zip"$/)
  expect(response.headers.get('cache-control')).toContain('no-store')
  return unzipSync(new Uint8Array(await response.arrayBuffer()))
}

const json = (files: Record<string, Uint8Array>, name: string): unknown => JSON.parse(strFromU8(files[name] ?? new Uint8Array()))

async function ids(sql: string, ...params: unknown[]): Promise<number[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<{ id: number }>()
  return results.map((r) => r.id).toSorted((a, b) => a - b)
}

describe('the archive', () => {
  it('is the owner’s only: 401 signed out, 403 for a director and a site editor', async () => {
    const [director, editor] = await Promise.all([tokenFor(ACCOUNTS.whitfieldDirector), tokenFor(ACCOUNTS.whitfieldEditor)])
    for (const [path, method] of [
      [STUDIO_EXPORT_PATH, 'GET'],
      [STUDIO_EXPORT_ARCHIVE_PATH, 'GET'],
      [STUDIO_CLOSING_PATH, 'GET'],
      [STUDIO_CLOSING_PATH, 'DELETE'],
    ] as const) {
      await failure(await api(path, { method }), 401)
      for (const token of [director, editor]) {
        expect((await failure(await api(path, { method, token }), 403)).message).toBe(STAFF_ROLE_REFUSED)
      }
    }
    await failure(await api(STUDIO_CLOSING_PATH, { json: { confirmName: 'Whitfield & Sons Funeral Home' }, token: director }), 403)
    expect((await env.DB.prepare('SELECT count(*) AS n FROM account_closings').first<{ n: number }>())?.n).toBe(0)
  })

  it('says what it holds before the download', async () => {
    const token = await tokenFor(ACCOUNTS.whitfieldStaff)
    const summary = await ok(await api(STUDIO_EXPORT_PATH, { token }), ExportSummarySchema)
    const cases = await ids('SELECT id FROM cases WHERE company_id = 1')
    expect(summary.files.find((f) => f.name === 'cases.json')?.count).toBe(cases.length)
    expect(summary.files.map((f) => f.name)).toContain('README.md')
    const media = await env.DB.prepare('SELECT count(DISTINCT hash) AS n FROM media WHERE company_id = 1').first<{ n: number }>()
    expect(summary.mediaFiles).toBe(media?.n)
    expect(summary.mediaBytes).toBeGreaterThan(0)
    expect(summary.fileName).toMatch(/^whitfield-sons-funeral-home-data-\d{4}-\d{2}-\d{2}\.zip$/)
  })

  it('holds the README, each kind with exactly its documented fields, and the media, of this home only', async () => {
    const files = await archiveOf(await tokenFor(ACCOUNTS.whitfieldStaff))
    const readme = strFromU8(files['README.md'] ?? new Uint8Array())
    expect(readme).toContain('# The data of Whitfield & Sons Funeral Home')
    for (const file of TABLE_FILES) {
      expect(readme).toContain(`### ${file.name}`)
      const rows = json(files, file.name)
      expect({ file: file.name, isArray: Array.isArray(rows) }).toEqual({ file: file.name, isArray: true })
      for (const row of rows as Record<string, unknown>[])
        expect({ file: file.name, fields: Object.keys(row) }).toEqual({ file: file.name, fields: Object.keys(file.fields) })
      for (const field of Object.keys(file.fields)) expect(readme).toContain(`- \`${field}\`: `)
    }
    for (const name of ['company.json', 'pages.json', 'price-lists.json', 'payments.csv', 'statements.csv']) {
      expect(Object.keys(files)).toContain(name)
      expect(readme).toContain(`### ${name}`)
    }

    // This home's rows, all of them, and none of the other's.
    const cases = json(files, 'cases.json') as { id: number }[]
    expect(cases.map((c) => c.id).toSorted((a, b) => a - b)).toEqual(await ids('SELECT id FROM cases WHERE company_id = 1'))
    const people = json(files, 'people.json') as { email: string }[]
    expect(people.map((p) => p.email)).toContain(ACCOUNTS.whitfieldStaff.email)
    const everything = Object.entries(files)
      .filter(([name]) => !name.startsWith('media/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n')
    expect(everything).not.toContain('@harbor.example')
    expect(everything).not.toContain('Harbor Light Funeral Chapel')
    expect(everything).not.toMatch(/password_?hash|token_?hash/i)
    expect((json(files, 'company.json') as { hosts: string[] }).hosts).toEqual(['localhost'])
    expect(strFromU8(files['payments.csv'] ?? new Uint8Array())).toMatch(/^Date,Case,Payer,Method,Reference,Amount,Tax,Category\r\n/)
    const lists = json(files, 'price-lists.json') as { version: { number: number } }[]
    expect(lists.length).toBeGreaterThan(0)
    for (const list of lists) expect(Object.keys(files)).toContain(`price-lists/version-${list.version.number}.csv`)

    // Every file media.json names is there, with the stored bytes.
    const media = json(files, 'media.json') as { hash: string; file: string; size: number }[]
    expect(media.length).toBeGreaterThan(0)
    for (const m of media) expect({ file: m.file, size: files[m.file]?.byteLength }).toEqual({ file: m.file, size: m.size })
    const sample = media[0]!
    const stored = await env.MEDIA.get(`c1/${sample.hash}`)
    expect(files[sample.file]).toEqual(new Uint8Array(await stored!.arrayBuffer()))
    expect(Object.keys(files).filter((n) => n.startsWith('media/')).length).toBe(new Set(media.map((m) => m.hash)).size)
  })

  it('of the other home holds its own rows', async () => {
    const files = await archiveOf(await tokenFor(ACCOUNTS.harborStaff), HARBOR)
    const cases = json(files, 'cases.json') as { id: number }[]
    expect(cases.map((c) => c.id).toSorted((a, b) => a - b)).toEqual(await ids('SELECT id FROM cases WHERE company_id = 2'))
    expect(strFromU8(files['people.json'] ?? new Uint8Array())).not.toContain('@whitfield.example')
  })
})

/** A home made for this test alone (never a seeded one), with an owner, a case from a first call and a stored file. */
const THROWAWAY = { id: 9, host: 'closing.localhost', name: 'Throwaway Chapel', owner: 'owner@throwaway.example' }

async function throwawayHome(): Promise<{ token: string; caseId: number }> {
  const seed = companySeed({
    id: THROWAWAY.id,
    name: THROWAWAY.name,
    phoneNumber: null,
    logoUrl: null,
    timeZone: 'America/Denver',
    hosts: [THROWAWAY.host],
    approved: harborSite('A throwaway home'),
    draft: harborSite('A throwaway home'),
    locations: [
      { id: 901, name: 'Main', address: { line1: '1 Main St', city: 'Town', region: 'CO', postalCode: '80000' }, phoneNumber: null },
    ],
    redirects: [{ from: '/old', to: '/', permanent: true }],
    accounts: [
      {
        id: 9002,
        email: THROWAWAY.owner,
        firstName: 'Olive',
        lastName: 'Owner',
        role: 'staff',
        staffRole: 'owner',
        password: DEMO_PASSWORDS.staff,
      },
    ],
  })
  const { statements } = await buildSeed([seed])
  await env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...s.params)))
  const token = await tokenFor({ host: THROWAWAY.host, email: THROWAWAY.owner, password: DEMO_PASSWORDS.staff })
  const firstCall = await api('/api/staff/cases', {
    host: THROWAWAY.host,
    token,
    json: {
      firstName: 'Ada',
      lastName: 'Temp',
      caseType: 'AT_NEED',
      locationId: 901,
      contact: { firstName: 'Bo', lastName: 'Temp', email: 'bo@throwaway.example' },
      inviteContact: true,
    },
  })
  const { id: caseId } = await ok(firstCall, FirstCallResultSchema, 201)
  await storeMedia(dbOf(env.DB), env.MEDIA, {
    companyId: THROWAWAY.id,
    caseId,
    kind: 'photo',
    bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>') as Uint8Array<ArrayBuffer>,
    contentType: 'image/svg+xml',
  })
  return { token, caseId }
}

/** Rows per company of every table that has a company_id. */
async function rowsByCompany(): Promise<Record<string, Record<number, number>>> {
  const { results: all } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'",
  ).all<{
    name: string
  }>()
  const tables: { name: string }[] = []
  for (const { name } of all) {
    const { results: columns } = await env.DB.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>()
    if (columns.some((c) => c.name === 'company_id')) tables.push({ name })
  }
  const out: Record<string, Record<number, number>> = {}
  for (const { name } of tables) {
    const { results } = await env.DB.prepare(`SELECT company_id AS c, count(*) AS n FROM "${name}" GROUP BY company_id`).all<{
      c: number
      n: number
    }>()
    out[name] = Object.fromEntries(results.map((r) => [r.c, r.n]))
  }
  return out
}

describe('closing the account', () => {
  it('asks for the name, says the day in words, mails the owner, refuses a second ask, and can be cancelled', async () => {
    const { token } = await throwawayHome()
    const host = THROWAWAY.host
    const open = await ok(await api(STUDIO_CLOSING_PATH, { host, token }), ClosingSchema)
    expect(open).toMatchObject({ state: 'open', graceDays: CLOSING_GRACE_DAYS, removeOn: null })

    const wrong = await failure(await api(STUDIO_CLOSING_PATH, { host, token, json: { confirmName: 'Another Chapel' } }), 422)
    expect(wrong.errors?.confirmName).toBe(`Type the home's name exactly as it is written: ${THROWAWAY.name}`)

    const closing = await ok(await api(STUDIO_CLOSING_PATH, { host, token, json: { confirmName: '  throwaway   chapel ' } }), ClosingSchema)
    const removeOn = addDays(todayIn('America/Denver'), CLOSING_GRACE_DAYS)
    expect(closing).toMatchObject({ state: 'closing', removeOn, requestedBy: 'Olive Owner' })
    const mail = await env.DB.prepare('SELECT subject, text FROM outbox WHERE company_id = ? AND kind = \'account-closing\' AND "to" = ?')
      .bind(THROWAWAY.id, THROWAWAY.owner)
      .first<{ subject: string; text: string }>()
    expect(mail?.text).toContain(`removed for good on ${spokenDay(removeOn)}, ${CLOSING_GRACE_DAYS} days after`)
    expect(mail?.text).toContain('http://closing.localhost/studio/settings/data')

    await failure(await api(STUDIO_CLOSING_PATH, { host, token, json: { confirmName: THROWAWAY.name } }), 409)
    const cancelled = await ok(await api(STUDIO_CLOSING_PATH, { host, token, method: 'DELETE' }), ClosingSchema)
    expect(cancelled.state).toBe('open')
    const mails = await env.DB.prepare("SELECT subject FROM outbox WHERE company_id = ? AND kind = 'account-closing' ORDER BY id")
      .bind(THROWAWAY.id)
      .all<{ subject: string }>()
    expect(mails.results.at(-1)?.subject).toBe(`The closing of ${THROWAWAY.name} is cancelled`)

    // A cancelled closing is never removed, however late the cron runs.
    await purgeExpired(env, new Date(Date.now() + 60 * DAY))
    expect((await api('/api/web/render-context/approved', { host })).status).toBe(200)
  })

  it('keeps the home until its day; the cron after the day removes its rows and files and nothing of the others', async () => {
    const { token, caseId } = await throwawayHome()
    const host = THROWAWAY.host
    await ok(await api(STUDIO_CLOSING_PATH, { host, token, json: { confirmName: THROWAWAY.name } }), ClosingSchema)
    const before = await rowsByCompany()
    for (const table of [
      'cases',
      'case_tasks',
      'case_invitations',
      'media',
      'users',
      'locations',
      'website_contexts',
      'outbox',
      'account_closings',
    ]) {
      expect({ table, rows: (before[table]?.[THROWAWAY.id] ?? 0) > 0 }).toEqual({ table, rows: true })
    }
    expect((await env.MEDIA.list({ prefix: `c${THROWAWAY.id}/` })).objects.length).toBe(1)

    // The day before: still there, site and all.
    await purgeExpired(env, new Date(Date.now() + (CLOSING_GRACE_DAYS - 1) * DAY))
    expect((await api('/api/web/render-context/approved', { host })).status).toBe(200)

    await purgeExpired(env, new Date(Date.now() + (CLOSING_GRACE_DAYS + 1) * DAY))
    const after = await rowsByCompany()
    for (const [table, byCompany] of Object.entries(after)) {
      expect({ table, rows: byCompany[THROWAWAY.id] }).toEqual({ table, rows: undefined })
      // The seeded homes keep every row (the purges of expired things aside, which this test's data has none of).
      for (const other of [1, 2]) expect({ table, other, rows: byCompany[other] }).toEqual({ table, other, rows: before[table]?.[other] })
    }
    expect(await ids('SELECT case_id AS id FROM case_members WHERE case_id = ?', caseId)).toEqual([])
    expect(await ids('SELECT host AS id FROM company_hosts WHERE company_id = ?', THROWAWAY.id)).toEqual([])
    expect((await env.MEDIA.list({ prefix: `c${THROWAWAY.id}/` })).objects).toEqual([])
    expect((await env.MEDIA.list({ prefix: 'c1/', limit: 1 })).objects.length).toBe(1)
    await failure(await api('/api/web/render-context/approved', { host }), 404)
  })
})
