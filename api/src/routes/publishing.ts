import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { SiteDocumentSchema } from '#contract/website.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaff } from '../middleware/auth.ts'
import { readSiteDocument, saveSiteDocument } from '../site/store.ts'

/** Publishing the site: staff approve the draft, which becomes what visitors see. */
export const publishing = new Hono<{ Bindings: ApiBindings }>()

publishing.post(APPROVE_RENDER_CONTEXT_PATH, requireStaff, async (c) => {
  const { db, company } = c.var
  const draft = await readSiteDocument(db, company.id, 'draft')
  if (!draft) throw new HTTPException(404, { message: 'There is no draft to approve' })
  // Parsed before it is published: the approved site is what every visitor renders, so it must
  // hold to the contract (a failure is a logged 500 and the approved site stays as it was).
  const document = SiteDocumentSchema.parse(draft)
  // One batch: visitors see the old site or the new one, never a mix; a page too large to store
  // is a 413 and the approved site stays as it was.
  await saveSiteDocument(db, company.id, 'approved', document)
  return c.body(null, 204)
})
