import { z } from 'zod'
import { line } from './text.ts'
import { IsoDateTimeSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { pageOf, PageQuerySchema } from './paging.ts'

/** One mail the product wrote (invitation, password reset, order receipt, planning request …). */
export const OutboxMessageSchema = z.object({
  id: z.number().int().positive(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Empty once delivered or a day old: the cron purges bodies (they carry live links). */
  text: z.string(),
  createdAt: IsoDateTimeSchema,
  sentAt: IsoDateTimeSchema.nullable(),
})
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>
export const OutboxPageSchema = pageOf(OutboxMessageSchema)

/**
 * A case opened for practice: a fresh loved one with nothing arranged yet, the given account its
 * owner. Local development only, so every run of the e2e tests (or a demo walk-through) starts
 * an arrangement from the beginning without touching the demo's own cases.
 */
export const PracticeCaseBodySchema = z.object({
  /** A family account of this funeral home. */
  email: z.email().max(254),
  firstName: line(80).min(1).default('Practice'),
  lastName: line(80).min(1).default('Case'),
  /**
   * Also what the family's review tasks review (issue 20): an obituary draft (`draft`) or an
   * obituary already published (`published`, so memories show publicly), the memorial video
   * ready for review with captions, two printed pieces and two memories held for review.
   */
  reviews: z.enum(['draft', 'published']).optional(),
})
export type PracticeReviews = NonNullable<z.infer<typeof PracticeCaseBodySchema>['reviews']>
export const PracticeCaseSchema = z.object({ id: z.number().int().positive(), nameSlug: z.string() })

export const operations = defineOperations([
  {
    method: 'get',
    path: '/api/staff/outbox',
    summary: 'Mail the product wrote, newest first: local development only (ENVIRONMENT=development), a 404 elsewhere',
    tags: ['staff'],
    access: 'staff',
    query: PageQuerySchema,
    response: { status: 200, schema: OutboxPageSchema },
  },
  {
    method: 'post',
    path: '/api/staff/practice-cases',
    summary:
      'Opens a practice case (a new loved one, nothing arranged) owned by a family account: local development only (ENVIRONMENT=development), a 404 elsewhere',
    tags: ['staff'],
    access: 'staff',
    body: PracticeCaseBodySchema,
    response: { status: 201, schema: PracticeCaseSchema },
  },
])
