import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { SiteDocumentSchema } from '#contract/website.ts'
import { websiteContexts } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaff } from '../middleware/auth.ts'

/** Publishing the site: staff approve the draft, which becomes what visitors see. */
export const publishing = new Hono<{ Bindings: ApiBindings }>()

publishing.post(APPROVE_RENDER_CONTEXT_PATH, requireStaff, async (c) => {
  const { db, company } = c.var
  const rows = await db
    .select({ document: websiteContexts.document })
    .from(websiteContexts)
    .where(and(eq(websiteContexts.companyId, company.id), eq(websiteContexts.kind, 'draft')))
    .limit(1)
  const draft = rows[0]
  if (!draft) throw new HTTPException(404, { message: 'There is no draft to approve' })
  // Parsed before it is published: the approved site is what every visitor renders, so it must
  // hold to the contract (a failure is a logged 500 and the approved site stays as it was).
  const document = SiteDocumentSchema.parse(draft.document)
  const updatedAt = new Date().toISOString()
  await db
    .insert(websiteContexts)
    .values({ companyId: company.id, kind: 'approved', document, updatedAt })
    .onConflictDoUpdate({ target: [websiteContexts.companyId, websiteContexts.kind], set: { document, updatedAt } })
  return c.body(null, 204)
})
