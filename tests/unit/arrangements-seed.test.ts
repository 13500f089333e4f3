import { describe, expect, it } from 'vitest'
import { seed } from '#api/seed/arrangements.ts'
import { demoCompanies } from '#api/seed/demo.ts'
import { toSqlFile, type Statement } from '#api/seed/factories.ts'

function rowsOf(statements: Statement[], table: string) {
  return statements.filter((s) => s.sql.startsWith(`INSERT OR IGNORE INTO ${table} `)).map((s) => s.params)
}

describe('arrangements seed', () => {
  it('only inserts, with fixed ids, the same SQL every run', async () => {
    for (const company of demoCompanies()) {
      const { statements } = await seed(company)
      for (const { sql } of statements) expect(sql).toMatch(/^INSERT OR IGNORE INTO /)
      expect(toSqlFile((await seed(company)).statements)).toBe(toSqlFile(statements))
    }
  })

  it('gives each funeral home a full price list with variants, selectors and four packages', async () => {
    for (const company of demoCompanies()) {
      const { statements } = await seed(company)
      const categories = rowsOf(statements, 'gpl_categories').map((p) => p[2])
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
      for (const params of items) expect(Number.isInteger(params[5])).toBe(true)
      expect(rowsOf(statements, 'gpl_item_variants').length).toBeGreaterThan(15)
      expect(rowsOf(statements, 'gpl_selectors').length).toBeGreaterThanOrEqual(4)
      expect(rowsOf(statements, 'gpl_packages').map((p) => p[2])).toEqual([
        'Traditional Funeral',
        'Memorial Service with Cremation',
        'Direct Cremation',
        'Graveside Service',
      ])
      expect(rowsOf(statements, 'statement_template_revisions').map((p) => p[4])).toContain('ITEMIZED')
    }
  })

  it('prices the second funeral home differently, in whole cents', async () => {
    const [whitfield, harbor] = demoCompanies()
    const prices = async (c: typeof whitfield) => rowsOf((await seed(c!)).statements, 'gpl_items').map((p) => Number(p[5]))
    const [a, b] = [await prices(whitfield), await prices(harbor)]
    expect(a).not.toEqual(b)
    expect(b.every((cents) => Number.isInteger(cents) && cents % 100 === 0)).toBe(true)
  })

  it('arranges both family cases: one in progress, one submitted and paid', async () => {
    for (const company of demoCompanies()) {
      const { statements } = await seed(company)
      const arrangements = rowsOf(statements, 'arrangements')
      expect(arrangements.map((p) => p[0])).toEqual([company.id * 1000 + 101, company.id * 1000 + 102])
      const [current, done] = arrangements
      expect(current?.[5]).toBeNull()
      expect(done?.[5]).toMatch(/^2026-/)
      expect(rowsOf(statements, 'case_payments').every((p) => p[2] === company.id * 1000 + 102)).toBe(true)
    }
  })
})
