import { z } from 'zod'
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
])
