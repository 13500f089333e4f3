import { env } from 'cloudflare:test'
import { onTestFinished } from 'vitest'
import { FirstCallResultSchema, STAFF_CASES_PATH } from '#contract/studio-cases.ts'
import { ACCOUNTS, api, ok, tokenFor } from './client.ts'

/** What the statement and signing tests share: a case of the test's own and an item of the price list. */
export const statementPath = (caseId: number) => `${STAFF_CASES_PATH}/${caseId}/statement`

/** A case of the test's own, opened by the director's first call; `members` join its family with their role. */
export async function freshCase(members: Array<[number, 'arranger' | 'helper' | 'viewer']> = []): Promise<number> {
  const director = await tokenFor(ACCOUNTS.whitfieldDirector)
  const response = await api(STAFF_CASES_PATH, {
    token: director,
    json: {
      firstName: 'Ruth',
      lastName: 'Signer',
      caseType: 'AT_NEED',
      locationId: 101,
      contact: { firstName: 'Paul', lastName: 'Signer' },
      inviteContact: false,
    },
  })
  const { id } = await ok(response, FirstCallResultSchema, 201)
  onTestFinished(async () => {
    await env.DB.prepare('DELETE FROM cases WHERE id = ?').bind(id).run()
  })
  for (const [userId, role] of members) {
    await env.DB.prepare('INSERT INTO case_members (case_id, user_id, role) VALUES (?, ?, ?)').bind(id, userId, role).run()
  }
  return id
}

/** An item of Whitfield's price list without variants, and its price. */
export async function plainItem(): Promise<{ id: number; priceCents: number; name: string }> {
  const row = await env.DB.prepare(
    `SELECT i.id, i.price_cents AS priceCents, i.name FROM gpl_items i JOIN cases c ON c.company_id = i.company_id
     WHERE c.id = 1101 AND i.price_cents > 0 AND NOT EXISTS (SELECT 1 FROM gpl_item_variants v WHERE v.item_id = i.id)
     ORDER BY i.id LIMIT 1`,
  ).first<{ id: number; priceCents: number; name: string }>()
  if (!row) throw new Error('no plain item in the seed')
  return row
}
