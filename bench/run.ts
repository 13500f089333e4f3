/**
 * Benchmark of the built product: Worker bundle sizes, cold start of `vite preview`, load on the
 * home page and the BFF's render-context route for both demo hosts and on the first obituary's
 * page (Whitfield; cached and uncached, issue 9), the home page's bytes as a static file against
 * its edge-cache HIT and MISS (issue 15 point 6, bench/load.ts), and per page type on both demo
 * tenants the JS and CSS bytes shipped and the median of N Lighthouse mobile runs (bench/pages.ts).
 * Prints figures only (no pass/fail), except that a bundle wrangler refuses fails the run.
 *
 *   npx vite build && npx node scripts/db-setup.ts      (once)
 *   npx node bench/run.ts                               BENCH_CONNECTIONS=10 BENCH_DURATION=10 BENCH_LIGHTHOUSE=0
 *
 * BENCH_LIGHTHOUSE_RUNS (default 3) sets the Lighthouse runs per page type (the median run is
 * reported). BENCH_PORT (default 8788) moves the server; BENCH_ONLY=throughput measures the home page's
 * static vs HIT vs MISS only (no bundle sizes, other routes or page types: a short run on a
 * shared machine). BENCH_THROUGHPUT_ROUNDS (default 3) sets the rounds of the home page's static
 * file then its HIT, back to back; the HIT goal is read on their median share.
 *
 * The report goes to stdout, progress to stderr, the same figures to bench/results/latest.json.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join, relative } from 'node:path'
import {
  formatBytes,
  httpGet,
  isListening,
  killProcessGroupNow,
  parseTotalUpload,
  startProcessGroup,
  stopProcessGroup,
  type ServerProcess,
  type UploadSize,
} from './lib.ts'
import { killLighthouseChromes, lighthouseOptionsFromEnv } from './lighthouse.ts'
import {
  firstObituaryPath,
  measureLoad,
  measureThroughputRounds,
  renderLoad,
  renderThroughput,
  type LoadFigures,
  type LoadTarget,
  type ThroughputRound,
} from './load.ts'
import { pageBytesDetail, renderPageTypes, sectionTitle, textTable as table, type PageBytes } from './page-report.ts'
import { measurePageTypes, type PageTypeFigures } from './pages.ts'
import { removeStaticCopy, staticPathOf, writeStaticCopy, type StaticCopy } from './static-page.ts'

const ROOT = join(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT || 8788)
/** `throughput`: the home page's static vs HIT vs MISS only. */
const ONLY = process.env.BENCH_ONLY === 'throughput' ? 'throughput' : 'all'
const HOSTS = [`localhost:${PORT}`, `harbor.localhost:${PORT}`]
const PATHS = ['/', '/api/web/render-context/approved']
const WARMUP_S = 2
const COLD_START_TIMEOUT_MS = 60_000
const POLL_MS = 50
const LOOPBACKS = [
  { address: '127.0.0.1', urlHost: '127.0.0.1' },
  { address: '::1', urlHost: '[::1]' },
] as const
type Loopback = (typeof LOOPBACKS)[number]

const OFFLINE_ENV: NodeJS.ProcessEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }
const WORKERS = [
  { name: 'web', config: 'dist/server/wrangler.json' },
  { name: 'api', config: 'dist/api/wrangler.json' },
] as const
const LIMITS = { gzipFreeBytes: 3 * 1024 ** 2, gzipPaidBytes: 10 * 1024 ** 2, startupCpuMs: 1000 }

// ---------------------------------------------------------------------------------------------

/** A failure whose message is the whole story (no stack trace needed). */
class BenchError extends Error {}

function positiveIntEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new BenchError(`${name} must be a positive integer, got "${raw}"`)
  return value
}

