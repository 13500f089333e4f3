import { arrangementLines, arrangements, casePayments } from '#api/src/db/schema.ts'
import {
  lineRow as priceListLineRow,
  priceListQueries,
  statementTemplateQueries,
  type LineDef,
  type PriceListIds,
} from '#api/src/platform/price-list-rows.ts'
import { STATEMENT_DISCLOSURES } from '#api/src/platform/starter-price-list.ts'
import { ARRANGEMENTS } from './data/arrangements.ts'
import { DEMO_PRICE_LIST, PACKAGES, PRICE_FACTOR } from './data/price-list.ts'
import { demoIds } from './ids.ts'
import { seedDb } from './query.ts'
import { variantPictures } from './variant-pictures.ts'
import type { CompanySeed, SeedOutput, SeedQuery } from './types.ts'

/**
 * Each funeral home's general price list (api/seed/data/price-list.ts), its statement templates,
 * and the arrangements of the two family cases (api/seed/data/arrangements.ts).
 */

/** Dollars to cents at this company's prices, rounded to whole five dollars as price lists are. */
function cents(companyId: number, dollars: number): number {
  const factor = PRICE_FACTOR[companyId] ?? 1
  return factor === 1 ? dollars * 100 : Math.round((dollars * factor) / 5) * 500
}

/** Indexes ids by key, fixed per company, so references resolve and the seed stays idempotent. */
function catalogueIds(companyId: number): PriceListIds {
  const category = new Map<string, number>()
  const item = new Map<string, number>()
  const itemCategory = new Map<string, string>()
  const variant = new Map<string, number>()
  const price = new Map<string, number>()
  let v = 0
  DEMO_PRICE_LIST.categories.forEach((c, ci) => {
    category.set(c.key, companyId * 100 + ci + 1)
    c.items.forEach((it, ii) => {
      item.set(it.key, companyId * 1000 + ci * 20 + ii + 1)
      itemCategory.set(it.key, c.key)
      price.set(it.key, cents(companyId, it.price))
      for (const vd of it.variants ?? []) {
        v += 1
        variant.set(`${it.key}/${vd.name}`, companyId * 10000 + v)
        price.set(`${it.key}/${vd.name}`, cents(companyId, vd.price ?? it.price))
      }
    })
  })
  const selector = new Map(DEMO_PRICE_LIST.selectors.map((s, i) => [s.key, companyId * 100 + i + 1]))
  const pkg = new Map(PACKAGES.map((p, i) => [p.key, companyId * 100 + i + 1]))
  return { category, item, itemCategory, variant, price, selector, pkg, packageLine: (pi, li) => companyId * 1000 + pi * 50 + li + 1 }
}

type Ids = PriceListIds

function need<T>(map: ReadonlyMap<string, T>, key: string): T {
  const value = map.get(key)
  if (value === undefined) throw new Error(`seed arrangements: unknown key ${key}`)
  return value
}

function lineRow(companyId: number, ids: Ids, line: LineDef, position: number) {
  return priceListLineRow(DEMO_PRICE_LIST, ids, line, position, (dollars) => cents(companyId, dollars))
}

/** Each home's version 1 of its price list, in effect since the start of the year (decision 063). */
export function seedVersionId(companyId: number): number {
  return companyId * 100 + 1
}

/** The demo's price list through the builder every home's is made with (api/src/platform/price-list-rows.ts). */
function catalogueQueries(companyId: number, ids: Ids, photoOf: ReadonlyMap<number, number>): SeedQuery[] {
  return priceListQueries({
    companyId,
    def: DEMO_PRICE_LIST,
    ids,
    cents: (dollars) => cents(companyId, dollars),
    photoOf,
    version: {
      id: seedVersionId(companyId),
      number: 1,
      note: 'The price list of the year',
      effectiveFrom: '2026-01-01',
      publishedAt: '2025-12-15T15:00:00.000Z',
      createdAt: '2025-12-15T15:00:00.000Z',
    },
  })
}

