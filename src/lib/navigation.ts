import type { Address, NavigationNode, Pages, Page } from '#contract/website.ts'

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

/** `to` or `path` without query, fragment and trailing slash, for comparing links with the current path. */
function comparablePath(value: string): string {
  const bare = value.split(/[?#]/, 1)[0] ?? ''
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
}

/**
 * True when a navigation link points at the current page (it gets `aria-current="page"`).
 * Nothing is active for an empty path, an empty node (a label without a link) or a link that
 * leaves the site.
 */
export function isActiveLink(node: Pick<NavigationNode, 'to' | 'empty'>, path: string): boolean {
  if (!path || node.empty || !node.to || !node.to.startsWith('/') || node.to.startsWith('//')) return false
  return comparablePath(node.to) === comparablePath(path)
}

/** True when the node or one of its descendants is the current page (its parent is marked too). */
export function containsActiveLink(node: NavigationNode, path: string): boolean {
  return isActiveLink(node, path) || (node.children ?? []).some((child) => containsActiveLink(child, path))
}

/** The links every footer carries: the blog, the obituary search and the legal pages (spec §2). */
export const FOOTER_LINKS: readonly { label: string; to: string }[] = [
  { label: 'Blog', to: '/blog' },
  { label: 'Obituaries', to: '/obituaries' },
  { label: 'Terms of Use', to: '/terms-of-use' },
  { label: 'Accessibility', to: '/accessibility' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  // The General Price List (issue 18 point 10): California asks it of funeral homes with websites.
  { label: 'Price list', to: '/price-list' },
]

/** An address on one line: `12 Elm Street, Suite 2, Maple Grove, MN 55311`. */
export function addressLine(address: Address): string {
  const street = [address.line1, address.line2].filter(Boolean).join(', ')
  return `${street}, ${address.city}, ${address.region} ${address.postalCode}`
}

/** A Google Maps search for an address (opens the map app on phones). */
export function mapHref(address: Address): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`
}
