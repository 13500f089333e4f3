import { and, asc, eq } from 'drizzle-orm'
import type { PlanningLocation } from '#contract/planning.ts'
import { locations } from '../db/schema.ts'
import type { Db } from '../db/client.ts'

type LocationRow = typeof locations.$inferSelect

/** A map search for the address (works on every phone: the maps app opens it). */
export function mapUrl(l: Pick<LocationRow, 'name' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode'>): string {
  const query = [l.name, l.line1, l.line2, `${l.city}, ${l.region} ${l.postalCode}`].filter(Boolean).join(', ')
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

export function toPlanningLocation(l: LocationRow): PlanningLocation {
  return {
    id: l.id,
    name: l.name,
    address: { line1: l.line1, ...(l.line2 ? { line2: l.line2 } : {}), city: l.city, region: l.region, postalCode: l.postalCode },
    phoneNumber: l.phoneNumber,
    mapUrl: mapUrl(l),
  }
}

export function companyLocations(db: Db, companyId: number): Promise<LocationRow[]> {
  return db.select().from(locations).where(eq(locations.companyId, companyId)).orderBy(asc(locations.position), asc(locations.id))
}

export async function companyLocation(db: Db, companyId: number, id: number): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.id, id)))
    .limit(1)
  return row
}
