import { Hono } from 'hono'
import { HEADER_HOST } from '#contract/headers.ts'
import { PREVIEW_LINKS_PATH, PREVIEW_TOKEN_PARAM, PreviewLinkBodySchema, PreviewLinkSchema } from '#contract/previews.ts'
import { authConfig } from '../auth/config.ts'
import { siteLink } from '../auth/site-link.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { signPreviewToken } from '../site/preview-token.ts'
import { validate } from '../validate.ts'

/** Preview links (decision 037): staff share the draft with someone who is not signed in, for an hour. */
export const previews = new Hono<{ Bindings: ApiBindings }>()

previews.post(PREVIEW_LINKS_PATH, requireStaffFor('pages'), validate('json', PreviewLinkBodySchema), async (c) => {
  const { path } = c.req.valid('json')
  const host = c.req.header(HEADER_HOST) ?? ''
  const { token, expiresAt } = await signPreviewToken({ host, companyId: c.var.company.id }, authConfig(c.env).secret)
  const url = new URL(siteLink(host, path))
  url.searchParams.set('preview', 'true')
  url.searchParams.set(PREVIEW_TOKEN_PARAM, token)
  return c.json(PreviewLinkSchema.parse({ url: url.toString(), token, expiresAt: expiresAt.toISOString() }), 201)
})
