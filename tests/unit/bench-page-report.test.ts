import { describe, expect, it } from 'vitest'
import { lighthouseOptionsFromEnv } from '#bench/lighthouse.ts'
import {
  describeLighthouseSettings,
  lighthouseRunsNote,
  medianRun,
  summarizeLighthouse,
  type LighthouseResultLike,
  type LighthouseSummary,
} from '#bench/lighthouse-summary.ts'
import {
  bytesRows,
  dynamicSitePath,
  formatCls,
  formatKib,
  formatMs,
  formatRange,
  formatScore,
  formatSeconds,
  isDynamicPath,
  lighthouseNotes,
  lighthouseRows,
  lighthouseTitle,
  markdownSummary,
  markdownTable,
  PAGE_TYPES,
  pageStatusLabel,
  renderPageTypes,
  textTable,
  type PageBytesSummary,
  type PageTypeRow,
} from '#bench/page-report.ts'

const page = <T>(content: T[]) => ({ content, page: 0, size: 1, totalElements: content.length, totalPages: content.length })

const BLOG_ARTICLE = {
  id: 107,
  slug: 'honoring-a-veteran',
  title: 'Honoring a veteran',
  excerpt: 'Every eligible veteran…',
  author: 'Thomas Whitfield',
  publishedAt: '2026-11-09T15:00:00.000Z',
  cover: null,
}

const OBITUARY = {
  id: 1001,
  firstName: 'Harold',
  middleName: 'Eugene',
  lastName: 'Brandt',
  fullName: 'Harold Eugene Brandt',
  nameSlug: 'harold-brandt',
  birthDate: '1936-02-11',
  deathDate: '2026-11-21',
  photo: null,
  location: { id: 101, name: 'Elm Street Chapel' },
  excerpt: 'Harold Eugene Brandt, 90, …',
  publishedAt: '2026-11-22T13:00:00.000Z',
}

describe('page types', () => {
  it('cover every page type of issue 7 on both tenants, Whitfield then Harbor Light for each type', () => {
    expect(PAGE_TYPES.map((t) => [t.label, t.tenant, t.path])).toEqual([
      ['home', 'whitfield', '/'],
      ['home (Harbor Light)', 'harbor', '/'],
      ['content page', 'whitfield', '/about-us/our-staff'],
      ['content page (Harbor Light)', 'harbor', '/about/our-chapel'],
      ['blog list', 'whitfield', '/blog'],
      ['blog list (Harbor Light)', 'harbor', '/blog'],
      ['blog article', 'whitfield', 'first-blog-article'],
      ['blog article (Harbor Light)', 'harbor', 'first-blog-article'],
      ['legal page', 'whitfield', '/privacy-policy'],
      ['legal page (Harbor Light)', 'harbor', '/privacy-policy'],
      ['obituary search', 'whitfield', '/obituaries'],
      ['obituary search (Harbor Light)', 'harbor', '/obituaries'],
      ['obituary', 'whitfield', 'first-obituary'],
      ['obituary (Harbor Light)', 'harbor', 'first-obituary'],
    ])
  })

  it('tells dynamic paths from site paths', () => {
    expect(isDynamicPath('first-blog-article')).toBe(true)
    expect(isDynamicPath('first-obituary')).toBe(true)
    expect(isDynamicPath('/blog')).toBe(false)
    expect(isDynamicPath('toString')).toBe(false)
  })

  it('finds the first blog article and obituary from the api answers', () => {
    expect(dynamicSitePath('first-blog-article', page([BLOG_ARTICLE]))).toEqual({ path: '/blog/article/107' })
    expect(dynamicSitePath('first-obituary', page([OBITUARY]))).toEqual({ path: '/obituaries/1001/harold-brandt' })
    expect(dynamicSitePath('first-obituary', page([{ ...OBITUARY, nameSlug: 'josé maría' }]))).toEqual({
      path: '/obituaries/1001/jos%C3%A9%20mar%C3%ADa',
    })
  })

  it('says why there is no path: nothing published, or an answer off the contract', () => {
    expect(dynamicSitePath('first-blog-article', page([]))).toEqual({ reason: 'no published blog article' })
    expect(dynamicSitePath('first-obituary', page([]))).toEqual({ reason: 'no published obituary' })
    expect(dynamicSitePath('first-blog-article', { error: 'nope' })).toEqual({ reason: 'the blog list does not match contract/blog.ts' })
    expect(dynamicSitePath('first-obituary', page([{ id: 'x' }]))).toEqual({
      reason: 'the obituary search does not match contract/obituaries.ts',
    })
  })

  it('labels a 404 as not built yet, never as a failure, and shows redirects followed', () => {
    expect(pageStatusLabel(200)).toBe('200')
    expect(pageStatusLabel(200, [301])).toBe('200 (via 301)')
    expect(pageStatusLabel(404)).toBe('404 not built yet')
    expect(pageStatusLabel(500)).toBe('HTTP 500')
    expect(pageStatusLabel(404, [302, 308])).toBe('404 not built yet (via 302, 308)')
  })
})

