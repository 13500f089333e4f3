import { z } from 'zod'
import { CaseParamsSchema, IdParamSchema, IdSchema } from './common.ts'
import { STATIONERY_ITEM_TYPES, StationeryItemSchema, StationerySchema } from './family-reviews.ts'
import { MediaFileSchema, UPLOAD_FIELD, UPLOAD_RULES } from './files.ts'
import { defineOperations } from './operation.ts'
import { STAFF_CASES_PATH } from './studio-cases.ts'
import { line } from './text.ts'
import { MAX_STATIONERY_PAGES, STUDIO_STATIONERY_MESSAGES } from './studio-stationery-rules.ts'

export * from './studio-stationery-rules.ts'

/**
 * A case's printed pieces from the home's side (issue 38 point 3, decision 061, area `cases`):
 * the pieces, each page a picture the home uploads, sent to the family as numbered versions. The
 * family's review task reads the same rows (api/src/family/stationery.ts), with what changed
 * since the version before. The pure rules: contract/studio-stationery-rules.ts; the api: api/src/staff/stationery.ts.
 */

export const StationeryAddBodySchema = z
  .object({
    itemType: z.enum(STATIONERY_ITEM_TYPES, {
      error: (issue) => (issue.input === undefined ? undefined : STUDIO_STATIONERY_MESSAGES.itemType),
    }),
    /** The piece's name as the family reads it; required for `other`, else its kind's name. */
    title: line(80).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.itemType === 'other' && !body.title)
      ctx.addIssue({ code: 'custom', path: ['title'], message: STUDIO_STATIONERY_MESSAGES.title })
  })
export type StationeryAddBody = z.infer<typeof StationeryAddBodySchema>

/** A new version: the uploaded pictures, in the order of the piece's sides. */
export const StationeryVersionBodySchema = z.object({
  mediaIds: z
    .array(IdSchema)
    .min(1, { error: STUDIO_STATIONERY_MESSAGES.pageCount })
    .max(MAX_STATIONERY_PAGES, { error: STUDIO_STATIONERY_MESSAGES.pageCount })
    .refine((ids) => new Set(ids).size === ids.length, { error: STUDIO_STATIONERY_MESSAGES.samePage }),
})
export type StationeryVersionBody = z.infer<typeof StationeryVersionBodySchema>

export const StationeryItemParamsSchema = CaseParamsSchema.extend({ itemId: IdParamSchema })

const tags = ['staff']
const forbidden = 'a role other than owner or director'
const STATIONERY = `${STAFF_CASES_PATH}/{caseId}/stationery`
const rules = UPLOAD_RULES.stationery

export const operations = defineOperations([
  {
    method: 'get',
    path: STATIONERY,
    summary:
      "The case's printed pieces as the family reviews them: pages, comments per page and per piece with who and when, version, what changed, approval (owner, director)",
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    response: { status: 200, schema: StationerySchema },
  },
  {
    method: 'post',
    path: STATIONERY,
    summary:
      'Adds a printed piece the case does not have, in production and without pages; the family sees it once it is sent (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    body: StationeryAddBodySchema,
    response: { status: 201, schema: StationeryItemSchema },
  },
  {
    method: 'post',
    path: `${STATIONERY}/pages`,
    summary: 'Uploads a picture of one page of a proof; it becomes a page when a version is sent (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: CaseParamsSchema,
    multipart: { field: UPLOAD_FIELD, accept: rules.accept, maxBytes: rules.maxBytes },
    response: { status: 201, schema: MediaFileSchema },
  },
  {
    method: 'post',
    path: `${STATIONERY}/{itemId}/versions`,
    summary:
      'Sends a new version of a piece to the family with these pages in order: the review-stationery task opens, the family sees what changed (owner, director)',
    tags,
    access: 'staff',
    forbidden,
    params: StationeryItemParamsSchema,
    body: StationeryVersionBodySchema,
    response: { status: 201, schema: StationeryItemSchema },
  },
])
