import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { ArrangementSchema } from '#contract/arrangements.ts'
import { parsePriceCsv } from '#contract/price-list-csv.ts'
import { RULE_DISCLOSURES } from '#contract/price-list-funeral-rule.ts'
import { PRICE_LIST_PATH, PriceListSchema } from '#contract/price-list.ts'
import { STAFF_ROLE_REFUSED } from '#contract/staff-roles.ts'
import { FirstCallResultSchema, STAFF_CASES_PATH } from '#contract/studio-cases.ts'
import {
  CsvImportResultSchema,
  PriceVersionDetailSchema,
  PriceVersionsSchema,
  STUDIO_PRICE_MESSAGES,
  STUDIO_PRICES_PATH,
  type PriceVersionDetail,
} from '#contract/studio-prices.ts'
import { ACCOUNTS, api, failure, HARBOR, ok, tokenFor } from './client.ts'

/**
 * The owner's price list (issue 39 point 1, decision 063): the role matrix and another home's
 * version, a draft copied from the current version, publishing refused without the Funeral Rule's
 * disclosures, and an arrangement that keeps the version it started on while the public list and
 * a new arrangement read the new one. Each test throws away the versions it made.
 */

const VERSIONS = `${STUDIO_PRICES_PATH}/versions`
/** Walter Ellis (seeded, on version 1 with the traditional funeral, embalming included). */
const WALTER = 1101

function embalmingOf(detail: PriceVersionDetail) {
  const item = detail.categories.flatMap((c) => c.items).find((i) => i.name === 'Embalming')
  if (!item) throw new Error('no embalming')
  return item
}

/** The owner's new draft, deleted (with any arrangement on it) when the test finishes. */
async function draft(owner: string): Promise<PriceVersionDetail> {
  const detail = await ok(await api(VERSIONS, { token: owner, json: {} }), PriceVersionDetailSchema, 201)
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM arrangements WHERE price_list_version_id = ?').bind(detail.version.id).run()
    await env.DB.prepare('DELETE FROM price_list_versions WHERE id = ?').bind(detail.version.id).run()
  })
  return detail
}

async function freshCase(): Promise<number> {
  const director = await tokenFor(ACCOUNTS.whitfieldDirector)
  const response = await api(STAFF_CASES_PATH, {
    token: director,
    json: {
      firstName: 'Ada',
      lastName: 'Pricer',
      caseType: 'AT_NEED',
      locationId: 101,
      contact: { firstName: 'Owen', lastName: 'Pricer' },
      inviteContact: false,
    },
  })
  const { id } = await ok(response, FirstCallResultSchema, 201)
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM cases WHERE id = ?').bind(id).run()
  })
  return id
}

function today(): string {
  return new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' })
}

