import { demoCompanies } from '#api/seed/demo.ts'
import { buildSeed } from '#api/seed/factories.ts'
import { toStatements, type Statement } from '#api/seed/query.ts'
import type { SeedQuery } from '#api/seed/types.ts'

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

/** Splits `a, (b, 'c, d'), e` at its top-level commas. */
function splitValues(text: string): string[] {
  const out: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === "'") quoted = !quoted
    else if (!quoted && ch === '(') depth++
    else if (!quoted && ch === ')') depth--
    else if (!quoted && depth === 0 && ch === ',') {
      out.push(text.slice(start, i).trim())
      start = i + 1
    }
  }
  out.push(text.slice(start).trim())
  return out
}

/**
 * The rows one table gets from seed inserts, by column name, as the database will store them:
 * tests read a seeder's output without knowing the order drizzle writes the columns in. A value
 * the schema fills in itself (a column default such as the insert's time) comes as `{ sql }`.
 */
export function rowsOf(input: readonly (Statement | SeedQuery)[], table: string): Record<string, unknown>[] {
  const statements = input.map((s) => ('sql' in s ? s : toStatements([s])[0]!))
  const rows: Record<string, unknown>[] = []
  for (const { sql, params } of statements) {
    const match = /^insert into "([^"]+)" \(([^)]*)\) values \((.*)\) on conflict do nothing$/s.exec(sql)
    if (!match) throw new Error(`not a seed insert: ${sql}`)
    if (match[1] !== table) continue
    const columns = match[2]!.split(', ').map((c) => c.replaceAll('"', ''))
    const values = splitValues(match[3]!)
    let p = 0
    rows.push(
      Object.fromEntries(
        columns.map((column, i) => [column, values[i] === '?' ? params[p++] : values[i] === 'null' ? null : { sql: values[i] }]),
      ),
    )
  }
  return rows
}