function templateQueries(company: CompanySeed): { queries: SeedQuery[]; currentId: number } {
  const base = company.id * 100
  const heading = `${company.name} — Statement of Funeral Goods and Services Selected`
  return {
    currentId: base + 2,
    queries: statementTemplateQueries(company.id, heading, STATEMENT_DISCLOSURES, [
      {
        id: base + 1,
        name: 'Itemized statement (2025 price list)',
        revision: 1,
        displayType: 'ITEMIZED',
        current: false,
        effectiveFrom: '2025-01-01',
      },
      {
        id: base + 2,
        name: 'Itemized statement (2026 price list)',
        revision: 2,
        displayType: 'ITEMIZED',
        current: true,
        effectiveFrom: '2026-01-01',
      },
      {
        id: base + 3,
        name: 'Summary statement by category',
        revision: 1,
        displayType: 'SUMMARY',
        current: false,
        effectiveFrom: '2026-01-01',
      },
    ]),
  }
}

function arrangementQueries(company: CompanySeed, ids: Ids, templateId: number): SeedQuery[] {
  const out: SeedQuery[] = []
  const people = demoIds(company.id)
  ;(ARRANGEMENTS[company.id] ?? []).forEach((a, ai) => {
    const caseId = people.familyCases[ai]
    if (caseId === undefined) return
    out.push(
      seedDb
        .insert(arrangements)
        .values({
          caseId,
          companyId: company.id,
          packageId: a.packageKey ? need(ids.pkg, a.packageKey) : null,
          templateRevisionId: templateId,
          priceListVersionId: seedVersionId(company.id),
          purchaser: a.purchaser ? JSON.stringify(a.purchaser) : null,
          submittedAt: a.submittedAt,
          submittedBy: a.submittedAt ? people.familyUser : null,
          updatedAt: a.submittedAt ?? '2026-11-21T15:00:00.000Z',
        })
        .onConflictDoNothing(),
    )
    const pkg = PACKAGES.find((p) => p.key === a.packageKey)
    let total = 0
    pkg?.lines.forEach((line, li) => {
      const r = lineRow(company.id, ids, line, li + 1)
      const choice = 'selector' in line ? a.choices[line.selector] : undefined
      const itemKey = choice?.item ?? ('item' in line ? line.item : undefined)
      const variantKey = choice?.variant ?? ('item' in line ? line.variant : undefined)
      const unit = itemKey ? (variantKey ? ids.price.get(`${itemKey}/${variantKey}`) : ids.price.get(itemKey)) : r.unitPriceCents
      total += (unit ?? 0) * r.quantity
      out.push(
        seedDb
          .insert(arrangementLines)
          .values({
            id: company.id * 100000 + ai * 1000 + li + 1,
            caseId,
            categoryId: r.categoryId,
            itemId: choice ? need(ids.item, choice.item) : r.itemId,
            variantId: choice?.variant ? need(ids.variant, `${choice.item}/${choice.variant}`) : r.variantId,
            selectorId: r.selectorId,
            name: r.name,
            unitPriceCents: r.unitPriceCents,
            quantity: r.quantity,
            required: r.required,
            fromPackage: true,
            position: r.position,
          })
          .onConflictDoNothing(),
      )
    })
    // Each payment pays its share of the total; the last with share 1 pays what is left.
    let paid = 0
    a.payments.forEach((p, pi) => {
      const amount = p.share >= 1 ? total - paid : Math.round((total * p.share) / 100) * 100
      paid += amount
      out.push(
        seedDb
          .insert(casePayments)
          .values({
            id: company.id * 1000 + ai * 10 + pi + 1,
            companyId: company.id,
            caseId,
            amountCents: amount,
            status: 'succeeded',
            brand: p.brand,
            last4: p.last4,
            payerName: a.purchaser ? `${a.purchaser.firstName} ${a.purchaser.lastName}` : 'Family',
            processorId: `test_ch_seed_${company.id}_${caseId}_${pi + 1}`,
            createdBy: people.familyUser,
            createdAt: p.at,
          })
          .onConflictDoNothing(),
      )
    })
  })
  return out
}

export async function seed(company: CompanySeed): Promise<SeedOutput> {
  const ids = catalogueIds(company.id)
  const templates = templateQueries(company)
  const variants = [...ids.variant].map(([key, id]) => ({ id, key, name: key.slice(key.indexOf('/') + 1) }))
  const pictures = await variantPictures(company.id, variants)
  return {
    // The pictures' media rows before the variants that point at them.
    queries: [
      ...pictures.queries,
      ...catalogueQueries(company.id, ids, pictures.mediaIdOf),
      ...templates.queries,
      ...arrangementQueries(company, ids, templates.currentId),
    ],
    objects: pictures.objects,
  }
}
