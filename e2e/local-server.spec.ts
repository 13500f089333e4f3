import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { startProcessGroup, stopProcessGroup, stripAnsi, type ServerProcess } from '../bench/lib.ts'
import { migrateLocal } from '../scripts/local-db.ts'
import { BASE_URL } from './support/urls'

/**
 * Issue 35 points 8 and 9: the local server (`vite preview` of this build, as `npm start` and these
 * tests serve it) answers as Cloudflare's edge and our Workers do, and the build's hashed assets
 * are cached for good. Requests go through node:http, so a Host or a body no browser would send
 * is sent as it is. The access log is read from a preview server of this spec's own, on its own
 * port and a database of its own (migrated, empty: the other tests' server keeps the seeded one
 * to itself), whose output goes to a file.
 */

/** The worktree (Playwright runs from it), for the spec's own preview server. */
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const OWN_PORT = 8796
const TOKEN = 'Zx9Kq2Lm7Np4Rs1Tv8Wy3Ab6Cd0Ef5Gh2Jk9Mn4Pq7Rs'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One HTTP/1.1 request to `port` with exactly these headers, and a body of `bodyBytes` zero bytes (declared, or chunked). */
function send(
  port: number,
  path: string,
  {
    method = 'GET',
    headers = {},
    bodyBytes = 0,
    chunked = false,
  }: { method?: string; headers?: Record<string, string>; bodyBytes?: number; chunked?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Host: `localhost:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.on('error', reject)
    if (bodyBytes > 0) {
      if (!chunked) req.setHeader('Content-Length', bodyBytes)
      const block = Buffer.alloc(64 * 1024)
      let left = bodyBytes
      const pump = () => {
        while (left > 0) {
          const size = Math.min(left, block.length)
          left -= size
          if (!req.write(block.subarray(0, size))) return void req.once('drain', pump)
        }
        req.end()
      }
      pump()
    } else req.end()
  })
}

const basePort = Number(new URL(BASE_URL).port || 80)

function expectCleanEnvelope(answer: Answer, status: number) {
  expect(answer.status, answer.body.slice(0, 300)).toBe(status)
  expect(answer.headers['content-type']).toContain('application/json')
  expect(answer.body).not.toMatch(/\bat .+:\d+:\d+|<html|<pre>|node_modules/i)
  expect(JSON.parse(answer.body)).toMatchObject({ statusCode: status })
}

test.describe('the local server answers as the edge and the Workers do', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: once is enough')

  test('a Host with userinfo, or no host at all, is a clean 400, never a stack', async () => {
    for (const host of ['a@localhost', 'a@b.localhost', 'localhost:8787@x', 'a b.localhost']) {
      // oxlint-disable-next-line no-await-in-loop
      const answer = await send(basePort, '/', { headers: { Host: host } })
      // Hosts Vite's own check does not allow stay its 403; the rest are the edge's 400.
      if (answer.status === 403) expect(answer.body).not.toMatch(/\bat .+:\d+:\d+/)
      else expectCleanEnvelope(answer, 400)
    }
  })

  test('a body over its route’s limit is the Workers’ 413, declared or not, whatever its size', async () => {
    for (const [path, bytes] of [
      ['/api/auth/sign-in', 5_000_000],
      ['/api/auth/sign-in', 30_000_000],
      ['/api/family/cases/1101/photos', 120_000_000],
    ] as const) {
      // oxlint-disable-next-line no-await-in-loop
      const declared = await send(basePort, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: BASE_URL },
        bodyBytes: bytes,
      })
      expectCleanEnvelope(declared, 413)
    }
    for (const bytes of [5_000_000, 30_000_000]) {
      // oxlint-disable-next-line no-await-in-loop
      const chunked = await send(basePort, '/api/auth/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: BASE_URL },
        bodyBytes: bytes,
        chunked: true,
      })
      // The Worker cuts an undeclared body off at its limit (413); the local server's own failure would be a clean 502.
      expect([413, 502]).toContain(chunked.status)
      expectCleanEnvelope(chunked, chunked.status)
    }
  })

  test('hashed assets are kept for a year, everything else is revalidated', async () => {
    const home = await send(basePort, '/')
    const assets = [...home.body.matchAll(/\/assets\/[^"'\s]+\.(?:js|css|woff2)/g)].map((m) => m[0])
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true)
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true)
    for (const asset of new Set(assets)) {
      // oxlint-disable-next-line no-await-in-loop
      const answer = await send(basePort, asset)
      expect({ asset, status: answer.status, cacheControl: answer.headers['cache-control'] }).toEqual({
        asset,
        status: 200,
        cacheControl: 'public, max-age=31536000, immutable',
      })
    }
    // A font of the build, named by its hash like the scripts.
    const css = await send(
      basePort,
      assets.find((a) => a.endsWith('.css'))!,
    )
    const font = /\/assets\/[^)"'\s]+\.woff2/.exec(css.body)?.[0]
    expect(font).toBeTruthy()
    expect((await send(basePort, font!)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // Same-name files and pages: as before.
    expect((await send(basePort, '/favicon.svg')).headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect((await send(basePort, '/')).headers['cache-control'] ?? '').not.toContain('immutable')
  })
})

test.describe('the local server’s log', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: once is enough')
  let server: ServerProcess | undefined
  const state = mkdtempSync(join(tmpdir(), 'local-server-state-'))

  test.afterAll(async () => {
    if (server) await stopProcessGroup(server.pgid)
    rmSync(state, { recursive: true, force: true })
  })

  test('prints no reset or invitation token, and no stack for a bad request', async () => {
    test.setTimeout(240_000)
    migrateLocal(state)
    server = startProcessGroup('npx', ['vite', 'preview', '--port', String(OWN_PORT), '--strictPort'], {
      cwd: ROOT,
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WORKERS_STATE_DIR: state },
    })
    await expect
      .poll(async () => (await send(OWN_PORT, '/favicon.svg').catch(() => ({ status: 0 }))).status, { timeout: 120_000 })
      .toBe(200)
    await send(OWN_PORT, `/family-portal/password-reset/${TOKEN}`)
    await send(OWN_PORT, `/family-portal/invitation/${TOKEN}`)
    await send(OWN_PORT, `/api/auth/password-reset/${TOKEN}`)
    await send(OWN_PORT, `/family-portal/password-reset/${TOKEN}`, { headers: { Host: 'a@b.localhost' } })
    // The access lines are written after the answers: wait for the last one.
    await expect.poll(() => stripAnsi(server!.output()), { timeout: 30_000 }).toMatch(/GET \/api\/auth\/password-reset\/\S+/)
    const log = stripAnsi(server.output())
    expect(log).toContain('/family-portal/password-reset/[redacted]')
    expect(log).toContain('/family-portal/invitation/[redacted]')
    expect(log).not.toContain(TOKEN)
    expect(log).not.toMatch(/\n\s+at .+:\d+:\d+/)
  })
})
