import { z } from 'zod'
import { line, text } from './text.ts'
import { IdSchema, IsoDateSchema, IsoDateTimeSchema } from './common.ts'
import { MediaFileSchema, UPLOAD_FIELD, UPLOAD_RULES } from './files.ts'
import { defineOperations } from './operation.ts'
import { pageOf, PageQuerySchema } from './paging.ts'
import { VALIDATION_MESSAGES } from './validation.ts'
import { MEMORY_MESSAGES, OBITUARY_PATHS, OBITUARY_QUERY_MAX, SERVICE_EVENT_KIND_VALUES } from './obituary-constants.ts'
import { AddressSchema, LocationSchema } from './website.ts'

// What public pages need without the schemas lives in obituary-constants.ts (issue 15: a route's
// options import that, so no schema reaches every page's entry); re-exported for everyone else.
export {
  MEMORY_MESSAGES,
  OBITUARY_PATHS,
  OBITUARY_QUERY_MAX,
  obituaryPath,
  SERVICE_EVENT_KIND_VALUES,
  SERVICE_EVENT_LABELS,
} from './obituary-constants.ts'

export const ObituaryIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

/**
 * `/obituaries` search. `query` matches first, middle and last names (every word must start a
 * word of them, case and accents ignored: 'cel mor' finds Céline Moreau); `from`/`to` bound the date of death (inclusive). Omit a parameter
 * rather than sending it empty.
 */
export const ObituarySearchQuerySchema = PageQuerySchema.extend({
  query: line(OBITUARY_QUERY_MAX).optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  locationId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'Must be on or after the start date' })
export type ObituarySearchQuery = z.infer<typeof ObituarySearchQuerySchema>

const NamesSchema = z.object({
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  /** First, middle and last joined, as the page heading shows it. */
  fullName: z.string(),
  /** The `{name}` segment of `/obituaries/{id}/{name}`. */
  nameSlug: z.string(),
  birthDate: IsoDateSchema.nullable(),
  deathDate: IsoDateSchema.nullable(),
})

/** One search result. */
export const ObituarySummarySchema = NamesSchema.extend({
  id: IdSchema,
  photo: MediaFileSchema.nullable(),
  location: z.object({ id: IdSchema, name: z.string() }).nullable(),
  /** The first words of the text, plain. */
  excerpt: z.string(),
  publishedAt: IsoDateTimeSchema,
})
export type ObituarySummary = z.infer<typeof ObituarySummarySchema>
export const ObituaryPageSchema = pageOf(ObituarySummarySchema)

export const ServiceEventKindSchema = z.enum(SERVICE_EVENT_KIND_VALUES)
export type ServiceEventKind = z.infer<typeof ServiceEventKindSchema>

/** A visitation, service, committal … Instants are UTC; `timeZone` is the funeral home's, to show them locally. */
export const ServiceEventSchema = z.object({
  id: IdSchema,
  kind: ServiceEventKindSchema,
  label: z.string(),
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema.nullable(),
  timeZone: z.string(),
  place: z.object({ name: z.string(), address: AddressSchema }),
  mapUrl: z.url(),
  livestreamUrl: z.url().nullable(),
  note: z.string().nullable(),
})
export type ServiceEvent = z.infer<typeof ServiceEventSchema>

export const WALL_MODERATION_VALUES = ['review', 'publish'] as const
/** What the memory form needs to know about the case's memorial wall. */
export const MemorialWallSchema = z.object({
  /** Whether visitors may post at all. */
  open: z.boolean(),
  /** `review`: new memories wait for the family; `publish`: they appear at once. */
  moderation: z.enum(WALL_MODERATION_VALUES),
  allowPhotos: z.boolean(),
})
export type MemorialWall = z.infer<typeof MemorialWallSchema>

/** The obituary page. `text` is plain: blank lines separate paragraphs; never HTML. */
export const ObituarySchema = ObituarySummarySchema.omit({ location: true }).extend({
  text: z.string(),
  location: LocationSchema.nullable(),
  timeZone: z.string(),
  services: z.array(ServiceEventSchema),
  /** `photos` counts the obituary photo and the album (what the photos call lists); `memories` approved ones only. */
  counts: z.object({ photos: z.number().int().min(0), memories: z.number().int().min(0) }),
  hasMemorialVideo: z.boolean(),
  memorialWall: MemorialWallSchema,
  /** The wide banner set from the studio (decision 059): the page's share image, the photo's otherwise. */
  banner: MediaFileSchema.nullable(),
})
export type Obituary = z.infer<typeof ObituarySchema>

export const ObituaryPhotoPageSchema = pageOf(MediaFileSchema)

/** An approved memory. `text` is plain text to show as text. The author's email is never shown. */
export const MemorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  text: z.string(),
  photo: MediaFileSchema.nullable(),
  createdAt: IsoDateTimeSchema,
})
export type Memory = z.infer<typeof MemorySchema>
export const MemoryPageSchema = pageOf(MemorySchema)

