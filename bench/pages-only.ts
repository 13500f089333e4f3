/**
 * The per-page-type part of the benchmark (bytes shipped and Lighthouse) against a server that is
 * already running, without building or starting anything:
 *
 *   BENCH_BASE_URL=http://localhost:8790 npx node bench/pages-only.ts       (BENCH_LIGHTHOUSE=0: bytes only)
 *
 * BENCH_BASE_URL (default http://localhost:8787) is Whitfield's origin; Harbor Light is
 * harbor.localhost on the same port. Only plain http on a loopback address. Against `vite dev`
 * the figures are meaningless (unbundled modules, no minification): that proves the code, not the
 * site; `npm run bench` gives the real figures on the built preview. BENCH_LIGHTHOUSE_RUNS (default 3)
 * sets the Lighthouse runs per page type: the median run is reported, and the JSON also keeps
 * every run's performance score, LCP and TBT.
 * The report goes to stdout, progress to stderr, the figures to bench/results/pages-latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { isListening } from './lib.ts'
import { killLighthouseChromes, lighthouseOptionsFromEnv } from './lighthouse.ts'
import { pageBytesDetail, renderPageTypes, sectionTitle } from './page-report.ts'
import { measurePageTypes, type Site } from './pages.ts'

const ROOT = join(import.meta.dirname, '..')
const LOOPBACKS = ['127.0.0.1', '::1']

const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`)
}

async function site(): Promise<Site> {
  const raw = process.env.BENCH_BASE_URL?.trim() || 'http://localhost:8787'
  let base: URL
  try {
    base = new URL(raw)
  } catch {
    throw new Error(`BENCH_BASE_URL is not a URL: "${raw}"`)
  }
  if (base.protocol !== 'http:') throw new Error(`BENCH_BASE_URL must be http://…, got "${raw}"`)
  const port = Number(base.port || 80)
  for (const address of LOOPBACKS) {
    if (await isListening(address, port)) return { address, port, hosts: { whitfield: base.host, harbor: `harbor.localhost:${port}` } }
  }
  throw new Error(`nothing listens on port ${port} of 127.0.0.1 or [::1]; start the server first`)
}

process.on('exit', killLighthouseChromes)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    progress(`${signal}: stopping`)
    process.exit(130) // the 'exit' handler kills any Chromium still running
  })
}

try {
  const lighthouse = lighthouseOptionsFromEnv()
  const target = await site()
  progress(`measuring ${target.hosts.whitfield} and ${target.hosts.harbor} (connecting to ${target.address})`)
  const rows = await measurePageTypes(target, { lighthouse, progress })
  const lighthouseRuns = lighthouse && lighthouse.runs
  const home = rows[0]?.bytes
  const lines = [`Page types on http://${target.hosts.whitfield} ${new Date().toISOString()}`]
  if (home) lines.push(...sectionTitle(`Home page bytes, file by file (${home.url})`), ...pageBytesDetail(home))
  lines.push(...renderPageTypes(rows, lighthouseRuns))
  process.stdout.write(`${lines.join('\n')}\n`)

  const dir = join(ROOT, 'bench/results')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'pages-latest.json')
  const figures = { timestamp: new Date().toISOString(), base: `http://${target.hosts.whitfield}`, lighthouseRuns, pageTypes: rows }
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`)
  progress(`figures written to ${relative(process.cwd(), file) || file}`)
} catch (error) {
  console.error(`\nbench: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
