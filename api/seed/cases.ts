import { caseMembers, cases } from '#api/src/db/schema.ts'
import { FAMILY_CASES } from './data/family-cases.ts'
import { demoIds } from './ids.ts'
import { seedDb } from './query.ts'
import type { CompanySeed, SeedOutput } from './types.ts'

export async function seed(company: CompanySeed): Promise<SeedOutput> {
  const familyCases = FAMILY_CASES[company.id]
  if (!familyCases) return { queries: [], objects: [] }
  const ids = demoIds(company.id)
  const members: [number, number, 'owner' | 'member'][] = [
    [familyCases[0].id, ids.familyUser, 'owner'],
    [familyCases[1].id, ids.familyUser, 'owner'],
    [familyCases[0].id, ids.relativeUser, 'member'],
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
      ...members.map(([caseId, userId, role]) => seedDb.insert(caseMembers).values({ caseId, userId, role }).onConflictDoNothing()),
    ],
    objects: [],
  }
}
