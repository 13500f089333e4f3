import type { NavigationNode, Page, Pages } from '../../../contract/website.ts'

/**
 * The catch-all's rules (spec §2, §8): find the content page for a path in the pages map, send a
 * page without modules to its first child, and everything else is 'Page not found'.
 */
export type PageResolution =
  | { kind: 'page'; path: string; page: Page }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }

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

/** A path inside the site (`/x`), not another site (`//host`, `https:`) nor a scheme (`tel:`). */
function isSitePath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//')
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

/** Spec §2: "Layout is the default unless a page names another". Layout → container classes. */
export const LAYOUTS = {
  default: 'max-w-6xl',
  wide: 'max-w-7xl',
  narrow: 'max-w-3xl',
  landing: 'max-w-none',
} as const satisfies Record<string, string>
export type LayoutName = keyof typeof LAYOUTS

/** The page's layout, or the default for none or a name this site does not know. */
export function layoutOf(page: { layout?: string }): LayoutName {
  const name = page.layout
  return name && Object.hasOwn(LAYOUTS, name) ? (name as LayoutName) : 'default'
}

/** Classes of the `<main>` that holds a page. */
export function layoutClassName(page: { layout?: string }): string {
  const layout = layoutOf(page)
  return `page page--${layout} ${LAYOUTS[layout]}`
}

/** A page whose modules bring their own `<h1>` (a hero) needs no title heading from the page. */
export function pageHasOwnHeading(page: Page): boolean {
  return page.modules.some((m) => m.type === 'hero')
}

/** A page's own description when the editor set one (the context keeps unknown page fields as JSON). */
export function ownDescription(page: Page): string | undefined {
  const value: unknown = (page as Record<string, unknown>).description
  return typeof value === 'string' && value.trim() ? value : undefined
}
