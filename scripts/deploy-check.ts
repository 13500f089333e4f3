/**
 * `wrangler deploy --dry-run` of both built Workers: proves each bundle is
 * something Cloudflare would accept, without an account or network.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { wrangler } from './wrangler.ts'

const out = mkdtempSync(join(tmpdir(), 'deploy-check-'))
for (const [name, config] of [
  ['web', 'dist/server/wrangler.json'],
  ['api', 'dist/api/wrangler.json'],
] as const) {
  const printed = wrangler(['deploy', '--dry-run', '--outdir', join(out, name), '-c', config], { quiet: true })
  // oxlint-disable-next-line no-control-regex -- strips ANSI colour codes from wrangler's output
  const size = printed.replace(/\u001b\[[0-9;]*m/g, '').match(/Total Upload: .*/)?.[0] ?? 'size not reported'
  console.log(`${name} Worker: dry-run deploy OK (${size})`)
}
