import { z } from 'zod'
import { ApprovalSchema, CaseParamsSchema, IdSchema, IsoDateSchema, IsoDateTimeSchema, PersonSchema } from './common.ts'
import { ObituaryBodySchema } from './family-reviews.ts'
import { MediaFileSchema, UPLOAD_FIELD, UPLOAD_RULES } from './files.ts'
import { WallSettingsBodySchema, WallSettingsSchema } from './media.ts'
import { defineOperations } from './operation.ts'
import { pageOf, PageQuerySchema } from './paging.ts'
import { StaffServiceListSchema } from './studio-services.ts'
import { line } from './text.ts'
import { OBITUARY_STATES, STUDIO_OBITUARY_MESSAGES, type ObituaryState } from './studio-obituary-states.ts'

export { OBITUARY_STATE_LABELS, OBITUARY_STATES, STUDIO_OBITUARY_MESSAGES } from './studio-obituary-states.ts'

/**
 * The obituary desk (issue 38 point 1, decision 059), for the roles that work cases (owner,
 * director): every case's obituary with where it stands, the editor (names, dates, the words, the
 * wall's settings, the case's services read-only), a first draft from the family's details, sending
 * it to the family's review, publishing now or at a time on the home's clock, unpublishing, and the
 * versions the public has seen. The family's review reads and writes the same row
 * (api/src/family/obituary.ts). Rules: api/src/staff/obituary-*.ts.
 */

export const STAFF_OBITUARIES_PATH = '/api/staff/obituaries'

export const ObituaryStateSchema = z.enum(OBITUARY_STATES)
export type { ObituaryState }

/** `?name=` (words of the name) with the usual paging. */
export const StaffObituaryListQuerySchema = PageQuerySchema.extend({ name: line(100).optional() })
export type StaffObituaryListQuery = z.infer<typeof StaffObituaryListQuerySchema>

/** A case's obituary in the list (a case with none yet is `not-started`, named as the case). */
export const StaffObituaryRowSchema = z.object({
  caseId: IdSchema,
  caseNameSlug: z.string(),
  obituaryId: IdSchema.nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  deathDate: IsoDateSchema.nullable(),
  state: ObituaryStateSchema,
  scheduledFor: IsoDateTimeSchema.nullable(),
  publishedAt: IsoDateTimeSchema.nullable(),
  updatedAt: IsoDateTimeSchema.nullable(),
})
export type StaffObituaryRow = z.infer<typeof StaffObituaryRowSchema>
export const StaffObituaryPageSchema = pageOf(StaffObituaryRowSchema)

/** One version the public saw: from its publication until it was taken down or corrected. */
export const ObituaryVersionSchema = z.object({
  version: z.number().int().min(1),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  text: z.string(),
  publishedAt: IsoDateTimeSchema,
  publishedBy: PersonSchema.nullable(),
  unpublishedAt: IsoDateTimeSchema.nullable(),
})
export type ObituaryVersion = z.infer<typeof ObituaryVersionSchema>

/** The obituary as the editor works it, with who did what and when. */
export const StaffObituarySchema = z.object({
  id: IdSchema,
  caseId: IdSchema,
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  nameSlug: z.string(),
  birthDate: IsoDateSchema.nullable(),
  deathDate: IsoDateSchema.nullable(),
  text: z.string(),
  photo: MediaFileSchema.nullable(),
  /** The wide banner picture: the public page's share image when set (decision 059). */
  banner: MediaFileSchema.nullable(),
  state: ObituaryStateSchema,
  updatedAt: IsoDateTimeSchema,
  /** Who last saved the words: staff here, or the family in its review. */
  updatedBy: PersonSchema.nullable(),
  /** Whether that was a member of the family (their edit came back). */
  updatedByFamily: z.boolean(),
  sentAt: IsoDateTimeSchema.nullable(),
  sentBy: PersonSchema.nullable(),
  approval: ApprovalSchema.nullable(),
  scheduledFor: IsoDateTimeSchema.nullable(),
  publishedAt: IsoDateTimeSchema.nullable(),
  /** The public page's path once it is public. */
  publicPath: z.string(),
})
export type StaffObituary = z.infer<typeof StaffObituarySchema>

/** The editor's screen: the obituary (null before the first save), the case's services, the wall, the versions. */
export const StaffObituaryDeskSchema = z.object({
  obituary: StaffObituarySchema.nullable(),
  services: StaffServiceListSchema,
  wall: WallSettingsSchema,
  versions: z.array(ObituaryVersionSchema),
})
export type StaffObituaryDesk = z.infer<typeof StaffObituaryDeskSchema>

/** What staff save: the family's own shape (names, dates, the words in paragraphs). */
export const StaffObituaryBodySchema = ObituaryBodySchema
export type StaffObituaryBody = z.infer<typeof StaffObituaryBodySchema>

/** A first draft from the family's details: the body the editor fills in (nothing saved). */
export const ObituaryTemplateSchema = StaffObituaryBodySchema
export type ObituaryTemplate = z.infer<typeof ObituaryTemplateSchema>

