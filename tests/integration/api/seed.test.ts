import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import { demoCompanies } from '../../../api/seed/demo.ts'
import { seedStatements } from '../../../api/seed/factories.ts'

function runSeed() {
  return env.DB.batch(seedStatements(demoCompanies()).map((s) => env.DB.prepare(s.sql).bind(...s.params)))
}

async function count(table: string) {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n
}

describe('the demo seed', () => {
  it('can run again without duplicating rows or overwriting edits', async () => {
    const original = await env.DB.prepare('SELECT name FROM companies WHERE id = 1').first<{ name: string }>()
    onTestFinished(async () => {
      await env.DB.prepare('UPDATE companies SET name = ? WHERE id = 1').bind(original!.name).run()
    })
    await env.DB.prepare('UPDATE companies SET name = ? WHERE id = 1').bind('Whitfield Family Funeral Home').run()
    const before = await Promise.all(['companies', 'company_hosts', 'website_contexts', 'locations', 'redirects'].map(count))

    await runSeed()

    const after = await Promise.all(['companies', 'company_hosts', 'website_contexts', 'locations', 'redirects'].map(count))
    expect(after).toEqual(before)
    expect(before).toEqual([2, 2, 4, 4, 3])
    const name = await env.DB.prepare('SELECT name FROM companies WHERE id = 1').first<{ name: string }>()
    expect(name?.name).toBe('Whitfield Family Funeral Home')
  })
})
