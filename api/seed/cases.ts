import type { CaseMemberRole } from '#contract/case-roles.ts'
import { caseMembers, cases, serviceEvents } from '#api/src/db/schema.ts'
import { zonedTime } from '#core/zoned-time.ts'
import { FAMILY_CASES } from './data/family-cases.ts'
import { demoIds } from './ids.ts'
import { seedDb } from './query.ts'
import type { CompanySeed, SeedOutput } from './types.ts'

/** How the demo accounts are related to the one who died: the owner to each case, the relative to the first. */
const RELATIONSHIPS: Record<number, { owner: [string, string]; relative: string }> = {
  1: { owner: ['Wife', 'Daughter-in-law'], relative: 'Son' },
  2: { owner: ['Son', 'Grandson'], relative: 'Granddaughter' },
}

/**
 * The services of the case being arranged now, at the location that serves it: the family sees
 * them on the case's home (the obituary shows the same once published). Fixed days, no clock.
 */
const CURRENT_CASE_SERVICES = [
  { kind: 'visitation', day: '2026-12-01', from: [17, 0], to: [19, 0], note: 'Family and friends are welcome.' },
  { kind: 'funeral-service', day: '2026-12-02', from: [10, 0], to: [11, 0], note: null },
] as const

export async function seed(company: CompanySeed): Promise<SeedOutput> {
  const familyCases = FAMILY_CASES[company.id]
  if (!familyCases) return { queries: [], objects: [] }
  const ids = demoIds(company.id)
  const relationships = RELATIONSHIPS[company.id]
  const members: [number, number, CaseMemberRole, string | null][] = [
    [familyCases[0].id, ids.familyUser, 'arranger', relationships?.owner[0] ?? null],
    [familyCases[1].id, ids.familyUser, 'arranger', relationships?.owner[1] ?? null],
    [familyCases[0].id, ids.relativeUser, 'helper', relationships?.relative ?? null],
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
            directorUserId: ids.directorUser,
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
      ...currentCaseServices(company, familyCases[0]),
      ...members.map(([caseId, userId, role, relationship]) =>
        seedDb.insert(caseMembers).values({ caseId, userId, role, relationship }).onConflictDoNothing(),
      ),
    ],
    objects: [],
  }
}

function currentCaseServices(company: CompanySeed, current: { id: number; locationId: number }) {
  const place = company.locations.find((location) => location.id === current.locationId)
  if (!place) return []
  return CURRENT_CASE_SERVICES.map((event, k) =>
    seedDb
      .insert(serviceEvents)
      .values({
        id: company.id * 10_000 + 9_000 + k + 1,
        companyId: company.id,
        caseId: current.id,
        kind: event.kind,
        startsAt: zonedTime(event.day, event.from[0], event.from[1], company.timeZone),
        endsAt: zonedTime(event.day, event.to[0], event.to[1], company.timeZone),
        placeName: place.name,
        line1: place.address.line1,
        line2: place.address.line2 ?? null,
        city: place.address.city,
        region: place.address.region,
        postalCode: place.address.postalCode,
        mapUrl: null,
        livestreamUrl: null,
        note: event.note,
      })
      .onConflictDoNothing(),
  )
}
