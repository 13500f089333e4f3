import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { PRICE_PART_MESSAGES } from '#contract/studio-price-parts.ts'
import {
  PriceVersionDetailSchema,
  PriceVersionsSchema,
  STUDIO_PRICE_MESSAGES,
  STUDIO_PRICES_PATH,
  type PriceVersionDetail,
} from '#contract/studio-prices.ts'
import { ACCOUNTS, api, failure, HARBOR, ok, tokenFor } from './client.ts'

/**
 * A draft's categories, variants and branch prices (issue 39 point 1, decision 063): the owner's
 * alone, only in a draft, only this home's rows. Each test throws away the draft it made.
 */

const VERSIONS = `${STUDIO_PRICES_PATH}/versions`

async function draft(owner: string): Promise<PriceVersionDetail> {
  const detail = await ok(await api(VERSIONS, { token: owner, json: {} }), PriceVersionDetailSchema, 201)
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM price_list_versions WHERE id = ?').bind(detail.version.id).run()
  })
  return detail
}

const itemNamed = (detail: PriceVersionDetail, name: string) => {
  const item = detail.categories.flatMap((c) => c.items).find((i) => i.name === name)
  if (!item) throw new Error(`no ${name}`)
  return item
}

const names = (d: PriceVersionDetail) => d.categories.map((c) => c.name)

describe('a draft’s categories', () => {
  it('are added last, renamed, hidden from families, moved, and taken off only when empty', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const created = await draft(owner)
    const path = `${VERSIONS}/${created.version.id}/categories`
    const added = await ok(await api(path, { token: owner, json: { name: 'Keepsakes' } }), PriceVersionDetailSchema, 201)
    expect(names(added).at(-1)).toBe('Keepsakes')
    const keepsakes = added.categories.at(-1)?.id ?? 0
    const renamed = await ok(
      await api(`${path}/${keepsakes}`, {
        token: owner,
        method: 'PUT',
        json: { name: 'Keepsakes and jewellery', displayForFamily: false },
      }),
      PriceVersionDetailSchema,
    )
    expect(renamed.categories.at(-1)).toMatchObject({ name: 'Keepsakes and jewellery', displayForFamily: false })
    const up = await ok(await api(`${path}/${keepsakes}/move`, { token: owner, json: { direction: 'up' } }), PriceVersionDetailSchema)
    expect(names(up).at(-2)).toBe('Keepsakes and jewellery')
    expect(names(up).toSorted()).toEqual(names(renamed).toSorted())
    const down = await ok(await api(`${path}/${keepsakes}/move`, { token: owner, json: { direction: 'down' } }), PriceVersionDetailSchema)
    expect(names(down)).toEqual(names(renamed))
    // The last one moved down stays where it is.
    expect(
      names(await ok(await api(`${path}/${keepsakes}/move`, { token: owner, json: { direction: 'down' } }), PriceVersionDetailSchema)),
    ).toEqual(names(renamed))

    const embalming = itemNamed(created, 'Embalming')
    const full = await failure(await api(`${path}/${embalming.categoryId}`, { token: owner, method: 'DELETE' }), 422)
    expect(full.message).toBe(PRICE_PART_MESSAGES.categoryNotEmpty)
    const removed = await ok(await api(`${path}/${keepsakes}`, { token: owner, method: 'DELETE' }), PriceVersionDetailSchema)
    expect(names(removed)).not.toContain('Keepsakes and jewellery')
    expect((await failure(await api(path, { token: owner, json: { name: ' ' } }), 422)).errors).toEqual({ name: 'Enter a name' })
  })

  it('are the owner’s, in a draft of this home only', async () => {
    const [owner, director, harbor] = await Promise.all([
      tokenFor(ACCOUNTS.whitfieldStaff),
      tokenFor(ACCOUNTS.whitfieldDirector),
      tokenFor(ACCOUNTS.harborStaff),
    ])
    const created = await draft(owner)
    const path = `${VERSIONS}/${created.version.id}/categories`
    const category = created.categories[0]?.id ?? 0
    await failure(await api(path, { token: director, json: { name: 'X' } }), 403)
    await failure(await api(path, { json: { name: 'X' } }), 401)
    await failure(await api(path, { token: harbor, host: HARBOR, json: { name: 'X' } }), 404)
    await failure(await api(`${path}/${category}`, { token: harbor, host: HARBOR, method: 'PUT', json: { name: 'X' } }), 404)
    const current = (await ok(await api(VERSIONS, { token: owner }), PriceVersionsSchema)).versions.find((v) => v.state === 'current')
    const published = await failure(await api(`${VERSIONS}/${current?.id}/categories`, { token: owner, json: { name: 'X' } }), 422)
    expect(published.message).toBe(STUDIO_PRICE_MESSAGES.notDraft)
    // A category of the published version is not one of the draft's.
    const currentDetail = await ok(await api(`${VERSIONS}/${current?.id}`, { token: owner }), PriceVersionDetailSchema)
    await failure(await api(`${path}/${currentDetail.categories[0]?.id}`, { token: owner, method: 'PUT', json: { name: 'X' } }), 404)
  })
})