describe('the price list versions', () => {
  it('are the owner’s alone: director, site editor and family 403, no token 401, another home’s version 404', async () => {
    const [owner, director, editor, family, harbor] = await Promise.all([
      tokenFor(ACCOUNTS.whitfieldStaff),
      tokenFor(ACCOUNTS.whitfieldDirector),
      tokenFor(ACCOUNTS.whitfieldEditor),
      tokenFor(ACCOUNTS.whitfieldFamily),
      tokenFor(ACCOUNTS.harborStaff),
    ])
    const listed = await ok(await api(VERSIONS, { token: owner }), PriceVersionsSchema)
    expect(listed.versions.map((v) => [v.number, v.state])).toEqual([[1, 'current']])
    const versionId = listed.versions[0]?.id ?? 0
    for (const token of [director, editor, family]) {
      expect((await failure(await api(VERSIONS, { token }), 403)).message).toBe(STAFF_ROLE_REFUSED)
      await failure(await api(VERSIONS, { token, json: {} }), 403)
      await failure(await api(`${VERSIONS}/${versionId}`, { token }), 403)
      await failure(await api(`${VERSIONS}/${versionId}/publish`, { token, json: { effectiveFrom: today() } }), 403)
    }
    await failure(await api(VERSIONS), 401)
    await failure(await api(`${VERSIONS}/${versionId}`, { token: harbor, host: HARBOR }), 404)
    await failure(
      await api(`${VERSIONS}/${versionId}/items`, { token: harbor, host: HARBOR, json: { categoryId: 1, name: 'x', priceCents: 1 } }),
      404,
    )
    const version1 = await ok(await api(`${VERSIONS}/${versionId}`, { token: owner }), PriceVersionDetailSchema)
    expect(version1.blockers).toEqual([])
    // The version as CSV, which reads back as its items and variants.
    const csv = await api(`${VERSIONS}/${versionId}/csv`, { token: owner })
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const parsed = parsePriceCsv(await csv.text())
    expect(parsed.errors).toEqual([])
    expect(parsed.rows.find((r) => r.item === 'Embalming')?.priceCents).toBe(89_500)
    await failure(await api(`${VERSIONS}/${versionId}/csv`, { token: director }), 403)
    await failure(await api(`${VERSIONS}/${versionId}/csv`, { token: harbor, host: HARBOR }), 404)
    // A published version never changes.
    const refused = await api(`${VERSIONS}/${versionId}/disclosures/embalming`, { token: owner, method: 'PUT', json: { text: 'x' } })
    expect((await failure(refused, 422)).message).toBe(STUDIO_PRICE_MESSAGES.notDraft)
  })

  it('copies the current version into one draft, refuses publishing without a disclosure, and keeps an arrangement on its version', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const before = await ok(await api(PRICE_LIST_PATH), PriceListSchema)
    const walterBefore = await ok(await api(`/api/family/arrangements/${WALTER}`, { token: owner }), ArrangementSchema)
    const created = await draft(owner)
    expect(created.version.state).toBe('draft')
    expect(created.version.number).toBe(2)
    expect(created.categories.map((c) => c.name).toSorted()).toEqual(before.categories.map((c) => c.name).toSorted())
    expect(created.packages.map((p) => p.name)).toEqual(before.packages.map((p) => p.name))
    expect((await failure(await api(VERSIONS, { token: owner, json: {} }), 409)).message).toBe(STUDIO_PRICE_MESSAGES.draftExists)

    const embalming = embalmingOf(created)
    const path = `${VERSIONS}/${created.version.id}`
    await ok(
      await api(`${path}/items/${embalming.id}`, { token: owner, method: 'PUT', json: { ...embalming, priceCents: 99_900 } }),
      PriceVersionDetailSchema,
    )

    // Without the embalming disclosure (16 CFR 453.3(a)(2)(ii)) it cannot be published, and the answer says so.
    const without = await ok(await api(`${path}/disclosures/embalming`, { token: owner, method: 'DELETE' }), PriceVersionDetailSchema)
    expect(without.blockers).toEqual(['The price list needs the disclosure “Embalming” (16 CFR 453.3(a)(2)(ii)).'])
    const refused = await failure(await api(`${path}/publish`, { token: owner, json: { effectiveFrom: today() } }), 422)
    expect(refused.message).toContain('“Embalming”')
    // A changed wording is refused as well.
    await api(`${path}/disclosures/embalming`, { token: owner, method: 'PUT', json: { text: 'Embalming is optional.' } })
    expect((await failure(await api(`${path}/publish`, { token: owner, json: { effectiveFrom: today() } }), 422)).message).toContain(
      'must keep the Funeral Rule’s wording',
    )
    await api(`${path}/disclosures/embalming`, { token: owner, method: 'PUT', json: { text: RULE_DISCLOSURES.embalming.template } })
    const past = await failure(await api(`${path}/publish`, { token: owner, json: { effectiveFrom: '2020-01-01' } }), 422)
    expect(past.message).toBe(STUDIO_PRICE_MESSAGES.pastDate)

    const published = await ok(await api(`${path}/publish`, { token: owner, json: { effectiveFrom: today() } }), PriceVersionDetailSchema)
    expect(published.version.state).toBe('current')
    const versions = await ok(await api(VERSIONS, { token: owner }), PriceVersionsSchema)
    expect(versions.versions.map((v) => v.state)).toEqual(['current', 'past'])

    // The public list reads the new version…
    const after = await ok(await api(PRICE_LIST_PATH), PriceListSchema)
    const publicEmbalming = after.categories.flatMap((c) => c.items).find((i) => i.name === 'Embalming')
    expect(publicEmbalming?.priceCents).toBe(99_900)
    expect(after.effectiveFrom).toBe(today())
    // …Walter's arrangement keeps its version's prices and items…
    const walterAfter = await ok(await api(`/api/family/arrangements/${WALTER}`, { token: owner }), ArrangementSchema)
    expect(walterAfter.totalCents).toBe(walterBefore.totalCents)
    const walterLine = walterAfter.categories.flatMap((c) => c.lines).find((l) => l.item?.name === 'Embalming')
    expect(walterLine?.priceCents).toBe(89_500)
    const foreign = await api(`/api/family/arrangements/${WALTER}/lines`, { token: owner, json: { itemId: embalming.id, quantity: 1 } })
    expect(foreign.status).toBe(422)
    // …and a new arrangement starts on the new one.
    const caseId = await freshCase()
    const started = await api(`/api/family/arrangements/${caseId}/lines`, { token: owner, json: { itemId: embalming.id, quantity: 1 } })
    const arrangement = await ok(started, ArrangementSchema, 201)
    expect(arrangement.totalCents).toBe(99_900)
  })

  it('schedules a version for a later day without changing today’s list, and throws a draft away', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const created = await draft(owner)
    const scheduled = await ok(
      await api(`${VERSIONS}/${created.version.id}/publish`, { token: owner, json: { effectiveFrom: '2099-01-01' } }),
      PriceVersionDetailSchema,
    )
    expect(scheduled.version.state).toBe('scheduled')
    expect((await ok(await api(PRICE_LIST_PATH), PriceListSchema)).effectiveFrom).toBe('2026-01-01')
    const second = await draft(owner)
    const response = await api(`${VERSIONS}/${second.version.id}`, { token: owner, method: 'DELETE' })
    expect(response.status).toBe(204)
    await failure(await api(`${VERSIONS}/${second.version.id}`, { token: owner }), 404)
  })
})

