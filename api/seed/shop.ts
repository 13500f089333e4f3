import type { CompanySeed, SeedOutput } from './factories.ts'

/** Demo rows of this area for one company (none yet). */
export async function seed(_company: CompanySeed): Promise<SeedOutput> {
  return { statements: [], objects: [] }
}
