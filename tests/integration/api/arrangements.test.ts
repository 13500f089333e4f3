import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { FINISH_MESSAGES } from '#contract/arrangement-rules.ts'
import {
  ArrangementSchema,
  ContractSchema,
  GplItemPageSchema,
  GplItemSchema,
  ItemVariantPageSchema,
  PackagePageSchema,
  SelectorSchema,
  type Arrangement,
  type ArrangementLine,
  type GplItem,
  type Purchaser,
} from '#contract/arrangements.ts'
import { StatementSchema, StatementTemplateSchema } from '#contract/payments.ts'
import { LOCKED_MESSAGE } from '#api/src/arrangements/arrangement.ts'
import { CONTRACT_MESSAGES } from '#api/src/arrangements/contract.ts'
import { LINE_MESSAGES } from '#api/src/arrangements/lines.ts'
import { newCase } from '#tests/support/factories.ts'
import { HARBOR, api, failure, ok, demoTokens } from './client.ts'

const A = '/api/family/arrangements'
const GPL = '/api/family/company/gpl/items'

let family = ''
let relative = ''
let staff = ''
let harbor = ''

beforeAll(async () => {
  ;({ family, relative, staff, harbor } = await demoTokens())
})

/** A new case of Whitfield with the family account as its owner: an arrangement no other test touches. */
function freshCase(): Promise<number> {
  return newCase(env.DB, { firstName: 'Ruth', lastName: 'Abernathy', nameSlug: 'ruth-abernathy' })
}

const catalogue = new Map<string, GplItem>()
async function item(name: string): Promise<GplItem> {
  if (catalogue.size === 0) {
    const page = await ok(await api(`${GPL}?size=100`, { token: family }), GplItemPageSchema)
    for (const i of page.content) catalogue.set(i.name, i)
  }
  const found = catalogue.get(name)
  if (!found) throw new Error(`no item ${name}`)
  return found
}

async function variantsOf(itemId: number) {
  return (await ok(await api(`${A}/items/${itemId}/variants`, { token: family }), ItemVariantPageSchema)).content
}

async function packageId(name: string): Promise<number> {
  const page = await ok(await api(`${A}/1101/packages`, { token: family }), PackagePageSchema)
  const found = page.content.find((p) => p.name === name)
  if (!found) throw new Error(`no package ${name}`)
  return found.packageId
}

async function arrangement(caseId: number, token = family): Promise<Arrangement> {
  return ok(await api(`${A}/${caseId}`, { token }), ArrangementSchema)
}

function lines(a: Arrangement): ArrangementLine[] {
  return a.categories.flatMap((c) => c.lines)
}

function lineWhere(a: Arrangement, test: (l: ArrangementLine) => boolean): ArrangementLine {
  const found = lines(a).find(test)
  if (!found) throw new Error('no such line')
  return found
}

const selectorLine = (name: string) => (l: ArrangementLine) => l.selector?.name === name

const PURCHASER: Purchaser = {
  firstName: 'Anne',
  lastName: 'Abernathy',
  relationship: 'Daughter',
  email: 'anne@example.com',
  phone: '(217) 555-0199',
  address: { line1: '12 Birch Lane', city: 'Maple Grove', region: 'IL', postalCode: '62704' },
}

/** Picks the first item (and its first variant) on every open line. */
async function completeSelections(caseId: number): Promise<Arrangement> {
  let current = await arrangement(caseId)
  for (const line of lines(current).filter((l) => !l.complete)) {
    const itemId = line.item?.id ?? line.selector?.selectorItems[0]?.item.id
    if (!itemId) throw new Error('line without a choice')
    const [variant] = await variantsOf(itemId)
    current = await ok(
      await api(`${A}/${caseId}/lines/${line.id}`, {
        method: 'PATCH',
        token: family,
        json: { itemId, quantity: line.quantity, variantId: variant?.id },
      }),
      ArrangementSchema,
    )
  }
  return current
}

