import { describe, expect, it } from 'vitest'
import { DEFAULT_DEMO_HOSTS, DEMO_PASSWORDS, demoCompanies } from '#api/seed/demo.ts'
import { companySeed, seedStatements } from '#api/seed/factories.ts'
import { toSqlFile } from '#api/seed/query.ts'
import { verifyPassword } from '#api/src/auth/password.ts'
import { UserRoleSchema } from '#contract/auth.ts'
import { rowsOf } from '#tests/support/seed.ts'

/** Each seed build hashes six passwords with argon2id (about 90 ms each alone): sized for a busy 2-core machine. */
const SEEDING_MS = 60_000

describe('demo seed', { timeout: SEEDING_MS }, () => {
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

  it('only ever inserts, never replaces or deletes, so a second run keeps edits', async () => {
    for (const { sql } of await seedStatements(demoCompanies())) expect(sql).toMatch(/^insert into "\w+" .* on conflict do nothing$/s)
  })

  it('has a family and a staff account per funeral home, on its own domain', () => {
    expect(demoCompanies().map((c) => c.accounts.map((a) => `${a.email} ${a.role}`))).toEqual([
      [
        'family@whitfield.example family',
        'staff@whitfield.example staff',
        'relative@whitfield.example family',
        'director@whitfield.example staff',
        'editor@whitfield.example staff',
      ],
      [
        'family@harbor.example family',
        'staff@harbor.example staff',
        'relative@harbor.example family',
        'director@harbor.example staff',
        'editor@harbor.example staff',
      ],
    ])
  })

  it('stores only password hashes, which verify with the documented passwords, and the same SQL every run', async () => {
    const statements = await seedStatements(demoCompanies())
    const sql = toSqlFile(statements)
    expect(sql).not.toContain(DEMO_PASSWORDS.family)
    expect(sql).not.toContain(DEMO_PASSWORDS.staff)
    expect(toSqlFile(await seedStatements(demoCompanies()))).toBe(sql)
    const users = rowsOf(statements, 'users')
    expect(users).toHaveLength(10)
    for (const { password_hash: hash, role } of users) {
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
      expect(await verifyPassword(DEMO_PASSWORDS[UserRoleSchema.parse(role)], String(hash))).toBe(true)
    }
  })

  it('writes SQL literals safely', async () => {
    const [first] = demoCompanies()
    const sql = toSqlFile(await seedStatements([companySeed({ ...first!, name: "O'Neil; DROP TABLE companies;--", phoneNumber: null })]))
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
