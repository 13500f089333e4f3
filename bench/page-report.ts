/**
 * Pure parts of the per-page-type figures (bench/pages.ts): which pages are measured, how their
 * paths are found from the public api, what a Lighthouse result boils down to, and how the figures
 * print (plain text for the terminal, Markdown for the closing note). Covered by
 * tests/unit/bench-page-report.test.ts.
 */
import { BlogArticlePageSchema } from '#contract/blog.ts'
import { ObituaryPageSchema } from '#contract/obituaries.ts'
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

/** What is measured, in this order: every page type on Whitfield, the home page on both tenants. */
export const PAGE_TYPES: readonly PageType[] = [
  { label: 'home', tenant: 'whitfield', path: '/' },
  { label: 'home (Harbor Light)', tenant: 'harbor', path: '/' },
  { label: 'content page', tenant: 'whitfield', path: '/about-us/our-staff' },
  { label: 'blog list', tenant: 'whitfield', path: '/blog' },
  { label: 'blog article', tenant: 'whitfield', path: 'first-blog-article' },
  { label: 'legal page', tenant: 'whitfield', path: '/privacy-policy' },
  { label: 'obituary search', tenant: 'whitfield', path: '/obituaries' },
  { label: 'obituary', tenant: 'whitfield', path: 'first-obituary' },
]

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

// ---------------------------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------------------------

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number]

const METRIC_AUDITS = { lcpMs: 'largest-contentful-paint', cls: 'cumulative-layout-shift', tbtMs: 'total-blocking-time' } as const

/** The part of a Lighthouse result (LH.Result) read here. */
export interface LighthouseResultLike {
  lighthouseVersion: string
  finalDisplayedUrl?: string
  runtimeError?: { code: string; message: string }
  runWarnings?: string[]
  configSettings: {
    formFactor?: string
    throttlingMethod?: string
    throttling?: { rttMs?: number; throughputKbps?: number; cpuSlowdownMultiplier?: number }
    screenEmulation?: { width?: number; height?: number; deviceScaleFactor?: number; mobile?: boolean; disabled?: boolean }
  }
  environment?: { benchmarkIndex?: number }
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>
  audits: Record<string, { numericValue?: number; errorMessage?: string; scoreDisplayMode?: string } | undefined>
}

export interface LighthouseSummary {
  version: string
  url: string | undefined
  /** 0–100, null when Lighthouse could not score the category. */
  scores: Record<LighthouseCategory, number | null>
  lcpMs: number | null
  cls: number | null
  tbtMs: number | null
  /** A run-level error (e.g. the page answered 404), or the first metric error. */
  error: string | undefined
  /** Why a category has no score (an audit that counts errored), one line per such category. */
  unscored: string[]
  warnings: string[]
  settings: string
  /** Lighthouse's CPU benchmark of this machine (higher is faster): context for the performance score. */
  benchmarkIndex: number | undefined
}

/** How Lighthouse was set up, in one line: `mobile, simulate throttling (150 ms RTT, 1.6 Mbps, 4× CPU), 412×823`. */
export function describeLighthouseSettings(settings: LighthouseResultLike['configSettings']): string {
  const t = settings.throttling
  const throttling =
    t && settings.throttlingMethod !== 'provided'
      ? ` (${[
          t.rttMs !== undefined ? `${t.rttMs} ms RTT` : '',
          t.throughputKbps !== undefined ? `${(t.throughputKbps / 1024).toFixed(1)} Mbps` : '',
          t.cpuSlowdownMultiplier !== undefined ? `${t.cpuSlowdownMultiplier}× CPU` : '',
        ]
          .filter(Boolean)
          .join(', ')})`
      : ''
  const screen = settings.screenEmulation
  const size = screen && !screen.disabled && screen.width && screen.height ? `, ${screen.width}×${screen.height} screen` : ''
  return `${settings.formFactor ?? 'unknown form factor'}, ${settings.throttlingMethod ?? 'unknown'} throttling${throttling}${size}`
}

