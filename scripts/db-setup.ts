/**
 * Migrates the local D1 database and seeds the demo funeral homes.
 *   node scripts/db-setup.ts          idempotent: applies new migrations, inserts missing seed rows
 *   node scripts/db-setup.ts --reset  drops local data first, then the same
 * Local state lives in .wrangler/state, where `vite dev` and `vite preview` read it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getPlatformProxy } from 'wrangler'
import { demoCompanies } from '#api/seed/demo.ts'
import { buildSeed } from '#api/seed/factories.ts'
import { toSqlFile } from '#api/seed/query.ts'
import { demoHosts } from './demo-hosts.ts'
import { ensureDevSecrets } from './dev-secrets.ts'
import { wrangler } from './wrangler.ts'

const STATE_DIR = '.wrangler/state'
const D1_DIR = join(STATE_DIR, 'v3', 'd1')
const R2_DIR = join(STATE_DIR, 'v3', 'r2')
const API_CONFIG = 'api/wrangler.jsonc'

ensureDevSecrets()

if (process.argv.includes('--reset')) {
  rmSync(D1_DIR, { recursive: true, force: true })
  rmSync(R2_DIR, { recursive: true, force: true })
  console.log('Local database removed.')
}

wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '-c', API_CONFIG, '--persist-to', STATE_DIR], { quiet: true })
console.log('Database migrated.')

const seedFile = join('.wrangler', 'seed.sql')
mkdirSync('.wrangler', { recursive: true })
const seed = await buildSeed(demoCompanies(demoHosts()))
writeFileSync(seedFile, toSqlFile(seed.statements))
wrangler(['d1', 'execute', 'DB', '--local', '-c', API_CONFIG, '--persist-to', STATE_DIR, '--file', seedFile], { quiet: true })

// Seeded files (photos, music …) go to the local R2 the api Worker reads, through Miniflare:
// one process for all of them rather than a `wrangler r2 object put` each.
if (seed.objects.length > 0) {
  const proxy = await getPlatformProxy<{ MEDIA: R2Bucket }>({ configPath: API_CONFIG, persist: { path: join(STATE_DIR, 'v3') } })
  try {
    for (const o of seed.objects) {
      if (!(await proxy.env.MEDIA.head(o.key))) await proxy.env.MEDIA.put(o.key, o.bytes, { httpMetadata: { contentType: o.contentType } })
    }
  } finally {
    await proxy.dispose()
  }
}
console.log(`Demo data in place for ${demoHosts().join(', ')}.`)
