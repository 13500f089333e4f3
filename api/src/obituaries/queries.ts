import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm'
import { ApiError } from '#contract/errors.ts'
import { SERVICE_EVENT_LABELS, type MemorialWall, type ServiceEvent } from '#contract/obituaries.ts'
import type { Location } from '#contract/website.ts'
import { cases, caseVideos, locations, media, memorialComments, memorialWallSettings, obituaries, serviceEvents } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { ftsPrefixMatch } from '../search-term.ts'
import { mapLink } from './text.ts'

export type ObituaryRow = typeof obituaries.$inferSelect

/**
 * THE rule of whether an obituary is public now (issue 16): published, with a publish time that
 * has come. Every public call keyed by an obituary (its page, photos, memories, video, memory
 * posting and photo upload, the search and so the sitemap and the recent obituaries module, the
 * sympathy shop) filters with it; a scheduled obituary is a 404 like a missing one.
 */
export function publicNow(): SQL {
  return and(isNotNull(obituaries.publishedAt), lte(obituaries.publishedAt, new Date().toISOString())) as SQL
}

/**
 * The listing's order: newest death first, an obituary without a date of death last, then the
 * newest id. Index `obituaries_company_death` holds exactly this order, so a page of the list is
 * read from it rather than sorting every obituary of the home (tests/integration/api/obituary-search).
 */
export const LISTING_ORDER = [sql`${obituaries.deathDate} IS NULL`, desc(obituaries.deathDate), desc(obituaries.id)] as const

/**
 * Every term starts a word of the first, middle or last name: a MATCH on the FTS5 index
 * `obituary_names` (migration 0007, kept in step with obituaries by triggers), not a scan of
 * every row. The match string is a bound parameter built by `ftsPrefixMatch`, so a search can hold
 * quotes or FTS5 operators and still means only the words typed. Ordering stays the caller's:
 * the contract lists results newest death first, so the index only decides what matches (no
 * bm25 ranking).
 */
export function namesMatch(terms: string[]): SQL | undefined {
  const match = ftsPrefixMatch(terms)
  if (match === undefined) return undefined
  return sql`${obituaries.id} IN (SELECT rowid FROM obituary_names WHERE obituary_names MATCH ${match})`
}

/** A public obituary of this company (`publicNow`), or a 404 (unpublished, scheduled and another company's alike). */
export async function findPublishedObituary(db: Db, companyId: number, id: number): Promise<ObituaryRow> {
  const [row] = await db
    .select()
    .from(obituaries)
    .where(and(eq(obituaries.companyId, companyId), eq(obituaries.id, id), publicNow()))
    .limit(1)
  if (!row) throw new ApiError(404)
  return row
}

export function toLocation(row: typeof locations.$inferSelect): Location {
  return {
    id: row.id,
    name: row.name,
    address: {
      line1: row.line1,
      ...(row.line2 ? { line2: row.line2 } : {}),
      city: row.city,
      region: row.region,
      postalCode: row.postalCode,
    },
    phoneNumber: row.phoneNumber,
  }
}

export function toServiceEvent(row: typeof serviceEvents.$inferSelect, timeZone: string): ServiceEvent {
  return {
    id: row.id,
    kind: row.kind,
    label: SERVICE_EVENT_LABELS[row.kind],
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone,
    place: {
      name: row.placeName,
      address: {
        line1: row.line1,
        ...(row.line2 ? { line2: row.line2 } : {}),
        city: row.city,
        region: row.region,
        postalCode: row.postalCode,
      },
    },
    mapUrl:
      row.mapUrl ?? mapLink({ name: row.placeName, line1: row.line1, city: row.city, region: row.region, postalCode: row.postalCode }),
    livestreamUrl: row.livestreamUrl,
    note: row.note,
  }
}

/** A case's wall settings; a case without a row takes the columns' defaults (open, held for review). */
export const DEFAULT_WALL: MemorialWall = { open: true, moderation: 'review', allowPhotos: true }

