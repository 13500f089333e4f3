import type { z } from 'zod'
import type { SessionUser } from '#contract/auth.ts'

/**
 * Whether public photos are resized by Cloudflare Images at the edge (`/cdn-cgi/image/…`,
 * decision 024): `cloudflare` where the zone has transformations on, `off` locally and in tests
 * (no edge there: the original is served).
 */
export const IMAGE_TRANSFORM_MODES = ['cloudflare', 'off'] as const
export type ImageTransforms = (typeof IMAGE_TRANSFORM_MODES)[number]

/**
 * What the BFF hands TanStack Start for one page request: the seam between the edge (`bff/`) and
 * the app (`src/`). `src/server.ts` is the one place that joins them; SSR code reads these through
 * Start's request context (`src/lib/upstream.server.ts`), never by importing the BFF.
 */
export type SsrContext = {
  /** This request's CSP nonce: Start writes it on every script it renders. */
  nonce?: string
  /**
   * A GET upstream as this request: its host (the funeral home), the visitor's time zone and,
   * when signed in, the session's bearer token. Parsed with `schema`; non-ok raises ApiError.
   */
  upstreamJson: <S extends z.ZodType>(pathAndQuery: string, schema: S) => Promise<z.output<S>>
  /** The same without the session: public data, the same for everybody. */
  publicUpstreamJson: <S extends z.ZodType>(pathAndQuery: string, schema: S) => Promise<z.output<S>>
  /**
   * Who is signed in, by the session's access token (the portal's guards on a full page load).
   * Null without one; SSR never refreshes, so an expired access token is null here and the
   * browser's session query refreshes right after.
   */
  sessionUser: () => Promise<SessionUser | null>
  /** The IANA zone upstream calls carry (the browser's, else the configured default); undefined: the funeral home's own. */
  timeZone?: string
  /** The Worker's IMAGE_TRANSFORMS: how this render's public photos are sized (src/features/media). Undefined: off. */
  imageTransforms?: ImageTransforms
  /** The Worker's EDITOR_ORIGIN: besides the site itself, the one origin whose editor may drive a framed preview (decision 036). */
  editorOrigin?: string
}
