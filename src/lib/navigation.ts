import type { NavigationNode, Pages, Page } from '../../contract/website.ts'

export type SiteNavigationNode = NavigationNode & { hiddenInHeader?: boolean }

/** Spec §2: a 'Plan Now' link to /plan-now is always appended, hidden in the header. */
export const PLAN_NOW_NODE: SiteNavigationNode = { label: 'Plan Now', to: '/plan-now', hiddenInHeader: true }

export function siteNavigation(nodes: readonly NavigationNode[]): SiteNavigationNode[] {
  return [...nodes, PLAN_NOW_NODE]
}

export function headerNavigation(nodes: readonly SiteNavigationNode[]): SiteNavigationNode[] {
  return nodes.filter((n) => !n.hiddenInHeader)
}

/** Spec §2: the current page is looked up by path; nothing is active for an empty path. */
export function currentPage(pages: Pages, path: string): Page | undefined {
  if (!path) return undefined
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path
  return Object.hasOwn(pages, normalised) ? pages[normalised] : undefined
}

/** Spec §2: paths starting with /family-portal, in any case, belong to the family portal. */
export function isFamilyPortalPath(path: string): boolean {
  return path.toLowerCase().startsWith('/family-portal')
}

/** Digits (and a leading +) of a phone number, for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
