import type { DisclosureKey, RuleLineKey } from '#contract/price-list-funeral-rule.ts'
import {
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
} from '../db/schema.ts'
import { inserted, rowDb, type OnConflict, type RowQuery } from './rows.ts'

/**
 * A home's price list as rows (decision 063): one version with its Funeral Rule disclosures, the
 * categories and items (with variants), the selectors a package leaves open, and the packages.
 * The price list is plain data (`PriceListDef`, prices in dollars); the caller gives every row
 * its id (`PriceListIds`) and its prices in cents. The demo seed and a new home build theirs here.
 */

export type VariantDef = { name: string; description?: string; price?: number }
/** `rule`: which of the Funeral Rule's required lines the item is (contract/price-list-funeral-rule.ts). */
export type ItemDef = { key: string; name: string; description: string; price: number; variants?: VariantDef[]; rule?: RuleLineKey }
/** `cashAdvance`: every item is paid to others on the family's behalf, at cost. */
export type CategoryDef = {
  key: string
  name: string
  position: number
  displayForFamily?: boolean
  cashAdvance?: boolean
  items: ItemDef[]
}
export type SelectorDef = { key: string; name: string; category: string; items: string[] }
/** A package line: an item (maybe its variant), a selector, or free text with a price. */
export type LineDef =
  | { item: string; variant?: string; quantity?: number; optional?: boolean }
  | { selector: string; quantity?: number; optional?: boolean }
  | { text: string; category: string; price: number; quantity?: number; optional?: boolean }
export type PackageDef = { key: string; name: string; description: string; category: 'Burial' | 'Cremation'; lines: LineDef[] }

export type PriceListDef = {
  categories: readonly CategoryDef[]
  disclosures: readonly { key: DisclosureKey; text: string }[]
  selectors: readonly SelectorDef[]
  packages: readonly PackageDef[]
}

/** The version row's own facts; `publishedAt` null makes it a draft for the owner to finish. */
export type VersionFacts = {
  id: number
  number: number
  note: string
  effectiveFrom: string | null
  publishedAt: string | null
  createdAt: string
}

/** Every row's id and price, by the definition's keys. */
export type PriceListIds = {
  category: ReadonlyMap<string, number>
  item: ReadonlyMap<string, number>
  itemCategory: ReadonlyMap<string, string>
  /** By `item/variant name`. */
  variant: ReadonlyMap<string, number>
  /** Cents, by item key and by `item/variant name`. */
  price: ReadonlyMap<string, number>
  selector: ReadonlyMap<string, number>
  pkg: ReadonlyMap<string, number>
  packageLine(packageIndex: number, lineIndex: number): number
}

function need<T>(map: ReadonlyMap<string, T>, key: string): T {
  const value = map.get(key)
  if (value === undefined) throw new Error(`price list: unknown key ${key}`)
  return value
}

/**
 * Ids for a price list whose rows follow one another from `next` (a new home: each table's first
 * free id, read just before the rows are written), and prices at `cents`.
 */
export function sequentialPriceListIds(
  def: PriceListDef,
  next: Record<'category' | 'item' | 'variant' | 'selector' | 'package' | 'packageLine', number>,
  cents: (dollars: number) => number,
): PriceListIds {
  const category = new Map<string, number>()
  const item = new Map<string, number>()
  const itemCategory = new Map<string, string>()
  const variant = new Map<string, number>()
  const price = new Map<string, number>()
  def.categories.forEach((c, ci) => {
    category.set(c.key, next.category + ci)
    for (const it of c.items) {
      item.set(it.key, next.item + item.size)
      itemCategory.set(it.key, c.key)
      price.set(it.key, cents(it.price))
      for (const vd of it.variants ?? []) {
        variant.set(`${it.key}/${vd.name}`, next.variant + variant.size)
        price.set(`${it.key}/${vd.name}`, cents(vd.price ?? it.price))
      }
    }
  })
  const lineIds = new Map<string, number>()
  def.packages.forEach((p, pi) => p.lines.forEach((_, li) => lineIds.set(`${pi}/${li}`, next.packageLine + lineIds.size)))
  return {
    category,
    item,
    itemCategory,
    variant,
    price,
    selector: new Map(def.selectors.map((s, i) => [s.key, next.selector + i])),
    pkg: new Map(def.packages.map((p, i) => [p.key, next.package + i])),
    packageLine: (pi, li) => need(lineIds, `${pi}/${li}`),
  }
}

