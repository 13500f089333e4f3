import { applyD1Migrations, env } from 'cloudflare:test'
import { seedDemo } from '#tests/support/seed.ts'

// The D1 and R2 the built api Worker reads, migrated and seeded as `npm start` does.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await seedDemo(env as unknown as { DB: D1Database; MEDIA: R2Bucket })