describe('the price list', () => {
  it('answers an item with its category and variant count, and its variants', async () => {
    const casket = await item('Going Home 18-gauge steel casket')
    const one = await ok(await api(`${A}/items/${casket.id}`, { token: family }), GplItemSchema)
    expect(one).toMatchObject({ name: 'Going Home 18-gauge steel casket', category: { name: 'Caskets' }, variantCount: 3 })
    const variants = await variantsOf(casket.id)
    expect(variants.map((v) => v.name)).toEqual(['Silver Rose', 'Brushed Pewter', 'Cameo Blue'])
    expect(variants.every((v) => v.itemId === casket.id && Number.isInteger(v.priceCents))).toBe(true)
    const page = await ok(await api(`${A}/items/${casket.id}/variants?size=2&page=1`, { token: family }), ItemVariantPageSchema)
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, page: 1 })
    expect(page.content).toHaveLength(1)
  })

  it("shows each variant's picture, a file of the home that anyone may load (the price list is public)", async () => {
    const variants = await variantsOf((await item('Heritage solid oak casket')).id)
    const photo = variants.find((v) => v.name === 'Autumn Oak')?.photo
    expect(photo).toMatchObject({ kind: 'product', contentType: 'image/svg+xml', title: 'Autumn Oak' })
    const file = await api(photo?.url ?? '')
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toContain('image/svg+xml')
    expect(await file.text()).toContain('Autumn Oak')
    // The same picture is the one a line with that variant carries.
    expect(variants.every((v) => v.photo !== null)).toBe(true)
  })

  it('answers a selector with the items it offers', async () => {
    const a = await arrangement(1101)
    const selectorId = lineWhere(a, selectorLine('Casket of your choice')).selector?.id
    const selector = await ok(await api(`${A}/items/selectors/${selectorId}`, { token: family }), SelectorSchema)
    expect(selector.selectorItems.map((s) => s.item.name)).toContain('Heritage solid oak casket')
    expect(selector.category.name).toBe('Caskets')
  })

  it('answers a statement template revision', async () => {
    const a = await arrangement(1101)
    const template = await ok(await api(`${A}/statement/template/${a.templateRevisionId}`, { token: family }), StatementTemplateSchema)
    expect(template).toMatchObject({ displayType: 'ITEMIZED', current: true })
    expect(template.disclosures.length).toBeGreaterThan(0)
  })

  it('lists the GPL items paged, or those named by repeated ids', async () => {
    const first = await ok(await api(`${GPL}?size=5`, { token: family }), GplItemPageSchema)
    expect(first.content).toHaveLength(5)
    expect(first.totalElements).toBeGreaterThan(30)
    const [a, b] = [await item('Embalming'), await item('Family limousine')]
    const picked = await ok(await api(`${GPL}?ids=${a.id}&ids=${b.id}`, { token: family }), GplItemPageSchema)
    expect(picked.content.map((i) => i.id).toSorted()).toEqual([a.id, b.id].toSorted())
    const single = await ok(await api(`${GPL}?ids=${a.id}`, { token: family }), GplItemPageSchema)
    expect(single.content.map((i) => i.name)).toEqual(['Embalming'])
    const byCategory = await ok(await api(`${GPL}?categoryId=${a.category.id}&size=100`, { token: family }), GplItemPageSchema)
    expect(byCategory.content.every((i) => i.category.id === a.category.id)).toBe(true)
  })

  it('rejects bad paging and ids with the field message', async () => {
    expect((await failure(await api(`${GPL}?size=500`, { token: family }), 422)).errors).toEqual({ size: 'Cannot exceed 100' })
    expect((await failure(await api(`${GPL}?ids=abc`, { token: family }), 422)).errors).toHaveProperty('ids')
    expect((await failure(await api(`${A}/items/abc`, { token: family }), 422)).statusCode).toBe(422)
  })

  it('needs a signed-in user', async () => {
    const casket = await item('Going Home 18-gauge steel casket')
    for (const path of [
      GPL,
      `${A}/items/${casket.id}`,
      `${A}/items/${casket.id}/variants`,
      `${A}/items/selectors/101`,
      `${A}/statement/template/102`,
    ]) {
      expect((await failure(await api(path), 401)).statusCode).toBe(401)
    }
  })

  it("never shows another funeral home's catalogue", async () => {
    const casket = await item('Going Home 18-gauge steel casket')
    const a = await arrangement(1101)
    const selectorId = lineWhere(a, selectorLine('Casket of your choice')).selector?.id
    for (const path of [
      `${A}/items/${casket.id}`,
      `${A}/items/${casket.id}/variants`,
      `${A}/items/selectors/${selectorId}`,
      `${A}/statement/template/${a.templateRevisionId}`,
    ]) {
      expect((await failure(await api(path, { host: HARBOR, token: harbor }), 404)).statusCode).toBe(404)
    }
    const theirs = await ok(await api(`${GPL}?ids=${casket.id}`, { host: HARBOR, token: harbor }), GplItemPageSchema)
    expect(theirs.content).toEqual([])
    const all = await ok(await api(`${GPL}?size=100`, { host: HARBOR, token: harbor }), GplItemPageSchema)
    expect(all.content.some((i) => i.id === casket.id)).toBe(false)
    expect(all.content.find((i) => i.name === casket.name)?.priceCents).toBeGreaterThan(casket.priceCents)
  })
})