/** The row a package line is stored as (package lines and, copied, arrangement lines). */
export type LineRow = {
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

export function lineRow(
  def: PriceListDef,
  ids: PriceListIds,
  line: LineDef,
  position: number,
  cents: (dollars: number) => number,
): LineRow {
  const base = { quantity: line.quantity ?? 1, required: !line.optional, position }
  const none = { itemId: null, variantId: null, selectorId: null, name: null, unitPriceCents: null }
  if ('item' in line) {
    return {
      ...base,
      ...none,
      categoryId: need(ids.category, need(ids.itemCategory, line.item)),
      itemId: need(ids.item, line.item),
      variantId: line.variant ? need(ids.variant, `${line.item}/${line.variant}`) : null,
    }
  }
  if ('selector' in line) {
    const selector = def.selectors.find((s) => s.key === line.selector)
    if (!selector) throw new Error(`price list: unknown selector ${line.selector}`)
    return { ...base, ...none, categoryId: need(ids.category, selector.category), selectorId: need(ids.selector, line.selector) }
  }
  return { ...base, ...none, categoryId: need(ids.category, line.category), name: line.text, unitPriceCents: cents(line.price) }
}

export type PriceListRowsInput = {
  companyId: number
  def: PriceListDef
  ids: PriceListIds
  version: VersionFacts
  cents: (dollars: number) => number
  /** A variant's picture (media id, by variant id); the media rows come before these. */
  photoOf?: ReadonlyMap<number, number>
  onConflict?: OnConflict
}

/** The version, its disclosures, categories, items and variants, selectors and packages, in foreign-key order. */
export function priceListQueries(input: PriceListRowsInput): RowQuery[] {
  const { companyId, def, ids, version, cents } = input
  const onConflict = input.onConflict ?? 'ignore'
  const versionId = version.id
  const add = (q: RowQuery & { onConflictDoNothing(): RowQuery }) => inserted(q, onConflict)
  const out: RowQuery[] = [
    add(rowDb.insert(priceListVersions).values({ ...version, companyId })),
    ...def.disclosures.map((d, position) =>
      add(rowDb.insert(priceListDisclosures).values({ versionId, ruleKey: d.key, text: d.text, position })),
    ),
  ]
  for (const c of def.categories) {
    out.push(
      add(
        rowDb.insert(gplCategories).values({
          id: need(ids.category, c.key),
          companyId,
          versionId,
          name: c.name,
          position: c.position,
          displayForFamily: c.displayForFamily !== false,
        }),
      ),
    )
  }
  for (const c of def.categories) {
    c.items.forEach((it, position) => {
      out.push(
        add(
          rowDb.insert(gplItems).values({
            id: need(ids.item, it.key),
            companyId,
            versionId,
            cashAdvance: c.cashAdvance === true,
            ruleLine: it.rule ?? null,
            categoryId: need(ids.category, c.key),
            name: it.name,
            description: it.description,
            priceCents: cents(it.price),
            position,
          }),
        ),
      )
      ;(it.variants ?? []).forEach((vd, vp) => {
        const id = need(ids.variant, `${it.key}/${vd.name}`)
        out.push(
          add(
            rowDb.insert(gplItemVariants).values({
              id,
              itemId: need(ids.item, it.key),
              name: vd.name,
              description: vd.description ?? '',
              priceCents: vd.price === undefined ? null : cents(vd.price),
              position: vp,
              photoMediaId: input.photoOf?.get(id) ?? null,
            }),
          ),
        )
      })
    })
  }
  for (const s of def.selectors) {
    const selectorId = need(ids.selector, s.key)
    out.push(
      add(
        rowDb
          .insert(gplSelectors)
          .values({ id: selectorId, companyId, versionId, categoryId: need(ids.category, s.category), name: s.name }),
      ),
    )
    s.items.forEach((key, position) =>
      out.push(add(rowDb.insert(gplSelectorItems).values({ selectorId, itemId: need(ids.item, key), position }))),
    )
  }
  def.packages.forEach((p, pi) => {
    const packageId = need(ids.pkg, p.key)
    out.push(
      add(
        rowDb
          .insert(gplPackages)
          .values({ id: packageId, companyId, versionId, name: p.name, description: p.description, category: p.category, position: pi }),
      ),
    )
    p.lines.forEach((line, li) => {
      const r = lineRow(def, ids, line, li + 1, cents)
      out.push(add(rowDb.insert(gplPackageLines).values({ id: ids.packageLine(pi, li), packageId, ...r })))
    })
  })
  return out
}

/** One statement template revision (the heading and disclosures a family's statement prints). */
export type TemplateFacts = {
  id: number
  name: string
  revision: number
  displayType: 'ITEMIZED' | 'SUMMARY'
  current: boolean
  effectiveFrom: string
}

/** A home's statement template revisions, under `heading`, each with the statement's disclosures. */
export function statementTemplateQueries(
  companyId: number,
  heading: string,
  disclosures: readonly string[],
  revisions: readonly TemplateFacts[],
  onConflict: OnConflict = 'ignore',
): RowQuery[] {
  return revisions.map((r) =>
    inserted(
      rowDb.insert(statementTemplateRevisions).values({ ...r, companyId, heading, disclosures: JSON.stringify(disclosures) }),
      onConflict,
    ),
  )
}
