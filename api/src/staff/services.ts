import { and, asc, eq } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import {
  SERVICE_MESSAGES,
  type ServiceChangeBody,
  type ServiceCreateBody,
  type ServicePlaceBody,
  type StaffService,
} from '#contract/studio-services.ts'
import { intlZonedFields, zonedTime } from '#core/zoned-time.ts'
import type { Db } from '../db/client.ts'
import { locations, serviceEvents } from '../db/schema.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { toServiceEvent } from '../obituaries/queries.ts'
import { invalidField } from '../validate.ts'

/**
 * A case's services for staff (issue 37 point 6; the calls: contract/studio-services.ts).
 * - Staff type the day and times as the home's wall clock (the company's zone, not the caller's);
 *   they are stored as UTC instants, as the seed stores them (core/zoned-time.ts `zonedTime`), so
 *   the family's case home, the obituary and its calendar file read them unchanged.
 * - A location's name and address are copied onto the service (the row keeps no location id: many
 *   services are elsewhere); a new place drops a stored map link, which is then built from the address.
 * - The end is on the start's day and after it, checked on the merged values of a change.
 */

type ServiceRow = typeof serviceEvents.$inferSelect
type PlaceColumns = Pick<ServiceRow, 'placeName' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'mapUrl'>

const pad = (n: number) => String(n).padStart(2, '0')

/** An instant's day and `HH:MM` in the zone. */
function wallClock(instant: string, timeZone: string): { date: string; time: string } {
  const f = intlZonedFields(Date.parse(instant), timeZone)
  return { date: `${String(f.year).padStart(4, '0')}-${pad(f.month)}-${pad(f.day)}`, time: `${pad(f.hour)}:${pad(f.minute)}` }
}

export function toStaffService(row: ServiceRow, timeZone: string): StaffService {
  const start = wallClock(row.startsAt, timeZone)
  return {
    ...toServiceEvent(row, timeZone),
    date: start.date,
    startTime: start.time,
    endTime: row.endsAt ? wallClock(row.endsAt, timeZone).time : null,
  }
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The stored instants of a day and its times; an end not after the start is a 422 on `endTime`. */
function instants(date: string, startTime: string, endTime: string | null, timeZone: string) {
  if (endTime !== null && minutesOf(endTime) <= minutesOf(startTime)) throw invalidField('endTime', SERVICE_MESSAGES.endBeforeStart)
  const at = (time: string) => zonedTime(date, Number(time.slice(0, 2)), Number(time.slice(3, 5)), timeZone)
  return { startsAt: at(startTime), endsAt: endTime === null ? null : at(endTime) }
}

/** The place columns of a location of this home, or of a typed address; another home's location is a 422. */
async function placeOf(
  db: Db,
  companyId: number,
  locationId: number | undefined,
  place: ServicePlaceBody | undefined,
): Promise<PlaceColumns> {
  if (place) {
    const { name, line2, ...address } = place
    return { placeName: name, ...address, line2: line2 || null, mapUrl: null }
  }
  const [location] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId ?? 0), eq(locations.companyId, companyId)))
    .limit(1)
  if (!location) throw invalidField('locationId', SERVICE_MESSAGES.location)
  const { name, line1, line2, city, region, postalCode } = location
  return { placeName: name, line1, line2, city, region, postalCode, mapUrl: null }
}

export async function listServices(db: Db, found: CaseRow, timeZone: string): Promise<StaffService[]> {
  const rows = await db
    .select()
    .from(serviceEvents)
    .where(and(eq(serviceEvents.companyId, found.companyId), eq(serviceEvents.caseId, found.id)))
    .orderBy(asc(serviceEvents.startsAt), asc(serviceEvents.id))
  return rows.map((row) => toStaffService(row, timeZone))
}

export async function addService(db: Db, found: CaseRow, timeZone: string, body: ServiceCreateBody): Promise<StaffService> {
  const times = instants(body.date, body.startTime, body.endTime ?? null, timeZone)
  const place = await placeOf(db, found.companyId, body.locationId, body.place)
  const [row] = await db
    .insert(serviceEvents)
    .values({
      companyId: found.companyId,
      caseId: found.id,
      kind: body.kind,
      ...times,
      ...place,
      note: body.note || null,
      livestreamUrl: body.livestreamUrl ?? null,
    })
    .returning()
  if (!row) throw new Error('add service: the insert returned no row')
  return toStaffService(row, timeZone)
}

async function serviceOf(db: Db, found: CaseRow, serviceId: number): Promise<ServiceRow> {
  const [row] = await db
    .select()
    .from(serviceEvents)
    .where(and(eq(serviceEvents.id, serviceId), eq(serviceEvents.caseId, found.id), eq(serviceEvents.companyId, found.companyId)))
    .limit(1)
  if (!row) throw new ApiError(404, undefined, { message: SERVICE_MESSAGES.notFound })
  return row
}

export async function changeService(
  db: Db,
  found: CaseRow,
  serviceId: number,
  timeZone: string,
  body: ServiceChangeBody,
): Promise<StaffService> {
  const row = await serviceOf(db, found, serviceId)
  const was = toStaffService(row, timeZone)
  const times = instants(
    body.date ?? was.date,
    body.startTime ?? was.startTime,
    body.endTime === undefined ? was.endTime : body.endTime,
    timeZone,
  )
  const place = body.locationId !== undefined || body.place ? await placeOf(db, found.companyId, body.locationId, body.place) : {}
  const [updated] = await db
    .update(serviceEvents)
    .set({
      ...(body.kind ? { kind: body.kind } : {}),
      ...times,
      ...place,
      ...(body.note !== undefined ? { note: body.note || null } : {}),
      ...(body.livestreamUrl !== undefined ? { livestreamUrl: body.livestreamUrl } : {}),
    })
    .where(eq(serviceEvents.id, row.id))
    .returning()
  if (!updated) throw new ApiError(404, undefined, { message: SERVICE_MESSAGES.notFound })
  return toStaffService(updated, timeZone)
}

export async function removeService(db: Db, found: CaseRow, serviceId: number): Promise<void> {
  const row = await serviceOf(db, found, serviceId)
  await db.delete(serviceEvents).where(eq(serviceEvents.id, row.id))
}
