import { describe, expect, it } from 'vitest'
import { DEFAULT_DEMO_HOSTS, demoCompanies } from '../../api/seed/demo.ts'
import { companySeed, seedStatements, toSqlFile } from '../../api/seed/factories.ts'

describe('demo seed', () => {
  it('has two funeral homes on the default hosts, each with two locations and a differing draft', () => {
    const companies = demoCompanies()
    expect(companies.map((c) => c.hosts)).toEqual([[DEFAULT_DEMO_HOSTS[0]], [DEFAULT_DEMO_HOSTS[1]]])
    for (const c of companies) {
      expect(c.locations).toHaveLength(2)
      expect(JSON.stringify(c.draft)).not.toBe(JSON.stringify(c.approved))
      expect(c.approved.navigation.some((n) => n.children?.length)).toBe(true)
    }
  })

  it('takes configured hosts, normalised', () => {
    expect(demoCompanies(['Funeral.Example ', 'harbor.example']).map((c) => c.hosts)).toEqual([['funeral.example'], ['harbor.example']])
  })

  it('only ever inserts, never replaces or deletes, so a second run keeps edits', () => {
    for (const { sql } of seedStatements(demoCompanies())) expect(sql).toMatch(/^INSERT OR IGNORE INTO /)
  })

  it('writes SQL literals safely', () => {
    const [first] = demoCompanies()
    const sql = toSqlFile(seedStatements([companySeed({ ...first!, name: "O'Neil; DROP TABLE companies;--", phoneNumber: null })]))
    expect(sql).toContain("'O''Neil; DROP TABLE companies;--'")
    expect(sql).toContain('NULL')
  })

  it('rejects a site document that breaks the contract', () => {
    const [first] = demoCompanies()
    expect(() =>
      companySeed({ ...first!, approved: { ...first!.approved, design: { ...first!.approved.design, colorText: 'blue' } } }),
    ).toThrow(/colorText/)
  })
})
