import type { Query } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/sqlite-proxy'

/**
 * Rows built as typed drizzle inserts whose SQL is run elsewhere: in one D1 batch (a new home
 * through the api, the tests) or a SQL file for `wrangler d1 execute` (`db:setup`). The builder
 * never runs a query itself, so a home's rows are one plain list the caller can run atomically.
 */
export const rowDb = drizzle(async () => {
  throw new Error('rows: queries are only built here; run their SQL with toStatements')
})

/** A typed insert (`rowDb.insert(table).values({...})`); only its SQL is read. */
export type RowQuery = { toSQL(): Query }

/** One insert's SQL with its `?` parameters, as D1's `prepare(sql).bind(...params)` takes it. */
export type Statement = { sql: string; params: unknown[] }

export function toStatements(queries: readonly RowQuery[]): Statement[] {
  return queries.map((q) => q.toSQL())
}

/**
 * Whether an insert that meets an existing row does nothing (`ignore`: the demo seed, run again
 * on every start, keeps what is there) or fails the batch (`fail`: a new home, whose ids were
 * just chosen, must never merge into rows another call wrote in the meantime).
 */
export type OnConflict = 'ignore' | 'fail'

/** Applies `onConflict` to an insert builder. */
export function inserted<Q extends RowQuery & { onConflictDoNothing(): RowQuery }>(query: Q, onConflict: OnConflict): RowQuery {
  return onConflict === 'ignore' ? query.onConflictDoNothing() : query
}
