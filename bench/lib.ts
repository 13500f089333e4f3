/**
 * Small pieces of the benchmark (bench/run.ts): starting and stopping `vite preview` as a whole
 * process tree, plain HTTP GETs with an explicit Host header, and pure parsers (the assets a page
 * references, wrangler's "Total Upload" line) that tests/unit/bench-assets.test.ts covers.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, fstatSync, mkdtempSync, openSync, readSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib'

// ---------------------------------------------------------------------------------------------
// Pure: the assets an HTML document references
// ---------------------------------------------------------------------------------------------

export interface HtmlAssets {
  /**
   * Same-origin JavaScript a browser loads: `<script src>`, `<link rel=modulepreload>` and what the
   * after-paint loader adds (its `data-modulepreload` and `data-after-paint`, decision 029),
   * absolute, de-duplicated, in document order.
   */
  js: string[]
  /** Same-origin `<link rel=stylesheet href>`, absolute, de-duplicated, in document order. */
  css: string[]
  /** Text of every inline JavaScript `<script>` (no src), in document order. */
  inlineScripts: string[]
  /** Text of every inline `<style>` element, in document order. */
  inlineStyles: string[]
  /** Script, modulepreload and stylesheet URLs on another origin (not counted). */
  crossOrigin: string[]
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** Attributes of a start tag's inner text (`<tag ATTRS>`); names lower-cased, first one wins, values entity-decoded. */
export function parseAttributes(attrs: string): Map<string, string> {
  const out = new Map<string, string>()
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
  for (const m of attrs.matchAll(re)) {
    const name = (m[1] ?? '').toLowerCase()
    if (!name || out.has(name)) continue
    out.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''))
  }
  return out
}

/** Script types a browser executes as JavaScript (classic or module). */
function isJavaScriptType(type: string | undefined): boolean {
  if (type === undefined) return true
  const t = type.trim().toLowerCase()
  return t === '' || t === 'module' || t === 'text/javascript' || t === 'application/javascript' || t === 'text/ecmascript'
}

// A start tag whose attribute values may contain '>'.
const ATTRS = `((?:[^>"']|"[^"]*"|'[^']*')*)`
const TOKENS = new RegExp(
  `<!--[\\s\\S]*?-->|<script\\b${ATTRS}>([\\s\\S]*?)</script\\s*>|<link\\b${ATTRS}>|<base\\b${ATTRS}>|<style\\b${ATTRS}>([\\s\\S]*?)</style\\s*>`,
  'gi',
)

/**
 * The JavaScript and CSS an HTML document references, resolved against `pageUrl` (or a
 * `<base href>`), and its inline scripts and styles. Comments are skipped; non-JavaScript scripts
 * (JSON, import maps) are ignored.
 */
