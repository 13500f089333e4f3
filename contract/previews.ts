import { z } from 'zod'
import { IsoDateTimeSchema } from './common.ts'
import { defineOperations } from './operation.ts'
import { PREVIEW_TOKEN_PARAM } from './preview-constants.ts'

/**
 * Private previews (issue 21 item 5, decision 037): the draft is shown only to the funeral home's
 * signed-in staff, or to whoever holds a short-lived signed preview link that staff made.
 */

/** Staff make a preview link here (the api signs it; the BFF proxies it like every staff call). */
export const PREVIEW_LINKS_PATH = '/api/staff/preview-links'

export { PREVIEW_LINK_TTL_SECONDS, PREVIEW_TOKEN_PARAM } from './preview-constants.ts'

/** A token as it may travel in a URL: base64url parts joined by dots, bounded. */
export const PreviewTokenSchema = z
  .string()
  .max(512)
  .regex(/^[\w-]+\.[\w-]+$/)

export const DraftQuerySchema = z.object({ [PREVIEW_TOKEN_PARAM]: PreviewTokenSchema.optional() })

/** Which page of the site the link opens (a site path; the home page by default). */
export const PreviewLinkBodySchema = z.object({
  path: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])[^\s\\#?]*$/)
    .default('/'),
})
export type PreviewLinkBody = z.input<typeof PreviewLinkBodySchema>

export const PreviewLinkSchema = z.object({
  /** The page on this site with `preview=true` and the token: open it in any browser, signed in or not. */
  url: z.url(),
  token: PreviewTokenSchema,
  expiresAt: IsoDateTimeSchema,
})
export type PreviewLink = z.infer<typeof PreviewLinkSchema>

export const operations = defineOperations([
  {
    method: 'post',
    path: PREVIEW_LINKS_PATH,
    summary:
      'Makes a signed link that shows the draft of this site to anyone who opens it, for an hour, on this host only (staff only; decision 037)',
    tags: ['website'],
    access: 'staff',
    body: PreviewLinkBodySchema,
    response: { status: 201, schema: PreviewLinkSchema },
  },
])
