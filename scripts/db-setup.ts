/**
 * Migrates the local D1 database and seeds the demo funeral homes.
 *   node scripts/db-setup.ts          idempotent: applies new migrations, inserts missing seed rows
 *   node scripts/db-setup.ts --reset  drops local data first, then the same
 * Local state lives in .wrangler/state, where `vite dev` and `vite preview` read it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { demoCompanies } from '../api/seed/demo.ts'
import { seedStatements, toSqlFile } from '../api/seed/factories.ts'
import { demoHosts } from './demo-hosts.ts'
import { ensureDevSecrets } from './dev-secrets.ts'
import { wrangler } from './wrangler.ts'

const STATE_DIR = '.wrangler/state'
const D1_DIR = join(STATE_DIR, 'v3', 'd1')
const API_CONFIG = 'api/wrangler.jsonc'

ensureDevSecrets()

if (process.argv.includes('--reset')) {
  rmSync(D1_DIR, { recursive: true, force: true })
  console.log('Local database removed.')
}

wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '-c', API_CONFIG, '--persist-to', STATE_DIR], { quiet: true })
console.log('Database migrated.')

const seedFile = join('.wrangler', 'seed.sql')
mkdirSync('.wrangler', { recursive: true })
writeFileSync(seedFile, toSqlFile(await seedStatements(demoCompanies(demoHosts()))))
wrangler(['d1', 'execute', 'DB', '--local', '-c', API_CONFIG, '--persist-to', STATE_DIR, '--file', seedFile], { quiet: true })
console.log(`Demo data in place for ${demoHosts().join(', ')}.`)
