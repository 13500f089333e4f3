import { caseMembers, cases } from '#api/src/db/schema.ts'
import { FAMILY_CASES } from './data/family-cases.ts'
import { demoIds } from './ids.ts'
import { seedDb } from './query.ts'
import type { CompanySeed, SeedOutput } from './types.ts'

/** How the demo accounts are related to the one who died: the owner to each case, the relative to the first. */
const RELATIONSHIPS: Record<number, { owner: [string, string]; relative: string }> = {
  1: { owner: ['Wife', 'Daughter-in-law'], relative: 'Son' },
  2: { owner: ['Son', 'Grandson'], relative: 'Granddaughter' },
}

export async function seed(company: CompanySeed): Promise<SeedOutput> {
  const familyCases = FAMILY_CASES[company.id]
  if (!familyCases) return { queries: [], objects: [] }
  const ids = demoIds(company.id)
  const relationships = RELATIONSHIPS[company.id]
  const members: [number, number, 'owner' | 'member', string | null][] = [
    [familyCases[0].id, ids.familyUser, 'owner', relationships?.owner[0] ?? null],
    [familyCases[1].id, ids.familyUser, 'owner', relationships?.owner[1] ?? null],
    [familyCases[0].id, ids.relativeUser, 'member', relationships?.relative ?? null],
  ]
  return {
    queries: [
      ...familyCases.map((c) =>
        seedDb
          .insert(cases)
          .values({
            id: c.id,
            companyId: company.id,
            locationId: c.locationId,
            status: c.status,
            firstName: c.firstName,
            middleName: c.middleName,
            lastName: c.lastName,
            nameSlug: c.nameSlug,
            birthDate: c.birthDate,
            deathDate: c.deathDate,
            createdAt: c.createdAt,
          })
          .onConflictDoNothing(),
      ),
      ...members.map(([caseId, userId, role, relationship]) =>
        seedDb.insert(caseMembers).values({ caseId, userId, role, relationship }).onConflictDoNothing(),
      ),
    ],
    objects: [],
  }
}