describe('the arrangement', () => {
  it('of case 1101 has a package with choices left and no purchaser', async () => {
    const a = await arrangement(1101)
    expect(a).toMatchObject({
      packageName: 'Traditional Funeral',
      hasPurchaser: false,
      selectionsComplete: false,
      canFinish: false,
      locked: false,
    })
    const casket = lineWhere(a, selectorLine('Casket of your choice'))
    expect(casket).toMatchObject({ item: { name: 'Heritage solid oak casket', variantCount: 2 }, variant: null, complete: false })
    expect(lineWhere(a, selectorLine('Outer burial container'))).toMatchObject({ item: null, complete: false })
    expect(a.missing).toEqual([
      expect.stringMatching(/^Finish your selections in: Caskets, Outer Burial Containers, Flowers$/),
      FINISH_MESSAGES.noPurchaser,
    ])
    const hidden = a.categories.filter((c) => !c.displayForFamily).map((c) => c.itemCategory.name)
    expect(hidden).toEqual(['Permits and Filings', 'Forwarding, Receiving, Direct Cremation and Immediate Burial'])
    expect(lineWhere(a, (l) => l.name === 'Clergy honorarium')).toMatchObject({
      item: null,
      selector: null,
      complete: true,
      unitPriceCents: 25000,
    })
    expect(a.totalCents).toBe(lines(a).reduce((sum, l) => sum + l.priceCents, 0))
  })

  it('of case 1102 is complete and submitted', async () => {
    const a = await arrangement(1102)
    expect(a).toMatchObject({ selectionsComplete: true, canFinish: true, hasPurchaser: true, locked: true, missing: [] })
    expect(a.submittedAt).not.toBeNull()
  })

  it('of a case with none yet is empty', async () => {
    const a = await arrangement(await freshCase())
    expect(a).toMatchObject({ packageId: null, hasPurchaser: false, selectionsComplete: false, locked: false, totalCents: 0 })
    expect(lines(a)).toEqual([])
    expect(a.missing[0]).toBe(FINISH_MESSAGES.noPackage)
  })

  it('is open to members and staff, 401 without a token, 404 to a non-member', async () => {
    await arrangement(1101, relative)
    await arrangement(1102, staff)
    expect((await failure(await api(`${A}/1101`), 401)).statusCode).toBe(401)
    expect((await failure(await api(`${A}/1102`, { token: relative }), 404)).statusCode).toBe(404)
  })

  it("is a 404 for another funeral home's case", async () => {
    expect((await failure(await api(`${A}/1101`, { host: HARBOR, token: harbor }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${A}/2101`, { token: family }), 404)).statusCode).toBe(404)
  })
})

describe('packages', () => {
  it('lists the packages, the selected one marked', async () => {
    const page = await ok(await api(`${A}/1101/packages`, { token: family }), PackagePageSchema)
    expect(page.content.map((p) => p.name)).toEqual([
      'Traditional Funeral',
      'Memorial Service with Cremation',
      'Direct Cremation',
      'Graveside Service',
    ])
    expect(page.content.filter((p) => p.selected).map((p) => p.name)).toEqual(['Traditional Funeral'])
    expect(page.content.every((p) => p.startingPriceCents > 0 && p.includes.length > 0)).toBe(true)
    expect(page.totalElements).toBe(4)
    const harborPage = await ok(await api(`${A}/2101/packages`, { host: HARBOR, token: harbor }), PackagePageSchema)
    expect(harborPage.content.some((p) => p.selected)).toBe(false)
    expect((await failure(await api(`${A}/1101/packages?size=0`, { token: family }), 422)).statusCode).toBe(422)
  })

  it('selecting one replaces the package and all lines with its own', async () => {
    const caseId = await freshCase()
    const direct = await ok(
      await api(`${A}/${caseId}/packages/${await packageId('Direct Cremation')}`, { method: 'POST', token: family }),
      ArrangementSchema,
    )
    expect(direct.packageName).toBe('Direct Cremation')
    expect(lines(direct).map((l) => l.item?.name ?? l.selector?.name ?? l.name)).toContain('Temporary container')
    expect(lines(direct).every((l) => l.fromPackage)).toBe(true)
    // An extra the family added goes too when the package changes.
    const limo = await item('Family limousine')
    await ok(await api(`${A}/${caseId}/lines`, { token: family, json: { itemId: limo.id, quantity: 1 } }), ArrangementSchema, 201)
    const memorial = await ok(
      await api(`${A}/${caseId}/packages/${await packageId('Memorial Service with Cremation')}`, { method: 'POST', token: family }),
      ArrangementSchema,
    )
    const names = lines(memorial).map((l) => l.item?.name ?? l.selector?.name ?? l.name)
    expect(memorial.packageName).toBe('Memorial Service with Cremation')
    expect(names).toContain('Urn of your choice')
    expect(names).not.toContain('Temporary container')
    expect(names).not.toContain('Family limousine')
    // The same package again changes nothing.
    const again = await ok(await api(`${A}/${caseId}/packages/${memorial.packageId}`, { method: 'POST', token: family }), ArrangementSchema)
    expect(lines(again).map((l) => l.id)).toEqual(lines(memorial).map((l) => l.id))
  })

  it('answers 404 for an unknown or foreign package, 401, and 404 for a non-member and across tenants', async () => {
    const harborPackages = await ok(await api(`${A}/2101/packages`, { host: HARBOR, token: harbor }), PackagePageSchema)
    const theirs = harborPackages.content[0]?.packageId
    expect((await failure(await api(`${A}/1101/packages/${theirs}`, { method: 'POST', token: family }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${A}/1101/packages/999999`, { method: 'POST', token: family }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${A}/1101/packages/abc`, { method: 'POST', token: family }), 422)).statusCode).toBe(422)
    expect((await failure(await api(`${A}/1101/packages`), 401)).statusCode).toBe(401)
    expect((await failure(await api(`${A}/1101/packages/101`, { method: 'POST' }), 401)).statusCode).toBe(401)
    expect((await failure(await api(`${A}/1102/packages`, { token: relative }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${A}/1102/packages/101`, { method: 'POST', token: relative }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${A}/1101/packages`, { host: HARBOR, token: harbor }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${A}/1101/packages/101`, { method: 'POST', host: HARBOR, token: harbor }), 404)).statusCode).toBe(404)
  })
})

