/**
 * What a Lighthouse run boils down to for the bench (bench/lighthouse.ts runs it), and the median
 * of several runs: Lighthouse's own advice on variability is to run a page several times and
 * report the median run. Pure; covered by tests/unit/bench-page-report.test.ts.
 */

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

/** One run's figures, kept beside the median so the closing note can quote every run. */
export interface LighthouseRunFigures {
  performance: number | null
  lcpMs: number | null
  tbtMs: number | null
}

/** The median of several runs on one page: that whole run, plus how much the runs varied. */
export interface LighthouseMedian extends LighthouseSummary {
  /** How many runs had a performance score (the median is taken among those). */
  runs: number
  /** Lowest and highest performance score of those runs; null when no run was scored. */
  performanceRange: [number, number] | null
  /** Every run given, in order, scored or not. */
  allRuns: LighthouseRunFigures[]
}

/** A metric that errored sorts last: that run is the less trustworthy one. */
const orLast = (ms: number | null): number => ms ?? Number.POSITIVE_INFINITY

/** Of two runs with the same performance score, the one with the lower TBT, then the lower LCP, else `a` (the earlier). */
const steadier = (a: LighthouseSummary, b: LighthouseSummary): LighthouseSummary => {
  const [ta, tb] = [orLast(a.tbtMs), orLast(b.tbtMs)]
  if (ta !== tb) return ta < tb ? a : b
  return orLast(b.lcpMs) < orLast(a.lcpMs) ? b : a
}

/**
 * The median run, as Lighthouse's guidance on variability advises: a whole run rather than
 * per-metric medians, so its figures belong together. Runs without a performance score are left
 * out; with an even count the lower-middle score is taken (the cautious figure); runs with that
 * score are told apart by the lower TBT, then the lower LCP, then the earlier run. When no run was
 * scored, the first stands for the page (its error says why), as a single run would.
 */
export function medianRun(summaries: readonly LighthouseSummary[]): LighthouseMedian {
  const first = summaries[0]
  if (!first) throw new Error('medianRun needs at least one run')
  const allRuns = summaries.map((s) => ({ performance: s.scores.performance, lcpMs: s.lcpMs, tbtMs: s.tbtMs }))
  const scores = summaries.flatMap((s) => (s.scores.performance === null ? [] : [s.scores.performance])).toSorted((a, b) => a - b)
  const median = scores[Math.floor((scores.length - 1) / 2)]
  if (median === undefined) return { ...first, runs: 0, performanceRange: null, allRuns }
  const picked = summaries.filter((s) => s.scores.performance === median).reduce(steadier)
  return { ...picked, runs: scores.length, performanceRange: [Math.min(...scores), Math.max(...scores)], allRuns }
}

/** A failed Lighthouse run (an error or a timeout): which one of the N, and why. */
export interface FailedRun {
  run: number
  message: string
}

/**
 * The row's Lighthouse note about runs that gave no figure, so a median of fewer runs than asked
 * for shows: failed runs, and runs Lighthouse could not score. `median` is undefined when every
 * run failed; a single failed run reads as it did before there were several (`run failed: …`).
 */
export function lighthouseRunsNote(
  asked: number,
  failures: readonly FailedRun[],
  median: LighthouseMedian | undefined,
): string | undefined {
  if (!median) {
    if (asked === 1 && failures[0]) return `run failed: ${failures[0].message}`
    return `all ${asked} runs failed: ${failures.map((f) => `run ${f.run}: ${f.message}`).join('; ')}`
  }
  const unscored = median.runs > 0 ? median.allRuns.length - median.runs : 0
  const parts = [
    ...failures.map((f) => `run ${f.run} failed: ${f.message}`),
    ...(unscored > 0 ? [`${unscored} run${unscored === 1 ? '' : 's'} not scored`] : []),
  ]
  if (!parts.length) return undefined
  return median.runs > 0 ? `median of ${median.runs} of ${asked} runs (${parts.join('; ')})` : parts.join('; ')
}
