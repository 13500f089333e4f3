import { inArray } from 'drizzle-orm'
import type { Approval } from '#contract/common.ts'
import type { Person } from '#contract/common.ts'
import { users } from '../db/schema.ts'
import type { Db } from '../db/client.ts'

/** Names of users by id, in one query (authors of comments, approvers, assignees). */
export async function peopleById(db: Db, ids: readonly (number | null | undefined)[]): Promise<Map<number, Person & { email: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted))
  return new Map(rows.map((r) => [r.id, r]))
}

export function person(p: Person): Person {
  return { id: p.id, firstName: p.firstName, lastName: p.lastName }
}

/** An approval as the contract shows it; none until both who and when are known. */
export function approvalOf(approvedAt: string | null, approvedBy: number | null, people: Map<number, Person>): Approval | null {
  const by = approvedBy === null ? undefined : people.get(approvedBy)
  if (!approvedAt || !by) return null
  return { approvedAt, approvedBy: person(by) }
}
