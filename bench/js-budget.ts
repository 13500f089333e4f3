/**
 * JS budgets of the built client (issue 15): the gzip bytes of every script a page references
 * when it is loaded first, per route, from TanStack Start's build manifest (which chunks each
 * route preloads) and the chunks' own static imports. Bytes only, never time, so the check
 * (scripts/check-js-budgets.ts, a step of `npm test`) gives the same answer on every machine.
 * Pure except `readStartManifest`/`clientChunks`; covered by tests/unit/js-budget.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const KIB = 1024

/** A route of Start's manifest (`tsrStartManifest().routes[id]`); only what the budgets read. */
export interface ManifestRoute {
  children?: readonly string[]
  preloads?: readonly string[]
  scripts?: ReadonlyArray<{ attrs?: { src?: string } }>
}
export type StartManifest = { routes: Record<string, ManifestRoute> }

export interface PageType {
  name: string
  /** Issue 15's budget: JS gzip bytes a first load of such a page may reference. */
  budget: number
  /**
   * What such a page references today, with a little room: the check fails above it, so nothing
   * grows while a page type is still over its budget, nor once it is under it (shop and planning
   * sit well below theirs since their forms load on demand); lower it as pages shrink, never
   * raise it without a decision.
   */
  ceiling: number
}

// Public pages meet issue 15's budget since their data comes through their routes' loaders
// (decision 027), and since decision 050 their entry carries no signed-in area's routes: their
// ceiling is issue 36's 120 KB (it was 130).
const PUBLIC: PageType = { name: 'public page', budget: 120 * KIB, ceiling: 120 * KIB }
const PLANNING: PageType = { name: 'planning', budget: 170 * KIB, ceiling: 136 * KIB }
const SHOP: PageType = { name: 'shop', budget: 170 * KIB, ceiling: 120 * KIB }
const PORTAL: PageType = { name: 'family portal', budget: 170 * KIB, ceiling: 170 * KIB }
const STUDIO: PageType = { name: 'studio', budget: 170 * KIB, ceiling: 170 * KIB }
const PLAYGROUND: PageType = { name: 'UI playground', budget: 170 * KIB, ceiling: 170 * KIB }

/**
 * Which budget a route (by its id) answers to. Public pages (home, content pages, blog, legal pages,
 * the price list, obituary search and the obituary with its tabs) get the tight one; the planning flow, the sympathy
 * shop, the family portal and the studio carry forms and get more (the studio's first load: issue 37's 170 KB). A route the rules do not name is public, so
 * a new public screen is held to the public budget without anyone remembering to add it here.
 */
export function pageTypeOf(routeId: string): PageType {
  if (routeId.startsWith('/family-portal')) return PORTAL
  if (routeId.startsWith('/studio')) return STUDIO
  if (routeId.startsWith('/plan-now')) return PLANNING
  if (/\/shop(\/|$)/.test(routeId)) return SHOP
  if (routeId === '/_ui') return PLAYGROUND
  return PUBLIC
}

/**
 * The signed-in areas' route ids a page's code names (decision 050): a public page's scripts carry
 * none, so a new portal or studio route adds nothing to public pages.
 */
export function signedInRouteIds(code: string, areas: readonly string[]): string[] {
  const found = new Set<string>()
  for (const area of areas) {
    const id = new RegExp(`["'\`](/${area}/[^"'\`\\s]*)["'\`]`, 'g')
    for (const match of code.matchAll(id)) found.add(match[1]!)
  }
  return [...found]
}

/** Leaf routes (pages) with their ancestors, root first: a page loads the code of all of them. */
export function routeChains(manifest: StartManifest): Array<{ id: string; chain: string[] }> {
  const parent = new Map<string, string>()
  for (const [id, route] of Object.entries(manifest.routes)) for (const child of route.children ?? []) parent.set(child, id)
  return Object.entries(manifest.routes)
    .filter(([id, route]) => id !== '__root__' && !(route.children?.length ?? 0))
    .map(([id]) => {
      const chain = [id]
      for (let p = parent.get(id); p; p = parent.get(p)) chain.unshift(p)
      return { id, chain }
    })
    .toSorted((a, b) => a.id.localeCompare(b.id))
}