const SETTINGS: LighthouseResultLike['configSettings'] = {
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
  screenEmulation: { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true, disabled: false },
}

function lhr(overrides: Partial<LighthouseResultLike> = {}): LighthouseResultLike {
  return {
    lighthouseVersion: '13.5.0',
    finalDisplayedUrl: 'http://localhost:8788/',
    runWarnings: [],
    configSettings: SETTINGS,
    environment: { benchmarkIndex: 2375.5 },
    categories: {
      performance: { score: 0.784 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 0.9 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: 2345.6 },
      'cumulative-layout-shift': { numericValue: 0.0123 },
      'total-blocking-time': { numericValue: 87.4 },
    },
    ...overrides,
  }
}

describe('summarizeLighthouse', () => {
  it('turns scores into 0–100 and keeps LCP, CLS and TBT', () => {
    const s = summarizeLighthouse(lhr())
    expect(s.scores).toEqual({ performance: 78, accessibility: 100, 'best-practices': 96, seo: 90 })
    expect([s.lcpMs, s.cls, s.tbtMs]).toEqual([2345.6, 0.0123, 87.4])
    expect(s.error).toBeUndefined()
    expect(s.unscored).toEqual([])
    expect(s.version).toBe('13.5.0')
    expect(s.benchmarkIndex).toBe(2375.5)
    expect(s.settings).toBe('mobile, simulate throttling (150 ms RTT, 1.6 Mbps, 4× CPU), 412×823 screen')
  })

  it('keeps a run error (a page Lighthouse could not load) with null figures', () => {
    const error = 'Lighthouse was unable to reliably load the page you requested. (Status code: 404)'
    const s = summarizeLighthouse(
      lhr({
        runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: error },
        categories: {
          performance: { score: null },
          accessibility: { score: null },
          'best-practices': { score: null },
          seo: { score: null },
        },
        audits: { 'largest-contentful-paint': { errorMessage: error, scoreDisplayMode: 'error' } },
      }),
    )
    expect(s.scores).toEqual({ performance: null, accessibility: null, 'best-practices': null, seo: null })
    expect([s.lcpMs, s.cls, s.tbtMs]).toEqual([null, null, null])
    expect(s.error).toBe(`ERRORED_DOCUMENT_REQUEST: ${error}`)
    expect(s.unscored).toEqual([])
  })

  it('names the audit that left a category without a score', () => {
    const s = summarizeLighthouse(
      lhr({
        categories: {
          ...lhr().categories,
          'best-practices': {
            score: null,
            auditRefs: [
              { id: 'valid-source-maps', weight: 0 },
              { id: 'errors-in-console', weight: 1 },
            ],
          },
        },
        audits: {
          ...lhr().audits,
          'valid-source-maps': { scoreDisplayMode: 'error', errorMessage: 'not counted' },
          'errors-in-console': { scoreDisplayMode: 'error', errorMessage: 'Protocol error' },
        },
      }),
    )
    expect(s.scores['best-practices']).toBeNull()
    expect(s.unscored).toEqual(['best-practices not scored (audit errors-in-console: Protocol error)'])
  })

  it('describes provided (no) throttling and a desktop run without a screen size', () => {
    expect(describeLighthouseSettings({ formFactor: 'desktop', throttlingMethod: 'provided', screenEmulation: { disabled: true } })).toBe(
      'desktop, provided throttling',
    )
  })
})

/** A run with the given performance score, TBT and LCP; everything else from lhr(). */
function run(
  performance: number | null,
  tbtMs: number | null = 100,
  lcpMs: number | null = 2000,
  url = 'http://localhost:8788/',
): LighthouseSummary {
  const s = summarizeLighthouse(lhr())
  return { ...s, url, scores: { ...s.scores, performance }, tbtMs, lcpMs }
}

