/**
 * Local secrets and vars for `npm start`, `npm run dev` and the e2e tests, in the git-ignored
 * api/.dev.vars: created once with a random AUTH_SECRET, never overwritten (a missing
 * ENVIRONMENT or PAYMENTS_TEST_MODE line is added to an older file). vite dev reads it; vite build copies it into dist/
 * for vite preview; `wrangler deploy` never uploads it, so production sets its own secrets
 * (`npx wrangler secret put AUTH_SECRET -c api/wrangler.jsonc`) and has no ENVIRONMENT: the
 * local-only calls (the staff outbox) do not exist there.
 */
import { randomBytes } from 'node:crypto'
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'

const API_DEV_VARS = 'api/.dev.vars'
const LOCAL_ENVIRONMENT = '# Local development only: switches on GET /api/staff/outbox.\nENVIRONMENT="development"\n'
const LOCAL_PAYMENTS =
  '# Local only: the test processor takes the README\'s test cards (production sets Stripe keys instead).\nPAYMENTS_TEST_MODE="true"\n'

export function ensureDevSecrets(): void {
  if (!existsSync(API_DEV_VARS)) {
    const secret = randomBytes(36).toString('base64url')
    writeFileSync(
      API_DEV_VARS,
      `# Local only (git-ignored). Signs access tokens of the local api Worker.\nAUTH_SECRET="${secret}"\n${LOCAL_ENVIRONMENT}${LOCAL_PAYMENTS}`,
    )
    console.log(`Created ${API_DEV_VARS} with a random local AUTH_SECRET.`)
    return
  }
  // An older file gains the lines added since it was made.
  for (const [name, lines] of [
    ['ENVIRONMENT', LOCAL_ENVIRONMENT],
    ['PAYMENTS_TEST_MODE', LOCAL_PAYMENTS],
  ] as const) {
    const current = readFileSync(API_DEV_VARS, 'utf8')
    if (new RegExp(`^${name}=`, 'm').test(current)) continue
    appendFileSync(API_DEV_VARS, `${current.endsWith('\n') ? '' : '\n'}${lines}`)
    console.log(`Added ${name} to ${API_DEV_VARS}.`)
  }
}

if (import.meta.main) ensureDevSecrets()