describe('a draft item’s variants and branch prices', () => {
  it('are added, changed and taken off; a choice a package includes stays', async () => {
    const owner = await tokenFor(ACCOUNTS.whitfieldStaff)
    const created = await draft(owner)
    const embalming = itemNamed(created, 'Embalming')
    const path = `${VERSIONS}/${created.version.id}/items/${embalming.id}`
    const added = await ok(
      await api(`${path}/variants`, { token: owner, json: { name: 'With restorative art', priceCents: 120_000 } }),
      PriceVersionDetailSchema,
      201,
    )
    const variant = itemNamed(added, 'Embalming').variants.find((v) => v.name === 'With restorative art')
    expect(variant).toMatchObject({ priceCents: 120_000, description: '' })
    // While a package of the draft includes this choice, it stays.
    const packageId = created.packages[0]?.id ?? 0
    await env.DB.prepare(
      'INSERT INTO gpl_package_lines (package_id, category_id, item_id, variant_id, quantity, required, position) VALUES (?, ?, ?, ?, 1, 1, 99)',
    )
      .bind(packageId, embalming.categoryId, embalming.id, variant?.id)
      .run()
    const kept = await failure(await api(`${path}/variants/${variant?.id}`, { token: owner, method: 'DELETE' }), 422)
    expect(kept.message).toBe(PRICE_PART_MESSAGES.variantInPackage)
    await env.DB.prepare('DELETE FROM gpl_package_lines WHERE package_id = ? AND variant_id = ?').bind(packageId, variant?.id).run()
    const changed = await ok(
      await api(`${path}/variants/${variant?.id}`, { token: owner, method: 'PUT', json: { name: 'Standard', priceCents: null } }),
      PriceVersionDetailSchema,
    )
    expect(itemNamed(changed, 'Embalming').variants.map((v) => [v.name, v.priceCents])).toEqual([['Standard', null]])
    const removed = await ok(await api(`${path}/variants/${variant?.id}`, { token: owner, method: 'DELETE' }), PriceVersionDetailSchema)
    expect(itemNamed(removed, 'Embalming').variants).toEqual([])
    await failure(await api(`${path}/variants/${variant?.id}`, { token: owner, method: 'DELETE' }), 404)

    const branch = created.locations[0]?.id ?? 0
    const priced = await ok(
      await api(`${path}/locations/${branch}`, { token: owner, method: 'PUT', json: { priceCents: 91_000 } }),
      PriceVersionDetailSchema,
    )
    expect(itemNamed(priced, 'Embalming').locationPrices).toEqual([{ locationId: branch, priceCents: 91_000 }])
    const again = await ok(
      await api(`${path}/locations/${branch}`, { token: owner, method: 'PUT', json: { priceCents: 92_000 } }),
      PriceVersionDetailSchema,
    )
    expect(itemNamed(again, 'Embalming').locationPrices).toEqual([{ locationId: branch, priceCents: 92_000 }])
    const cleared = await ok(await api(`${path}/locations/${branch}`, { token: owner, method: 'DELETE' }), PriceVersionDetailSchema)
    expect(itemNamed(cleared, 'Embalming').locationPrices).toEqual([])

    const harbor = await tokenFor(ACCOUNTS.harborStaff)
    const [harborLocation] = await env.DB.prepare('SELECT id FROM locations WHERE company_id = 2 LIMIT 1').raw<[number]>()
    await failure(await api(`${path}/locations/${harborLocation?.[0]}`, { token: owner, method: 'PUT', json: { priceCents: 1 } }), 404)
    await failure(await api(`${path}/variants`, { token: harbor, host: HARBOR, json: { name: 'X' } }), 404)
    await failure(await api(`${path}/variants`, { token: await tokenFor(ACCOUNTS.whitfieldDirector), json: { name: 'X' } }), 403)
  })
})

