import { planningAddresses, planningFields, planningSections, planningSettings } from '#api/src/db/schema.ts'
import { NOTIFY, planningSections as sectionsOf, TOWNS } from './data/planning-form.ts'
import { seededRandom } from '#api/src/media/samples/pictures.ts'
import { seedDb } from './query.ts'
import type { CompanySeed, SeedOutput, SeedQuery } from './types.ts'

/**
 * Each funeral home's planning form, where its requests are announced, and the streets of its
 * towns for the address lookup (api/seed/data/planning-form.ts).
 */

function formQueries(companyId: number): SeedQuery[] {
  const out: SeedQuery[] = []
  sectionsOf(companyId).forEach((section, s) => {
    const sectionId = companyId * 1000 + s + 1
    out.push(
      seedDb
        .insert(planningSections)
        .values({
          id: sectionId,
          companyId,
          urlKey: section.urlKey,
          name: section.name,
          decedentDetails: section.decedentDetails ?? false,
          position: s,
        })
        .onConflictDoNothing(),
    )
    section.fields.forEach((f, position) => {
      out.push(
        seedDb
          .insert(planningFields)
          .values({
            companyId,
            id: f.id,
            sectionId,
            position,
            name: f.name,
            type: f.type,
            required: f.required,
            options: f.options ?? null,
            maxLength: f.maxLength ?? null,
            hint: f.hint ?? null,
            defaultValue: f.value ?? null,
            noFuture: f.noFuture ?? false,
            planTypes: f.planTypes ?? null,
            addressParts: f.addressParts ?? null,
          })
          .onConflictDoNothing(),
      )
    })
  })
  return out
}

function addressQueries(companyId: number): SeedQuery[] {
  const rand = seededRandom(companyId * 7919)
  const out: SeedQuery[] = []
  let n = 0
  for (const town of TOWNS[companyId] ?? []) {
    for (const street of town.streets) {
      // A handful of house numbers per street, as a geocoder would suggest.
      const numbers = new Set<number>()
      while (numbers.size < 5) numbers.add(1 + Math.floor(rand() * 480))
      for (const number of [...numbers].toSorted((a, b) => a - b)) {
        n++
        out.push(
          seedDb
            .insert(planningAddresses)
            .values({
              id: companyId * 10_000 + n,
              companyId,
              line1: `${number} ${street}`,
              city: town.city,
              region: town.region,
              postalCode: town.postalCode,
            })
            .onConflictDoNothing(),
        )
      }
    }
  }
  return out
}

export async function seed(company: CompanySeed): Promise<SeedOutput> {
  const queries = [...formQueries(company.id), ...addressQueries(company.id)]
  const notifyEmail = NOTIFY[company.id]
  if (notifyEmail) queries.push(seedDb.insert(planningSettings).values({ companyId: company.id, notifyEmail }).onConflictDoNothing())
  return { queries, objects: [] }
}
