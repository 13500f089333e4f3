import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'

/**
 * One file of the archive that is one table (decision 072): a JSON array of the home's rows with
 * the fields written in its `fields` and nothing else (no password hashes, token hashes or
 * internal keys). The README is made from these same words (readme.ts), and the integration test
 * checks that every object of every file has exactly its documented fields, so they cannot drift.
 * The files themselves: table-files-people.ts and table-files-money.ts; the words they share, here.
 */
export type TableFile = {
  name: string
  about: string
  table: SQLiteTable
  /** The home's rows of the table. */
  scope: (companyId: number) => SQL
  /** Field in the file (the drizzle column key) → what it means. */
  fields: Record<string, string>
  /** Fields stored as JSON text, written out as JSON values. */
  json?: readonly string[]
  /** Fields made from the row rather than copied (named in `fields` too). */
  extra?: (row: Record<string, unknown>) => Record<string, unknown>
}

export const byCompany = (table: { companyId: AnyColumn }) => (companyId: number) => sql`${table.companyId} = ${companyId}`
export const byCase = (column: AnyColumn) => (companyId: number) => sql`${column} in (select id from cases where company_id = ${companyId})`

export const ID = 'Its number, unique in this file; other files name it by this number.'
export const CASE_ID = 'The case it belongs to (cases.json `id`).'
export const USER = (what: string) => `The account that ${what} (people.json \`id\`), or null.`
export const WHEN = (what: string) => `When it ${what}: ISO 8601 in UTC, or null.`
export const CENTS = (what: string) => `${what}, in whole cents (12345 is $123.45).`
export const MEDIA = (what: string) => `The ${what} (media.json \`id\`), or null.`
export const NAMES = {
  firstName: 'First name.',
  middleName: 'Middle name, or null.',
  lastName: 'Last name.',
  birthDate: 'Day of birth, YYYY-MM-DD, or null.',
  deathDate: 'Day of death, YYYY-MM-DD, or null.',
}
export const ADDRESS = {
  line1: 'Street address.',
  line2: 'Second address line, or null.',
  city: 'City.',
  region: 'State or region.',
  postalCode: 'ZIP or postal code.',
}
