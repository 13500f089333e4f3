import { describe, expect, it } from 'vitest'
import { seed } from '#api/seed/arrangements.ts'
import { demoCompanies } from '#api/seed/demo.ts'
import { toSqlFile, toStatements } from '#api/seed/query.ts'
import { rowsOf } from '#tests/support/seed.ts'

describe('arrangements seed', () => {
  it('only inserts, with fixed ids, the same SQL every run', async () => {
    for (const company of demoCompanies()) {
      const statements = toStatements((await seed(company)).queries)
      for (const { sql } of statements) expect(sql).toMatch(/ on conflict do nothing$/)
      expect(toSqlFile(toStatements((await seed(company)).queries))).toBe(toSqlFile(statements))
    }
  })

  it('gives each funeral home a full price list with variants, selectors and four packages', async () => {
    for (const company of demoCompanies()) {
      const statements = (await seed(company)).queries
      const categories = rowsOf(statements, 'gpl_categories').map((r) => r.name)
      expect(categories).toEqual(
        expect.arrayContaining([
          'Professional Services',
          'Facilities & Staff',
          'Vehicles',
          'Caskets',
          'Urns',
          'Flowers',
          'Stationery',
          'Cash Advance Items',
        ]),
      )
      const items = rowsOf(statements, 'gpl_items')
      expect(items.length).toBeGreaterThan(30)
      for (const item of items) expect(Number.isInteger(item.price_cents)).toBe(true)
      expect(rowsOf(statements, 'gpl_item_variants').length).toBeGreaterThan(15)
      expect(rowsOf(statements, 'gpl_selectors').length).toBeGreaterThanOrEqual(4)
      expect(rowsOf(statements, 'gpl_packages').map((r) => r.name)).toEqual([
        'Traditional Funeral',
        'Memorial Service with Cremation',
        'Direct Cremation',
        'Graveside Service',
      ])
      expect(rowsOf(statements, 'statement_template_revisions').map((r) => r.display_type)).toContain('ITEMIZED')
    }
  })

  it('prices the second funeral home differently, in whole cents', async () => {
    const [whitfield, harbor] = demoCompanies()
    const prices = async (c: typeof whitfield) => rowsOf((await seed(c!)).queries, 'gpl_items').map((r) => Number(r.price_cents))
    const [a, b] = [await prices(whitfield), await prices(harbor)]
    expect(a).not.toEqual(b)
    expect(b.every((cents) => Number.isInteger(cents) && cents % 100 === 0)).toBe(true)
  })

  it('arranges both family cases: one in progress, one submitted and paid', async () => {
    for (const company of demoCompanies()) {
      const statements = (await seed(company)).queries
      const arrangements = rowsOf(statements, 'arrangements')
      expect(arrangements.map((r) => r.case_id)).toEqual([company.id * 1000 + 101, company.id * 1000 + 102])
      const [current, done] = arrangements
      expect(current?.submitted_at).toBeNull()
      expect(done?.submitted_at).toMatch(/^2026-/)
      expect(rowsOf(statements, 'case_payments').every((r) => r.case_id === company.id * 1000 + 102)).toBe(true)
    }
  })
})
