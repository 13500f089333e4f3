/**
 * Per page type on both tenants (bench/page-report.ts PAGE_TYPES): the bytes its HTML makes a
 * browser download (JS and CSS, gzip) and, one after the other, N Lighthouse mobile runs of which
 * the median is kept. Used by bench/run.ts on the built preview and by bench/pages-only.ts on any
 * running server.
 */
import { extractAssets, gzipBytes, httpGet, type HttpResponse } from './lib.ts'
import { runLighthouse, type LighthouseOptions } from './lighthouse.ts'
import { lighthouseRunsNote, medianRun, type FailedRun, type LighthouseSummary } from './lighthouse-summary.ts'
import {
  DYNAMIC_SOURCES,
  dynamicSitePath,
  isDynamicPath,
  PAGE_TYPES,
  pageStatusLabel,
  type FileBytes,
  type PageBytes,
  type PageType,
  type PageTypeRow,
  type Tenant,
  type Totals,
} from './page-report.ts'

/** A running server reached on a loopback address, with the Host header of each demo tenant. */
export interface Site {
  /** IP to connect to (IPv6 without brackets). */
  address: string
  port: number
  /** Host header (with port) per tenant; also the host of the URL Lighthouse opens. */
  hosts: Record<Tenant, string>
}

export interface PageTypeFigures extends PageTypeRow {
  tenant: Tenant
  /** The URL measured (what Lighthouse opens), undefined when its path could not be found. */
  url: string | undefined
  bytes: PageBytes | undefined
}

const MAX_REDIRECTS = 5

/** GET following redirects that stay on the same host (a redirect off the site ends the chain). */
async function getFollowing(site: Site, host: string, path: string): Promise<{ res: HttpResponse; path: string; redirects: number[] }> {
  const redirects: number[] = []
  let current = path
  for (;;) {
    const res = await httpGet(site.address, site.port, current, host)
    const location = res.headers.location
    if (res.status < 300 || res.status >= 400 || !location || redirects.length >= MAX_REDIRECTS) return { res, path: current, redirects }
    const next = new URL(location, `http://${host}${current}`)
    if (next.host !== host) return { res, path: current, redirects }
    redirects.push(res.status)
    current = `${next.pathname}${next.search}`
  }
}

const sum = (files: FileBytes[]): Totals => ({
  count: files.length,
  rawBytes: files.reduce((n, f) => n + f.rawBytes, 0),
  gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
})

/** Inline code travels inside the one HTML response, so it is compressed together. */
const inlineTotals = (parts: string[]): Totals => {
  const text = parts.join('')
  return { count: parts.length, rawBytes: Buffer.byteLength(text), gzipBytes: parts.length ? gzipBytes(text) : 0 }
}

