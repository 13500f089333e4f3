import { count, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { PageQuerySchema, toPage } from '#contract/paging.ts'
import { OutboxMessageSchema } from '#contract/staff.ts'
import { outbox } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaff } from '../middleware/auth.ts'
import { pageWindow } from '../paging.ts'
import { validate } from '../validate.ts'

/** Funeral-home staff tools. The outbox shows the mail the product wrote (nothing delivers it locally). */
export const staff = new Hono<{ Bindings: ApiBindings }>()

staff.get('/outbox', requireStaff, validate('query', PageQuerySchema), async (c) => {
  const query = c.req.valid('query')
  const { db, company } = c.var
  const where = eq(outbox.companyId, company.id)
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await db.batch([
    db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(outbox).where(where),
  ])
  const content = rows.map((r) =>
    OutboxMessageSchema.parse({
      id: r.id,
      kind: r.kind,
      to: r.to,
      subject: r.subject,
      text: r.text,
      createdAt: r.createdAt,
      sentAt: r.sentAt,
    }),
  )
  return c.json(toPage(content, query, total[0]?.n ?? 0))
})
