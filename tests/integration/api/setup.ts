import { applyD1Migrations, env } from 'cloudflare:test'
import { seedDemo } from '#tests/support/seed.ts'

// The same migrations and seed factories `npm start` uses.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await seedDemo(env)