/** Publish now (no `date`) or on a day and at a time on the home's clock. */
export const ObituaryPublishBodySchema = z.union([
  z.object({ when: z.literal('now') }),
  z.object({
    when: z.literal('at'),
    date: z.iso.date({ error: STUDIO_OBITUARY_MESSAGES.at }),
    time: z.string({ error: STUDIO_OBITUARY_MESSAGES.at }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: STUDIO_OBITUARY_MESSAGES.at }),
  }),
])
export type ObituaryPublishBody = z.infer<typeof ObituaryPublishBodySchema>

/** Local development only: runs the scheduler as if it were `now`. */
export const SchedulerRunBodySchema = z.object({
  now: IsoDateTimeSchema,
  /** Only this case's obituary: tests running side by side share one scheduler. */
  caseId: IdSchema.optional(),
})
export const SchedulerRunResultSchema = z.object({ published: z.array(IdSchema) })

/**
 * The web Worker's cron calls this each minute (decision 059, amended): the api publishes what is
 * due on the real clock and answers each obituary with its home's host names, which the web Worker
 * then purges from the edge. Outside /api on purpose: the BFF proxies only /api/*, so a browser can
 * never reach it; only the web Worker's own service binding (or a caller with UPSTREAM_SECRET) can.
 */
export const OBITUARY_SCHEDULER_PATH = '/internal/obituary-scheduler-runs'
export const ScheduledPublishSchema = z.object({
  published: z.array(z.object({ id: IdSchema, hosts: z.array(z.string()) })),
})
export type ScheduledPublish = z.infer<typeof ScheduledPublishSchema>

export { WallSettingsBodySchema }

const tags = ['staff']
const forbidden = 'a role other than owner or director'
const OBITUARY = '/api/staff/cases/{caseId}/obituary'

export const operations = defineOperations([
  {
    method: 'get',
    path: STAFF_OBITUARIES_PATH,
    summary:
      "Every case's obituary and where it stands (not started, draft, with the family, scheduled, published), newest case first, by name (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    query: StaffObituaryListQuerySchema,
    response: { status: 200, schema: StaffObituaryPageSchema },
  },
  {
    method: 'get',
    path: OBITUARY,
    summary: "A case's obituary as the editor works it, its services, its wall's settings and the versions published (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: StaffObituaryDeskSchema },
  },
  {
    method: 'put',
    path: OBITUARY,
    summary: 'Saves the names, dates and words (created on the first save); a change clears the family’s approval (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: StaffObituaryBodySchema,
    response: { status: 200, schema: StaffObituarySchema },
  },
  {
    method: 'get',
    path: `${OBITUARY}/template`,
    summary: "A plain first draft from the family's personal details (add-details); nothing is saved (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: ObituaryTemplateSchema },
  },
  {
    method: 'put',
    path: `${OBITUARY}/wall`,
    summary: "Sets how the obituary's memorial wall takes memories (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: WallSettingsBodySchema,
    response: { status: 200, schema: WallSettingsSchema },
  },
  {
    method: 'post',
    path: `${OBITUARY}/photo`,
    summary: "Sets the obituary's portrait, with the family's upload rules; public at once when published (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    multipart: { field: UPLOAD_FIELD, accept: UPLOAD_RULES['obituary-photo'].accept, maxBytes: UPLOAD_RULES['obituary-photo'].maxBytes },
    response: { status: 201, schema: MediaFileSchema },
  },
  {
    method: 'post',
    path: `${OBITUARY}/banner`,
    summary:
      "Sets the obituary's banner, a wide picture (wider than tall) with the portrait's upload rules, shared as the public page's image; public at once when published (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    multipart: { field: UPLOAD_FIELD, accept: UPLOAD_RULES['obituary-photo'].accept, maxBytes: UPLOAD_RULES['obituary-photo'].maxBytes },
    response: { status: 201, schema: MediaFileSchema },
  },
  {
    method: 'delete',
    path: `${OBITUARY}/banner`,
    summary: "Removes the obituary's banner (the portrait is shared again); public at once when published (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 204 },
  },
  {
    method: 'post',
    path: `${OBITUARY}/send`,
    summary: "Opens the family's review-obituary task and mails the family that the draft waits for them (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: StaffObituarySchema },
  },
  {
    method: 'post',
    path: `${OBITUARY}/publish`,
    summary:
      "Publishes now, or schedules it for a day and time on the home's clock; a published one is corrected as a new version (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: ObituaryPublishBodySchema,
    response: { status: 200, schema: StaffObituarySchema },
  },
  {
    method: 'post',
    path: `${OBITUARY}/unpublish`,
    summary: 'Takes it off the public site (or cancels the schedule); it can be corrected and published again (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: StaffObituarySchema },
  },
  {
    method: 'post',
    path: `${STAFF_OBITUARIES_PATH}/scheduler-runs`,
    summary: 'Runs the publishing scheduler as if it were `now`: local development only (ENVIRONMENT=development), a 404 elsewhere',
    tags,
    access: 'staff',
    forbidden,
    body: SchedulerRunBodySchema,
    response: { status: 200, schema: SchedulerRunResultSchema },
  },
])
