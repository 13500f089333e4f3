import { PASSWORD_MIN_LENGTH, SessionUserSchema } from '#contract/auth.ts'
import { SiteDocumentSchema } from '#contract/website.ts'
import { hashPassword } from '#api/src/auth/password.ts'
import { users } from '#api/src/db/schema.ts'
import { homeQueries, normalizedHosts } from '#api/src/platform/new-home.ts'
import { AREA_SEEDERS } from './areas.ts'
import { seedDb, toStatements, type Statement } from './query.ts'
import type { AccountSeed, CompanySeed, CompanySeedInput, SeedObject, SeedQuery } from './types.ts'

function account(input: AccountSeed): AccountSeed {
  if (input.password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`seed: the password of ${input.email} needs at least ${PASSWORD_MIN_LENGTH} characters`)
  }
  // Stored lowercased, as sign-up does, or sign-in (which lowercases) would never find it.
  return { ...SessionUserSchema.parse({ ...input, email: input.email.toLowerCase() }), password: input.password }
}

/** Builds a company seed, validating its site documents and accounts against the contract. */
export function companySeed(input: CompanySeedInput): CompanySeed {
  return {
    ...input,
    hosts: normalizedHosts(input.hosts),
    approved: SiteDocumentSchema.parse(input.approved),
    draft: SiteDocumentSchema.parse(input.draft),
    accounts: (input.accounts ?? []).map(account),
  }
}

/**
 * A salt fixed per account (from its company and id), only for the seed: the same seed then
 * writes the same SQL every run. The demo passwords are public anyway; real accounts get a
 * random salt from `hashPassword`.
 */
async function seedSalt(companyId: number, accountId: number): Promise<Uint8Array> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`seed-account:${companyId}:${accountId}`))
  return new Uint8Array(digest).slice(0, 16)
}

/** Built after the hash: an async function would await, so run, a query it returns. */
function accountQuery(companyId: number, a: AccountSeed, passwordHash: string): SeedQuery {
  return seedDb
    .insert(users)
    .values({
      id: a.id,
      companyId,
      email: a.email,
      passwordHash,
      firstName: a.firstName,
      lastName: a.lastName,
      role: a.role,
      staffRole: a.staffRole,
    })
    .onConflictDoNothing()
}

/** The whole seed: every row's SQL, in foreign-key order, and the files for R2. */
export type BuiltSeed = { statements: Statement[]; objects: SeedObject[] }

/**
 * Each home's own rows through the builder every new home is made with
 * (api/src/platform/new-home.ts), then the demo's accounts and areas. Inserts that do nothing on a
 * conflict: running them again never overwrites or removes what is already there, so a second `npm start` keeps every edit (a changed password included).
 * Async because account passwords are hashed (WebCrypto), all at once. Order follows the
 * foreign keys: companies, accounts, then each area (api/seed/areas.ts).
 */
export async function buildSeed(companySeeds: CompanySeed[]): Promise<BuiltSeed> {
  const hashed = await Promise.all(
    companySeeds.flatMap((c) =>
      c.accounts.map(async (a) => ({ companyId: c.id, a, hash: await hashPassword(a.password, { salt: await seedSalt(c.id, a.id) }) })),
    ),
  )
  const accounts = hashed.map(({ companyId, a, hash }) => accountQuery(companyId, a, hash))
  // Built together, kept in seeder order (the foreign keys' order).
  const areas = await Promise.all(AREA_SEEDERS.flatMap((seeder) => companySeeds.map((company) => seeder(company))))
  return {
    statements: toStatements([...companySeeds.flatMap((c) => homeQueries(c)), ...accounts, ...areas.flatMap((a) => a.queries)]),
    objects: areas.flatMap((a) => a.objects),
  }
}

/** Only the rows (for callers that put no files). */
export async function seedStatements(companySeeds: CompanySeed[]): Promise<Statement[]> {
  return (await buildSeed(companySeeds)).statements
}
