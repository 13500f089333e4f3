/**
 * One Lighthouse run in a fresh headless Chromium (Lighthouse's Node API with chrome-launcher).
 * Lighthouse's default config is the mobile preset: a Moto G Power sized screen, a mobile user
 * agent and simulated slow 4G with a 4× slower CPU. Runs are meant to be made one at a time.
 */
import { existsSync } from 'node:fs'
import { LIGHTHOUSE_CATEGORIES, summarizeLighthouse, type LighthouseSummary } from './lighthouse-summary.ts'

export interface LighthouseOptions {
  chromePath: string
  /** Upper bound of one run, Chromium's start included; the run is abandoned (Chromium killed) after it. */
  timeoutMs: number
  /** Runs per page, one after the other; the report shows the median run (bench/page-report.ts medianRun). */
  runs: number
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']
const DEFAULT_TIMEOUT_MS = 120_000
/** Lighthouse's guidance on variability: several runs, the median reported; 3 keeps a bench run bearable. */
const DEFAULT_RUNS = 3

/** `BENCH_LIGHTHOUSE_RUNS`: a positive integer, the default when unset or blank; anything else is an error. */
function lighthouseRunsFromEnv(raw: string | undefined): number {
  const text = raw?.trim() ?? ''
  if (text === '') return DEFAULT_RUNS
  if (!/^[1-9]\d*$/.test(text)) throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a positive integer, got "${raw}"`)
  return Number(text)
}

/**
 * Lighthouse settings from the environment, or false when `BENCH_LIGHTHOUSE=0` turns the runs off.
 * The browser is `CHROME_PATH` (what chrome-launcher reads), else `CHROMIUM_PATH` (the e2e tests'),
 * else /usr/bin/chromium. `BENCH_LIGHTHOUSE_RUNS` (default 3) sets the runs per page.
 */
export function lighthouseOptionsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): LighthouseOptions | false {
  const flag = (env.BENCH_LIGHTHOUSE ?? '').trim().toLowerCase()
  if (flag === '0' || flag === 'false' || flag === 'off' || flag === 'no') return false
  const runs = lighthouseRunsFromEnv(env.BENCH_LIGHTHOUSE_RUNS)
  const chromePath = env.CHROME_PATH || env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (!existsSync(chromePath)) {
    throw new Error(`no Chromium at ${chromePath} for Lighthouse: set CHROME_PATH, or BENCH_LIGHTHOUSE=0 to skip the Lighthouse runs`)
  }
  return { chromePath, timeoutMs: DEFAULT_TIMEOUT_MS, runs }
}

/** Kill functions of the Chromium instances now running, for exit and signal handlers. */
const running = new Set<() => void>()

/** Synchronous, for process 'exit' handlers: kills any Chromium a run left behind. */
export function killLighthouseChromes(): void {
  for (const kill of running) {
    try {
      kill()
    } catch {
      // already gone
    }
  }
  running.clear()
}

/** Lighthouse (mobile preset, performance, accessibility, best practices and SEO) on `url`. */
export async function runLighthouse(url: string, opts: LighthouseOptions): Promise<LighthouseSummary> {
  // Loaded here, so a bench run with BENCH_LIGHTHOUSE=0 never loads Lighthouse.
  const [{ default: lighthouse, defaultConfig }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')])

  let timer: NodeJS.Timeout | undefined
  let kill: (() => void) | undefined
  let abandoned = false
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse did not finish within ${opts.timeoutMs / 1000} s`)), opts.timeoutMs)
  })
  const run = async (): Promise<LighthouseSummary> => {
    // handleSIGINT false: chrome-launcher's own handler would exit the process before the bench
    // stops its server; the bench's handlers call killLighthouseChromes instead.
    const chrome = await launch({ chromePath: opts.chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false })
    kill = () => chrome.kill()
    if (abandoned) {
      kill() // the timeout won while Chromium was starting
      throw new Error('abandoned')
    }
    running.add(kill)
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...LIGHTHOUSE_CATEGORIES] },
      defaultConfig,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    return summarizeLighthouse(result.lhr)
  }
  try {
    return await Promise.race([run(), timeout])
  } finally {
    abandoned = true
    clearTimeout(timer)
    if (kill) {
      running.delete(kill)
      kill()
    }
  }
}
