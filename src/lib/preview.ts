/** The query that keeps a visitor in preview (spec §2: "In preview mode pages get a preview=true query"). */
export const PREVIEW_PARAM = 'preview'

/** True for an absolute URL or another scheme (tel:, mailto:): a link that leaves the site. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}

/**
 * `to` as a link inside the site: in preview, with `preview=true` added to its query (before any
 * #fragment), so every page the editor clicks through shows the draft. External links, and
 * links outside preview, are returned as they are.
 */
export function previewHref(to: string, previewing: boolean): string {
  if (!previewing || isExternalHref(to)) return to
  const hashAt = to.indexOf('#')
  const base = hashAt === -1 ? to : to.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : to.slice(hashAt)
  const queryAt = base.indexOf('?')
  const path = queryAt === -1 ? base : base.slice(0, queryAt)
  const params = new URLSearchParams(queryAt === -1 ? '' : base.slice(queryAt + 1))
  params.set(PREVIEW_PARAM, 'true')
  return `${path}?${params.toString()}${hash}`
}
