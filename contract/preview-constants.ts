/**
 * Private previews' constants (decision 037), without zod: the site's public code imports them
 * (its bundles carry no schemas, decision 023).
 */

/** The query a page and the draft read carry a preview link's token in (next to `preview=true`). */
export const PREVIEW_TOKEN_PARAM = 'previewToken'

/** How long a preview link works: long enough to look a draft over, short enough that a forwarded link dies soon. */
export const PREVIEW_LINK_TTL_SECONDS = 60 * 60
