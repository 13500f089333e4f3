/**
 * Pure parts of the per-page-type figures (bench/pages.ts): which pages are measured, how their
 * paths are found from the public api, and how the figures print (plain text for the terminal,
 * Markdown for the closing note). Lighthouse's results: bench/lighthouse-summary.ts. Covered by
 * tests/unit/bench-page-report.test.ts.
 */
import { BlogArticlePageSchema } from '#contract/blog.ts'
import { ObituaryPageSchema } from '#contract/obituaries.ts'
import type { LighthouseMedian } from './lighthouse-summary.ts'
import { formatBytes } from './lib.ts'

// ---------------------------------------------------------------------------------------------
// Page types
// ---------------------------------------------------------------------------------------------

export type Tenant = 'whitfield' | 'harbor'

/** A page found through the public api: its path depends on the seeded data. */
export type DynamicPath = 'first-blog-article' | 'first-obituary'

export interface PageType {
  /** Short name in the tables. */
  label: string
  tenant: Tenant
  /** A fixed site path, or how to find one. */
  path: string | DynamicPath
}

/**
 * What is measured, in this order: every page type on Whitfield then on Harbor Light, side by
 * side, so the closing note compares the two homes per page type. Dynamic paths resolve per tenant.
 */
export const PAGE_TYPES: readonly PageType[] = (
  [
    ['home', '/', '/'],
    ['content page', '/about-us/our-staff', '/about/our-chapel'],
    ['blog list', '/blog', '/blog'],
    ['blog article', 'first-blog-article', 'first-blog-article'],
    ['legal page', '/privacy-policy', '/privacy-policy'],
    ['obituary search', '/obituaries', '/obituaries'],
    ['obituary', 'first-obituary', 'first-obituary'],
  ] as const
).flatMap(([label, whitfield, harbor]): PageType[] => [
  { label, tenant: 'whitfield', path: whitfield },
  { label: `${label} (Harbor Light)`, tenant: 'harbor', path: harbor },
])

/** The api call whose answer names a dynamic page (`?size=1`: only the first item is used). */
export const DYNAMIC_SOURCES: Record<DynamicPath, string> = {
  'first-blog-article': '/api/web/blog?page=0&size=1',
  'first-obituary': '/api/web/obituaries?page=0&size=1',
}

export function isDynamicPath(path: string): path is DynamicPath {
  return Object.hasOwn(DYNAMIC_SOURCES, path)
}

/**
 * The site path of the first item of an api answer (`GET /api/web/blog` or
 * `GET /api/web/obituaries`), or why there is none. The answer is checked with the contract's schema.
 */
export function dynamicSitePath(kind: DynamicPath, payload: unknown): { path: string } | { reason: string } {
  if (kind === 'first-blog-article') {
    const page = BlogArticlePageSchema.safeParse(payload)
    if (!page.success) return { reason: 'the blog list does not match contract/blog.ts' }
    const first = page.data.content[0]
    return first ? { path: `/blog/article/${first.id}` } : { reason: 'no published blog article' }
  }
  const page = ObituaryPageSchema.safeParse(payload)
  if (!page.success) return { reason: 'the obituary search does not match contract/obituaries.ts' }
  const first = page.data.content[0]
  return first ? { path: `/obituaries/${first.id}/${encodeURIComponent(first.nameSlug)}` } : { reason: 'no published obituary' }
}

/** How a page answered, as the tables show it. A 404 is a page type not built yet, not a failure. */
export function pageStatusLabel(status: number, redirects: number[] = []): string {
  const via = redirects.length ? ` (via ${redirects.join(', ')})` : ''
  if (status === 200) return `200${via}`
  if (status === 404) return `404 not built yet${via}`
  return `HTTP ${status}${via}`
}

const DASH = '–'

export function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined ? DASH : String(score)
}

/** Lowest–highest performance score of the runs: `90–99`, `95` when they agree, a dash without runs. */
export function formatRange(range: readonly [number, number] | null | undefined): string {
  if (!range) return DASH
  return range[0] === range[1] ? String(range[0]) : `${range[0]}–${range[1]}`
}

/** LCP as Lighthouse shows it, in seconds: `2.35 s`. */
export function formatSeconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? DASH : `${(ms / 1000).toFixed(2)} s`
}

/** TBT in whole milliseconds: `1070 ms`. */
export function formatMs(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? DASH : `${Math.round(ms)} ms`
}

/** CLS, unitless, three decimals: `0.012`. */
export function formatCls(cls: number | null | undefined): string {
  return cls === null || cls === undefined ? DASH : cls.toFixed(3)
}

// ---------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------

export interface Totals {
  count: number
  rawBytes: number
  gzipBytes: number
}

/** What one page type ships, gzip sizes of each part (the HTML's own inline code counted in JS/CSS too). */
export interface PageBytesSummary {
  html: Totals
  /** `<script src>` and modulepreload files. */
  js: Totals
  inlineScripts: Totals
  /** `<link rel=stylesheet>` files. */
  css: Totals
  inlineStyles: Totals
}

