import { spawnSync } from 'node:child_process'

/** Quiet, offline wrangler: no metrics, no Cloudflare lookups (see docs/decisions). */
export const OFFLINE_ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }

/**
 * Runs `npx wrangler …` (so it runs on the project's Node 24) and exits the process on failure,
 * after `hint` (what to do about it, in plain words) when one is given.
 */
export function wrangler(args: string[], opts: { quiet?: boolean; hint?: string } = {}): string {
  const result = spawnSync('npx', ['wrangler', ...args], {
    env: { ...OFFLINE_ENV, CI: 'true' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    console.error(`\nwrangler ${args.join(' ')} failed (exit ${result.status})`)
    if (opts.hint) console.error(opts.hint)
    process.exit(result.status ?? 1)
  }
  if (!opts.quiet) process.stdout.write(result.stdout)
  return result.stdout
}
