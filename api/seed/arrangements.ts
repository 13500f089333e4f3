import {
  arrangementLines,
  arrangements,
  casePayments,
  gplCategories,
  gplItems,
  gplItemVariants,
  gplPackageLines,
  gplPackages,
  gplSelectorItems,
  gplSelectors,
  priceListDisclosures,
  priceListVersions,
  statementTemplateRevisions,
} from '#api/src/db/schema.ts'
import { ARRANGEMENTS } from './data/arrangements.ts'
import { CATEGORIES, FTC_DISCLOSURES, PACKAGES, PRICE_FACTOR, PRICE_LIST_DISCLOSURES, SELECTORS, type LineDef } from './data/price-list.ts'
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
function catalogueIds(companyId: number) {
  const category = new Map<string, number>()
  const item = new Map<string, number>()
  const itemCategory = new Map<string, string>()
  const variant = new Map<string, number>()
  const price = new Map<string, number>()
  let v = 0
  CATEGORIES.forEach((c, ci) => {
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
  const selector = new Map(SELECTORS.map((s, i) => [s.key, companyId * 100 + i + 1]))
  const pkg = new Map(PACKAGES.map((p, i) => [p.key, companyId * 100 + i + 1]))
  return { category, item, itemCategory, variant, price, selector, pkg }
}

type Ids = ReturnType<typeof catalogueIds>

function need<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key)
  if (value === undefined) throw new Error(`seed arrangements: unknown key ${key}`)
  return value
}

/** The row a package line is stored as (package lines and, copied, arrangement lines). */
type LineRow = {
  categoryId: number
  itemId: number | null
  variantId: number | null
  selectorId: number | null
  name: string | null
  unitPriceCents: number | null
  quantity: number
  required: boolean
  position: number
}

function lineRow(companyId: number, ids: Ids, line: LineDef, position: number): LineRow {
  const base = { quantity: line.quantity ?? 1, required: !line.optional, position }
  if ('item' in line) {
    return {
      ...base,
      categoryId: need(ids.category, need(ids.itemCategory, line.item)),
      itemId: need(ids.item, line.item),
      variantId: line.variant ? need(ids.variant, `${line.item}/${line.variant}`) : null,
      selectorId: null,
      name: null,
      unitPriceCents: null,
    }
  }
  if ('selector' in line) {
    const def = SELECTORS.find((s) => s.key === line.selector)
    if (!def) throw new Error(`seed arrangements: unknown selector ${line.selector}`)
    return {
      ...base,
      categoryId: need(ids.category, def.category),
      itemId: null,
      variantId: null,
      selectorId: need(ids.selector, line.selector),
      name: null,
      unitPriceCents: null,
    }
  }
  return {
    ...base,
    categoryId: need(ids.category, line.category),
    itemId: null,
    variantId: null,
    selectorId: null,
    name: line.text,
    unitPriceCents: cents(companyId, line.price),
  }
}

/** Each home's version 1 of its price list, in effect since the start of the year (decision 063). */
export function seedVersionId(companyId: number): number {
  return companyId * 100 + 1
}

