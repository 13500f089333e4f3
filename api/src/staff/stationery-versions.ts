import { desc, inArray } from 'drizzle-orm'
import type { StationeryChanges } from '#contract/family-reviews.ts'
import { pageChanges, type VersionPage } from '#contract/studio-stationery.ts'
import type { Db } from '../db/client.ts'
import { stationeryVersions } from '../db/schema.ts'

/** A version's pages as stored (JSON written by sendStationeryVersion only). */
export function readVersionPages(json: string): VersionPage[] {
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed) ? (parsed as VersionPage[]) : []
}

/**
 * What changed in each piece's last version since the one before (decision 061), for the pieces
 * that have two or more. One query: a case has a handful of pieces and versions.
 */
export async function changesByItem(db: Db, itemIds: readonly number[]): Promise<Map<number, StationeryChanges>> {
  const changes = new Map<number, StationeryChanges>()
  if (itemIds.length === 0) return changes
  const rows = await db
    .select()
    .from(stationeryVersions)
    .where(inArray(stationeryVersions.itemId, [...itemIds]))
    .orderBy(desc(stationeryVersions.number))
  for (const id of itemIds) {
    const [last, before] = rows.filter((r) => r.itemId === id)
    if (last && before)
      changes.set(id, pageChanges(readVersionPages(before.pages), readVersionPages(last.pages), before.number, last.number))
  }
  return changes
}
