import type { ServiceEventKind } from '#contract/obituaries.ts'
import { cases, caseVideos, memorialComments, memorialWallSettings, obituaries, serviceEvents } from '#api/src/db/schema.ts'
import { fullName, nameSlug } from '#core/names.ts'
import { zonedTime } from '#core/zoned-time.ts'
import { HARBOR_PEOPLE, MEMORY_AUTHORS, MEMORY_TEXTS, WHITFIELD_PEOPLE, type Person } from './data/obituary-people.ts'
import { ALBUM_TITLES, PLACES, type Place, type Places } from './data/obituary-places.ts'
import { demoIds } from './ids.ts'
import { seedMediaFile, seedMediaId } from './media.ts'
import { landscapeSvg, portraitSvg, seededRandom } from '#api/src/media/samples/pictures.ts'
import { TRIBUTE_VIDEO_SECONDS, tributeCaptions, tributeVideo } from '#api/src/media/samples/video.ts'
import { seedDb } from './query.ts'
import type { CompanySeed, SeedObject, SeedOutput, SeedQuery } from './types.ts'

/**
 * The public obituaries of each demo funeral home: 32 published (and one still unpublished)
 * with their cases, portrait and album photos, service events for the recent ones, memories
 * (mostly approved, some pending, a couple rejected), memorial-wall settings and memorial
 * videos. Everything is fixed: the same rows every run (seededRandom, fixed dates).
 *
 * Ids: case demoIds(c).obituaryCaseBase + n, obituary c×1000 + n, service events c×10000 + n×10 + k,
 * memories c×1,000,000 + 300,000 + n×100 + k, videos c×1,000,000 + 390,000 + n; media
 * seedMediaId(c, 'obituaries', …) in order of creation.
 */

/** "Today" of the demo: deaths are counted back from it. */
export const SEED_TODAY = '2026-11-23'
/** Latest instant a seeded row is dated, so everything is already public on the demo's day. */
const LATEST = '2026-11-23T04:00:00.000Z'

/** Days before SEED_TODAY each person died, by position: a few this month, then spread over eighteen months. */
export const DEATH_DAYS_BEFORE = [
  2, 4, 8, 12, 19, 27, 39, 53, 71, 86, 105, 123, 142, 160, 178, 199, 218, 237, 256, 275, 293, 313, 331, 350, 369, 388, 407, 426, 445, 464,
  483, 502, 1,
]

/** Position (1-based) of the obituary that is not published yet. */
export const UNPUBLISHED_N = 33

const PEOPLE: Record<number, Person[]> = { 1: WHITFIELD_PEOPLE, 2: HARBOR_PEOPLE }

/** A spam post the family turned down (rejected memories never show). */
const REJECTED_TEXT = 'Best prices on replica watches, visit our site today!!!'

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00.000Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

function atUtc(date: string, hour: number, minute = 0): string {
  return `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`
}

function earliest(a: string, b: string): string {
  return a < b ? a : b
}

function ageAt(born: string, died: string): number {
  const age = Number(died.slice(0, 4)) - Number(born.slice(0, 4))
  return died.slice(5) < born.slice(5) ? age - 1 : age
}