export const MEMORY_TEXT_MAX = 2000
export const MEMORY_NAME_MAX = 100

/**
 * What a memory photo upload answers beside the file: 256 random bits as hex, bound to that upload
 * and good once. Only it attaches the photo to a memory (issue 35 point 4: upload ids are
 * sequential, so an id would let another visitor take the photo).
 */
export const MemoryPhotoTokenSchema = z.string().regex(/^[0-9a-f]{64}$/)

/**
 * A memory to share. `website` is a honeypot: the form hides it, so people leave it empty; a
 * filled one gets an answer that looks like success (held for review) and nothing is stored,
 * so a bot learns nothing. `photoToken` comes from the memory photo upload; a photo is never
 * attached by its id (`photoMediaId`, the old way, is refused).
 */
export const PostMemoryBodySchema = z.object({
  name: line(MEMORY_NAME_MAX).min(1),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, { message: VALIDATION_MESSAGES.email })
    .optional(),
  text: text(MEMORY_TEXT_MAX).min(1),
  photoToken: MemoryPhotoTokenSchema.optional(),
  // An old client's (or someone's guess): told to upload again, never attached.
  photoMediaId: z.never({ error: MEMORY_MESSAGES.photoNotFound }).optional(),
  website: z.string().max(500).optional(),
})
export type PostMemoryBody = z.infer<typeof PostMemoryBodySchema>

/** `pending`: held for the family's review; `approved`: on the wall now (then `memory` is it). */
export const PostMemoryResultSchema = z.object({
  status: z.enum(['pending', 'approved']),
  message: z.string(),
  memory: MemorySchema.nullable(),
})
export type PostMemoryResult = z.infer<typeof PostMemoryResultSchema>

export const MemoryPhotoResultSchema = z.object({ photo: MediaFileSchema, photoToken: MemoryPhotoTokenSchema })
export type MemoryPhotoResult = z.infer<typeof MemoryPhotoResultSchema>

/** The tribute video: only once the family approved it and the file exists. */
export const MemorialVideoSchema = z.object({
  title: z.string(),
  video: MediaFileSchema,
  poster: MediaFileSchema.nullable(),
  captions: MediaFileSchema.nullable(),
  durationSeconds: z.number().int().min(0).nullable(),
})
export type MemorialVideo = z.infer<typeof MemorialVideoSchema>

const tags = ['obituaries']
const memoryPhotoRule = UPLOAD_RULES['memory-photo']

export const operations = defineOperations([
  {
    method: 'get',
    path: OBITUARY_PATHS.search,
    summary: 'Search published obituaries by name, date of death and location, newest death first',
    tags,
    access: 'public',
    query: ObituarySearchQuerySchema,
    response: { status: 200, schema: ObituaryPageSchema },
  },
  {
    method: 'get',
    path: OBITUARY_PATHS.obituary,
    summary: 'One published obituary with its services, counts and memorial-wall settings',
    tags,
    access: 'public',
    params: ObituaryIdParamsSchema,
    response: { status: 200, schema: ObituarySchema },
  },
  {
    method: 'get',
    path: OBITUARY_PATHS.photos,
    summary: 'The obituary photo, then the album photos of its case',
    tags,
    access: 'public',
    params: ObituaryIdParamsSchema,
    query: PageQuerySchema,
    response: { status: 200, schema: ObituaryPhotoPageSchema },
  },
  {
    method: 'get',
    path: OBITUARY_PATHS.memories,
    summary: 'Approved memories, newest first',
    tags,
    access: 'public',
    params: ObituaryIdParamsSchema,
    query: PageQuerySchema,
    response: { status: 200, schema: MemoryPageSchema },
  },
  {
    method: 'post',
    path: OBITUARY_PATHS.memories,
    summary: 'Share a memory (held for review or published, as the family chose); rate-limited per client',
    tags,
    access: 'public',
    params: ObituaryIdParamsSchema,
    body: PostMemoryBodySchema,
    response: { status: 201, schema: PostMemoryResultSchema },
  },
  {
    method: 'post',
    path: OBITUARY_PATHS.memoryPhoto,
    summary: 'Upload a photo for a memory; its one-use photoToken (not its id) goes in the memory',
    tags,
    access: 'public',
    params: ObituaryIdParamsSchema,
    multipart: { field: UPLOAD_FIELD, accept: memoryPhotoRule.accept, maxBytes: memoryPhotoRule.maxBytes },
    response: { status: 201, schema: MemoryPhotoResultSchema },
  },
  {
    method: 'get',
    path: OBITUARY_PATHS.memorialVideo,
    summary: 'The approved memorial video with its poster and captions (404 when there is none)',
    tags,
    access: 'public',
    params: ObituaryIdParamsSchema,
    response: { status: 200, schema: MemorialVideoSchema },
  },
])
