import { drizzle } from 'drizzle-orm/sqlite-proxy'
import type { SeedQuery } from './types.ts'

/**
 * Builds the seed's inserts against the schema, so the compiler checks every table and column.
 * It never runs them: their SQL goes to D1 in a batch (tests) or to a file for `wrangler d1
 * execute` (`db:setup`), where no binding is at hand.
 */
export const seedDb = drizzle(async () => {
  throw new Error('seed: queries are only built here; run their SQL with seedStatements or toSqlFile')
})

/** One insert's SQL with its `?` parameters, as D1's `prepare(sql).bind(...params)` takes it. */
export type Statement = { sql: string; params: unknown[] }

export function toStatements(queries: readonly SeedQuery[]): Statement[] {
  return queries.map((q) => q.toSQL())
}

function sqlLiteral(value: unknown): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`seed: cannot write ${value} as SQL`)
    return String(value)
  }
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`
  throw new Error(`seed: cannot write a ${typeof value} as SQL`)
}

/** The statements as one SQL file (for `wrangler d1 execute --file`). */
export function toSqlFile(statements: readonly Statement[]): string {
  return statements
    .map(({ sql, params }) => {
      let i = 0
      // drizzle passes every value as a parameter, so each `?` in its SQL is a placeholder.
      const text = sql.replace(/\?/g, () => sqlLiteral(params[i++] ?? null))
      if (i !== params.length) throw new Error(`seed: ${params.length} params for ${i} placeholders in ${sql}`)
      return `${text};`
    })
    .join('\n')
}