const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`)
}
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits
const pct = (part: number, whole: number): string => `${((part / whole) * 100).toFixed(1)} %`

// ---------------------------------------------------------------------------------------------
// 1. Worker bundles

interface BundleFigures extends UploadSize {
  worker: string
  config: string
}

function measureBundles(outRoot: string): BundleFigures[] {
  return WORKERS.map(({ name, config }) => {
    progress(`wrangler deploy --dry-run (${name})`)
    const result = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', join(outRoot, name), '-c', config], {
      cwd: ROOT,
      env: { ...OFFLINE_ENV, CI: 'true' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 180_000,
    })
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    if (result.error || result.status !== 0) {
      throw new BenchError(
        `wrangler deploy --dry-run -c ${config} failed (${result.error?.message ?? `exit ${result.status}`}); ` +
          `this bundle cannot deploy:\n\n${output}`,
      )
    }
    const size = parseTotalUpload(output)
    if (!size) throw new BenchError(`no "Total Upload: … / gzip: …" line in the output of wrangler for ${config}:\n\n${output}`)
    return { worker: name, config, ...size }
  })
}

// ---------------------------------------------------------------------------------------------
// 2. Cold start

interface ColdStart {
  firstResponseMs: number
  first200Ms: number
  loopback: Loopback
}

async function waitForFirst200(server: ServerProcess): Promise<ColdStart> {
  const deadline = server.spawnedAt + COLD_START_TIMEOUT_MS
  let firstResponseMs: number | undefined
  let last = 'no attempt'
  while (performance.now() < deadline) {
    const code = server.exitCode()
    if (code !== undefined) throw new BenchError(`vite preview exited (code ${code}) before answering:\n\n${server.output()}`)
    for (const loopback of LOOPBACKS) {
      try {
        const res = await httpGet(loopback.address, PORT, '/', HOSTS[0] ?? '', Math.max(1000, deadline - performance.now()))
        const elapsed = performance.now() - server.spawnedAt
        firstResponseMs ??= elapsed
        if (res.status === 200) return { firstResponseMs, first200Ms: elapsed, loopback }
        last = `HTTP ${res.status} from ${loopback.urlHost}`
        break // this address answers; it is just not ready
      } catch (error) {
        last = `${loopback.urlHost}: ${error instanceof Error ? error.message : String(error)}`
      }
    }
    await sleep(POLL_MS)
  }
  throw new BenchError(`no HTTP 200 from GET / within ${COLD_START_TIMEOUT_MS / 1000} s (last: ${last})\n\n${server.output()}`)
}

// ---------------------------------------------------------------------------------------------
// Report

interface Report {
  timestamp: string
  commit: string
  machine: {
    platform: string
    release: string
    arch: string
    cpus: number
    cpuModel: string
    totalMemoryBytes: number
    node: string
    loadAverage: number[]
  }
  settings: { port: number; connections: number; durationS: number; warmupS: number }
  bundles: BundleFigures[]
  limits: typeof LIMITS
  coldStart: { firstResponseMs: number; first200Ms: number; address: string }
  load: LoadFigures[]
  /** The home page's bytes as a static asset (its path and size), the limit HIT and MISS are compared with. */
  staticHome: { staticPath: string; bytes: number } | undefined
  /** The home page's static file and HIT, measured back to back per round (load.ts `measureThroughputRounds`). */
  throughputRounds: ThroughputRound[]
  /** The Whitfield home page's bytes file by file (also the first of pageTypes). */
  homePage: PageBytes | undefined
  /** Lighthouse runs per page type (the median is shown), false when turned off. */
  lighthouseRuns: number | false
  pageTypes: PageTypeFigures[]
}

function gitCommit(): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' })
  if (head.status !== 0) return 'unknown'
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' })
  return `${head.stdout.trim()}${dirty.stdout.trim() ? ' (uncommitted changes)' : ''}`
}

function machineInfo(): Report['machine'] {
  const cpus = os.cpus()
  return {
    platform: os.platform(),
    release: os.release(),
    arch: os.arch(),
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    totalMemoryBytes: os.totalmem(),
    node: process.version,
    loadAverage: os.loadavg().map((n) => round(n, 2)),
  }
}

function render(report: Report): string {
  const lines: string[] = []
  const section = (title: string): void => {
    lines.push(...sectionTitle(title))
  }
  const m = report.machine
  lines.push(`Benchmark ${report.timestamp}  commit ${report.commit}`)
  lines.push(
    `Machine   ${m.platform} ${m.release} ${m.arch}, ${m.cpus} × ${m.cpuModel}, ${formatBytes(m.totalMemoryBytes)} RAM, ` +
      `Node ${m.node}, load avg ${m.loadAverage.join(' ')}`,
  )

  section('Worker bundles (wrangler deploy --dry-run, "Total Upload")')
  lines.push(
    ...table([
      ['worker', 'upload', 'gzip', 'gzip / Free 3 MiB', 'gzip / Paid 10 MiB'],
      ...report.bundles.map((b) => [
        `${b.worker} (${b.config})`,
        formatBytes(b.rawBytes),
        formatBytes(b.gzipBytes),
        pct(b.gzipBytes, LIMITS.gzipFreeBytes),
        pct(b.gzipBytes, LIMITS.gzipPaidBytes),
      ]),
    ]),
  )
  lines.push('Reference Workers limits (not checked): 3 MiB gzip (Free), 10 MiB gzip (Paid), 1 s startup CPU.')

  section('Cold start (spawn `npx vite preview` → GET /, Host localhost)')
  lines.push(
    ...table([
      ['first HTTP response', `${round(report.coldStart.firstResponseMs, 0)} ms`],
      ['first HTTP 200', `${round(report.coldStart.first200Ms, 0)} ms`],
      ['loopback address used', report.coldStart.address],
    ]),
  )

  lines.push(...renderLoad(report.load, report.settings))
  if (report.staticHome)
    lines.push(...renderThroughput(report.load, { host: HOSTS[0] ?? '', ...report.staticHome }, report.throughputRounds))

  const p = report.homePage
  if (p) {
    section(`Home page bytes, file by file (${p.url}, gzip = node:zlib level 9)`)
    lines.push(...pageBytesDetail(p))
  }
  lines.push(...renderPageTypes(report.pageTypes, report.lighthouseRuns))
  return `${lines.join('\n')}\n`
}

// ---------------------------------------------------------------------------------------------
// Main

let server: ServerProcess | undefined
let tmpDir: string | undefined
let staticCopy: StaticCopy | undefined

function startPreview(): ServerProcess {
  progress(`starting npx vite preview --port ${PORT} --strictPort`)
  return startProcessGroup('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], { cwd: ROOT, env: OFFLINE_ENV })
}

async function stopPreview(): Promise<void> {
  const running = server
  if (!running) return
  progress('stopping vite preview (process group)')
  if (!(await stopProcessGroup(running.pgid))) progress(`WARNING: process group ${running.pgid} still has processes after SIGKILL`)
  if (server === running) server = undefined
}

async function cleanup(): Promise<void> {
  await stopPreview()
  removeStaticCopy(staticCopy)
  staticCopy = undefined
  if (tmpDir) {
    rmSync(tmpDir, { recursive: true, force: true })
    tmpDir = undefined
  }
}

process.on('exit', () => {
  killLighthouseChromes()
  if (server) killProcessGroupNow(server.pgid)
  removeStaticCopy(staticCopy)
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    progress(`${signal}: cleaning up`)
    void cleanup().finally(() => process.exit(130))
  })
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist/server/index.js'))) {
    throw new BenchError('dist/server/index.js is missing: build the product first with `npm run build` (or `npx vite build`).')
  }
  const connections = positiveIntEnv('BENCH_CONNECTIONS', 10)
  const duration = positiveIntEnv('BENCH_DURATION', 10)
  // Static then HIT, back to back, this many times (load.ts `measureThroughputRounds` says why).
  const rounds = positiveIntEnv('BENCH_THROUGHPUT_ROUNDS', 3)
  let lighthouse: ReturnType<typeof lighthouseOptionsFromEnv>
  try {
    lighthouse = lighthouseOptionsFromEnv()
  } catch (error) {
    throw new BenchError(error instanceof Error ? error.message : String(error))
  }
  for (const { address, urlHost } of LOOPBACKS) {
    if (await isListening(address, PORT)) throw new BenchError(`something already listens on ${urlHost}:${PORT}; stop it first.`)
  }

  const timestamp = new Date().toISOString()
  const machine = machineInfo()
  tmpDir = mkdtempSync(join(os.tmpdir(), 'bench-'))
  const bundles = ONLY === 'all' ? measureBundles(tmpDir) : []

  server = startPreview()
  const cold = await waitForFirst200(server)
  progress(`first 200 after ${Math.round(cold.first200Ms)} ms on ${cold.loopback.urlHost}`)

  // The home page's exact bytes as a static asset, the limit for HIT and MISS (issue 15 point 6).
  // The asset server reads dist/client/ once at start: the copy is written between this first
  // start and a second one, which every load below runs against.
  const whitfield = HOSTS[0] ?? ''
  const homeHtml = (await httpGet(cold.loopback.address, PORT, '/', whitfield)).body
  await stopPreview()
  staticCopy = writeStaticCopy(join(ROOT, 'dist/client'), homeHtml)
  const running = startPreview()
  server = running
  await waitForFirst200(running)
  const staticPath = await staticPathOf(staticCopy, cold.loopback.address, PORT, whitfield, homeHtml)

  const target: LoadTarget = { loopback: cold.loopback, port: PORT, connections, durationS: duration, warmupS: WARMUP_S, progress }
  const load: LoadFigures[] = [await measureLoad(target, staticPath, whitfield, 'static')]
  for (const path of ONLY === 'all' ? PATHS : ['/']) {
    for (const host of ONLY === 'all' ? HOSTS : [whitfield]) load.push(await measureLoad(target, path, host))
    load.push(await measureLoad(target, path, whitfield, 'uncached', running.output))
  }
  // The busiest page of the product (issue 9): an obituary, edge-cached (HIT) and rendered (MISS).
  const obituary = ONLY === 'all' ? await firstObituaryPath(target, whitfield) : undefined
  if (obituary) {
    load.push(await measureLoad(target, obituary, whitfield))
    load.push(await measureLoad(target, obituary, whitfield, 'uncached', running.output))
  }
  const throughputRounds = await measureThroughputRounds(target, staticPath, whitfield, rounds)
  const failing = [...load, ...throughputRounds.flatMap((r) => [r.static, r.hit])].filter((l) => l.non2xx > 0 || l.errors > 0)
  if (failing.length) {
    // Figures only, no verdict; but show what the server said about the failures.
    progress(`non-2xx or errors on ${failing.map((l) => `${l.host}${l.path}`).join(', ')}; last vite preview output:`)
    process.stderr.write(`${running.output().split('\n').slice(-60).join('\n')}\n`)
  }
  const pageTypes =
    ONLY === 'all'
      ? await measurePageTypes(
          { address: cold.loopback.address, port: PORT, hosts: { whitfield, harbor: HOSTS[1] ?? '' } },
          { lighthouse, progress },
        )
      : []
  await cleanup()

  const report: Report = {
    timestamp,
    commit: gitCommit(),
    machine,
    settings: { port: PORT, connections, durationS: duration, warmupS: WARMUP_S },
    bundles,
    limits: LIMITS,
    coldStart: { firstResponseMs: round(cold.firstResponseMs), first200Ms: round(cold.first200Ms), address: cold.loopback.address },
    load,
    staticHome: { staticPath, bytes: homeHtml.byteLength },
    throughputRounds,
    homePage: pageTypes.find((t) => t.tenant === 'whitfield' && t.path === '/')?.bytes,
    lighthouseRuns: lighthouse && lighthouse.runs,
    pageTypes,
  }
  process.stdout.write(render(report))
  const resultsDir = join(ROOT, 'bench/results')
  mkdirSync(resultsDir, { recursive: true })
  const file = join(resultsDir, 'latest.json')
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  progress(`figures written to ${relative(process.cwd(), file) || file}`)
}

try {
  await main()
} catch (error) {
  if (error instanceof BenchError) console.error(`\nbench: ${error.message}`)
  else console.error('\nbench failed:', error)
  await cleanup()
  process.exit(1)
}
