import { drizzle } from 'drizzle-orm/d1'
import { demoCompanies } from '#api/seed/demo.ts'
import { demoIds } from '#api/seed/ids.ts'
import { caseMembers, cases, users } from '#api/src/db/schema.ts'

/**
 * Test data written through the schema's typed inserts, as the seed writes the demo (api/seed):
 * the compiler checks every column, the schema fills in its defaults, and the database picks each
 * new row's id, so no test holds an id the seed or another test may hold too.
 */

type NewCase = Partial<typeof cases.$inferInsert> & Pick<typeof cases.$inferInsert, 'firstName' | 'lastName' | 'nameSlug'>

/** A demo home's first location (Whitfield's Elm Street Chapel for the first home). */
function firstLocation(companyId: number): number {
  const location = demoCompanies().find((c) => c.id === companyId)?.locations[0]
  if (!location) throw new Error(`no demo home ${companyId}`)
  return location.id
}

/**
 * A new at-need case of the first demo home (unless `values` say otherwise), at its first
 * location, with that home's demo family member (or `owner`) as its arranger; answers its id.
 */
export async function newCase(db: D1Database, values: NewCase, owner?: number): Promise<number> {
  const orm = drizzle(db)
  const companyId = values.companyId ?? 1
  const [row] = await orm
    .insert(cases)
    .values({ companyId, locationId: firstLocation(companyId), status: 'AT_NEED', ...values })
    .returning({ id: cases.id })
  if (!row) throw new Error('the case was not written')
  await orm.insert(caseMembers).values({ caseId: row.id, userId: owner ?? demoIds(companyId).familyUser, role: 'arranger' })
  return row.id
}

/** A new account (of the first demo home unless `values` say otherwise); answers its id. */
export async function newUser(
  db: D1Database,
  values: Omit<typeof users.$inferInsert, 'companyId'> & { companyId?: number },
): Promise<number> {
  const [row] = await drizzle(db)
    .insert(users)
    .values({ companyId: 1, ...values })
    .returning({ id: users.id })
  if (!row) throw new Error(`the account ${values.email} was not written`)
  return row.id
}