const STATIC_IMPORT = /\b(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g

/** The relative `.js` files a chunk imports statically (`import "./x.js"`, `from "./x.js"`); dynamic `import()`s load later and are not counted. */
export function staticImports(code: string): string[] {
  const found = new Set<string>()
  for (const match of code.matchAll(STATIC_IMPORT)) {
    // `import("./x.js")` has a "(" between: the pattern never matches a dynamic import.
    if (match[1]) found.add(match[1])
  }
  return [...found]
}

/** Asset paths ('/assets/x.js') a page loads first: the chain's preloads and scripts, then every static import, transitively. */
export function pageScripts(manifest: StartManifest, chain: readonly string[], chunkCode: (asset: string) => string | undefined): string[] {
  const start = chain.flatMap((id) => {
    const route = manifest.routes[id]
    const scripts = (route?.scripts ?? []).flatMap((s) => (s.attrs?.src ? [s.attrs.src] : []))
    return [...scripts, ...(route?.preloads ?? [])]
  })
  const seen = new Set<string>()
  const queue = start.filter((asset) => asset.endsWith('.js'))
  while (queue.length > 0) {
    const asset = queue.shift() as string
    if (seen.has(asset)) continue
    seen.add(asset)
    const code = chunkCode(asset)
    if (code === undefined) continue
    const dir = asset.slice(0, asset.lastIndexOf('/') + 1)
    for (const spec of staticImports(code)) queue.push(new URL(spec, `http://x${dir}`).pathname)
  }
  return [...seen]
}

export interface PageFigure {
  routeId: string
  type: PageType
  scripts: number
  gzipBytes: number
  /** The three largest scripts by gzip bytes, to say where a budget went. */
  largest: Array<{ asset: string; gzipBytes: number }>
}

export function gzipSize(code: string): number {
  return gzipSync(code, { level: 9 }).length
}

/** Every page's scripts and bytes; `gzip` is memoised per asset by the caller's closure. */
export function measurePages(manifest: StartManifest, chunkCode: (asset: string) => string | undefined): PageFigure[] {
  const sizes = new Map<string, number>()
  const sizeOf = (asset: string): number => {
    let size = sizes.get(asset)
    if (size === undefined) {
      size = gzipSize(chunkCode(asset) ?? '')
      sizes.set(asset, size)
    }
    return size
  }
  return routeChains(manifest).map(({ id, chain }) => {
    const scripts = pageScripts(manifest, chain, chunkCode)
    const bySize = scripts.map((asset) => ({ asset, gzipBytes: sizeOf(asset) })).toSorted((a, b) => b.gzipBytes - a.gzipBytes)
    return {
      routeId: id,
      type: pageTypeOf(id),
      scripts: scripts.length,
      gzipBytes: bySize.reduce((sum, s) => sum + s.gzipBytes, 0),
      largest: bySize.slice(0, 3),
    }
  })
}

export const kib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KB`

/** One line per page over its type's ceiling, naming the page type, its size and its largest scripts; empty when all fit. */
export function overCeiling(figures: readonly PageFigure[]): string[] {
  return figures
    .filter((f) => f.gzipBytes > f.type.ceiling)
    .map(
      (f) =>
        `${f.routeId} (${f.type.name}): ${kib(f.gzipBytes)} of JS gzip, over the ceiling of ${kib(f.type.ceiling)} ` +
        `(budget ${kib(f.type.budget)}); largest: ${f.largest.map((l) => `${l.asset} ${kib(l.gzipBytes)}`).join(', ')}`,
    )
}

/** The pages still over issue 15's budget for their type (within the ceiling): the work left. */
export function overBudget(figures: readonly PageFigure[]): PageFigure[] {
  return figures.filter((f) => f.gzipBytes > f.type.budget)
}

export function budgetTable(figures: readonly PageFigure[]): string {
  const rows = figures.map((f) => [f.routeId, f.type.name, String(f.scripts), kib(f.gzipBytes), kib(f.type.budget), kib(f.type.ceiling)])
  const head = ['route', 'page type', 'scripts', 'JS gzip', 'budget', 'ceiling']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  return [head, ...rows].map((r) => r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')).join('\n')
}

// ---------------------------------------------------------------------------------------------
// The build on disk
// ---------------------------------------------------------------------------------------------

/** Start's manifest as the server build wrote it (`dist/server/assets/_tanstack-start-manifest_v-*.js`, an ES module). */
export async function readStartManifest(distDir: string): Promise<StartManifest> {
  const dir = join(distDir, 'server', 'assets')
  const file = readdirSync(dir).find((name) => name.startsWith('_tanstack-start-manifest') && name.endsWith('.js'))
  if (!file) throw new Error(`No TanStack Start manifest in ${dir}: run \`npm run build\` first.`)
  const module = (await import(pathToFileURL(join(dir, file)).href)) as { tsrStartManifest: () => StartManifest }
  return module.tsrStartManifest()
}

/** The client build's code by asset path ('/assets/x.js'); undefined for a file that is not there. */
export function clientChunks(distDir: string): (asset: string) => string | undefined {
  return (asset) => {
    try {
      return readFileSync(join(distDir, 'client', asset), 'utf8')
    } catch {
      return undefined
    }
  }
}
