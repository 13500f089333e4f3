/**
 * Local secrets and vars for `npm start`, `npm run dev` and the e2e tests, in the git-ignored
 * api/.dev.vars: created once with a random AUTH_SECRET, never overwritten (a missing
 * ENVIRONMENT line is added to an older file). vite dev reads it; vite build copies it into dist/
 * for vite preview; `wrangler deploy` never uploads it, so production sets its own secrets
 * (`npx wrangler secret put AUTH_SECRET -c api/wrangler.jsonc`) and has no ENVIRONMENT: the
 * local-only calls (the staff outbox) do not exist there.
 */
import { randomBytes } from 'node:crypto'
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'

const API_DEV_VARS = 'api/.dev.vars'
const LOCAL_ENVIRONMENT = '# Local development only: switches on GET /api/staff/outbox.\nENVIRONMENT="development"\n'

export function ensureDevSecrets(): void {
  if (!existsSync(API_DEV_VARS)) {
    const secret = randomBytes(36).toString('base64url')
    writeFileSync(
      API_DEV_VARS,
      `# Local only (git-ignored). Signs access tokens of the local api Worker.\nAUTH_SECRET="${secret}"\n${LOCAL_ENVIRONMENT}`,
    )
    console.log(`Created ${API_DEV_VARS} with a random local AUTH_SECRET.`)
    return
  }
  const current = readFileSync(API_DEV_VARS, 'utf8')
  if (!/^ENVIRONMENT=/m.test(current)) {
    appendFileSync(API_DEV_VARS, `${current.endsWith('\n') ? '' : '\n'}${LOCAL_ENVIRONMENT}`)
    console.log(`Added ENVIRONMENT="development" to ${API_DEV_VARS}.`)
  }
}

if (import.meta.main) ensureDevSecrets()
