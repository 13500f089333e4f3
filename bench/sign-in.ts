/**
 * `npm run bench:sign-in` (decision 047): what argon2id costs a sign-in. Prints figures, judges
 * nothing. Two parts:
 * 1. The KDF alone in this Node (the same WebAssembly and V8 as workerd): argon2id at today's cost
 *    (m=19 MiB, t=2, p=1) beside the PBKDF2-SHA-256 at 100,000 iterations it replaces, and the
 *    seed's six demo accounts hashed (what `npm run db:setup` spends on passwords).
 * 2. Sign-in through the built Workers: `vite preview` of the current build on BENCH_PORT (8788),
 *    POST /api/auth/sign-in one after another, right password, wrong password (each from a client
 *    address of its own, so the limits never answer) and an unknown email (the decoy hash).
 * Needs `npm run build` and the seeded database first (`npm run db:setup`); run it under the
 * shared lock like every server: `flock /tmp/e2e.lock npm run bench:sign-in`.
 * BENCH_SIGN_INS (default 20) is the number of each kind of request.
 */
import { request } from 'node:http'
import { join } from 'node:path'
import { demoCompanies, DEMO_PASSWORDS } from '#api/seed/demo.ts'
import { buildSeed } from '#api/seed/factories.ts'
import { argon2id } from '#api/src/auth/kdf/argon2id.ts'
import { ARGON2ID_COST, verifyPassword } from '#api/src/auth/password.ts'
import { legacyPbkdf2Hash } from '#tests/support/legacy-password.ts'
import { isListening, percentile, startProcessGroup, stopProcessGroup, type ServerProcess } from './lib.ts'

const ROOT = join(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT || 8788)
const RUNS = Math.max(1, Number(process.env.BENCH_SIGN_INS || 20))
const FAMILY = { email: 'family@whitfield.example', password: DEMO_PASSWORDS.family }

const ms = (n: number) => `${n.toFixed(1)} ms`
const figures = (label: string, samples: readonly number[]) =>
  `${label.padEnd(44)} p50 ${ms(percentile(samples, 50)).padStart(9)}   p99 ${ms(percentile(samples, 99)).padStart(9)}   (${samples.length} runs)`

async function timed(run: () => unknown, times = RUNS): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < times; i++) {
    const start = performance.now()
    // oxlint-disable-next-line no-await-in-loop
    await run()
    samples.push(performance.now() - start)
  }
  return samples
}

function signIn(body: object, from: string): Promise<number> {
  const text = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/auth/sign-in',
        method: 'POST',
        agent: false,
        headers: {
          host: `localhost:${PORT}`,
          origin: `http://localhost:${PORT}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          'cf-connecting-ip': from,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(text)
  })
}

async function kdfFigures(): Promise<string[]> {
  const password = new TextEncoder().encode(FAMILY.password)
  const salt = crypto.getRandomValues(new Uint8Array(16))
  argon2id(password, salt, ARGON2ID_COST, 32) // the isolate's one instance, made once
  const old = await legacyPbkdf2Hash(FAMILY.password)
  const seedStart = performance.now()
  await buildSeed(demoCompanies())
  return [
    'The KDF alone, in Node (same WebAssembly and V8 as workerd)',
    figures('argon2id m=19 MiB, t=2, p=1', await timed(() => argon2id(password, salt, ARGON2ID_COST, 32))),
    figures('PBKDF2-SHA-256, 100,000 iterations (before)', await timed(() => verifyPassword(FAMILY.password, old))),
    `${'the whole demo seed built (six hashes in it)'.padEnd(44)} ${ms(performance.now() - seedStart)}`,
    `${'WebAssembly memory held per isolate'.padEnd(44)} ${(1040 * 64) / 1024} MiB (the package's minimum)`,
  ]
}

async function signInFigures(): Promise<string[]> {
  if (await isListening('127.0.0.1', PORT)) throw new Error(`something already listens on :${PORT}; stop it first.`)
  const server: ServerProcess = startProcessGroup('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
    cwd: ROOT,
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  })
  try {
    const deadline = Date.now() + 120_000
    while (!(await signIn(FAMILY, '198.18.0.1').catch(() => 0)) && Date.now() < deadline) {
      // oxlint-disable-next-line no-await-in-loop
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    // Warm: the isolate's argon2id instance and the routes' code.
    for (let i = 0; i < 3; i++) await signIn(FAMILY, '198.18.0.2') // oxlint-disable-line no-await-in-loop
    let n = 0
    const from = () => `198.18.${1 + (Math.floor(n / 250) % 250)}.${1 + (n++ % 250)}`
    const statuses = new Set<number>()
    const track = async (body: object) => statuses.add(await signIn(body, from()))
    const right = await timed(() => track(FAMILY))
    const wrong = await timed(() => track({ ...FAMILY, password: 'not the password at all' }))
    const unknown = await timed(() => track({ email: 'nobody-here@whitfield.example', password: 'not the password at all' }))
    return [
      `Sign-in through the built Workers (vite preview on :${PORT}, one request at a time; answers ${[...statuses].toSorted().join(', ')})`,
      figures('right password (200)', right),
      figures('wrong password (401)', wrong),
      figures('unknown email, decoy hash (401)', unknown),
    ]
  } finally {
    await stopProcessGroup(server.pgid)
  }
}

const lines = [...(await kdfFigures()), '', ...(await signInFigures())]
process.stdout.write(`${lines.join('\n')}\n`)
