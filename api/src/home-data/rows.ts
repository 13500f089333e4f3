import { and, count, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { TableFile } from './table-file.ts'

/**
 * The home's rows of one table file, read a page at a time in rowid order (every table has one),
 * so a home of any size is never held in memory whole; each row reduced to its documented fields.
 */

const PAGE = 500

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

/** A row as the file writes it: its documented fields, in their order, JSON text parsed. */
export function documentedRow(file: TableFile, row: Record<string, unknown>): Record<string, unknown> {
  const made = file.extra?.(row) ?? {}
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(file.fields)) {
    if (key in made) out[key] = made[key]
    else if (key in row) out[key] = file.json?.includes(key) ? parsed(row[key]) : row[key]
    else throw new Error(`export: ${file.name} documents ${key}, which its table does not have`)
  }
  return out
}

/** Pages of the home's rows of `file`, each page an array of documented rows. */
export async function* tablePages(db: Db, file: TableFile, companyId: number): AsyncGenerator<Record<string, unknown>[]> {
  let after = 0
  for (;;) {
    const rowid = sql<number>`${file.table}.rowid`
    // oxlint-disable-next-line no-await-in-loop -- a page at a time, each after the last: the point is never to hold them all
    const rows = (await db
      .select({ rowid, row: file.table })
      .from(file.table)
      .where(and(file.scope(companyId), sql`${rowid} > ${after}`))
      .orderBy(rowid)
      .limit(PAGE)) as unknown as { rowid: number; row: Record<string, unknown> }[]
    if (rows.length === 0) return
    yield rows.map(({ row }) => documentedRow(file, row))
    after = rows.at(-1)!.rowid
    if (rows.length < PAGE) return
  }
}

/** How many rows of the home the file holds. */
export async function tableCount(db: Db, file: TableFile, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(file.table).where(file.scope(companyId))
  return row?.n ?? 0
}

/**
 * A JSON array written as it is read: `[`, one object per line, `]`. Valid JSON for any reader,
 * and a line-by-line reader can take it one row at a time.
 */
export async function* jsonArray(pages: AsyncIterable<readonly unknown[]>): AsyncGenerator<string> {
  let first = true
  yield '['
  for await (const page of pages) {
    if (page.length === 0) continue
    yield page.map((row, i) => `${first && i === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`).join('')
    first = false
  }
  yield first ? ']\n' : '\n]\n'
}