describe('lines', () => {
  it('adds an item, checked against the price list', async () => {
    const caseId = await freshCase()
    const limo = await item('Family limousine')
    const added = await ok(
      await api(`${A}/${caseId}/lines`, { token: family, json: { itemId: limo.id, quantity: 2 } }),
      ArrangementSchema,
      201,
    )
    expect(lineWhere(added, (l) => l.item?.id === limo.id)).toMatchObject({
      quantity: 2,
      priceCents: limo.priceCents * 2,
      fromPackage: false,
      required: false,
      complete: true,
    })
    const spray = await item('Casket spray')
    const white = (await variantsOf(spray.id)).find((v) => v.name === 'White lily and rose')
    const withVariant = await ok(
      await api(`${A}/${caseId}/lines`, { token: family, json: { itemId: spray.id, quantity: 1, variantId: white?.id } }),
      ArrangementSchema,
      201,
    )
    expect(lineWhere(withVariant, (l) => l.item?.id === spray.id).variant?.name).toBe('White lily and rose')
  })

  it('rejects an item with variants but no variant, a variant of another item, and an item of another funeral home', async () => {
    const caseId = await freshCase()
    const spray = await item('Casket spray')
    const urn = await item('Classic brass urn')
    const [urnVariant] = await variantsOf(urn.id)
    const limo = await item('Family limousine')
    const post = (json: unknown) => api(`${A}/${caseId}/lines`, { token: family, json })
    expect((await failure(await post({ itemId: spray.id, quantity: 1 }), 422)).errors).toEqual({ variantId: LINE_MESSAGES.variantRequired })
    expect((await failure(await post({ itemId: spray.id, quantity: 1, variantId: urnVariant?.id }), 422)).errors).toEqual({
      variantId: LINE_MESSAGES.foreignVariant,
    })
    expect((await failure(await post({ itemId: limo.id, quantity: 1, variantId: urnVariant?.id }), 422)).errors).toEqual({
      variantId: LINE_MESSAGES.noVariants,
    })
    const harborItems = await ok(await api(`${GPL}?size=1`, { host: HARBOR, token: harbor }), GplItemPageSchema)
    expect((await failure(await post({ itemId: harborItems.content[0]?.id, quantity: 1 }), 422)).errors).toEqual({
      itemId: LINE_MESSAGES.unknownItem,
    })
    expect((await failure(await post({ itemId: limo.id, quantity: 0 }), 422)).errors).toEqual({ quantity: 'Must be at least 1' })
    expect((await failure(await post({ quantity: 1 }), 422)).errors).toEqual({ itemId: 'This field is required' })
  })

  it('fills a selector line with one of its items and that item’s variant', async () => {
    const caseId = await freshCase()
    await api(`${A}/${caseId}/packages/${await packageId('Traditional Funeral')}`, { method: 'POST', token: family })
    const before = await arrangement(caseId)
    const casketLine = lineWhere(before, selectorLine('Casket of your choice'))
    const patch = (lineId: number, json: unknown) => api(`${A}/${caseId}/lines/${lineId}`, { method: 'PATCH', token: family, json })
    const urn = await item('Classic brass urn')
    const [urnVariant] = await variantsOf(urn.id)
    expect((await failure(await patch(casketLine.id, { itemId: urn.id, quantity: 1, variantId: urnVariant?.id }), 422)).errors).toEqual({
      itemId: LINE_MESSAGES.notInSelector,
    })
    const oak = await item('Heritage solid oak casket')
    const [natural] = await variantsOf(oak.id)
    const after = await ok(await patch(casketLine.id, { itemId: oak.id, quantity: 1, variantId: natural?.id }), ArrangementSchema)
    expect(lineWhere(after, (l) => l.id === casketLine.id)).toMatchObject({
      item: { id: oak.id },
      variant: { id: natural?.id },
      complete: true,
      priceCents: natural?.priceCents,
    })
    expect(after.categories.find((c) => c.itemCategory.name === 'Caskets')?.complete).toBe(true)
    // An item line swaps only within its category; a free-text line has no item.
    const hearse = lineWhere(after, (l) => l.item?.name === 'Funeral coach (hearse)')
    expect((await failure(await patch(hearse.id, { itemId: oak.id, quantity: 1, variantId: natural?.id }), 422)).errors).toEqual({
      itemId: LINE_MESSAGES.otherCategory,
    })
    const limo = await item('Family limousine')
    await ok(await patch(hearse.id, { itemId: limo.id, quantity: 1 }), ArrangementSchema)
    const honorarium = lineWhere(after, (l) => l.name === 'Clergy honorarium')
    expect((await failure(await patch(honorarium.id, { itemId: limo.id, quantity: 1 }), 422)).errors).toEqual({
      itemId: LINE_MESSAGES.freeText,
    })
    expect((await failure(await patch(999999, { itemId: limo.id, quantity: 1 }), 404)).statusCode).toBe(404)
    expect((await failure(await patch(hearse.id, { itemId: limo.id, quantity: 100 }), 422)).errors).toEqual({
      quantity: 'Cannot exceed 99',
    })
  })

  it('removes optional lines but not required package lines', async () => {
    const caseId = await freshCase()
    const traditional = await ok(
      await api(`${A}/${caseId}/packages/${await packageId('Traditional Funeral')}`, { method: 'POST', token: family }),
      ArrangementSchema,
    )
    const limoLine = lineWhere(traditional, (l) => l.item?.name === 'Family limousine')
    expect(limoLine.required).toBe(false)
    const removed = await ok(await api(`${A}/${caseId}/items/${limoLine.id}`, { method: 'DELETE', token: family }), ArrangementSchema)
    expect(lines(removed).some((l) => l.id === limoLine.id)).toBe(false)
    expect(removed.totalCents).toBe(traditional.totalCents - limoLine.priceCents)
    const casket = lineWhere(removed, selectorLine('Casket of your choice'))
    expect((await failure(await api(`${A}/${caseId}/items/${casket.id}`, { method: 'DELETE', token: family }), 422)).message).toBe(
      LINE_MESSAGES.required,
    )
    expect((await failure(await api(`${A}/${caseId}/items/${limoLine.id}`, { method: 'DELETE', token: family }), 404)).statusCode).toBe(404)
  })

  it('answers 401, and 404 for a non-member and across tenants', async () => {
    const limo = await item('Family limousine')
    const json = { itemId: limo.id, quantity: 1 }
    const a = await arrangement(1101)
    const lineId = lines(a)[0]?.id
    expect((await failure(await api(`${A}/1101/lines`, { json }), 401)).statusCode).toBe(401)
    expect((await failure(await api(`${A}/1101/lines/${lineId}`, { method: 'PATCH', json }), 401)).statusCode).toBe(401)
    expect((await failure(await api(`${A}/1101/items/${lineId}`, { method: 'DELETE' }), 401)).statusCode).toBe(401)
    const b = await arrangement(1102)
    const doneLine = lines(b)[0]?.id
    expect((await failure(await api(`${A}/1102/lines`, { token: relative, json }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${A}/1102/lines/${doneLine}`, { method: 'PATCH', token: relative, json }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${A}/1102/items/${doneLine}`, { method: 'DELETE', token: relative }), 404)).statusCode).toBe(404)
    expect((await failure(await api(`${A}/1101/lines`, { host: HARBOR, token: harbor, json }), 404)).statusCode).toBe(404)
    expect(
      (await failure(await api(`${A}/1101/lines/${lineId}`, { method: 'PATCH', host: HARBOR, token: harbor, json }), 404)).statusCode,
    ).toBe(404)
    expect((await failure(await api(`${A}/1101/items/${lineId}`, { method: 'DELETE', host: HARBOR, token: harbor }), 404)).statusCode).toBe(
      404,
    )
    // A line of another case is not this case's line.
    expect((await failure(await api(`${A}/1101/items/${doneLine}`, { method: 'DELETE', token: family }), 404)).statusCode).toBe(404)
  })
})

