import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { invalidModules } from '../site/module-check.ts'
import { APPROVE_RENDER_CONTEXT_PATH, DRAFT_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { SiteDocumentSchema } from '#contract/website.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaff } from '../middleware/auth.ts'
import { readSiteDocument, saveSiteDocument } from '../site/store.ts'
import { invalidInput, validate } from '../validate.ts'

/** Editing and publishing the site: staff save the draft, then approve it, and it becomes what visitors see. */
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

/**
 * Saves the draft the page editor sends (decision 036): the whole site document, checked with the
 * contract's schema (a 422 naming the field otherwise) and each module with its type's schema, so a
 * draft is always publishable. Visitors see nothing of it until it is approved.
 */
publishing.put(DRAFT_RENDER_CONTEXT_PATH, requireStaff, validate('json', SiteDocumentSchema), async (c) => {
  const { db, company } = c.var
  const document = c.req.valid('json')
  const invalid = invalidModules(document)
  if (invalid.length > 0) {
    throw invalidInput(Object.fromEntries(invalid.map(({ field, message }) => [field, message])))
  }
  await saveSiteDocument(db, company.id, 'draft', document)
  return c.body(null, 204)
})
