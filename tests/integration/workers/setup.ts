import { applyD1Migrations, env } from 'cloudflare:test'
import { demoCompanies } from '../../../api/seed/demo.ts'
import { seedStatements } from '../../../api/seed/factories.ts'

// The D1 the built api Worker reads, migrated and seeded as `npm start` does.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await env.DB.batch((await seedStatements(demoCompanies())).map((s) => env.DB.prepare(s.sql).bind(...s.params)))
