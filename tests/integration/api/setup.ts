import { applyD1Migrations, env } from 'cloudflare:test'
import { demoCompanies } from '../../../api/seed/demo.ts'
import { seedStatements } from '../../../api/seed/factories.ts'

// The same migrations and seed factories `npm start` uses.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await env.DB.batch((await seedStatements(demoCompanies())).map((s) => env.DB.prepare(s.sql).bind(...s.params)))
