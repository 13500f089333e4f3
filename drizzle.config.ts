import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes a numbered SQL migration into api/migrations,
// which wrangler (local start) and the Workers test pool both apply.
export default defineConfig({
  dialect: 'sqlite',
  schema: './api/src/db/schema.ts',
  out: './api/migrations',
})
