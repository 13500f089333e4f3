import type { NavigationNode, Page, Pages } from '#contract/website.ts'
import { isSitePath } from './site-paths.ts'

/**
 * The catch-all's rules (spec §2, §8): find the content page for a path in the pages map, send a
 * page without modules to its first child, and everything else is 'Page not found'.
 */
export type PageResolution = { kind: 'page'; path: string; page: Page } | { kind: 'redirect'; to: string } | { kind: 'not-found' }

/**
 * A request path as a key of the pages map: percent-decoded, one leading slash, no trailing
 * slash (except the root). Undefined when it cannot be decoded (a stray `%`): no page has that key.
 */
export function normalisePagePath(raw: string): string | undefined {
  const bare = raw.split(/[?#]/, 1)[0] ?? ''
  let decoded: string
  try {
    decoded = decodeURIComponent(bare)
  } catch {
    return undefined
  }
  const withSlash = decoded.startsWith('/') ? decoded : `/${decoded}`
  const trimmed = withSlash.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The navigation node whose link is `path`, searched depth first. */
export function findNavigationNode(nodes: readonly NavigationNode[], path: string): NavigationNode | undefined {
  for (const node of nodes) {
    if (isSitePath(node.to) && normalisePagePath(node.to) === path) return node
    const inChildren = node.children ? findNavigationNode(node.children, path) : undefined
    if (inChildren) return inChildren
  }
  return undefined
}

/**
 * The first child of `path`: the first child of its navigation node when it has one (the order
 * the editor chose), else the first page directly under it in the pages map (the map's order).
 * Never `path` itself, so a redirect cannot loop.
 */
export function firstChildPath(path: string, navigation: readonly NavigationNode[], pages: Pages): string | undefined {
  const node = findNavigationNode(navigation, path)
  for (const child of node?.children ?? []) {
    if (!isSitePath(child.to)) continue
    const childPath = normalisePagePath(child.to)
    if (childPath && childPath !== path) return childPath
  }
  const prefix = path === '/' ? '/' : `${path}/`
  return Object.keys(pages).find((key) => {
    if (!key.startsWith(prefix) || key === path) return false
    const rest = key.slice(prefix.length)
    return rest !== '' && !rest.includes('/')
  })
}

/**
 * What the catch-all does for a request path. A page with modules renders. A page with no modules
 * goes to its first child when it has one (spec §2), and otherwise renders (its title only). A path
 * with no page but children (a navigation group such as an `empty` 'Services') is treated as a page
 * without modules, so the group's own link leads somewhere instead of to a 404.
 */
export function resolvePage(rawPath: string, site: { pages: Pages; navigation: readonly NavigationNode[] }): PageResolution {
  const path = normalisePagePath(rawPath)
  if (!path) return { kind: 'not-found' }
  const page = Object.hasOwn(site.pages, path) ? site.pages[path] : undefined
  if (page && page.modules.length > 0) return { kind: 'page', path, page }
  const child = firstChildPath(path, site.navigation, site.pages)
  if (child) return { kind: 'redirect', to: child }
  return page ? { kind: 'page', path, page } : { kind: 'not-found' }
}
