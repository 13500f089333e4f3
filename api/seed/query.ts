import { rowDb, type Statement } from '#api/src/platform/rows.ts'

export { toStatements, type Statement } from '#api/src/platform/rows.ts'

/**
 * Builds the seed's inserts against the schema, so the compiler checks every table and column.
 * It never runs them: their SQL goes to D1 in a batch (tests) or to a file for `wrangler d1
 * execute` (`db:setup`), where no binding is at hand. The same builder as a new home's
 * (api/src/platform/rows.ts), so the demo homes and new ones are written alike.
 */
export const seedDb = rowDb

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