describe('the contract', () => {
  it('of case 1102 names its purchaser and who submitted it', async () => {
    const contract = await ok(await api(`${A}/1102/contract`, { token: family }), ContractSchema)
    expect(contract).toMatchObject({
      purchaser: { firstName: 'Margaret', relationship: 'Daughter' },
      submittedBy: { id: 1001 },
      canSubmit: false,
    })
  })

  it('validates the purchaser details with the field messages', async () => {
    const caseId = await freshCase()
    const body = await failure(
      await api(`${A}/${caseId}/contract/details`, {
        token: family,
        json: { ...PURCHASER, email: 'nope', firstName: '', address: { ...PURCHASER.address, postalCode: '1' } },
      }),
      422,
    )
    expect(body.errors).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'This field is required',
      'address.postalCode': 'Please enter a valid format',
    })
  })

  it('submits only with a package, complete selections and a purchaser, then locks the arrangement', async () => {
    const caseId = await freshCase()
    const submit = () => api(`${A}/${caseId}/contract/submit`, { method: 'POST', token: family })
    const empty = await failure(await submit(), 422)
    expect(empty.message).toBe(CONTRACT_MESSAGES.notReady([FINISH_MESSAGES.noPackage, FINISH_MESSAGES.noPurchaser]))

    const traditional = await packageId('Traditional Funeral')
    await ok(await api(`${A}/${caseId}/packages/${traditional}`, { method: 'POST', token: family }), ArrangementSchema)
    const open = await failure(await submit(), 422)
    expect(open.message).toContain('Finish your selections in: Caskets')
    expect(open.message).toContain(FINISH_MESSAGES.noPurchaser)

    const contract = await ok(await api(`${A}/${caseId}/contract/details`, { token: family, json: PURCHASER }), ContractSchema)
    expect(contract).toMatchObject({ purchaser: PURCHASER, canSubmit: false })
    expect((await arrangement(caseId)).hasPurchaser).toBe(true)
    expect((await failure(await submit(), 422)).message).not.toContain(FINISH_MESSAGES.noPurchaser)

    const complete = await completeSelections(caseId)
    expect(complete).toMatchObject({ selectionsComplete: true, canFinish: true, missing: [] })
    const submitted = await ok(await submit(), ContractSchema)
    expect(submitted.submittedAt).not.toBeNull()
    expect(submitted.submittedBy?.id).toBe(1001)

    const locked = await arrangement(caseId)
    expect(locked.locked).toBe(true)
    const limo = await item('Family limousine')
    const someLine = lines(locked).find((l) => !l.required)
    const attempts = [
      api(`${A}/${caseId}/lines`, { token: family, json: { itemId: limo.id, quantity: 1 } }),
      api(`${A}/${caseId}/lines/${someLine?.id}`, { method: 'PATCH', token: family, json: { itemId: limo.id, quantity: 1 } }),
      api(`${A}/${caseId}/items/${someLine?.id}`, { method: 'DELETE', token: family }),
      api(`${A}/${caseId}/packages/${await packageId('Direct Cremation')}`, { method: 'POST', token: family }),
      api(`${A}/${caseId}/contract/details`, { token: family, json: PURCHASER }),
    ]
    for (const attempt of attempts) expect((await failure(await attempt, 422)).message).toBe(LOCKED_MESSAGE)
    expect((await failure(await submit(), 422)).message).toBe(CONTRACT_MESSAGES.alreadySubmitted)
  })

  it('answers 401, and 404 for a non-member and across tenants', async () => {
    for (const [method, path, json] of [
      ['GET', 'contract', undefined],
      ['POST', 'contract/details', PURCHASER],
      ['POST', 'contract/submit', undefined],
    ] as const) {
      expect((await failure(await api(`${A}/1101/${path}`, { method, json }), 401)).statusCode).toBe(401)
      expect((await failure(await api(`${A}/1102/${path}`, { method, json, token: relative }), 404)).statusCode).toBe(404)
      expect((await failure(await api(`${A}/1101/${path}`, { method, json, host: HARBOR, token: harbor }), 404)).statusCode).toBe(404)
    }
  })
})

