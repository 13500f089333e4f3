/**
 * Ids of demo rows several areas' seeds refer to. Fixed, so inserts that do nothing on a conflict keep the seed
 * idempotent and one area can point at another's rows.
 */
export function demoIds(companyId: number) {
  return {
    familyUser: companyId * 1000 + 1,
    staffUser: companyId * 1000 + 2,
    /** A second family member, of the first family case only. */
    relativeUser: companyId * 1000 + 3,
    /** The home's funeral director, in charge of its two family cases. */
    directorUser: companyId * 1000 + 4,
    /** Two family cases at different stages: the first is being arranged now, the second is done. */
    familyCases: [companyId * 1000 + 101, companyId * 1000 + 102] as const,
    /** Cases behind the public obituaries: companyId × 1000 + 201 … 260. */
    obituaryCaseBase: companyId * 1000 + 200,
  }
}
