import { and, eq, max } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { PRICE_PART_MESSAGES, type PackageBody, type PackageLineBody } from '#contract/studio-price-parts.ts'
import type { PriceVersionDetail } from '#contract/studio-prices.ts'
import { gplItems, gplItemVariants, gplPackageLines, gplPackages } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { invalidField } from '../validate.ts'
import { findDraft, versionDetail, type PriceCompany } from './prices.ts'

/**
 * A draft's packages and what they include (decision 063): a package named, described and kept
 * as a burial or a cremation, and its lines, each an item of the same draft (with one of its
 * choices, or left to the family's pick) at a quantity, required or not. A draft's packages are
 * no arrangement's yet (an arrangement starts on a published version), so any may change.
 */

async function draftPackage(db: Db, versionId: number, packageId: number) {
  const [row] = await db
    .select({ id: gplPackages.id })
    .from(gplPackages)
    .where(and(eq(gplPackages.id, packageId), eq(gplPackages.versionId, versionId)))
    .limit(1)
  if (!row) throw new ApiError(404)
  return row
}

export async function addPackage(db: Db, company: PriceCompany, versionId: number, body: PackageBody): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  const [top] = await db
    .select({ n: max(gplPackages.position) })
    .from(gplPackages)
    .where(eq(gplPackages.versionId, versionId))
  await db.insert(gplPackages).values({ companyId: company.id, versionId, position: (top?.n ?? -1) + 1, ...body })
  return versionDetail(db, company, versionId)
}

export async function changePackage(
  db: Db,
  company: PriceCompany,
  versionId: number,
  packageId: number,
  body: PackageBody,
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await draftPackage(db, versionId, packageId)
  await db.update(gplPackages).set(body).where(eq(gplPackages.id, packageId))
  return versionDetail(db, company, versionId)
}

export async function removePackage(db: Db, company: PriceCompany, versionId: number, packageId: number): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await draftPackage(db, versionId, packageId)
  // Its lines go with it (ON DELETE CASCADE).
  await db.delete(gplPackages).where(eq(gplPackages.id, packageId))
  return versionDetail(db, company, versionId)
}

export async function addPackageLine(
  db: Db,
  company: PriceCompany,
  versionId: number,
  packageId: number,
  body: PackageLineBody,
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await draftPackage(db, versionId, packageId)
  const [item] = await db
    .select({ id: gplItems.id, categoryId: gplItems.categoryId })
    .from(gplItems)
    .where(and(eq(gplItems.id, body.itemId), eq(gplItems.versionId, versionId)))
    .limit(1)
  if (!item) throw invalidField('itemId', PRICE_PART_MESSAGES.itemMissing)
  if (body.variantId !== null) {
    const [variant] = await db
      .select({ id: gplItemVariants.id })
      .from(gplItemVariants)
      .where(and(eq(gplItemVariants.id, body.variantId), eq(gplItemVariants.itemId, item.id)))
      .limit(1)
    if (!variant) throw invalidField('variantId', PRICE_PART_MESSAGES.variantMissing)
  }
  const [top] = await db
    .select({ n: max(gplPackageLines.position) })
    .from(gplPackageLines)
    .where(eq(gplPackageLines.packageId, packageId))
  await db.insert(gplPackageLines).values({
    packageId,
    categoryId: item.categoryId,
    itemId: item.id,
    variantId: body.variantId,
    quantity: body.quantity,
    required: body.required,
    position: (top?.n ?? -1) + 1,
  })
  return versionDetail(db, company, versionId)
}

export async function removePackageLine(
  db: Db,
  company: PriceCompany,
  versionId: number,
  packageId: number,
  lineId: number,
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  await draftPackage(db, versionId, packageId)
  const removed = await db
    .delete(gplPackageLines)
    .where(and(eq(gplPackageLines.id, lineId), eq(gplPackageLines.packageId, packageId)))
    .returning({ id: gplPackageLines.id })
  if (removed.length === 0) throw new ApiError(404)
  return versionDetail(db, company, versionId)
}