describe('medianRun', () => {
  it('picks the run with the median performance score of an odd count, with the range and every run', () => {
    const m = medianRun([run(95, 50, 1500, 'a'), run(80, 300, 2500, 'b'), run(90, 120, 1800, 'c')])
    expect(m.url).toBe('c')
    expect([m.scores.performance, m.tbtMs, m.lcpMs]).toEqual([90, 120, 1800])
    expect(m.runs).toBe(3)
    expect(m.performanceRange).toEqual([80, 95])
    expect(m.allRuns).toEqual([
      { performance: 95, tbtMs: 50, lcpMs: 1500 },
      { performance: 80, tbtMs: 300, lcpMs: 2500 },
      { performance: 90, tbtMs: 120, lcpMs: 1800 },
    ])
    expect(m.benchmarkIndex).toBe(2375.5)
  })

  it('takes the lower-middle run of an even count', () => {
    const m = medianRun([run(99, 10, 1000, 'a'), run(70, 10, 1000, 'b'), run(85, 10, 1000, 'c'), run(92, 10, 1000, 'd')])
    expect(m.url).toBe('c')
    expect(m.performanceRange).toEqual([70, 99])
    expect(medianRun([run(91, 10, 1000, 'a'), run(90, 10, 1000, 'b')]).url).toBe('b')
  })

  it('breaks ties by the lower TBT, then the lower LCP, then the earlier run; a missing metric counts as worst', () => {
    expect(medianRun([run(90, 200, 1000, 'a'), run(90, 100, 3000, 'b'), run(90, 150, 500, 'c')]).url).toBe('b')
    expect(medianRun([run(90, 100, 2500, 'a'), run(90, 100, 2000, 'b'), run(95, 0, 100, 'c')]).url).toBe('b')
    expect(medianRun([run(90, null, 100, 'a'), run(90, 400, 4000, 'b'), run(80, 0, 100, 'c')]).url).toBe('b')
    expect(medianRun([run(90, 100, 2000, 'a'), run(90, 100, 2000, 'b'), run(90, 100, 2000, 'c')]).url).toBe('a')
  })

  it('leaves out unscored runs, but keeps them in allRuns', () => {
    const m = medianRun([run(null, null, null, 'a'), run(88, 100, 2000, 'b'), run(76, 100, 2000, 'c')])
    expect(m.url).toBe('c')
    expect(m.runs).toBe(2)
    expect(m.performanceRange).toEqual([76, 88])
    expect(m.allRuns[0]).toEqual({ performance: null, tbtMs: null, lcpMs: null })
  })

  it('falls back to the first run when none was scored, and refuses no runs at all', () => {
    const m = medianRun([run(null, null, null, 'a'), run(null, null, null, 'b')])
    expect(m.url).toBe('a')
    expect([m.runs, m.performanceRange]).toEqual([0, null])
    expect(m.allRuns).toHaveLength(2)
    expect(() => medianRun([])).toThrow(/at least one run/)
  })
})

describe('lighthouseRunsNote', () => {
  const median = medianRun([run(90), run(92), run(null)])
  it('says nothing when every run was scored', () => {
    expect(lighthouseRunsNote(2, [], medianRun([run(90), run(92)]))).toBeUndefined()
  })

  it('names failed and unscored runs beside a median of fewer runs than asked', () => {
    expect(lighthouseRunsNote(4, [{ run: 2, message: 'timeout' }], median)).toBe(
      'median of 2 of 4 runs (run 2 failed: timeout; 1 run not scored)',
    )
  })

  it('reads as a single failed run did when every run failed', () => {
    expect(lighthouseRunsNote(1, [{ run: 1, message: 'no Chrome' }], undefined)).toBe('run failed: no Chrome')
    expect(
      lighthouseRunsNote(
        2,
        [
          { run: 1, message: 'x' },
          { run: 2, message: 'y' },
        ],
        undefined,
      ),
    ).toBe('all 2 runs failed: run 1: x; run 2: y')
  })
})

