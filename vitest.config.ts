import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts: the Start and Cloudflare Vite plugins must not load in tests.
const migrations = await readD1Migrations('./api/migrations')

/**
 * Every chunk of a built Worker, entry first, and its WebAssembly modules (the api's argon2id):
 * Miniflare does not follow a bundle's dynamic chunk imports by itself. Empty until `npm run build` ran.
 */
function builtModules(dir: string) {
  if (!existsSync(join(dir, 'index.js'))) return []
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).toSorted()
  const chunks = files.filter((f) => f.endsWith('.js') && f !== 'index.js')
  const wasm = files.filter((f) => f.endsWith('.wasm'))
  return [
    ...['index.js', ...chunks].map((f) => ({ type: 'ESModule' as const, path: resolve(dir, f) })),
    ...wasm.map((f) => ({ type: 'CompiledWasm' as const, path: resolve(dir, f) })),
  ]
}

/** Signs access tokens in tests only; locally api/.dev.vars, in production a Worker secret. */
const TEST_AUTH_SECRET = 'test-only-auth-secret-0123456789abcdef'

/** The shared secret of an api that requires X-Upstream-Secret (UPSTREAM_SECRET on both Workers), in tests only. */
const TEST_UPSTREAM_SECRET = 'test-only-upstream-secret-0123456789abcdef'

/** One D1 seen by the test (to migrate and seed it) and by the built api Worker. */
const SHARED_D1 = 'workers-integration'
const SHARED_R2 = 'workers-integration-media'
const compat = { compatibilityDate: '2026-10-01', compatibilityFlags: ['nodejs_compat'] }
const apiWorker = {
  name: 'api',
  modules: builtModules('dist/api'),
  ...compat,
  // Test mode: the built api takes the README's test cards, as the demo does (decision 022).
  bindings: { AUTH_SECRET: TEST_AUTH_SECRET, PAYMENTS_TEST_MODE: 'true' },
  d1Databases: { DB: SHARED_D1 },
  r2Buckets: { MEDIA: SHARED_R2 },
}
/** The same built web Worker pointed at an upstream nobody answers (port 9, discard). */
const webWithUpstreamDown = {
  name: 'web-upstream-down',
  modules: builtModules('dist/server'),
  ...compat,
  bindings: { UPSTREAM_URL: 'http://127.0.0.1:9', DEFAULT_TIME_ZONE: 'UTC' },
  serviceBindings: { UPSTREAM: 'api' },
}

/** The built api Worker as an api reached over HTTP is configured: it requires the shared secret. */
const apiWithSecret = {
  ...apiWorker,
  name: 'api-with-secret',
  bindings: { AUTH_SECRET: TEST_AUTH_SECRET, PAYMENTS_TEST_MODE: 'true', UPSTREAM_SECRET: TEST_UPSTREAM_SECRET },
}
/** The built web Worker in front of it, holding the same secret (so it sends it on every call). */
const webWithSecret = {
  name: 'web-with-secret',
  modules: builtModules('dist/server'),
  ...compat,
  bindings: { UPSTREAM_SECRET: TEST_UPSTREAM_SECRET, DEFAULT_TIME_ZONE: 'UTC' },
  serviceBindings: { UPSTREAM: 'api-with-secret' },
}

export default defineConfig({
  test: {
    // The api's access log line per request (api/src/middleware/request-log.ts) is noise in tests.
    onConsoleLog: (log) => !log.startsWith('{"msg":"api-request"'),
    projects: [
      {
        // Pure rules and thin components. Node by default (jsdom costs about a second per file on a
        // busy 2-core machine); a file that needs a DOM says so on its first line with
        // `// @vitest-environment jsdom` (without it, "document is not defined").
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // One module registry per worker, not per file: 3-4x faster here (decision 004). Files stay
          // independent by what tests/unit/setup.ts undoes after each file (stubs, spies, timers)
          // and by leaving no module state behind; checked with shuffled files (decision 004).
          isolate: false,
          // The build the code under test believes it came from (vite.config.ts sets it for real builds).
          env: { VITE_BUILD_ID: 'unit-test-build' },
          setupFiles: ['./tests/support/matchers.ts', './tests/unit/setup.ts'],
        },
      },
      {
        // The api Worker inside workerd, on a real (per-test isolated) D1.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './api/wrangler.jsonc' },
            // ENVIRONMENT and PAYMENTS_TEST_MODE: the api runs as in local development (the staff
            // outbox exists, the test processor charges); a test of production hands the app an
            // env without them.
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: migrations,
                AUTH_SECRET: TEST_AUTH_SECRET,
                ENVIRONMENT: 'development',
                PAYMENTS_TEST_MODE: 'true',
              },
            },
          }),
        ],
        test: {
          name: 'api',
          // A busy 2-core machine: several times what these workerd calls take alone (vitest's default is 5 s).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['tests/integration/api/**/*.test.ts'],
          setupFiles: ['./tests/support/matchers.ts', './tests/integration/api/setup.ts'],
        },
      },
      {
        // The web Worker exactly as built for deploy (BFF + Start SSR), its UPSTREAM service
        // binding wired to the built api Worker, both on one D1: browser → BFF → SSR → api → D1.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './dist/server/wrangler.json' },
            miniflare: {
              bindings: { TEST_MIGRATIONS: migrations, TEST_UPSTREAM_SECRET },
              d1Databases: { DB: SHARED_D1 },
              r2Buckets: { MEDIA: SHARED_R2 },
              serviceBindings: {
                WEB_UPSTREAM_DOWN: 'web-upstream-down',
                API: 'api',
                API_WITH_SECRET: 'api-with-secret',
                WEB_WITH_SECRET: 'web-with-secret',
              },
              workers: [apiWorker, webWithUpstreamDown, apiWithSecret, webWithSecret],
            },
          }),
        ],
        test: {
          name: 'workers',
          // A busy 2-core machine: several times what these workerd calls take alone (vitest's default is 5 s).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // security/: each attack of issue 16 tried against the built Workers, shown failing.
          include: ['tests/integration/workers/**/*.test.ts', 'tests/integration/security/**/*.test.ts'],
          setupFiles: ['./tests/support/matchers.ts', './tests/integration/workers/setup.ts'],
        },
      },
    ],
  },
})
