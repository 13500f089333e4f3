import { defineConfig } from '@playwright/test'

/** Debian's Chromium (apt-get install chromium); Playwright's own browser download is not used. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const UI_SPECS = /ui-.*\.spec\.ts$/
/** The built web Worker alone, its upstream pointed where nothing answers (port 9): the error page for real. */
const UPSTREAM_DOWN_SPECS = /upstream-down\.spec\.ts$/
const UPSTREAM_DOWN_PORT = 8791
const UI_PORT = 8789
const UI_URL = `http://localhost:${UI_PORT}`
const OFFLINE = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }
/** Set to test against a server that is already running (e.g. `vite dev --port 8790`); no server is started then. */
const EXTERNAL = process.env.E2E_BASE_URL

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Sized for a busy 2-core machine: at least 3x what a test takes there. Measured with
  // `--repeat-each 3` while four other test runs shared the machine: axe on the playground took
  // up to 96 s, the planning flow up to 140 s (their specs and the ui project raise it further).
  // The list reporter's last line prints the run's duration; `npm test` prints each step's.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: EXTERNAL ?? 'http://localhost:8787',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [UI_SPECS, UPSTREAM_DOWN_SPECS], use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      testIgnore: [UI_SPECS, UPSTREAM_DOWN_SPECS],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'upstream-down',
      testMatch: UPSTREAM_DOWN_SPECS,
      use: { baseURL: `http://localhost:${UPSTREAM_DOWN_PORT}`, viewport: { width: 1280, height: 800 } },
    },
    // /_ui exists only in dev builds (see src/routes/[_]ui.tsx), so its specs run against `vite dev`.
    { name: 'ui-warmup', testMatch: /ui\.setup\.ts$/, use: { baseURL: UI_URL } },
    {
      name: 'ui',
      testMatch: UI_SPECS,
      dependencies: ['ui-warmup'],
      // Against `vite dev`: the first visit of a playground section compiles it on the fly.
      timeout: 300_000,
      use: { baseURL: UI_URL, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: EXTERNAL
    ? []
    : [
        {
          // The built product on workerd, on the seeded local database (see README).
          command: 'npm run preview',
          url: 'http://localhost:8787',
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          env: OFFLINE,
        },
        {
          // The same build, run by wrangler with UPSTREAM_URL on a dead port; ready once a static file answers.
          command: `npx wrangler dev -c dist/server/wrangler.json --ip 127.0.0.1 --port ${UPSTREAM_DOWN_PORT} --var UPSTREAM_URL:http://127.0.0.1:9 --persist-to .wrangler/upstream-down`,
          url: `http://localhost:${UPSTREAM_DOWN_PORT}/favicon.svg`,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          env: OFFLINE,
        },
        {
          command: `npx vite dev --port ${UI_PORT} --strictPort`,
          url: `${UI_URL}/_ui`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          env: OFFLINE,
        },
      ],
})
