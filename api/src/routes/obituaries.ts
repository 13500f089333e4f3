import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { ApiError } from '#contract/errors.ts'
import { HEADER_HOST, HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE } from '#contract/headers.ts'
import {
  MemorialVideoSchema,
  MemoryPageSchema,
  MemoryPhotoResultSchema,
  ObituaryIdParamsSchema,
  ObituaryPageSchema,
  ObituaryPhotoPageSchema,
  ObituarySchema,
  ObituarySearchQuerySchema,
  PostMemoryBodySchema,
  PostMemoryResultSchema,
} from '#contract/obituaries.ts'
import { PageQuerySchema, toPage } from '#contract/paging.ts'
import { cases, caseVideos, locations, media, memorialComments, obituaries as obituaryTable } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'
import { readUpload, toMediaFile } from '../media/store.ts'
import { HONEYPOT_ANSWER, assertWallAccepts, posterHash, storeMemory, storeMemoryPhoto, toMemory } from '../obituaries/memories.ts'
import {
  albumOf,
  approvedMemoriesOf,
  findPublishedObituary,
  LISTING_ORDER,
  namesMatch,
  obituaryExtras,
  publicNow,
  toLocation,
  toServiceEvent,
  wallOf,
} from '../obituaries/queries.ts'
import { fullName } from '#core/names.ts'
import { excerptOf, photoWindow, searchTerms } from '../obituaries/text.ts'
import { pageWindow } from '../paging.ts'
import { clientIp } from '../rate-limit/rules.ts'
import { takeAttempt } from '../rate-limit/store.ts'
import { validate } from '../validate.ts'

/**
 * Public obituary calls (contract/obituaries.ts), mounted at /api/web. Anonymous; the funeral
 * home comes from X-Host. Only public obituaries exist (`publicNow`: published, and not scheduled
 * for later): anything else is a 404, the same answer as another company's, so nothing tells a
 * visitor an unpublished or scheduled one is there.
 */
export const obituaries = new Hono<{ Bindings: ApiBindings }>()

/** Path ids: digits only, else 404 (spec §8: a non-numeric obituary id is 'Page Not Found'). */
const idParam = (c: Context) => {
  const parsed = ObituaryIdParamsSchema.safeParse({ id: c.req.param('id') })
  if (!parsed.success || !/^\d+$/.test(c.req.param('id') ?? '')) throw new ApiError(404)
  return parsed.data.id
}

obituaries.get('/obituaries', validate('query', ObituarySearchQuerySchema), async (c) => {
  const q = c.req.valid('query')
  const { db, company } = c.var
  const where = and(
    eq(obituaryTable.companyId, company.id),
    publicNow(),
    namesMatch(searchTerms(q.query)),
    q.from ? gte(obituaryTable.deathDate, q.from) : undefined,
    q.to ? lte(obituaryTable.deathDate, q.to) : undefined,
    q.locationId ? eq(cases.locationId, q.locationId) : undefined,
  )
  const { limit, offset } = pageWindow(q)
  // Every obituary has its case (a required foreign key, enforced), so the count joins cases
  // only for a location filter and otherwise reads the listing's index alone.
  const counted = db.select({ n: count() }).from(obituaryTable)
  // Not db.batch: D1's batch answers rows as objects, and joined tables' same-named columns would collide.
  const [rows, total] = await Promise.all([
    db
      .select({ obituary: obituaryTable, location: { id: locations.id, name: locations.name }, photo: media })
      .from(obituaryTable)
      .innerJoin(cases, eq(cases.id, obituaryTable.caseId))
      .leftJoin(locations, eq(locations.id, cases.locationId))
      .leftJoin(media, and(eq(media.id, obituaryTable.photoMediaId), eq(media.companyId, company.id)))
      .where(where)
      .orderBy(...LISTING_ORDER)
      .limit(limit)
      .offset(offset),
    (q.locationId ? counted.innerJoin(cases, eq(cases.id, obituaryTable.caseId)) : counted).where(where),
  ])
  const content = rows.map(({ obituary: o, location, photo }) => ({
    id: o.id,
    firstName: o.firstName,
    middleName: o.middleName,
    lastName: o.lastName,
    fullName: fullName(o),
    nameSlug: o.nameSlug,
    birthDate: o.birthDate,
    deathDate: o.deathDate,
    photo: photo ? toMediaFile(photo) : null,
    location: location?.id ? { id: location.id, name: location.name } : null,
    excerpt: excerptOf(o.text),
    publishedAt: o.publishedAt ?? '',
  }))
  return c.json(ObituaryPageSchema.parse(toPage(content, q, total[0]?.n ?? 0)))
})

obituaries.get('/obituaries/:id', async (c) => {
  const { db, company } = c.var
  const o = await findPublishedObituary(db, company.id, idParam(c))
  const extras = await obituaryExtras(db, company.id, o)
  return c.json(
    ObituarySchema.parse({
      id: o.id,
      firstName: o.firstName,
      middleName: o.middleName,
      lastName: o.lastName,
      fullName: fullName(o),
      nameSlug: o.nameSlug,
      birthDate: o.birthDate,
      deathDate: o.deathDate,
      photo: extras.photo ? toMediaFile(extras.photo) : null,
      excerpt: excerptOf(o.text),
      publishedAt: o.publishedAt,
      text: o.text,
      location: extras.location ? toLocation(extras.location) : null,
      timeZone: company.timeZone,
      services: extras.events.map((e) => toServiceEvent(e, company.timeZone)),
      counts: { photos: extras.photoCount, memories: extras.memoryCount },
      hasMemorialVideo: extras.hasVideo,
      memorialWall: extras.wall,
      banner: extras.banner ? toMediaFile(extras.banner) : null,
    }),
  )
})

