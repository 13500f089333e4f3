import { demoCompanies } from '#api/seed/demo.ts'
import { buildSeed } from '#api/seed/factories.ts'

type SeedTarget = { DB: D1Database; MEDIA?: R2Bucket }

/** Seeds a test's D1 (and R2, when bound) with the demo, as `npm start` does. */
export async function seedDemo(env: SeedTarget): Promise<void> {
  const { statements, objects } = await buildSeed(demoCompanies())
  for (let i = 0; i < statements.length; i += 400) {
    await env.DB.batch(statements.slice(i, i + 400).map((s) => env.DB.prepare(s.sql).bind(...s.params)))
  }
  const bucket = env.MEDIA
  if (bucket) {
    await Promise.all(objects.map((o) => bucket.put(o.key, o.bytes, { httpMetadata: { contentType: o.contentType } })))
  }
}
