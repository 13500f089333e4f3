import { count, type SQL } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { toPage, type Page, type PageQuery } from '#contract/paging.ts'
import type { Db } from './db/client.ts'

/** LIMIT/OFFSET of a page query. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.size, offset: query.page * query.size }
}

/**
 * Runs a page's rows and its total in one D1 round trip (`db.batch`), then builds the page.
 * `rows` must already apply `pageWindow(query)`.
 */
export async function paged<T>(
  db: Db,
  query: PageQuery,
  rows: { execute(): Promise<T[]> } & Parameters<Db['batch']>[0][number],
  table: SQLiteTable,
  where: SQL | undefined,
): Promise<Page<T>> {
  const [content, total] = (await db.batch([rows, db.select({ n: count() }).from(table).where(where)])) as [T[], { n: number }[]]
  return toPage(content, query, total[0]?.n ?? 0)
}
