/**
 * The large synthetic funeral home beside the demo (issue 15 point 4): does a page's HTML grow
 * with the site, and how fast is the obituary search over many obituaries? Prints figures only.
 *
 *   npm run bench:large        BENCH_SSR_N=15 BENCH_SEARCH_ROUNDS=20 BENCH_PORT=8795 BENCH_LARGE_RESEED=1
 *
 * 1. Builds (`vite build`) when there is no build, or always with BENCH_BUILD=1.
 * 2. Its own local state, `.wrangler/bench-large` (never the demo's `.wrangler/state`): migrated,
 *    seeded with the demo homes and the large one on `large.localhost` (bench/large-data.ts). Seeded
 *    once; BENCH_LARGE_RESEED=1 (or a changed size) starts it again.
 * 3. `vite preview` on BENCH_PORT against that state (WORKERS_STATE_DIR, read in vite.config.ts).
 * 4. For each home: `/` and the first obituary's page, HTML and its gzip, and the median time of
 *    BENCH_SSR_N uncached renders (a unique query string each, so the edge cache misses); then
 *    the name search through the BFF on the large home, p50/p99 per term and over all.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { demoCompanies } from '#api/seed/demo.ts'
import { buildSeed } from '#api/seed/factories.ts'
import { toStatements } from '#api/seed/query.ts'
import { jsonBytes, pageRowBytes, splitSiteDocument } from '#api/src/site/document-rows.ts'
import { ObituaryPageSchema } from '#contract/obituaries.ts'
import type { SiteDocument } from '#contract/website.ts'
import { ensureDevSecrets } from '../scripts/dev-secrets.ts'
import { executeLocal, migrateLocal, removeLocalData, seedLocal } from '../scripts/local-db.ts'
import { LARGE_HOME_SIZE, largeCompany, largeObituaryQueries } from './large-data.ts'
import {
  formatBytes,
  gzipBytes,
  httpGet,
  killProcessGroupNow,
  percentile,
  startProcessGroup,
  stopProcessGroup,
  type ServerProcess,
} from './lib.ts'
import { DYNAMIC_SOURCES, dynamicSitePath, sectionTitle, textTable } from './page-report.ts'

const ROOT = join(import.meta.dirname, '..')
const STATE_DIR = '.wrangler/bench-large'
const MARKER = join(STATE_DIR, 'seeded.json')
const LARGE_HOST = 'large.localhost'
const HOMES = [
  { label: 'demo (Whitfield)', host: 'localhost' },
  { label: 'large', host: LARGE_HOST },
] as const
/** Realistic searches: a surname, prefixes, accents typed or not, two words, names with punctuation. */
const SEARCH_TERMS = ['smith', 'mar', 'jo', 'celine', 'Céline', 'helene gag', 'mary garcia', 'walesa', 'o’conn', 'mul', 'will j', 'zoe']
const ADDRESS = '127.0.0.1'
const START_TIMEOUT_MS = 120_000

function intEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`)
  return value
}

const PORT = intEnv('BENCH_PORT', 8795)
const SSR_N = intEnv('BENCH_SSR_N', 15)
const SEARCH_ROUNDS = intEnv('BENCH_SEARCH_ROUNDS', 20)
const OFFLINE_ENV: NodeJS.ProcessEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }

const progress = (message: string): void => {
  process.stderr.write(`[bench:large] ${message}\n`)
}
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
const ms = (n: number): string => `${n.toFixed(1)} ms`

function build(): void {
  if (existsSync(join(ROOT, 'dist/server/index.js')) && process.env.BENCH_BUILD !== '1') return
  progress('vite build')
  const result = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, env: OFFLINE_ENV, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`)
}