export function extractAssets(html: string, pageUrl: string): HtmlAssets {
  const origin = new URL(pageUrl).origin
  let base = pageUrl
  const js: string[] = []
  const css: string[] = []
  const inlineScripts: string[] = []
  const inlineStyles: string[] = []
  const crossOrigin: string[] = []

  const add = (list: string[], raw: string): void => {
    const trimmed = raw.trim()
    if (!trimmed) return
    let url: URL
    try {
      url = new URL(trimmed, base)
    } catch {
      return
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return
    url.hash = ''
    const href = url.href
    if (url.origin !== origin) {
      if (!crossOrigin.includes(href)) crossOrigin.push(href)
    } else if (!list.includes(href)) {
      list.push(href)
    }
  }

  for (const m of html.matchAll(TOKENS)) {
    const [whole, scriptAttrs, scriptBody, linkAttrs, baseAttrs, styleAttrs, styleBody] = m
    if (whole.startsWith('<!--')) continue
    if (styleAttrs !== undefined) {
      inlineStyles.push(styleBody ?? '')
      continue
    }
    if (scriptAttrs !== undefined) {
      const attrs = parseAttributes(scriptAttrs)
      if (!isJavaScriptType(attrs.get('type'))) continue
      const src = attrs.get('src')
      if (src !== undefined) add(js, src)
      else inlineScripts.push(scriptBody ?? '')
      // The page's code, fetched by its inline loader once the page has painted (src/lib/hydrate-after-paint.server.ts).
      for (const href of (attrs.get('data-modulepreload') ?? '').split(/\s+/)) add(js, href)
      const afterPaint = attrs.get('data-after-paint')
      if (afterPaint !== undefined) add(js, afterPaint)
    } else if (linkAttrs !== undefined) {
      const attrs = parseAttributes(linkAttrs)
      const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
      const href = attrs.get('href')
      if (href === undefined) continue
      if (rel.includes('modulepreload')) add(js, href)
      else if (rel.includes('stylesheet') && !rel.includes('alternate')) add(css, href)
    } else if (baseAttrs !== undefined) {
      const href = parseAttributes(baseAttrs).get('href')
      if (href !== undefined && base === pageUrl) {
        try {
          base = new URL(href, pageUrl).href
        } catch {
          // an invalid <base> is ignored, as browsers do
        }
      }
    }
  }
  return { js, css, inlineScripts, inlineStyles, crossOrigin }
}

// ---------------------------------------------------------------------------------------------
// Pure: wrangler's bundle size line
// ---------------------------------------------------------------------------------------------

export function stripAnsi(text: string): string {
  // CSI sequences (colours, cursor moves) and OSC sequences (hyperlinks): control characters on purpose.
  // oxlint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '').replace(/\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g, '')
}

export interface UploadSize {
  rawBytes: number
  gzipBytes: number
  /** The line as wrangler printed it, colours removed. */
  line: string
}

const UNIT: Record<string, number> = { B: 1, KIB: 1024, MIB: 1024 ** 2, GIB: 1024 ** 3, KB: 1000, MB: 1000 ** 2 }

/** Parses `Total Upload: 786.28 KiB / gzip: 169.53 KiB` out of `wrangler deploy --dry-run` output. */
export function parseTotalUpload(output: string): UploadSize | undefined {
  const m = /Total Upload:\s*([\d.]+)\s*([KMG]?i?B)\s*\/\s*gzip:\s*([\d.]+)\s*([KMG]?i?B)/i.exec(stripAnsi(output))
  if (!m) return undefined
  const [line, raw, rawUnit, gz, gzUnit] = m
  const rawScale = UNIT[(rawUnit ?? '').toUpperCase()]
  const gzScale = UNIT[(gzUnit ?? '').toUpperCase()]
  if (rawScale === undefined || gzScale === undefined) return undefined
  return { rawBytes: Math.round(Number(raw) * rawScale), gzipBytes: Math.round(Number(gz) * gzScale), line: line.trim() }
}

// ---------------------------------------------------------------------------------------------
// Byte helpers
// ---------------------------------------------------------------------------------------------

export function gzipBytes(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).byteLength
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(2)} KiB`
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(2)} MiB`
  return `${(bytes / 1024 ** 3).toFixed(2)} GiB`
}

// ---------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------

export interface HttpResponse {
  status: number
  headers: IncomingHttpHeaders
  /** The body as the server meant it (any content-encoding undone). */
  body: Buffer
  /** Bytes on the wire (before undoing a content-encoding). */
  wireBytes: number
}

/** GET `path` from `address` (an IP, IPv6 without brackets) with an explicit Host header, no keep-alive. */
export function httpGet(address: string, port: number, path: string, host: string, timeoutMs = 10_000): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: address, port, path, method: 'GET', agent: false, headers: { host, 'accept-encoding': 'identity', connection: 'close' } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const wire = Buffer.concat(chunks)
          try {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: decode(wire, res.headers['content-encoding']),
              wireBytes: wire.byteLength,
            })
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)))
          }
        })
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${path} (Host: ${host}) timed out after ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end()
  })
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body)
    case 'br':
      return brotliDecompressSync(body)
    case 'deflate':
      return inflateSync(body)
    default:
      return body
  }
}

