import { userMay } from '../auth/staff.ts'
import type { Context } from 'hono'
import { ApiError } from '#contract/errors.ts'
import { HEADER_HOST } from '#contract/headers.ts'
import { PREVIEW_TOKEN_PARAM, PreviewTokenSchema } from '#contract/previews.ts'
import { authConfig } from '../auth/config.ts'
import type { ApiBindings } from '../env.ts'
import { optionalUser } from '../middleware/auth.ts'
import { verifyPreviewToken } from './preview-token.ts'

/**
 * Who may read the draft (decision 037): staff of this funeral home (a valid bearer token), or
 * anyone with a valid preview link for this host (its token in `previewToken`). Everyone else is
 * refused with a 403, which the site answers by showing the approved version instead.
 */
export async function requireDraftAccess(c: Context<{ Bindings: ApiBindings }>): Promise<void> {
  const user = await optionalUser(c)
  if (userMay(user, 'pages')) return
  const token = PreviewTokenSchema.safeParse(c.req.query(PREVIEW_TOKEN_PARAM))
  if (token.success) {
    const grant = { host: c.req.header(HEADER_HOST) ?? '', companyId: c.var.company.id }
    if (await verifyPreviewToken(token.data, grant, authConfig(c.env).secret)) return
  }
  throw new ApiError(403, undefined, { message: 'The draft is shown only to staff and through a preview link' })
}