describe('the statement', () => {
  it('reflects the lines, itemized, with what was paid and what is owed', async () => {
    const a = await arrangement(1102)
    const statement = await ok(await api('/api/family/cases/1102/statement', { token: family }), StatementSchema)
    expect(statement).toMatchObject({
      displayType: 'ITEMIZED',
      templateRevisionId: a.templateRevisionId,
      packageName: 'Memorial Service with Cremation',
      purchaserName: 'Margaret Ellis',
    })
    expect(statement.lines).toHaveLength(lines(a).length)
    expect(statement.totalCents).toBe(a.totalCents)
    expect(statement.paidCents).toBeGreaterThan(0)
    expect(statement.balanceCents).toBe(statement.totalCents - statement.paidCents)
    expect(statement.lines.map((l) => l.description)).toContain('Classic brass urn (Bronze)')
    // Shown categories first, in the family's order; hidden ones last.
    expect(statement.lines.at(-1)?.category).toBe('Permits and Filings')
  })

  it('changes as the lines change', async () => {
    const caseId = await freshCase()
    await api(`${A}/${caseId}/packages/${await packageId('Direct Cremation')}`, { method: 'POST', token: family })
    const before = await ok(await api(`/api/family/cases/${caseId}/statement`, { token: family }), StatementSchema)
    const limo = await item('Family limousine')
    await api(`${A}/${caseId}/lines`, { token: family, json: { itemId: limo.id, quantity: 1 } })
    const after = await ok(await api(`/api/family/cases/${caseId}/statement`, { token: family }), StatementSchema)
    expect(after.totalCents).toBe(before.totalCents + limo.priceCents)
    expect(after.lines.map((l) => l.description)).toContain('Family limousine')
    expect(after).toMatchObject({ paidCents: 0, balanceCents: after.totalCents })
  })

  it('answers 401, and 404 for a non-member and across tenants', async () => {
    expect((await failure(await api('/api/family/cases/1102/statement'), 401)).statusCode).toBe(401)
    expect((await failure(await api('/api/family/cases/1102/statement', { token: relative }), 404)).statusCode).toBe(404)
    expect((await failure(await api('/api/family/cases/1102/statement', { host: HARBOR, token: harbor }), 404)).statusCode).toBe(404)
  })
})