describe('formatting', () => {
  it('prints scores, seconds, milliseconds, CLS and sizes, with a dash for missing figures', () => {
    expect([formatScore(78), formatScore(0), formatScore(null), formatScore(undefined)]).toEqual(['78', '0', '–', '–'])
    expect([formatSeconds(2345.6), formatSeconds(null)]).toEqual(['2.35 s', '–'])
    expect([formatMs(87.4), formatMs(0), formatMs(undefined)]).toEqual(['87 ms', '0 ms', '–'])
    expect([formatCls(0.0123), formatCls(0), formatCls(null)]).toEqual(['0.012', '0.000', '–'])
    expect([formatKib(812), formatKib(1024), formatKib(97_587)]).toEqual(['812 B', '1.0 KiB', '95.3 KiB'])
    expect([formatRange([90, 99]), formatRange([95, 95]), formatRange(null), formatRange(undefined)]).toEqual(['90–99', '95', '–', '–'])
  })

  it('aligns text tables: first columns left, the rest right', () => {
    expect(
      textTable(
        [
          ['a', 'bb', '1'],
          ['ccc', 'd', '222'],
        ],
        2,
      ),
    ).toEqual(['a    bb    1', 'ccc  d   222'])
  })

  it('writes Markdown tables with escaped pipes and right-aligned number columns', () => {
    expect(
      markdownTable(
        ['name', 'n'],
        [
          ['a|b', '1'],
          ['two\nlines', '22'],
        ],
        [false, true],
      ),
    ).toEqual(['| name | n |', '|---|---:|', '| a\\|b | 1 |', '| two lines | 22 |'])
  })
})

const totals = (count: number, gzipBytes: number) => ({ count, rawBytes: gzipBytes * 3, gzipBytes })
const BYTES: PageBytesSummary = {
  html: totals(1, 5000),
  js: totals(3, 60_000),
  inlineScripts: totals(2, 2048),
  css: totals(1, 7000),
  inlineStyles: totals(1, 100),
}
const SUMMARY = medianRun([run(78, 87.4, 2345.6), run(84, 40, 2000), run(71, 300, 3000)])

const HOME: PageTypeRow = {
  label: 'home',
  host: 'localhost:8788',
  path: '/',
  status: '200',
  bytes: BYTES,
  lighthouse: SUMMARY,
  lighthouseNote: undefined,
}

const ROWS: PageTypeRow[] = [
  HOME,
  {
    label: 'obituary search',
    host: 'localhost:8788',
    path: '/obituaries',
    status: '404 not built yet',
    bytes: BYTES,
    lighthouse: undefined,
    lighthouseNote: 'not run: the page answers HTTP 404 (Lighthouse scores no error page)',
  },
  {
    label: 'obituary',
    host: 'localhost:8788',
    path: 'first-obituary',
    status: 'not measured',
    bytes: undefined,
    lighthouse: undefined,
    lighthouseNote: 'not run: no published obituary',
  },
]

