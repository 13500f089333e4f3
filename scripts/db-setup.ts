/**
 * Migrates the local D1 database and seeds the demo funeral homes.
 *   node scripts/db-setup.ts          idempotent: applies new migrations, inserts missing seed rows
 *   node scripts/db-setup.ts --reset  drops local data first, then the same
 * Local state lives in .wrangler/state, where `vite dev` and `vite preview` read it.
 */
import { demoCompanies } from '#api/seed/demo.ts'
import { buildSeed } from '#api/seed/factories.ts'
import { demoHosts } from './demo-hosts.ts'
import { ensureDevSecrets } from './dev-secrets.ts'
import { migrateLocal, removeLocalData, seedLocal } from './local-db.ts'

const STATE_DIR = '.wrangler/state'

ensureDevSecrets()

if (process.argv.includes('--reset')) {
  removeLocalData(STATE_DIR)
  console.log('Local database removed.')
}

migrateLocal(STATE_DIR)
console.log('Database migrated.')

await seedLocal(STATE_DIR, await buildSeed(demoCompanies(demoHosts())), '.wrangler/seed.sql')
console.log(`Demo data in place for ${demoHosts().join(', ')}.`)