/** Everything the obituary page shows besides the obituary row itself, in one round trip. */
/** A case's visitation, service, committal … in order, for its family (cases/{caseId}/services). */
export async function caseServices(db: Db, companyId: number, caseId: number, timeZone: string): Promise<ServiceEvent[]> {
  const rows = await db
    .select()
    .from(serviceEvents)
    .where(and(eq(serviceEvents.companyId, companyId), eq(serviceEvents.caseId, caseId)))
    .orderBy(asc(serviceEvents.startsAt), asc(serviceEvents.id))
  return rows.map((row) => toServiceEvent(row, timeZone))
}

export async function obituaryExtras(db: Db, companyId: number, obituary: ObituaryRow) {
  const caseId = obituary.caseId
  const [place, photo, events, albumCount, memoryCount, video, wall] = await db.batch([
    db
      .select({ location: locations })
      .from(cases)
      .innerJoin(locations, eq(locations.id, cases.locationId))
      .where(and(eq(cases.id, caseId), eq(cases.companyId, companyId)))
      .limit(1),
    db
      .select()
      .from(media)
      // The photo and the banner, in one read.
      .where(and(eq(media.companyId, companyId), inArray(media.id, [obituary.photoMediaId ?? 0, obituary.bannerMediaId ?? 0])))
      .limit(2),
    db
      .select()
      .from(serviceEvents)
      .where(and(eq(serviceEvents.companyId, companyId), eq(serviceEvents.caseId, caseId)))
      .orderBy(asc(serviceEvents.startsAt), asc(serviceEvents.id)),
    db.select({ n: count() }).from(media).where(albumOf(companyId, caseId)),
    db.select({ n: count() }).from(memorialComments).where(approvedMemoriesOf(companyId, caseId)),
    db
      .select({ id: caseVideos.id })
      .from(caseVideos)
      .where(
        and(
          eq(caseVideos.companyId, companyId),
          eq(caseVideos.caseId, caseId),
          eq(caseVideos.status, 'approved'),
          isNotNull(caseVideos.videoMediaId),
        ),
      )
      .limit(1),
    db
      .select()
      .from(memorialWallSettings)
      .where(and(eq(memorialWallSettings.companyId, companyId), eq(memorialWallSettings.caseId, caseId)))
      .limit(1),
  ])
  const photoRow = photo.find((row) => row.id === obituary.photoMediaId)
  const wallRow = wall[0]
  return {
    location: place[0]?.location,
    photo: photoRow,
    banner: photo.find((row) => row.id === obituary.bannerMediaId),
    events,
    photoCount: (albumCount[0]?.n ?? 0) + (photoRow ? 1 : 0),
    memoryCount: memoryCount[0]?.n ?? 0,
    hasVideo: video.length > 0,
    wall: wallRow ? { open: wallRow.open, moderation: wallRow.moderation, allowPhotos: wallRow.allowPhotos } : DEFAULT_WALL,
  }
}

/** The case's album: its media of kind `photo`. */
export function albumOf(companyId: number, caseId: number): SQL {
  return and(eq(media.companyId, companyId), eq(media.caseId, caseId), eq(media.kind, 'photo')) as SQL
}

export function approvedMemoriesOf(companyId: number, caseId: number): SQL {
  return and(eq(memorialComments.companyId, companyId), eq(memorialComments.caseId, caseId), eq(memorialComments.status, 'approved')) as SQL
}

export async function wallOf(db: Db, companyId: number, caseId: number): Promise<MemorialWall> {
  const [row] = await db
    .select()
    .from(memorialWallSettings)
    .where(and(eq(memorialWallSettings.companyId, companyId), eq(memorialWallSettings.caseId, caseId)))
    .limit(1)
  return row ? { open: row.open, moderation: row.moderation, allowPhotos: row.allowPhotos } : DEFAULT_WALL
}
