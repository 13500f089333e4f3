import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { APPROVE_RENDER_CONTEXT_PATH, DRAFT_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { ApiError } from '#contract/errors.ts'
import { modulesWithPlaceholders, placeholderErrors, placeholderRefusal } from '#contract/module-placeholders.ts'
import {
  DRAFT_PAGE_PATH,
  DRAFT_SHELL_PATH,
  DraftPageQuerySchema,
  PageSchema,
  SiteDocumentSchema,
  SiteShellSchema,
} from '#contract/website.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { invalidModules, invalidPageModules } from '../site/module-check.ts'
import { readSiteDocument, saveDraftPage, saveDraftShell, saveSiteDocument } from '../site/store.ts'
import { invalidInput, validate } from '../validate.ts'

/** Editing and publishing the site: staff save the draft, then approve it, and it becomes what visitors see. */
export const publishing = new Hono<{ Bindings: ApiBindings }>()

const NO_DRAFT = 'There is no draft to save into. Ask for the site to be set up first.'

/** The 422 of modules their type's schema refuses, naming each field. */
function refuseInvalid(invalid: ReadonlyArray<{ field: string; message: string }>) {
  if (invalid.length === 0) return
  throw invalidInput(Object.fromEntries(invalid.map(({ field, message }) => [field, message])))
}

publishing.post(APPROVE_RENDER_CONTEXT_PATH, requireStaffFor('pages'), async (c) => {
  const { db, company } = c.var
  const draft = await readSiteDocument(db, company.id, 'draft')
  if (!draft) throw new HTTPException(404, { message: 'There is no draft to approve' })
  // Parsed before it is published: the approved site is what every visitor renders, so it must
  // hold to the contract (a failure is a logged 500 and the approved site stays as it was).
  const document = SiteDocumentSchema.parse(draft)
  // Example words a new module started with never reach visitors (issue 34): named, and refused.
  const placeholders = modulesWithPlaceholders(document.pages)
  if (placeholders.length > 0) {
    throw new ApiError(422, undefined, { message: placeholderRefusal(placeholders), errors: placeholderErrors(placeholders) })
  }
  // One batch: visitors see the old site or the new one, never a mix; a page too large to store
  // is a 413 and the approved site stays as it was.
  await saveSiteDocument(db, company.id, 'approved', document)
  return c.body(null, 204)
})

/**
 * Saves the whole draft at once (decision 036): the site document, checked with the contract's
 * schema (a 422 naming the field otherwise) and each module with its type's schema, so a draft is
 * always publishable. Within the 64 KB body limit, so only a small site; the editor saves by page.
 */
publishing.put(DRAFT_RENDER_CONTEXT_PATH, requireStaffFor('pages'), validate('json', SiteDocumentSchema), async (c) => {
  const { db, company } = c.var
  const document = c.req.valid('json')
  refuseInvalid(invalidModules(document))
  await saveSiteDocument(db, company.id, 'draft', document)
  return c.body(null, 204)
})

/**
 * Saves one page of the draft (issue 35, decision 046): what the editor changed, whatever the size
 * of the site, each module checked with its type's schema. The other pages stay as they were.
 */
publishing.put(
  DRAFT_PAGE_PATH,
  requireStaffFor('pages'),
  validate('query', DraftPageQuerySchema),
  validate('json', PageSchema),
  async (c) => {
    const { db, company } = c.var
    const { path } = c.req.valid('query')
    const page = c.req.valid('json')
    refuseInvalid(invalidPageModules(path, page))
    if (!(await saveDraftPage(db, company.id, path, page))) throw new HTTPException(404, { message: NO_DRAFT })
    return c.body(null, 204)
  },
)

/** Saves the draft's design, navigation, settings, header and footer; its pages stay as they are. */
publishing.put(DRAFT_SHELL_PATH, requireStaffFor('pages'), validate('json', SiteShellSchema), async (c) => {
  const { db, company } = c.var
  if (!(await saveDraftShell(db, company.id, c.req.valid('json')))) throw new HTTPException(404, { message: NO_DRAFT })
  return c.body(null, 204)
})