/** Migrates and seeds the bench's own state, unless the same size was seeded there already. */
async function seedState(): Promise<void> {
  const wanted = JSON.stringify({ size: LARGE_HOME_SIZE, host: LARGE_HOST })
  migrateLocal(STATE_DIR)
  if (process.env.BENCH_LARGE_RESEED !== '1' && existsSync(MARKER) && readFileSync(MARKER, 'utf8') === wanted) {
    progress(`${STATE_DIR} already seeded (BENCH_LARGE_RESEED=1 seeds it again)`)
    return
  }
  removeLocalData(STATE_DIR)
  migrateLocal(STATE_DIR)
  let t = performance.now()
  progress('seeding the demo homes and the large home’s site')
  const large = largeCompany(LARGE_HOST)
  reportSiteSize(large)
  await seedLocal(STATE_DIR, await buildSeed([...demoCompanies(), large]), join(STATE_DIR, 'seed-demo.sql'))
  progress(`… ${ms(performance.now() - t)}; the large home’s obituaries, cases and memories`)
  t = performance.now()
  executeLocal(STATE_DIR, toStatements(largeObituaryQueries()), join(STATE_DIR, 'seed-large.sql'))
  progress(`… ${ms(performance.now() - t)}`)
  writeFileSync(MARKER, wanted)
}

/** The size of the large home's site, whole and in its largest row, as the seed stored it (decision 025). */
function reportSiteSize(site: { approved: SiteDocument }): void {
  const { shell, pages } = splitSiteDocument(site.approved)
  const largest = Math.max(...pages.map(pageRowBytes))
  progress(
    `the large home’s approved site: ${formatBytes(jsonBytes(site.approved))} as one document, stored as a shell of ` +
      `${formatBytes(jsonBytes(shell))} and ${pages.length} page rows, the largest ${formatBytes(largest)}`,
  )
}

async function startPreview(): Promise<ServerProcess> {
  progress(`vite preview on :${PORT} with WORKERS_STATE_DIR=${STATE_DIR}`)
  const server = startProcessGroup('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
    cwd: ROOT,
    env: { ...OFFLINE_ENV, WORKERS_STATE_DIR: STATE_DIR },
  })
  const deadline = performance.now() + START_TIMEOUT_MS
  while (performance.now() < deadline) {
    if (server.exitCode() !== undefined) throw new Error(`vite preview exited:\n${server.output()}`)
    try {
      if ((await httpGet(ADDRESS, PORT, '/', `localhost:${PORT}`, 5000)).status === 200) return server
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  throw new Error(`vite preview answered no 200 within ${START_TIMEOUT_MS / 1000} s:\n${server.output()}`)
}

interface PageFigures {
  home: string
  page: string
  path: string
  status: number
  htmlBytes: number
  htmlGzipBytes: number
  ssrMedianMs: number
  cache: string
}

async function firstObituaryPath(host: string): Promise<string> {
  const res = await httpGet(ADDRESS, PORT, DYNAMIC_SOURCES['first-obituary'], host)
  const found = dynamicSitePath('first-obituary', JSON.parse(res.body.toString('utf8')))
  if ('reason' in found) throw new Error(`no first obituary on ${host}: ${found.reason}`)
  return found.path
}

/** HTML of `path` and the median of SSR_N renders, each with a query string of its own so the edge cache misses. */
async function measurePage(home: string, host: string, page: string, path: string, runId: string): Promise<PageFigures> {
  const url = (n: number): string => `${path}${path.includes('?') ? '&' : '?'}bench=${runId}-${n}`
  await httpGet(ADDRESS, PORT, url(0), host, 60_000) // warm-up: the render context and redirects cached, code loaded
  const times: number[] = []
  let last = await httpGet(ADDRESS, PORT, url(1), host, 60_000)
  for (let n = 2; n <= SSR_N + 1; n++) {
    const t = performance.now()
    last = await httpGet(ADDRESS, PORT, url(n), host, 60_000)
    times.push(performance.now() - t)
  }
  return {
    home,
    page,
    path,
    status: last.status,
    htmlBytes: last.body.byteLength,
    htmlGzipBytes: gzipBytes(last.body),
    ssrMedianMs: percentile(times, 50),
    cache: last.headers['x-cache']?.toString() ?? 'none',
  }
}

interface SearchFigures {
  term: string
  found: number
  p50: number
  p99: number
}

async function measureSearch(): Promise<{ rows: SearchFigures[]; all: number[] }> {
  const host = `${LARGE_HOST}:${PORT}`
  const times = new Map<string, number[]>(SEARCH_TERMS.map((t) => [t, []]))
  const found = new Map<string, number>()
  const get = async (term: string) => {
    const path = `/api/web/obituaries?size=10&query=${encodeURIComponent(term)}`
    const t = performance.now()
    const res = await httpGet(ADDRESS, PORT, path, host, 30_000)
    const elapsed = performance.now() - t
    if (res.status !== 200) throw new Error(`GET ${path} (Host ${host}): HTTP ${res.status} ${res.body.toString('utf8').slice(0, 300)}`)
    found.set(term, ObituaryPageSchema.parse(JSON.parse(res.body.toString('utf8'))).totalElements)
    return elapsed
  }
  for (const term of SEARCH_TERMS) await get(term) // warm-up
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    for (const term of SEARCH_TERMS) times.get(term)?.push(await get(term))
  }
  const rows = SEARCH_TERMS.map((term) => {
    const list = times.get(term) ?? []
    return { term, found: found.get(term) ?? 0, p50: percentile(list, 50), p99: percentile(list, 99) }
  })
  return { rows, all: [...times.values()].flat() }
}