obituaries.get('/obituaries/:id/photos', validate('query', PageQuerySchema), async (c) => {
  const q = c.req.valid('query')
  const { db, company } = c.var
  const o = await findPublishedObituary(db, company.id, idParam(c))
  const { limit, offset } = pageWindow(q)
  const [lead, total] = await db.batch([
    db
      .select()
      .from(media)
      .where(and(eq(media.companyId, company.id), eq(media.id, o.photoMediaId ?? 0)))
      .limit(1),
    db.select({ n: count() }).from(media).where(albumOf(company.id, o.caseId)),
  ])
  const leadRow = lead[0]
  const window = photoWindow(offset, limit, !!leadRow)
  const album =
    window.albumLimit > 0
      ? await db
          .select()
          .from(media)
          .where(albumOf(company.id, o.caseId))
          .orderBy(asc(media.position), asc(media.id))
          .limit(window.albumLimit)
          .offset(window.albumOffset)
      : []
  const content = [...(window.lead && leadRow ? [leadRow] : []), ...album].map(toMediaFile)
  return c.json(ObituaryPhotoPageSchema.parse(toPage(content, q, (total[0]?.n ?? 0) + (leadRow ? 1 : 0))))
})

obituaries.get('/obituaries/:id/memories', validate('query', PageQuerySchema), async (c) => {
  const q = c.req.valid('query')
  const { db, company } = c.var
  const o = await findPublishedObituary(db, company.id, idParam(c))
  const where = approvedMemoriesOf(company.id, o.caseId)
  const { limit, offset } = pageWindow(q)
  const [rows, total] = await db.batch([
    db
      .select()
      .from(memorialComments)
      .where(where)
      .orderBy(desc(memorialComments.createdAt), desc(memorialComments.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(memorialComments).where(where),
  ])
  const photoIds = rows.flatMap((r) => (r.photoMediaId ? [r.photoMediaId] : []))
  const photos = photoIds.length
    ? await db
        .select()
        .from(media)
        .where(and(eq(media.companyId, company.id), inArray(media.id, photoIds)))
    : []
  const byId = new Map(photos.map((p) => [p.id, p]))
  const content = rows.map((r) => toMemory(r, r.photoMediaId ? byId.get(r.photoMediaId) : undefined))
  return c.json(MemoryPageSchema.parse(toPage(content, q, total[0]?.n ?? 0)))
})

obituaries.post('/obituaries/:id/memories', validate('json', PostMemoryBodySchema), async (c) => {
  const body = c.req.valid('json')
  const { db, company } = c.var
  const o = await findPublishedObituary(db, company.id, idParam(c))
  const wall = await wallOf(db, company.id, o.caseId)
  assertWallAccepts(wall, body.photoToken !== undefined)
  await takeAttempt(c, [['memory:address'], ['memory:email', body.email ?? '']])
  // A filled honeypot: answer as if held for review, store nothing (see PostMemoryBodySchema).
  const result = body.website?.trim()
    ? HONEYPOT_ANSWER
    : await storeMemory(
        db,
        company,
        o,
        wall,
        body,
        await posterHash(clientIp(c.req.raw.headers), company.id),
        c.req.header(HEADER_HOST) ?? '',
      )
  // Nothing public changed (held for review, or the honeypot's look-alike of it): the BFF purges
  // nothing and drops this header, so both answers reach the browser the same.
  if (result.status === 'pending') c.header(HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE)
  return c.json(PostMemoryResultSchema.parse(result), 201)
})

obituaries.post('/obituaries/:id/memories/photo', async (c) => {
  const { db, company } = c.var
  const o = await findPublishedObituary(db, company.id, idParam(c))
  assertWallAccepts(await wallOf(db, company.id, o.caseId), true, 'file')
  // Counted before the body is read: a refused upload costs no more than its headers.
  await takeAttempt(c, [['memory-photo:address']])
  const { bytes, contentType, fileName } = await readUpload(c, 'memory-photo')
  const stored = await storeMemoryPhoto(db, c.env.MEDIA, company.id, o.caseId, { bytes, contentType, fileName })
  return c.json(MemoryPhotoResultSchema.parse(stored), 201)
})

obituaries.get('/obituaries/:id/memorial-video', async (c) => {
  const { db, company } = c.var
  const o = await findPublishedObituary(db, company.id, idParam(c))
  const [video] = await db
    .select()
    .from(caseVideos)
    .where(and(eq(caseVideos.companyId, company.id), eq(caseVideos.caseId, o.caseId), eq(caseVideos.status, 'approved')))
    .limit(1)
  if (!video?.videoMediaId) throw new ApiError(404, undefined, { message: 'This obituary has no memorial video yet.' })
  const ids = [video.videoMediaId, video.posterMediaId, video.captionsMediaId].filter((id): id is number => id !== null)
  const files = await db
    .select()
    .from(media)
    .where(and(eq(media.companyId, company.id), inArray(media.id, ids)))
  const byId = new Map(files.map((f) => [f.id, toMediaFile(f)]))
  const file = byId.get(video.videoMediaId)
  if (!file) throw new ApiError(404, undefined, { message: 'This obituary has no memorial video yet.' })
  return c.json(
    MemorialVideoSchema.parse({
      title: video.title,
      video: file,
      poster: video.posterMediaId ? (byId.get(video.posterMediaId) ?? null) : null,
      captions: video.captionsMediaId ? (byId.get(video.captionsMediaId) ?? null) : null,
      durationSeconds: video.durationSeconds,
    }),
  )
})