/** One row of the per-page-type tables. */
export interface PageTypeRow {
  label: string
  host: string
  /** The path asked for, or the dynamic path's name when it could not be found. */
  path: string
  /** pageStatusLabel(…), or why the page was not fetched. */
  status: string
  bytes: PageBytesSummary | undefined
  /** The median of the page's Lighthouse runs. */
  lighthouse: LighthouseMedian | undefined
  /** Why there is no Lighthouse figure (turned off, skipped for an error page, the runs failed), or some runs failed. */
  lighthouseNote: string | undefined
}

const KIB = 1024
/** Compact size for the tables: `812 B`, `95.3 KiB`. */
export function formatKib(bytes: number): string {
  return bytes < KIB ? `${bytes} B` : `${(bytes / KIB).toFixed(1)} KiB`
}

/** JS shipped: files plus inline scripts, gzip. */
export function jsGzip(b: PageBytesSummary): number {
  return b.js.gzipBytes + b.inlineScripts.gzipBytes
}

/** CSS shipped: stylesheets plus inline styles, gzip. */
export function cssGzip(b: PageBytesSummary): number {
  return b.css.gzipBytes + b.inlineStyles.gzipBytes
}

export const BYTES_HEADER = [
  'page type',
  'path',
  'status',
  'HTML gz',
  'JS files',
  'JS gz',
  'of it inline',
  'CSS files',
  'CSS gz',
  'of it inline',
]

export function bytesRows(rows: PageTypeRow[]): string[][] {
  return rows.map((r) => {
    const b = r.bytes
    if (!b) return [r.label, r.path, r.status, DASH, DASH, DASH, DASH, DASH, DASH, DASH]
    return [
      r.label,
      r.path,
      r.status,
      formatKib(b.html.gzipBytes),
      String(b.js.count),
      formatKib(jsGzip(b)),
      formatKib(b.inlineScripts.gzipBytes),
      String(b.css.count),
      formatKib(cssGzip(b)),
      formatKib(b.inlineStyles.gzipBytes),
    ]
  })
}

export const LIGHTHOUSE_HEADER = ['page type', 'path', 'status', 'perf', 'perf range', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT']

export function lighthouseRows(rows: PageTypeRow[]): string[][] {
  return rows.map((r) => {
    const l = r.lighthouse
    return [
      r.label,
      r.path,
      r.status,
      formatScore(l?.scores.performance),
      formatRange(l?.performanceRange),
      formatScore(l?.scores.accessibility),
      formatScore(l?.scores['best-practices']),
      formatScore(l?.scores.seo),
      formatSeconds(l?.lcpMs),
      formatCls(l?.cls),
      formatMs(l?.tbtMs),
    ]
  })
}

/** Why a row has no (or partial) Lighthouse figures, or fewer runs than asked, one line per such row. */
export function lighthouseNotes(rows: PageTypeRow[]): string[] {
  const notes: string[] = []
  for (const r of rows) {
    const parts = [r.lighthouseNote, r.lighthouse?.error, ...(r.lighthouse?.unscored ?? [])].filter((p) => p !== undefined)
    if (parts.length) notes.push(`${r.label}: ${parts.join('; ')}`)
  }
  return notes
}

/** The one table for the closing note: bytes and Lighthouse side by side, one row per page type. */
export function markdownSummary(rows: PageTypeRow[], withLighthouse: boolean): string[] {
  const header = ['page type', 'path', 'status', 'JS gzip', 'CSS gzip', 'HTML gzip']
  const right = [false, false, false, true, true, true]
  if (withLighthouse) {
    header.push('perf', 'perf range', 'a11y', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT')
    right.push(true, true, true, true, true, true, true, true)
  }
  const body = rows.map((r) => {
    const b = r.bytes
    const cells = [
      r.label,
      `\`${r.path}\``,
      r.status,
      b ? formatKib(jsGzip(b)) : DASH,
      b ? formatKib(cssGzip(b)) : DASH,
      b ? formatKib(b.html.gzipBytes) : DASH,
    ]
    if (withLighthouse) {
      const l = r.lighthouse
      cells.push(
        formatScore(l?.scores.performance),
        formatRange(l?.performanceRange),
        formatScore(l?.scores.accessibility),
        formatScore(l?.scores['best-practices']),
        formatScore(l?.scores.seo),
        formatSeconds(l?.lcpMs),
        formatCls(l?.cls),
        formatMs(l?.tbtMs),
      )
    }
    return cells
  })
  return markdownTable(header, body, right)
}

const markdownCell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')
const markdownLine = (cells: string[]): string => `| ${cells.map(markdownCell).join(' | ')} |`

/** A GitHub-flavoured Markdown table; `|` in cells escaped, `right[i]` right-aligns column i. */
export function markdownTable(header: string[], body: string[][], right: boolean[] = []): string[] {
  return [markdownLine(header), `|${header.map((_, i) => (right[i] ? '---:' : '---')).join('|')}|`, ...body.map(markdownLine)]
}

/** Left-aligned first `leftColumns` columns, right-aligned others, two spaces between columns. */
export function textTable(rows: string[][], leftColumns = 1): string[] {
  const widths: number[] = []
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)))
  return rows.map((row) =>
    row
      .map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  )
}

