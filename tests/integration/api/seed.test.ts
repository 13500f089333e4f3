import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { demoCompanies } from '#api/seed/demo.ts'
import { seedStatements } from '#api/seed/factories.ts'

async function count(table: string) {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM "${table}"`).first<{ n: number }>())?.n
}

const TABLES = ['companies', 'company_hosts', 'website_contexts', 'website_pages', 'locations', 'redirects', 'users']

describe('the demo seed', () => {
  it('can run again without duplicating rows or overwriting edits', async () => {
    const original = await env.DB.prepare('SELECT name FROM companies WHERE id = 1').first<{ name: string }>()
    const hash = await env.DB.prepare('SELECT password_hash AS h FROM users WHERE id = 1001').first<{ h: string }>()
    onTestFinished(async () => {
      await env.DB.prepare('UPDATE companies SET name = ? WHERE id = 1').bind(original!.name).run()
      await env.DB.prepare('UPDATE users SET password_hash = ? WHERE id = 1001').bind(hash!.h).run()
    })
    await env.DB.prepare('UPDATE companies SET name = ? WHERE id = 1').bind('Whitfield Family Funeral Home').run()
    // A changed password must survive a re-seed too.
    await env.DB.prepare('UPDATE users SET password_hash = ? WHERE id = 1001').bind('changed').run()
    const statements = await seedStatements(demoCompanies())
    // Every table the seed writes, not only the platform's: each insert must find its row already there.
    const written = [...new Set(statements.map((s) => /^insert into "(\w+)"/.exec(s.sql)?.[1] ?? s.sql))]
    expect(written).toEqual(expect.arrayContaining([...TABLES, 'media', 'obituaries', 'gpl_items', 'planning_fields']))
    const before = await Promise.all(written.map(count))

    await env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...s.params)))

    expect(await Promise.all(written.map(count))).toEqual(before)
    expect(await Promise.all(TABLES.map(count))).toEqual([2, 2, 4, 34, 4, 4, 10])
    const name = await env.DB.prepare('SELECT name FROM companies WHERE id = 1').first<{ name: string }>()
    expect(name?.name).toBe('Whitfield Family Funeral Home')
    const changed = await env.DB.prepare('SELECT password_hash AS h FROM users WHERE id = 1001').first<{ h: string }>()
    expect(changed?.h).toBe('changed')
  })
})