const ratio = (a: number, b: number | undefined): string => (b ? `${(a / b).toFixed(2)}x` : '')

function report(pages: PageFigures[], search: { rows: SearchFigures[]; all: number[] }): string[] {
  const s = LARGE_HOME_SIZE
  const demoOf = (p: PageFigures) => pages.find((d) => d.home === HOMES[0].label && d.page === p.page)
  return [
    ...sectionTitle('Large funeral home against the demo'),
    `large.localhost: ${s.contentPages} content pages of ${s.modulesPerPage} modules, ${s.obituaries.toLocaleString('en-US')} published obituaries, ` +
      `${(s.obituaries * s.memoriesPerObituary).toLocaleString('en-US')} memories. SSR: median of ${SSR_N} requests, each with its own query string (edge cache MISS).`,
    '',
    ...textTable(
      [
        ['home', 'page', 'status', 'x-cache', 'HTML', 'HTML gzip', 'gzip vs demo', 'SSR median', 'SSR vs demo', 'path'],
        ...pages.map((p) => [
          p.home,
          p.page,
          String(p.status),
          p.cache,
          formatBytes(p.htmlBytes),
          formatBytes(p.htmlGzipBytes),
          ratio(p.htmlGzipBytes, demoOf(p)?.htmlGzipBytes),
          ms(p.ssrMedianMs),
          ratio(p.ssrMedianMs, demoOf(p)?.ssrMedianMs),
          p.path,
        ]),
      ],
      2,
    ),
    ...sectionTitle(`Obituary search on large.localhost through the BFF (${SEARCH_ROUNDS} rounds, size=10)`),
    ...textTable(
      [
        ['query', 'found', 'p50', 'p99'],
        ...search.rows.map((r) => [r.term, r.found.toLocaleString('en-US'), ms(r.p50), ms(r.p99)]),
        ['all queries', `${search.all.length} requests`, ms(percentile(search.all, 50)), ms(percentile(search.all, 99))],
      ],
      1,
    ),
  ]
}

async function main(): Promise<void> {
  ensureDevSecrets()
  build()
  await seedState()
  const server = await startPreview()
  process.on('exit', () => killProcessGroupNow(server.pgid))
  try {
    const runId = Date.now().toString(36)
    const pages: PageFigures[] = []
    for (const { label, host } of HOMES) {
      const withPort = `${host}:${PORT}`
      progress(`pages of ${host}`)
      pages.push(await measurePage(label, withPort, 'home', '/', runId))
      pages.push(await measurePage(label, withPort, 'first obituary', await firstObituaryPath(withPort), runId))
    }
    progress('obituary search')
    const search = await measureSearch()
    process.stdout.write(`${report(pages, search).join('\n')}\n`)
  } finally {
    await stopProcessGroup(server.pgid)
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`[bench:large] ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
})