describe('a draft’s packages', () => {
  it('are added, renamed, given items and taken off, only in a draft of this home', async () => {
    const [owner, director, harbor] = await Promise.all([
      tokenFor(ACCOUNTS.whitfieldStaff),
      tokenFor(ACCOUNTS.whitfieldDirector),
      tokenFor(ACCOUNTS.harborStaff),
    ])
    const created = await draft(owner)
    const path = `${VERSIONS}/${created.version.id}/packages`
    const added = await ok(
      await api(path, { token: owner, json: { name: 'Simple cremation', category: 'Cremation' } }),
      PriceVersionDetailSchema,
      201,
    )
    const made = added.packages.at(-1)
    expect(made).toMatchObject({ name: 'Simple cremation', description: '', category: 'Cremation', startingPriceCents: 0, lines: [] })
    const renamed = await ok(
      await api(`${path}/${made?.id}`, {
        token: owner,
        method: 'PUT',
        json: { name: 'Cremation with a memorial', description: 'A gathering after', category: 'Cremation' },
      }),
      PriceVersionDetailSchema,
    )
    expect(renamed.packages.at(-1)).toMatchObject({ name: 'Cremation with a memorial', description: 'A gathering after' })

    const embalming = itemNamed(created, 'Embalming')
    const withLine = await ok(
      await api(`${path}/${made?.id}/lines`, { token: owner, json: { itemId: embalming.id, quantity: 2, required: false } }),
      PriceVersionDetailSchema,
      201,
    )
    const shown = withLine.packages.at(-1)
    expect(shown?.includes).toEqual(['Embalming × 2'])
    expect(shown?.startingPriceCents).toBe(embalming.priceCents * 2)
    expect(shown?.lines).toEqual([{ id: expect.any(Number), label: 'Embalming × 2', quantity: 2, required: false }])

    // An item or a choice of another version (or of another item) is refused in words.
    const current = (await ok(await api(VERSIONS, { token: owner }), PriceVersionsSchema)).versions.find((v) => v.state === 'current')
    const published = await ok(await api(`${VERSIONS}/${current?.id}`, { token: owner }), PriceVersionDetailSchema)
    const oldEmbalming = itemNamed(published, 'Embalming')
    const foreign = await failure(await api(`${path}/${made?.id}/lines`, { token: owner, json: { itemId: oldEmbalming.id } }), 422)
    expect(foreign.errors).toEqual({ itemId: PRICE_PART_MESSAGES.itemMissing })
    const casket = created.categories.flatMap((c) => c.items).find((i) => i.variants.length > 0)
    const wrongChoice = await failure(
      await api(`${path}/${made?.id}/lines`, { token: owner, json: { itemId: embalming.id, variantId: casket?.variants[0]?.id } }),
      422,
    )
    expect(wrongChoice.errors).toEqual({ variantId: PRICE_PART_MESSAGES.variantMissing })

    const lineId = shown?.lines[0]?.id
    const emptied = await ok(await api(`${path}/${made?.id}/lines/${lineId}`, { token: owner, method: 'DELETE' }), PriceVersionDetailSchema)
    expect(emptied.packages.at(-1)?.lines).toEqual([])
    await failure(await api(`${path}/${made?.id}/lines/${lineId}`, { token: owner, method: 'DELETE' }), 404)

    await failure(await api(path, { token: director, json: { name: 'X', category: 'Burial' } }), 403)
    await failure(await api(`${path}/${made?.id}`, { token: harbor, host: HARBOR, method: 'DELETE' }), 404)
    const publishedPackage = published.packages[0]?.id
    await failure(await api(`${path}/${publishedPackage}`, { token: owner, method: 'DELETE' }), 404)
    const gone = await ok(await api(`${path}/${made?.id}`, { token: owner, method: 'DELETE' }), PriceVersionDetailSchema)
    expect(gone.packages.map((p) => p.name)).toEqual(created.packages.map((p) => p.name))
  })
})
