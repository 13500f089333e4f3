import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1'
import * as schema from './schema.ts'

export type Db = DrizzleD1Database<typeof schema>

/** One Drizzle client per D1 binding in an isolate (the binding is the isolate's, the same on every request). */
const clients = new WeakMap<D1Database, Db>()

/**
 * The Drizzle client for `d1`, made on its first use in this isolate. Making one walks the whole
 * schema for its relations (`extractTablesRelationalConfig`): per request, that was about a
 * quarter of the api's CPU time on an uncached page render (issue 15 point 6).
 */
export function dbOf(d1: D1Database): Db {
  let db = clients.get(d1)
  if (!db) {
    db = drizzle(d1, { schema })
    clients.set(d1, db)
  }
  return db
}
