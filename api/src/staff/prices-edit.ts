import { and, count, eq, max } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import type { DisclosureKey } from '#contract/price-list-funeral-rule.ts'
import { STUDIO_PRICE_MESSAGES, type ItemBody, type PriceVersionDetail } from '#contract/studio-prices.ts'
import { gplCategories, gplItems, gplPackageLines, priceListDisclosures } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { invalidField } from '../validate.ts'
import { findDraft, versionDetail, type PriceCompany } from './prices.ts'

/**
 * Changes to a draft of the price list (decision 063): only a draft changes, so every call first
 * finds the draft of this home (404 for another home's version, 422 for a published one).
 */

/** A package line includes the item: taking it off would leave the package pointing at nothing. */
export const ITEM_IN_PACKAGE = 'A package of this price list includes this item; take it out of the package first'

export async function setDisclosure(
  db: Db,
  company: PriceCompany,
  versionId: number,
  ruleKey: DisclosureKey,
  text: string,
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  const [top] = await db
    .select({ n: max(priceListDisclosures.position) })
    .from(priceListDisclosures)
    .where(eq(priceListDisclosures.versionId, versionId))
  await db
    .insert(priceListDisclosures)
    .values({ versionId, ruleKey, text, position: (top?.n ?? -1) + 1 })
    .onConflictDoUpdate({ target: [priceListDisclosures.versionId, priceListDisclosures.ruleKey], set: { text } })
  return versionDetail(db, company, versionId)
}

export async function removeDisclosure(
  db: Db,
  company: PriceCompany,
  versionId: number,
  ruleKey: DisclosureKey,
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await db.delete(priceListDisclosures).where(and(eq(priceListDisclosures.versionId, versionId), eq(priceListDisclosures.ruleKey, ruleKey)))
  return versionDetail(db, company, versionId)
}

async function assertDraftCategory(db: Db, versionId: number, categoryId: number): Promise<void> {
  const [found] = await db
    .select({ id: gplCategories.id })
    .from(gplCategories)
    .where(and(eq(gplCategories.id, categoryId), eq(gplCategories.versionId, versionId)))
    .limit(1)
  if (!found) throw invalidField('categoryId', STUDIO_PRICE_MESSAGES.categoryMissing)
}

function itemColumns(body: ItemBody) {
  return {
    categoryId: body.categoryId,
    name: body.name,
    description: body.description,
    priceCents: body.priceCents,
    cashAdvance: body.cashAdvance,
    // A markup is only a cash advance's (16 CFR 453.3(f)): anything else is simply priced.
    cashAdvanceMarkup: body.cashAdvance && body.cashAdvanceMarkup,
    ruleLine: body.ruleLine,
  }
}

export async function addItem(db: Db, company: PriceCompany, versionId: number, body: ItemBody): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await assertDraftCategory(db, versionId, body.categoryId)
  const [top] = await db
    .select({ n: max(gplItems.position) })
    .from(gplItems)
    .where(eq(gplItems.categoryId, body.categoryId))
  await db.insert(gplItems).values({ companyId: company.id, versionId, position: (top?.n ?? -1) + 1, ...itemColumns(body) })
  return versionDetail(db, company, versionId)
}

export async function changeItem(
  db: Db,
  company: PriceCompany,
  versionId: number,
  itemId: number,
  body: ItemBody,
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await assertDraftCategory(db, versionId, body.categoryId)
  const changed = await db
    .update(gplItems)
    .set(itemColumns(body))
    .where(and(eq(gplItems.id, itemId), eq(gplItems.versionId, versionId)))
    .returning({ id: gplItems.id })
  if (changed.length === 0) throw new ApiError(404)
  return versionDetail(db, company, versionId)
}

export async function removeItem(db: Db, company: PriceCompany, versionId: number, itemId: number): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  const [used] = await db.select({ n: count() }).from(gplPackageLines).where(eq(gplPackageLines.itemId, itemId))
  if ((used?.n ?? 0) > 0) throw new ApiError(422, undefined, { message: ITEM_IN_PACKAGE })
  const removed = await db
    .delete(gplItems)
    .where(and(eq(gplItems.id, itemId), eq(gplItems.versionId, versionId)))
    .returning({ id: gplItems.id })
  if (removed.length === 0) throw new ApiError(404)
  return versionDetail(db, company, versionId)
}
