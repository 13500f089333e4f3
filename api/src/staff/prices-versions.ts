import { and, eq, isNull, sql } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { STUDIO_PRICE_MESSAGES, type PriceVersionDetail } from '#contract/studio-prices.ts'
import { todayIn } from '#core/zoned-time.ts'
import { priceListVersions } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { currentVersionId } from '../arrangements/catalogue.ts'
import { copyVersionPrepared, d1Of } from './prices-copy.ts'
import { findDraft, versionDetail, type PriceCompany } from './prices.ts'

/**
 * A version's life (decision 063): a draft is started as a copy of the current version, changed,
 * then published from an effective date, after which it never changes; a draft may be thrown away.
 */

/** True when D1 refused a row for the unique index "one draft per home". */
function isOneDraftConflict(error: unknown): boolean {
  return String((error as { cause?: unknown })?.cause ?? error).includes('price_list_versions')
}

export async function createDraft(db: Db, company: PriceCompany, note: string): Promise<PriceVersionDetail> {
  const from = await currentVersionId(db, company.id)
  const insert = db.insert(priceListVersions).select(
    db
      .select({
        id: sql<number>`null`.as('id'),
        companyId: sql<number>`${company.id}`.as('company_id'),
        number: sql<number>`coalesce(max(${priceListVersions.number}), 0) + 1`.as('number'),
        note: sql<string>`${note}`.as('note'),
        effectiveFrom: sql<null>`null`.as('effective_from'),
        publishedAt: sql<null>`null`.as('published_at'),
        publishedBy: sql<null>`null`.as('published_by'),
        createdAt: sql<string>`${new Date().toISOString()}`.as('created_at'),
      })
      .from(priceListVersions)
      .where(eq(priceListVersions.companyId, company.id)),
  )
  const version = insert.toSQL()
  try {
    // The row and every copied row in one transaction (one D1 batch): a draft is never half copied.
    const d1 = d1Of(db)
    await d1.batch([d1.prepare(version.sql).bind(...version.params), ...(from === null ? [] : copyVersionPrepared(db, company.id, from))])
  } catch (error) {
    if (isOneDraftConflict(error)) throw new ApiError(409, undefined, { message: STUDIO_PRICE_MESSAGES.draftExists })
    throw error
  }
  const [draft] = await db
    .select({ id: priceListVersions.id })
    .from(priceListVersions)
    .where(and(eq(priceListVersions.companyId, company.id), isNull(priceListVersions.publishedAt)))
  if (!draft) throw new ApiError(500)
  return versionDetail(db, company, draft.id)
}

/**
 * Publishes a draft from `effectiveFrom`, refused (422) while the Funeral Rule's disclosures or
 * lines are missing or the date is past. The update names the draft state, so two owners
 * publishing at once publish it once.
 */
export async function publishDraft(
  db: Db,
  company: PriceCompany,
  versionId: number,
  effectiveFrom: string,
  userId: number,
  now: Date = new Date(),
): Promise<PriceVersionDetail> {
  await findDraft(db, company.id, versionId)
  if (effectiveFrom < todayIn(company.timeZone, now)) throw new ApiError(422, undefined, { message: STUDIO_PRICE_MESSAGES.pastDate })
  const detail = await versionDetail(db, company, versionId, now)
  if (detail.blockers.length > 0) throw new ApiError(422, undefined, { message: detail.blockers.join(' ') })
  const published = await db
    .update(priceListVersions)
    .set({ effectiveFrom, publishedAt: now.toISOString(), publishedBy: userId })
    .where(and(eq(priceListVersions.id, versionId), isNull(priceListVersions.publishedAt)))
    .returning({ id: priceListVersions.id })
  if (published.length === 0) throw new ApiError(422, undefined, { message: STUDIO_PRICE_MESSAGES.notDraft })
  return versionDetail(db, company, versionId, now)
}

/** Throws a draft away with all its rows (they cascade); nothing refers to a draft's rows. */
export async function deleteDraft(db: Db, company: PriceCompany, versionId: number): Promise<void> {
  await findDraft(db, company.id, versionId)
  await db.delete(priceListVersions).where(and(eq(priceListVersions.id, versionId), isNull(priceListVersions.publishedAt)))
}