/** The HTML of `path` on `host` and every same-origin script, modulepreload and stylesheet it references. */
export async function measurePageBytes(site: Site, host: string, path: string): Promise<PageBytes> {
  const url = `http://${host}${path}`
  const { res: page, path: finalPath, redirects } = await getFollowing(site, host, path)
  const assets = extractAssets(page.body.toString('utf8'), `http://${host}${finalPath}`)

  const fetchAll = async (urls: string[]): Promise<FileBytes[]> => {
    const out: FileBytes[] = []
    for (const href of urls) {
      const u = new URL(href)
      const filePath = `${u.pathname}${u.search}`
      const res = await httpGet(site.address, site.port, filePath, u.host)
      out.push({ path: filePath, status: res.status, rawBytes: res.body.byteLength, gzipBytes: gzipBytes(res.body) })
    }
    return out
  }
  const jsFiles = await fetchAll(assets.js)
  const cssFiles = await fetchAll(assets.css)
  return {
    url,
    finalPath,
    status: page.status,
    redirects,
    html: { count: 1, rawBytes: page.body.byteLength, gzipBytes: gzipBytes(page.body) },
    js: { ...sum(jsFiles), files: jsFiles },
    inlineScripts: inlineTotals(assets.inlineScripts),
    css: { ...sum(cssFiles), files: cssFiles },
    inlineStyles: inlineTotals(assets.inlineStyles),
    crossOrigin: assets.crossOrigin,
  }
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** The site path of a page type: fixed, or the first item of the api answer it names. */
async function resolvePath(site: Site, type: PageType): Promise<{ path: string } | { reason: string }> {
  const kind = type.path
  if (!isDynamicPath(kind)) return { path: kind }
  const source = DYNAMIC_SOURCES[kind]
  try {
    const res = await httpGet(site.address, site.port, source, site.hosts[type.tenant])
    if (res.status !== 200) return { reason: `GET ${source} answered HTTP ${res.status}` }
    return dynamicSitePath(kind, JSON.parse(res.body.toString('utf8')))
  } catch (error) {
    return { reason: `GET ${source} failed: ${message(error)}` }
  }
}

export interface PageTypeOptions {
  /** Lighthouse settings, or false to skip the runs. */
  lighthouse: LighthouseOptions | false
  progress: (message: string) => void
  types?: readonly PageType[]
}

/**
 * `opts.runs` Lighthouse runs of one page, one after the other (parallel runs would slow each
 * other down), and the median run; a failed run is left out and noted, and when all fail the row
 * has no figure, only the note.
 */
async function lighthouseMedian(
  label: string,
  url: string,
  opts: LighthouseOptions,
  progress: (message: string) => void,
): Promise<Pick<PageTypeFigures, 'lighthouse' | 'lighthouseNote'>> {
  const summaries: LighthouseSummary[] = []
  const failures: FailedRun[] = []
  for (let run = 1; run <= opts.runs; run++) {
    progress(`lighthouse: ${label} run ${run}/${opts.runs} (${url})`)
    const started = performance.now()
    try {
      const summary = await runLighthouse(url, opts)
      summaries.push(summary)
      const seconds = Math.round((performance.now() - started) / 1000)
      progress(`lighthouse: ${label} run ${run}/${opts.runs} done in ${seconds} s (perf ${summary.scores.performance ?? 'not scored'})`)
    } catch (error) {
      failures.push({ run, message: message(error) })
    }
  }
  const median = summaries.length ? medianRun(summaries) : undefined
  return { lighthouse: median, lighthouseNote: lighthouseRunsNote(opts.runs, failures, median) }
}

/**
 * Bytes of every page type, then the Lighthouse runs of each page type, one at a time. A page type
 * that answers 404 is reported as not built yet; an error page is not given to Lighthouse (it
 * refuses to score one); nothing here fails the bench: problems end up in the rows' status and notes.
 */
export async function measurePageTypes(site: Site, opts: PageTypeOptions): Promise<PageTypeFigures[]> {
  const rows: PageTypeFigures[] = []
  for (const type of opts.types ?? PAGE_TYPES) {
    const host = site.hosts[type.tenant]
    const base = { label: type.label, tenant: type.tenant, host, lighthouse: undefined, lighthouseNote: undefined }
    const resolved = await resolvePath(site, type)
    if ('reason' in resolved) {
      rows.push({
        ...base,
        path: type.path,
        url: undefined,
        status: 'not measured',
        bytes: undefined,
        lighthouseNote: `not run: ${resolved.reason}`,
      })
      continue
    }
    const { path } = resolved
    opts.progress(`page bytes: ${type.label} (http://${host}${path})`)
    try {
      const bytes = await measurePageBytes(site, host, path)
      rows.push({ ...base, path, url: bytes.url, status: pageStatusLabel(bytes.status, bytes.redirects), bytes })
    } catch (error) {
      rows.push({
        ...base,
        path,
        url: `http://${host}${path}`,
        status: 'fetch failed',
        bytes: undefined,
        lighthouseNote: `not run: ${message(error)}`,
      })
    }
  }

  // After all the fetches, so each page was asked for once (anonymous pages are in the edge
  // cache, as for most visitors) and the runs do not compete with anything of the bench.
  const lighthouse = opts.lighthouse
  if (lighthouse) {
    for (const row of rows) {
      if (!row.url || !row.bytes || row.lighthouseNote) continue
      if (row.bytes.status !== 200) {
        row.lighthouseNote = `not run: the page answers HTTP ${row.bytes.status} (Lighthouse scores no error page)`
        continue
      }
      Object.assign(row, await lighthouseMedian(row.label, row.url, lighthouse, opts.progress))
    }
  }
  return rows
}