function longDate(date: string): string {
  return new Date(`${date}T12:00:00.000Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
}

/** The obituary, in four plain paragraphs (blank lines between), as a funeral director would write it. */
export function obituaryText(p: Person, died: string, serviceNote: string | null): string {
  const he = p.sex === 'f' ? 'She' : 'He'
  const child = p.sex === 'f' ? 'daughter' : 'son'
  const name = fullName({ firstName: p.first, middleName: p.middle, lastName: p.last })
  const first = `${name}, ${ageAt(p.born, died)}, of ${p.town}, died ${p.where} on ${longDate(died)}. ${he} was born on ${longDate(p.born)} in ${p.birthplace}${p.parents ? `, the ${child} of ${p.parents}` : ''}.`
  const family = [
    `${he} is survived by ${p.survivors}.`,
    p.preceded ? `${he} was preceded in death by ${p.preceded}.` : '',
    serviceNote ?? '',
    p.memorials ? `In lieu of flowers, memorials may be made to ${p.memorials}.` : '',
  ]
    .filter(Boolean)
    .join(' ')
  return [first, p.life, p.loves, family].join('\n\n')
}

type EventSeed = {
  kind: ServiceEventKind
  day: string
  from: [number, number]
  to: [number, number] | null
  place: Place
  live: boolean
  note: string | null
}

/** Services for a recent death: visitation the evening before, the service, then the committal. */
function servicesFor(n: number, p: Person, died: string, home: Place, places: Places): EventSeed[] {
  const day = addDays(died, 6)
  const church = places.churches[n % places.churches.length] ?? home
  const cemetery = places.cemeteries[places.secondCemeteryFor.test(p.life) ? 1 : 0] ?? home
  const hall = places.halls[0] ?? home
  if (n % 4 === 0) {
    // A celebration of life instead of a church funeral.
    return [
      {
        kind: 'celebration-of-life',
        day,
        from: [14, 0],
        to: [16, 0],
        place: hall,
        live: true,
        note: 'Casual dress; please bring a favorite story to share.',
      },
      { kind: 'reception', day, from: [16, 0], to: [18, 0], place: hall, live: false, note: null },
    ]
  }
  return [
    { kind: 'visitation', day: addDays(day, -1), from: [16, 0], to: [19, 0], place: home, live: false, note: null },
    { kind: 'funeral-service', day, from: [10, 30], to: [11, 30], place: church, live: n % 2 === 1, note: null },
    {
      kind: 'committal',
      day,
      from: [12, 30],
      to: null,
      place: cemetery,
      live: false,
      note: n % 3 === 0 ? 'Private, for the family.' : null,
    },
  ]
}

/** A memorial video with its poster and captions: approved, except on the second obituary. */
function video(
  c: number,
  n: number,
  caseId: number,
  p: Person,
  name: string,
  slug: string,
  died: string,
  published: string,
  nextMedia: () => number,
  files: Promise<{ query: SeedQuery; object: SeedObject }>[],
): SeedQuery {
  const videoId = nextMedia()
  const posterId = nextMedia()
  const captionsId = nextMedia()
  const years = `${p.born.slice(0, 4)} – ${died.slice(0, 4)}`
  files.push(
    seedMediaFile({
      id: videoId,
      companyId: c,
      caseId,
      kind: 'video',
      ...tributeVideo(),
      width: 320,
      height: 180,
      title: `Remembering ${name}`,
      fileName: `${slug}-tribute.mp4`,
    }),
    seedMediaFile({
      id: posterId,
      companyId: c,
      caseId,
      kind: 'video-poster',
      ...landscapeSvg(c * 9000 + n, 1280, 720),
      title: null,
      fileName: `${slug}-poster.svg`,
    }),
    seedMediaFile({
      id: captionsId,
      companyId: c,
      caseId,
      kind: 'captions',
      ...tributeCaptions(name, years),
      title: 'English',
      fileName: `${slug}.vtt`,
    }),
  )
  const approved = n !== 2
  return seedDb
    .insert(caseVideos)
    .values({
      id: c * 1_000_000 + 390_000 + n,
      companyId: c,
      caseId,
      title: `Remembering ${name}`,
      videoMediaId: videoId,
      posterMediaId: posterId,
      captionsMediaId: captionsId,
      durationSeconds: TRIBUTE_VIDEO_SECONDS,
      status: approved ? 'approved' : 'ready-for-review',
      approvedAt: approved ? published : null,
      updatedAt: published,
    })
    .onConflictDoNothing()
}

export async function seed(company: CompanySeed): Promise<SeedOutput> {
  const people = PEOPLE[company.id]
  const places = PLACES[company.id]
  if (!people || !places) return { queries: [], objects: [] }
  const ids = demoIds(company.id)
  const c = company.id
  const caseRows: SeedQuery[] = []
  const files: Promise<{ query: SeedQuery; object: SeedObject }>[] = []
  const rows: SeedQuery[] = []
  let mediaN = 0
  const nextMedia = () => seedMediaId(c, 'obituaries', ++mediaN)

  people.forEach((p, i) => {
    const n = i + 1
    const rand = seededRandom(c * 7919 + n * 104_729)
    const caseId = ids.obituaryCaseBase + n
    const daysBefore = DEATH_DAYS_BEFORE[i] ?? 500
    const died = addDays(SEED_TODAY, -daysBefore)
    const location = company.locations[p.location] ?? company.locations[0]
    if (!location) return
    const slug = nameSlug(p.first, p.last)
    const name = fullName({ firstName: p.first, middleName: p.middle, lastName: p.last })
    const published = n === UNPUBLISHED_N ? null : earliest(atUtc(addDays(died, 1), 13), LATEST)
    caseRows.push(
      seedDb
        .insert(cases)
        .values({
          id: caseId,
          companyId: c,
          locationId: location.id,
          status: 'AT_NEED',
          // Done with long ago: closed (decision 055: the stage says closed, the status keeps the kind).
          stage: daysBefore <= 30 ? 'open' : 'closed',
          firstName: p.first,
          middleName: p.middle,
          lastName: p.last,
          nameSlug: slug,
          birthDate: p.born,
          deathDate: died,
          createdAt: earliest(atUtc(died, 16), LATEST),
        })
        .onConflictDoNothing(),
    )

    const portraitId = nextMedia()
    const portrait = portraitSvg(c * 100 + n)
    files.push(
      seedMediaFile({ id: portraitId, companyId: c, caseId, kind: 'obituary-photo', ...portrait, title: name, fileName: `${slug}.svg` }),
    )
    // Two obituaries in three have an album of 3–8 photos.
    if (n % 3 !== 0) {
      const count = 3 + Math.floor(rand() * 6)
      const titles = ALBUM_TITLES[c] ?? []
      for (let k = 0; k < count; k++) {
        files.push(
          seedMediaFile({
            id: nextMedia(),
            companyId: c,
            caseId,
            kind: 'photo',
            ...landscapeSvg(c * 1000 + n * 10 + k),
            title: titles[(n + k) % titles.length] ?? null,
            fileName: `${slug}-${k + 1}.svg`,
            position: k,
          }),
        )
      }
    }

    const home: Place = { name: location.name, ...location.address }
    const events = daysBefore <= 30 && published ? servicesFor(n, p, died, home, places) : []
    const serviceNote = events.length
      ? `Services will be held at ${events.find((e) => e.kind !== 'visitation')?.place.name ?? home.name}, with ${company.name} assisting the family.`
      : null
    rows.push(
      seedDb
        .insert(obituaries)
        .values({
          id: c * 1000 + n,
          companyId: c,
          caseId,
          firstName: p.first,
          middleName: p.middle,
          lastName: p.last,
          nameSlug: slug,
          birthDate: p.born,
          deathDate: died,
          text: obituaryText(p, died, serviceNote),
          photoMediaId: portraitId,
          publishedAt: published,
          approvedAt: published,
          updatedAt: published ?? earliest(atUtc(died, 18), LATEST),
        })
        .onConflictDoNothing(),
    )

    // Walls: every third publishes at once, the rest hold memories for review; one is closed, one takes no photos.
    const moderation = n % 3 === 0 ? 'publish' : 'review'
    rows.push(
      seedDb
        .insert(memorialWallSettings)
        .values({ caseId, companyId: c, moderation, open: n !== 5, allowPhotos: n !== 7, updatedAt: earliest(atUtc(died, 20), LATEST) })
        .onConflictDoNothing(),
    )

    events.forEach((e, k) => {
      rows.push(
        seedDb
          .insert(serviceEvents)
          .values({
            id: c * 10_000 + n * 10 + k + 1,
            companyId: c,
            caseId,
            kind: e.kind,
            startsAt: zonedTime(e.day, e.from[0], e.from[1], company.timeZone),
            endsAt: e.to ? zonedTime(e.day, e.to[0], e.to[1], company.timeZone) : null,
            placeName: e.place.name,
            line1: e.place.line1,
            line2: null,
            city: e.place.city,
            region: e.place.region,
            postalCode: e.place.postalCode,
            mapUrl: null,
            livestreamUrl: e.live ? `${places.live}${slug}` : null,
            note: e.note,
          })
          .onConflictDoNothing(),
      )
    })

    if (!published) return
    // Memories: more for the recent ones; the newest wait for review on walls that hold them.
    const authors = MEMORY_AUTHORS[c] ?? []
    const texts = MEMORY_TEXTS[c] ?? []
    const memoryCount = (daysBefore <= 30 ? 4 : 1) + Math.floor(rand() * 5)
    for (let k = 1; k <= memoryCount; k++) {
      const pending = moderation === 'review' && daysBefore <= 60 && k > memoryCount - 2
      const rejected = (n === 2 || n === 9) && k === memoryCount
      const status = rejected ? 'rejected' : pending ? 'pending' : 'approved'
      const createdAt = earliest(
        new Date(Date.parse(atUtc(addDays(died, 1), 14)) + k * 7 * 3_600_000).toISOString(),
        LATEST.replace('04:00', `03:${String(59 - k).padStart(2, '0')}`),
      )
      let photoId: number | null = null
      if (status === 'approved' && k === 1 && n % 4 === 1) {
        photoId = nextMedia()
        files.push(
          seedMediaFile({
            id: photoId,
            companyId: c,
            caseId,
            kind: 'memory-photo',
            ...landscapeSvg(c * 5000 + n),
            title: null,
            fileName: 'memory.svg',
          }),
        )
      }
      rows.push(
        seedDb
          .insert(memorialComments)
          .values({
            id: c * 1_000_000 + 300_000 + n * 100 + k,
            companyId: c,
            caseId,
            authorName: authors[(n * 3 + k) % authors.length] ?? 'A friend',
            authorEmail: null,
            text: rejected ? REJECTED_TEXT : (texts[(n + k * 7) % texts.length] ?? '').replaceAll('{first}', p.first),
            photoMediaId: photoId,
            status,
            createdAt,
            moderatedAt: status === 'pending' ? null : createdAt,
          })
          .onConflictDoNothing(),
      )
    }

    // Memorial videos: approved for three, one still waiting for the family's review.
    if ([1, 3, 6, 2].includes(n)) rows.push(video(c, n, caseId, p, name, slug, died, published, nextMedia, files))
  })

  const media = await Promise.all(files)
  // Foreign-key order: cases, then media, then what points at both.
  return { queries: [...caseRows, ...media.map((m) => m.query), ...rows], objects: media.map((m) => m.object) }
}