export function summarizeLighthouse(lhr: LighthouseResultLike): LighthouseSummary {
  const score = (id: LighthouseCategory): number | null => {
    const s = lhr.categories[id]?.score
    return typeof s === 'number' ? Math.round(s * 100) : null
  }
  const metric = (id: string): number | null => {
    const v = lhr.audits[id]?.numericValue
    return typeof v === 'number' && Number.isFinite(v) ? v : null
  }
  const unscored: string[] = []
  if (!lhr.runtimeError) {
    for (const id of LIGHTHOUSE_CATEGORIES) {
      const category = lhr.categories[id]
      if (!category || typeof category.score === 'number') continue
      const failed = (category.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
        .find(({ audit }) => audit?.scoreDisplayMode === 'error' || audit?.errorMessage !== undefined)
      unscored.push(`${id} not scored${failed ? ` (audit ${failed.id}: ${failed.audit?.errorMessage ?? 'error'})` : ''}`)
    }
  }
  const metricError = Object.values(METRIC_AUDITS)
    .map((id) => lhr.audits[id]?.errorMessage)
    .find((m) => m !== undefined)
  return {
    version: lhr.lighthouseVersion,
    url: lhr.finalDisplayedUrl,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: metric(METRIC_AUDITS.lcpMs),
    cls: metric(METRIC_AUDITS.cls),
    tbtMs: metric(METRIC_AUDITS.tbtMs),
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : metricError,
    unscored,
    warnings: lhr.runWarnings ?? [],
    settings: describeLighthouseSettings(lhr.configSettings),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  }
}

const DASH = '–'

export function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined ? DASH : String(score)
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
  lighthouse: LighthouseSummary | undefined
  /** Why there is no Lighthouse figure (turned off, skipped for an error page, the run failed). */
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

export const LIGHTHOUSE_HEADER = ['page type', 'path', 'status', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT']

export function lighthouseRows(rows: PageTypeRow[]): string[][] {
  return rows.map((r) => {
    const l = r.lighthouse
    return [
      r.label,
      r.path,
      r.status,
      formatScore(l?.scores.performance),
      formatScore(l?.scores.accessibility),
      formatScore(l?.scores['best-practices']),
      formatScore(l?.scores.seo),
      formatSeconds(l?.lcpMs),
      formatCls(l?.cls),
      formatMs(l?.tbtMs),
    ]
  })
}

/** Why a row has no (or partial) Lighthouse figures, one line per such row. */
export function lighthouseNotes(rows: PageTypeRow[]): string[] {
  const notes: string[] = []
  for (const r of rows) {
    const parts = [r.lighthouseNote ?? r.lighthouse?.error, ...(r.lighthouse?.unscored ?? [])].filter((p) => p !== undefined)
    if (parts.length) notes.push(`${r.label}: ${parts.join('; ')}`)
  }
  return notes
}

/** The one table for the closing note: bytes and Lighthouse side by side, one row per page type. */
export function markdownSummary(rows: PageTypeRow[], withLighthouse: boolean): string[] {
  const header = ['page type', 'path', 'status', 'JS gzip', 'CSS gzip', 'HTML gzip']
  const right = [false, false, false, true, true, true]
  if (withLighthouse) {
    header.push('perf', 'a11y', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT')
    right.push(true, true, true, true, true, true, true)
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

/**
 * The per-page-type sections: bytes, Lighthouse (unless turned off) and the Markdown table for
 * the closing note. `lighthouse` is false when the runs were turned off (BENCH_LIGHTHOUSE=0).
 */
export function renderPageTypes(rows: PageTypeRow[], lighthouse: boolean): string[] {
  const lines: string[] = []
  lines.push(...sectionTitle('Bytes shipped per page type (gzip = node:zlib level 9)'))
  lines.push(...textTable([BYTES_HEADER, ...bytesRows(rows)], 3))
  lines.push(
    'JS = <script src> + modulepreload files + inline scripts; CSS = stylesheets + inline <style>. Chunks loaded',
    'later by dynamic import() are not included. "404 not built yet": the route does not exist yet (its 404 page is measured).',
  )

  lines.push(...sectionTitle('Lighthouse (mobile preset, one run per page type)'))
  if (!lighthouse) {
    lines.push('Turned off (BENCH_LIGHTHOUSE=0).')
  } else {
    const first = rows.find((r) => r.lighthouse)?.lighthouse
    if (first) {
      const index = first.benchmarkIndex === undefined ? '' : `; benchmarkIndex ${Math.round(first.benchmarkIndex)}`
      lines.push(`Lighthouse ${first.version}: ${first.settings}${index}`)
    }
    lines.push(...textTable([LIGHTHOUSE_HEADER, ...lighthouseRows(rows)], 3))
    const notes = lighthouseNotes(rows)
    if (notes.length) lines.push('', 'Notes:', ...notes.map((n) => `  ${n}`))
  }

  lines.push(...sectionTitle('Per page type, Markdown (for the closing note)'))
  lines.push(...markdownSummary(rows, lighthouse))
  return lines
}