describe('a CSV file into a draft', () => {
  const HEADING = 'category,item,variant,description,price,cash_advance,markup,rule_line'

  it('updates and adds items and variants, all or nothing, and refuses a published version', async () => {
    const [owner, director] = await Promise.all([tokenFor(ACCOUNTS.whitfieldStaff), tokenFor(ACCOUNTS.whitfieldDirector)])
    const created = await draft(owner)
    const path = `${VERSIONS}/${created.version.id}/csv`
    const embalming = embalmingOf(created)
    const category = created.categories.find((c) => c.id === embalming.categoryId)?.name ?? ''
    const items = created.categories.flatMap((c) => c.items).length

    const bad = [
      HEADING,
      `${category},Embalming,,,1000.00,no,no,`,
      'Flowers,Rose spray,,,ten dollars,no,no,',
      'Flowers,,,,1,maybe,no,',
    ].join('\n')
    const refused = await failure(await api(path, { token: owner, json: { csv: bad } }), 422)
    expect(refused.errors?.csv).toBe(
      'Line 3: the price “ten dollars” is not an amount in dollars. Line 4: the item’s name is empty; cash_advance must be yes or no.',
    )
    const unchanged = await ok(await api(`${VERSIONS}/${created.version.id}`, { token: owner }), PriceVersionDetailSchema)
    expect(embalmingOf(unchanged).priceCents).toBe(embalming.priceCents)

    const good = [
      HEADING,
      `${category.toUpperCase()},Embalming,,Prepared with care,"1,000.00",no,no,`,
      'Keepsakes,Thumbprint pendant,,,150,no,no,',
      'Keepsakes,Thumbprint pendant,Silver,,150,no,no,',
      'Keepsakes,Thumbprint pendant,Gold,,420.00,no,no,',
    ].join('\r\n')
    const result = await ok(await api(path, { token: owner, json: { csv: good } }), CsvImportResultSchema)
    expect(result.imported).toBe(4)
    expect(embalmingOf(result.detail)).toMatchObject({ id: embalming.id, priceCents: 100_000, description: 'Prepared with care' })
    expect(result.detail.categories.flatMap((c) => c.items)).toHaveLength(items + 1)
    const pendant = result.detail.categories.find((c) => c.name === 'Keepsakes')?.items[0]
    expect(pendant).toMatchObject({ name: 'Thumbprint pendant', priceCents: 15_000 })
    expect(pendant?.variants.map((v) => [v.name, v.priceCents])).toEqual([
      ['Silver', 15_000],
      ['Gold', 42_000],
    ])
    // Its own export imports back with nothing changed.
    const exported = await (await api(path, { token: owner })).text()
    const again = await ok(await api(path, { token: owner, json: { csv: exported } }), CsvImportResultSchema)
    expect(again.detail.categories).toEqual(result.detail.categories)

    await failure(await api(path, { token: director, json: { csv: good } }), 403)
    const current = (await ok(await api(VERSIONS, { token: owner }), PriceVersionsSchema)).versions.find((v) => v.state === 'current')
    const published = await failure(await api(`${VERSIONS}/${current?.id}/csv`, { token: owner, json: { csv: good } }), 422)
    expect(published.message).toBe(STUDIO_PRICE_MESSAGES.notDraft)
    expect((await failure(await api(path, { token: owner, json: { csv: '' } }), 422)).errors).toEqual({
      csv: STUDIO_PRICE_MESSAGES.csvRequired,
    })
  })
})
