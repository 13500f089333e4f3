import { beforeAll, describe, expect, it } from 'vitest'
import { ArrangementSchema, PackagePageSchema, type Arrangement } from '#contract/arrangements.ts'
import { FamilyCasePageSchema } from '#contract/family.ts'
import { StatementSchema, type Statement } from '#contract/payments.ts'
import { PracticeCaseSchema } from '#contract/staff.ts'
import { reviewCategories } from '#src/features/arrangements/review/review-rules.ts'
import { ACCOUNTS, api, ok, tokenFor } from './client.ts'

/**
 * Issue 34 point 2: every amount in a total appears as a line. The review listed the family's
 * categories only, so a $20 permit the home adds was charged (in the total) but not shown: its
 * lines summed to $14,295 under a total of $14,315. For every demo case and a practice case on
 * each package of both homes: the review's lines, the statement's lines (the running statement
 * beside the selections shows the same) and their totals agree.
 */

const A = '/api/family/arrangements'
const sum = (cents: readonly number[]) => cents.reduce((total, c) => total + c, 0)

function reviewLinesCents(arrangement: Arrangement): number[] {
  return reviewCategories(arrangement).flatMap((category) => category.lines.map((line) => line.priceCents))
}

async function expectLinesMakeTheTotal(caseId: number, token: string, host: string, what: string) {
  const [arrangement, statement] = await Promise.all([
    ok(await api(`${A}/${caseId}`, { token, host }), ArrangementSchema),
    ok(await api(`/api/family/cases/${caseId}/statement`, { token, host }), StatementSchema),
  ])
  expect(sum(reviewLinesCents(arrangement)), `${what}: the review's lines`).toBe(arrangement.totalCents)
  expect(sum(statement.lines.map((line: Statement['lines'][number]) => line.priceCents)), `${what}: the statement's lines`).toBe(
    statement.totalCents,
  )
  expect(statement.totalCents, `${what}: the review's total is the statement's`).toBe(arrangement.totalCents)
  return arrangement
}

const HOMES = [
  { family: ACCOUNTS.whitfieldFamily, staff: ACCOUNTS.whitfieldStaff },
  { family: ACCOUNTS.harborFamily, staff: ACCOUNTS.harborStaff },
] as const

describe('the lines of a total add up to it', () => {
  const tokens = new Map<string, string>()
  beforeAll(async () => {
    for (const { family, staff } of HOMES) {
      tokens.set(family.email, await tokenFor(family))
      tokens.set(staff.email, await tokenFor(staff))
    }
  })

  it('on every demo case of both homes (the $20 permit of Walter Ellis’s package among the review’s lines)', async () => {
    let withHidden = 0
    for (const { family } of HOMES) {
      const token = tokens.get(family.email) ?? ''
      const cases = await ok(await api('/api/family/cases?page=0&size=50', { token, host: family.host }), FamilyCasePageSchema)
      expect(cases.content.length).toBeGreaterThan(0)
      for (const c of cases.content) {
        const arrangement = await expectLinesMakeTheTotal(c.id, token, family.host, `case ${c.id}`)
        if (arrangement.categories.some((category) => !category.displayForFamily && category.lines.some((l) => l.priceCents > 0)))
          withHidden++
      }
    }
    // The defect's case is among them: a charged line in a category the family does not choose from.
    expect(withHidden).toBeGreaterThan(0)
  })

  it('on a practice case with each package of both homes', async () => {
    for (const { family, staff } of HOMES) {
      const staffToken = tokens.get(staff.email) ?? ''
      const token = tokens.get(family.email) ?? ''
      const json = { email: family.email, firstName: 'Nell', lastName: 'Practice' }
      const practice = await ok(
        await api('/api/staff/practice-cases', { method: 'POST', token: staffToken, host: family.host, json }),
        PracticeCaseSchema,
        201,
      )
      await expectLinesMakeTheTotal(practice.id, token, family.host, `practice case ${practice.id}, nothing chosen`)
      const packages = await ok(await api(`${A}/${practice.id}/packages?page=0&size=50`, { token, host: family.host }), PackagePageSchema)
      expect(packages.content.length).toBeGreaterThan(0)
      for (const pkg of packages.content) {
        await ok(
          await api(`${A}/${practice.id}/packages/${pkg.packageId}`, { method: 'POST', token, host: family.host }),
          ArrangementSchema,
        )
        await expectLinesMakeTheTotal(practice.id, token, family.host, `practice case ${practice.id}, ${pkg.name}`)
      }
    }
  })
})