describe('per page type tables', () => {
  it('sums files and inline code into JS and CSS gzip', () => {
    expect(bytesRows(ROWS)).toEqual([
      ['home', '/', '200', '4.9 KiB', '3', '60.6 KiB', '2.0 KiB', '1', '6.9 KiB', '100 B'],
      ['obituary search', '/obituaries', '404 not built yet', '4.9 KiB', '3', '60.6 KiB', '2.0 KiB', '1', '6.9 KiB', '100 B'],
      ['obituary', 'first-obituary', 'not measured', '–', '–', '–', '–', '–', '–', '–'],
    ])
  })

  it('shows Lighthouse figures, dashes where there are none, and notes why', () => {
    expect(lighthouseRows(ROWS)[0]).toEqual(['home', '/', '200', '78', '71–84', '100', '96', '90', '2.35 s', '0.012', '87 ms'])
    expect(lighthouseRows(ROWS)[1]?.slice(3)).toEqual(['–', '–', '–', '–', '–', '–', '–', '–'])
    expect(lighthouseNotes(ROWS)).toEqual([
      'obituary search: not run: the page answers HTTP 404 (Lighthouse scores no error page)',
      'obituary: not run: no published obituary',
    ])
  })

  it('gives one Markdown table for the closing note, with or without Lighthouse', () => {
    const withLh = markdownSummary(ROWS, true)
    expect(withLh[0]).toBe(
      '| page type | path | status | JS gzip | CSS gzip | HTML gzip | perf | perf range | a11y | best practices | SEO | LCP | CLS | TBT |',
    )
    expect(withLh[1]).toBe('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
    expect(withLh[2]).toBe('| home | `/` | 200 | 60.6 KiB | 6.9 KiB | 4.9 KiB | 78 | 71–84 | 100 | 96 | 90 | 2.35 s | 0.012 | 87 ms |')
    expect(withLh[3]).toBe(
      '| obituary search | `/obituaries` | 404 not built yet | 60.6 KiB | 6.9 KiB | 4.9 KiB | – | – | – | – | – | – | – | – |',
    )
    expect(withLh).toHaveLength(5)
    expect(markdownSummary(ROWS, false)[2]).toBe('| home | `/` | 200 | 60.6 KiB | 6.9 KiB | 4.9 KiB |')
  })

  it('renders the sections, saying how many runs each figure stands for, or that Lighthouse was turned off', () => {
    const on = renderPageTypes(ROWS, 3).join('\n')
    expect(on).toContain('== Lighthouse (mobile preset, median of 3 runs per page type) ')
    expect(on).toMatch(/perf\s+perf range/)
    expect(on).toContain('perf range = lowest–highest performance score of the runs')
    expect(renderPageTypes(ROWS, 1).join('\n')).not.toContain('perf range = ')
    expect(on).toContain(
      'Lighthouse 13.5.0: mobile, simulate throttling (150 ms RTT, 1.6 Mbps, 4× CPU), 412×823 screen; benchmarkIndex 2376',
    )
    expect(on).toContain('Notes:')
    const off = renderPageTypes(ROWS, false).join('\n')
    expect(off).toContain('Turned off (BENCH_LIGHTHOUSE=0).')
    expect(off).not.toContain('| perf |')
    expect([lighthouseTitle(1), lighthouseTitle(false)]).toEqual([
      'Lighthouse (mobile preset, one run per page type)',
      'Lighthouse (mobile preset)',
    ])
  })

  it("notes failed runs beside the median, and the median run's own error", () => {
    const row: PageTypeRow = { ...HOME, lighthouseNote: 'median of 2 of 3 runs (run 3 failed: timeout)' }
    expect(lighthouseNotes([row])).toEqual(['home: median of 2 of 3 runs (run 3 failed: timeout)'])
    const withError: PageTypeRow = { ...row, lighthouse: { ...SUMMARY, error: 'NO_LCP: no LCP' } }
    expect(lighthouseNotes([withError])).toEqual(['home: median of 2 of 3 runs (run 3 failed: timeout); NO_LCP: no LCP'])
  })
})

describe('lighthouseOptionsFromEnv', () => {
  // Any file that exists stands for the browser here.
  const existing = process.execPath
  const runs = (value: string | undefined) => {
    const opts = lighthouseOptionsFromEnv({ CHROME_PATH: existing, BENCH_LIGHTHOUSE_RUNS: value })
    return opts && opts.runs
  }

  it('is off with BENCH_LIGHTHOUSE=0 (or false/off/no), whatever the browser', () => {
    for (const value of ['0', 'false', 'OFF', ' no ']) {
      expect(lighthouseOptionsFromEnv({ BENCH_LIGHTHOUSE: value, CHROME_PATH: '/nowhere/chromium' })).toBe(false)
    }
  })

  it('uses CHROME_PATH, then CHROMIUM_PATH, and refuses a browser that is not there', () => {
    expect(lighthouseOptionsFromEnv({ CHROME_PATH: existing, CHROMIUM_PATH: '/nowhere' })).toEqual({
      chromePath: existing,
      timeoutMs: 120_000,
      runs: 3,
    })
    expect(lighthouseOptionsFromEnv({ CHROMIUM_PATH: existing })).toEqual({ chromePath: existing, timeoutMs: 120_000, runs: 3 })
    expect(() => lighthouseOptionsFromEnv({ CHROME_PATH: '/nowhere/chromium' })).toThrow(/BENCH_LIGHTHOUSE=0/)
  })

  it('runs 3 times per page unless BENCH_LIGHTHOUSE_RUNS says otherwise', () => {
    expect([runs(undefined), runs(''), runs(' '), runs('5'), runs(' 1 ')]).toEqual([3, 3, 3, 5, 1])
  })

  it('refuses a BENCH_LIGHTHOUSE_RUNS that is not a positive integer, naming it', () => {
    for (const value of ['0', '-1', '2.5', 'three', '1e1', '3x']) {
      expect(() => lighthouseOptionsFromEnv({ CHROME_PATH: existing, BENCH_LIGHTHOUSE_RUNS: value })).toThrow(
        `BENCH_LIGHTHOUSE_RUNS must be a positive integer, got "${value}"`,
      )
    }
  })
})
