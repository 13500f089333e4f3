import { and, eq, isNotNull } from 'drizzle-orm'
import type { Owed } from '#contract/studio-ledger.ts'
import { todayIn } from '#core/zoned-time.ts'
import { arrangements, cases } from '../db/schema.ts'
import type { Db } from '../db/client.ts'
import { groupOwed } from './ledger-aging.ts'
import { caseBalance } from './ledger.ts'

/**
 * Every case of the home whose statement was submitted and is not paid, by age. The balance is
 * each statement's own (arrangements/statement.ts), read for each case: a home has
 * tens of open statements, not thousands, and one number for the family and the home matters more.
 */
export async function owedAcrossHome(db: Db, companyId: number, timeZone: string, now = new Date()): Promise<Owed> {
  const submitted = await db
    .select({
      caseId: cases.id,
      nameSlug: cases.nameSlug,
      firstName: cases.firstName,
      lastName: cases.lastName,
      submittedAt: arrangements.submittedAt,
    })
    .from(arrangements)
    .innerJoin(cases, eq(cases.id, arrangements.caseId))
    .where(and(eq(arrangements.companyId, companyId), isNotNull(arrangements.submittedAt)))
  const rows = await Promise.all(
    submitted.map(async (c) => {
      const submittedAt = c.submittedAt ?? ''
      const { statement } = await caseBalance(db, { companyId, caseId: c.caseId })
      return { ...c, submittedAt, submittedOn: todayIn(timeZone, new Date(submittedAt)), balanceCents: statement.balanceCents }
    }),
  )
  return groupOwed(rows, todayIn(timeZone, now))
}
