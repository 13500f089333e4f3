import { z } from 'zod'

export const RedirectSchema = z.object({
  from: z.string().startsWith('/'),
  /** A site path, or an absolute URL that leaves the site. */
  to: z.string().min(1),
  permanent: z.boolean(),
})
export type Redirect = z.infer<typeof RedirectSchema>

/** GET /api/web/redirects: all of the site's redirects, or with `path` only the one for it. */
export const RedirectsQuerySchema = z.object({
  path: z.string().startsWith('/').optional(),
})
export const RedirectListSchema = z.object({ content: z.array(RedirectSchema) })
export type RedirectList = z.infer<typeof RedirectListSchema>
