import type { HomeSpec } from '#api/src/platform/new-home.ts'
import type { RowQuery } from '#api/src/platform/rows.ts'
import type { SessionUser } from '#contract/auth.ts'

/**
 * The shapes every part of the seed shares. Kept apart from the factories and the seeders so
 * both can use them and imports run one way: factories -> areas -> seeders -> types.
 */

/** A demo sign-in; the password is documented (README "Demo accounts") and only hashed into the seed. */
export type AccountSeed = SessionUser & { password: string }

/** A demo funeral home: its own rows (the same spec every new home has) and its demo accounts. Tests and the demo seed share this. */
export type CompanySeed = HomeSpec & { accounts: AccountSeed[] }

export type CompanySeedInput = Omit<CompanySeed, 'accounts'> & { accounts?: AccountSeed[] }

/** A file the seed puts in R2 (`db:setup` through Miniflare, tests through the MEDIA binding). */
export type SeedObject = { key: string; contentType: string; bytes: Uint8Array<ArrayBuffer> }

/**
 * A typed drizzle insert (`seedDb.insert(table).values({...}).onConflictDoNothing()`). Only its
 * SQL is needed: the runner has a D1 binding (tests) or a SQL file (`db:setup`), never both.
 */
export type SeedQuery = RowQuery

/** What one area's seed adds: rows in foreign-key order, and files for R2. */
export type SeedOutput = { queries: SeedQuery[]; objects: SeedObject[] }

export type Seeder = (company: CompanySeed) => Promise<SeedOutput>
