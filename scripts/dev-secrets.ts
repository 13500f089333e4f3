/**
 * Local secrets for `npm start`, `npm run dev` and the e2e tests, in git-ignored .dev.vars
 * files: created once with random values, never overwritten. vite dev reads them; vite build
 * copies them into dist/ for vite preview; `wrangler deploy` never uploads them, so production
 * must set its own (`npx wrangler secret put AUTH_SECRET -c api/wrangler.jsonc`).
 */
import { randomBytes } from 'node:crypto'
import { existsSync, writeFileSync } from 'node:fs'

const API_DEV_VARS = 'api/.dev.vars'

export function ensureDevSecrets(): void {
  if (existsSync(API_DEV_VARS)) return
  const secret = randomBytes(36).toString('base64url')
  writeFileSync(API_DEV_VARS, `# Local only (git-ignored). Signs access tokens of the local api Worker.\nAUTH_SECRET="${secret}"\n`)
  console.log(`Created ${API_DEV_VARS} with a random local AUTH_SECRET.`)
}

if (import.meta.main) ensureDevSecrets()