/** Whether anything accepts a TCP connection on address:port. */
export function isListening(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: address, port, path: '/', method: 'HEAD', agent: false, timeout: 2000 })
    req.on('response', (res) => {
      res.resume()
      resolve(true)
    })
    req.on('timeout', () => {
      req.destroy()
      resolve(true) // connected but silent: still occupied
    })
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code !== 'ECONNREFUSED' && error.code !== 'EADDRNOTAVAIL' && error.code !== 'EAFNOSUPPORT' && error.code !== 'ENETUNREACH',
      ),
    )
    req.end()
  })
}

// ---------------------------------------------------------------------------------------------
// Processes
// ---------------------------------------------------------------------------------------------

export interface ServerProcess {
  child: ChildProcess
  /** Process group id (= the child's pid): npx, vite and workerd all live in it. */
  pgid: number
  /** performance.now() just before spawn. */
  spawnedAt: number
  /** Set once the direct child (npx) exits. */
  exitCode: () => number | null | undefined
  /** The last ~64 KiB of stdout+stderr, for diagnostics. */
  output: () => string
}

const OUTPUT_TAIL_BYTES = 65_536

/** The last `bytes` of a file, as text ('' when it cannot be read). */
function fileTail(path: string, bytes: number): string {
  try {
    const fd = openSync(path, 'r')
    try {
      const size = fstatSync(fd).size
      const length = Math.min(size, bytes)
      const buffer = Buffer.alloc(length)
      readSync(fd, buffer, 0, length, size - length)
      return buffer.toString('utf8')
    } finally {
      closeSync(fd)
    }
  } catch {
    return ''
  }
}

/**
 * Spawns a command detached in its own process group, so stopProcessGroup can end the whole tree.
 * Its output goes to a file, not through a pipe to this process: the bench's load generator runs
 * here, and reading the server's request log lines (one per request, thousands per second under
 * load) would take CPU from it and lower every figure the bench prints.
 */
export function startProcessGroup(command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): ServerProcess {
  let exit: number | null | undefined
  let spawnError = ''
  const logPath = join(mkdtempSync(join(tmpdir(), 'bench-server-')), 'output.log')
  const logFd = openSync(logPath, 'a')
  const spawnedAt = performance.now()
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, detached: true, stdio: ['ignore', logFd, logFd] })
  closeSync(logFd)
  child.on('exit', (code, signal) => {
    exit = code ?? (signal ? 128 : null)
  })
  child.on('error', (error) => {
    spawnError = `\n[spawn error] ${error.message}\n`
    exit = exit ?? -1
  })
  if (child.pid === undefined) throw new Error(`could not spawn ${command} ${args.join(' ')}`)
  const output = (): string => (fileTail(logPath, OUTPUT_TAIL_BYTES) + spawnError).slice(-OUTPUT_TAIL_BYTES)
  return { child, pgid: child.pid, spawnedAt, exitCode: () => exit, output }
}

/** Whether any process (zombies included) is left in the group. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** SIGTERM to the whole group, SIGKILL after `graceMs`. Resolves true when the group is gone. */
export async function stopProcessGroup(pgid: number, graceMs = 5000): Promise<boolean> {
  const signal = (sig: NodeJS.Signals): void => {
    try {
      process.kill(-pgid, sig)
    } catch {
      // already gone
    }
  }
  const waitGone = async (ms: number): Promise<boolean> => {
    const until = Date.now() + ms
    while (Date.now() < until) {
      if (!groupAlive(pgid)) return true
      await sleep(100)
    }
    return !groupAlive(pgid)
  }
  if (!groupAlive(pgid)) return true
  signal('SIGTERM')
  if (await waitGone(graceMs)) return true
  signal('SIGKILL')
  return waitGone(3000)
}

/** Last-resort, synchronous: for process 'exit' handlers. */
export function killProcessGroupNow(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** The p-th percentile (0–100) of `values`, nearest rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = values.toSorted((a, b) => a - b)
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length)
  return sorted[Math.max(0, rank - 1)] as number
}
