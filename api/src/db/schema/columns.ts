import { sql } from 'drizzle-orm'

/** ISO 8601 UTC with milliseconds, the same text `new Date().toISOString()` gives. */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