// ---------------------------------------------------------------------------------------------
// The report sections
// ---------------------------------------------------------------------------------------------

/** `== Title ====…`, preceded by an empty line, as bench/run.ts prints its sections. */
export function sectionTitle(title: string): string[] {
  return ['', `== ${title} ${'='.repeat(Math.max(3, 92 - title.length))}`]
}

export interface FileBytes {
  path: string
  status: number
  rawBytes: number
  gzipBytes: number
}

/** Everything measured about one page's bytes; PageBytesSummary plus the files one by one. */
export interface PageBytes extends PageBytesSummary {
  /** The page as asked for. */
  url: string
  /** The path whose HTML was measured (after same-host redirects). */
  finalPath: string
  status: number
  /** Status codes of the redirects followed, in order. */
  redirects: number[]
  js: Totals & { files: FileBytes[] }
  css: Totals & { files: FileBytes[] }
  /** Script and stylesheet URLs on another origin (not counted). */
  crossOrigin: string[]
}

const totalsRow = (label: string, t: Totals): string[] => [label, String(t.count), formatBytes(t.rawBytes), formatBytes(t.gzipBytes)]
const fileRows = (files: FileBytes[]): string[][] =>
  files.map((f) => [`  ${f.path}${f.status === 200 ? '' : `  (HTTP ${f.status}!)`}`, '', formatBytes(f.rawBytes), formatBytes(f.gzipBytes)])

/** One page's bytes file by file (the home page's detail in the report). */
export function pageBytesDetail(p: PageBytes): string[] {
  const lines = textTable([
    ['', 'files', 'raw', 'gzip'],
    totalsRow('HTML document', p.html),
    totalsRow('JS: <script src> + modulepreload', p.js),
    ...fileRows(p.js.files),
    totalsRow('JS: inline <script> (gzipped together)', p.inlineScripts),
    totalsRow('CSS: <link rel=stylesheet>', p.css),
    ...fileRows(p.css.files),
    totalsRow('CSS: inline <style> (gzipped together)', p.inlineStyles),
  ])
  if (p.crossOrigin.length) lines.push(`Cross-origin, not counted: ${p.crossOrigin.join(', ')}`)
  return lines
}

/** The Lighthouse section's title, saying how many runs each figure stands for. */
export function lighthouseTitle(runs: number | false): string {
  if (runs === false) return 'Lighthouse (mobile preset)'
  return `Lighthouse (mobile preset, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page type)`
}

/**
 * The per-page-type sections: bytes, Lighthouse (unless turned off) and the Markdown table for
 * the closing note. `lighthouseRuns` is the number of runs per page type (LighthouseOptions.runs),
 * false when the runs were turned off (BENCH_LIGHTHOUSE=0).
 */
export function renderPageTypes(rows: PageTypeRow[], lighthouseRuns: number | false): string[] {
  const lines: string[] = []
  lines.push(...sectionTitle('Bytes shipped per page type (gzip = node:zlib level 9)'))
  lines.push(...textTable([BYTES_HEADER, ...bytesRows(rows)], 3))
  lines.push(
    'JS = <script src> + modulepreload files + inline scripts; CSS = stylesheets + inline <style>. Chunks loaded',
    'later by dynamic import() are not included. "404 not built yet": the route does not exist yet (its 404 page is measured).',
  )

  lines.push(...sectionTitle(lighthouseTitle(lighthouseRuns)))
  if (lighthouseRuns === false) {
    lines.push('Turned off (BENCH_LIGHTHOUSE=0).')
  } else {
    const first = rows.find((r) => r.lighthouse)?.lighthouse
    if (first) {
      const index = first.benchmarkIndex === undefined ? '' : `; benchmarkIndex ${Math.round(first.benchmarkIndex)}`
      lines.push(`Lighthouse ${first.version}: ${first.settings}${index}`)
    }
    lines.push(...textTable([LIGHTHOUSE_HEADER, ...lighthouseRows(rows)], 3))
    if (lighthouseRuns > 1) {
      lines.push('Figures of the median run by performance score; perf range = lowest–highest performance score of the runs.')
    }
    const notes = lighthouseNotes(rows)
    if (notes.length) lines.push('', 'Notes:', ...notes.map((n) => `  ${n}`))
  }

  lines.push(...sectionTitle('Per page type, Markdown (for the closing note)'))
  lines.push(...markdownSummary(rows, lighthouseRuns !== false))
  return lines
}
