import { PREVIEW_TOKEN_PARAM } from '#contract/preview-constants.ts'

/** The query that keeps a visitor in preview (spec §2: "In preview mode pages get a preview=true query"). */
export const PREVIEW_PARAM = 'preview'

/**
 * Whether a page shows the draft, and how it was let in (decision 037): `false` outside preview,
 * `true` for the funeral home's signed-in staff (their session goes along by itself), or the
 * token of a preview link, which every link of the page must carry on.
 */
export type Previewing = boolean | string

/** What the root context says about preview (`previewToken` only when a preview link let the visitor in). */
export function previewingOf(context: { contextKind?: string; previewToken?: string } | undefined): Previewing {
  if (context?.contextKind !== 'draft') return false
  return context.previewToken ?? true
}

/** The search a router link carries in preview: `preview=true`, and a preview link's token. */
export function previewSearch(previewing: Previewing): { preview?: true; previewToken?: string } {
  if (previewing === false) return {}
  return typeof previewing === 'string' ? { preview: true, previewToken: previewing } : { preview: true }
}

/** True for an absolute URL or another scheme (tel:, mailto:): a link that leaves the site. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}

/**
 * `to` as a link inside the site: in preview, with `preview=true` (and a preview link's token)
 * added to its query (before any #fragment), so every page the editor clicks through shows the
 * draft. External links, and links outside preview, are returned as they are.
 */
export function previewHref(to: string, previewing: Previewing): string {
  if (previewing === false || isExternalHref(to)) return to
  const hashAt = to.indexOf('#')
  const base = hashAt === -1 ? to : to.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : to.slice(hashAt)
  const queryAt = base.indexOf('?')
  const path = queryAt === -1 ? base : base.slice(0, queryAt)
  const params = new URLSearchParams(queryAt === -1 ? '' : base.slice(queryAt + 1))
  params.set(PREVIEW_PARAM, 'true')
  if (typeof previewing === 'string') params.set(PREVIEW_TOKEN_PARAM, previewing)
  return `${path}?${params.toString()}${hash}`
}

/** A 401 or 403 (of the upstream on the server, of the BFF's proxy in the browser): the draft refused. */
export function isRefusal(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  return status === 401 || status === 403
}
