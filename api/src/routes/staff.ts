import { count, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ApiError } from '#contract/errors.ts'
import { PageQuerySchema, toPage } from '#contract/paging.ts'
import { OutboxMessageSchema } from '#contract/staff.ts'
import { outbox } from '../db/schema.ts'
import { isLocalDevelopment, type ApiBindings } from '../env.ts'
import { requireStaff } from '../middleware/auth.ts'
import { pageWindow } from '../paging.ts'
import { validate } from '../validate.ts'

/** Funeral-home staff tools. */
export const staff = new Hono<{ Bindings: ApiBindings }>()

/**
 * A call that exists only in local development (ENVIRONMENT=development): elsewhere a 404, the
 * answer of a call that is not there, checked before anything else (sign-in included).
 */
const localOnly = createMiddleware<{ Bindings: ApiBindings }>(async function localOnly(c, next) {
  if (!isLocalDevelopment(c.env)) throw new ApiError(404)
  await next()
})

/**
 * The outbox: the mail the product wrote, which nothing delivers locally. Local development only:
 * its texts carry live reset and invitation links, so staff reading it in production could take
 * over a family's account.
 */
staff.get('/outbox', localOnly, requireStaff, validate('query', PageQuerySchema), async (c) => {
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