function catalogueQueries(companyId: number, ids: Ids, photoOf: ReadonlyMap<number, number>): SeedQuery[] {
  const versionId = seedVersionId(companyId)
  const out: SeedQuery[] = [
    seedDb
      .insert(priceListVersions)
      .values({
        id: versionId,
        companyId,
        number: 1,
        note: 'The price list of the year',
        effectiveFrom: '2026-01-01',
        publishedAt: '2025-12-15T15:00:00.000Z',
        createdAt: '2025-12-15T15:00:00.000Z',
      })
      .onConflictDoNothing(),
    ...PRICE_LIST_DISCLOSURES.map((d, position) =>
      seedDb.insert(priceListDisclosures).values({ versionId, ruleKey: d.key, text: d.text, position }).onConflictDoNothing(),
    ),
  ]
  for (const c of CATEGORIES) {
    out.push(
      seedDb
        .insert(gplCategories)
        .values({
          id: need(ids.category, c.key),
          companyId,
          versionId,
          name: c.name,
          position: c.position,
          displayForFamily: c.displayForFamily !== false,
        })
        .onConflictDoNothing(),
    )
  }
  for (const c of CATEGORIES) {
    c.items.forEach((it, position) => {
      out.push(
        seedDb
          .insert(gplItems)
          .values({
            id: need(ids.item, it.key),
            companyId,
            versionId,
            cashAdvance: c.cashAdvance === true,
            ruleLine: it.rule ?? null,
            categoryId: need(ids.category, c.key),
            name: it.name,
            description: it.description,
            priceCents: cents(companyId, it.price),
            position,
          })
          .onConflictDoNothing(),
      )
      ;(it.variants ?? []).forEach((vd, vp) => {
        const id = need(ids.variant, `${it.key}/${vd.name}`)
        const photoMediaId = photoOf.get(id) ?? null
        out.push(
          seedDb
            .insert(gplItemVariants)
            .values({
              id,
              itemId: need(ids.item, it.key),
              name: vd.name,
              description: vd.description ?? '',
              priceCents: vd.price === undefined ? null : cents(companyId, vd.price),
              position: vp,
              photoMediaId,
            })
            .onConflictDoNothing(),
        )
      })
    })
  }
  for (const s of SELECTORS) {
    const selectorId = need(ids.selector, s.key)
    out.push(
      seedDb
        .insert(gplSelectors)
        .values({ id: selectorId, companyId, versionId, categoryId: need(ids.category, s.category), name: s.name })
        .onConflictDoNothing(),
    )
    s.items.forEach((key, position) => {
      out.push(
        seedDb
          .insert(gplSelectorItems)
          .values({ selectorId, itemId: need(ids.item, key), position })
          .onConflictDoNothing(),
      )
    })
  }
  PACKAGES.forEach((p, pi) => {
    const packageId = need(ids.pkg, p.key)
    out.push(
      seedDb
        .insert(gplPackages)
        .values({ id: packageId, companyId, versionId, name: p.name, description: p.description, category: p.category, position: pi })
        .onConflictDoNothing(),
    )
    p.lines.forEach((line, li) => {
      const r = lineRow(companyId, ids, line, li + 1)
      out.push(
        seedDb
          .insert(gplPackageLines)
          .values({
            id: companyId * 1000 + pi * 50 + li + 1,
            packageId,
            categoryId: r.categoryId,
            itemId: r.itemId,
            variantId: r.variantId,
            selectorId: r.selectorId,
            name: r.name,
            unitPriceCents: r.unitPriceCents,
            quantity: r.quantity,
            required: r.required,
            position: r.position,
          })
          .onConflictDoNothing(),
      )
    })
  })
  return out
}

function templateQueries(company: CompanySeed): { queries: SeedQuery[]; currentId: number } {
  const base = company.id * 100
  const heading = `${company.name} — Statement of Funeral Goods and Services Selected`
  const rows: [number, string, number, 'ITEMIZED' | 'SUMMARY', boolean, string][] = [
    [base + 1, 'Itemized statement (2025 price list)', 1, 'ITEMIZED', false, '2025-01-01'],
    [base + 2, 'Itemized statement (2026 price list)', 2, 'ITEMIZED', true, '2026-01-01'],
    [base + 3, 'Summary statement by category', 1, 'SUMMARY', false, '2026-01-01'],
  ]
  return {
    currentId: base + 2,
    queries: rows.map(([id, name, revision, displayType, current, effectiveFrom]) =>
      seedDb
        .insert(statementTemplateRevisions)
        .values({
          id,
          companyId: company.id,
          name,
          revision,
          displayType,
          heading,
          disclosures: JSON.stringify(FTC_DISCLOSURES),
          current,
          effectiveFrom,
        })
        .onConflictDoNothing(),
    ),
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
