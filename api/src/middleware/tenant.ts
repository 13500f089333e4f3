import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import { HEADER_HOST, hostName } from '#contract/headers.ts'
import { dbOf, type Db } from '../db/client.ts'
import { companies, companyHosts } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'

export type Company = typeof companies.$inferSelect

declare module 'hono' {
  interface ContextVariableMap {
    db: Db
    company: Company
  }
}

/**
 * Resolves the tenant from X-Host once per request. Every query after this
 * filters by `c.var.company.id`; an unknown or missing host is a 404 so that
 * nothing tells a caller which hosts exist.
 */
export const tenant = createMiddleware<{ Bindings: ApiBindings }>(async function tenant(c, next) {
  const db = dbOf(c.env.DB)
  const raw = c.req.header(HEADER_HOST)
  if (!raw) throw new HTTPException(404)
  const rows = await db
    .select({ company: companies })
    .from(companyHosts)
    .innerJoin(companies, eq(companies.id, companyHosts.companyId))
    .where(eq(companyHosts.host, hostName(raw)))
    .limit(1)
  const row = rows[0]
  if (!row) throw new HTTPException(404)
  c.set('db', db)
  c.set('company', row.company)
  await next()
})
