import { PASSWORD_MIN_LENGTH, SessionUserSchema, type SessionUser } from '#contract/auth.ts'
import type { Location, SiteDocument } from '#contract/website.ts'
import { SiteDocumentSchema } from '#contract/website.ts'
import { hashPassword } from '../src/auth/password.ts'
import { AREA_SEEDERS } from './areas.ts'
import type { SeedObject } from './media.ts'

/** A demo sign-in; the password is documented (README "Demo accounts") and only hashed into the seed. */
export type AccountSeed = SessionUser & { password: string }

/** Everything one funeral home needs to render its site. Tests and the demo seed share this. */
export type CompanySeed = {
  id: number
  name: string
  phoneNumber: string | null
  logoUrl: string | null
  timeZone: string
  hosts: string[]
  approved: SiteDocument
  draft: SiteDocument
  locations: Location[]
  redirects: { from: string; to: string; permanent: boolean }[]
  accounts: AccountSeed[]
}

export type CompanySeedInput = Omit<CompanySeed, 'accounts'> & { accounts?: AccountSeed[] }

export type Statement = { sql: string; params: (string | number | null)[] }

/** What one area's seed adds: rows, and files for R2. */
export type SeedOutput = { statements: Statement[]; objects: SeedObject[] }

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
    hosts: input.hosts.map((h) => h.trim().toLowerCase()).filter(Boolean),
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

async function accountStatement(companyId: number, a: AccountSeed): Promise<Statement> {
  const passwordHash = await hashPassword(a.password, { salt: await seedSalt(companyId, a.id) })
  return {
    sql: 'INSERT OR IGNORE INTO users (id, company_id, email, password_hash, first_name, last_name, role) VALUES (?, ?, ?, ?, ?, ?, ?)',
    params: [a.id, companyId, a.email, passwordHash, a.firstName, a.lastName, a.role],
  }
}

/** The company, its hosts, site documents, locations and redirects. */
function companyStatements(c: CompanySeed): Statement[] {
  const out: Statement[] = [
    {
      sql: 'INSERT OR IGNORE INTO companies (id, name, phone_number, logo_url, time_zone) VALUES (?, ?, ?, ?, ?)',
      params: [c.id, c.name, c.phoneNumber, c.logoUrl, c.timeZone],
    },
  ]
  for (const host of c.hosts) {
    out.push({ sql: 'INSERT OR IGNORE INTO company_hosts (host, company_id) VALUES (?, ?)', params: [host, c.id] })
  }
  for (const [kind, doc] of [
    ['approved', c.approved],
    ['draft', c.draft],
  ] as const) {
    out.push({
      sql: 'INSERT OR IGNORE INTO website_contexts (company_id, kind, document) VALUES (?, ?, ?)',
      params: [c.id, kind, JSON.stringify(doc)],
    })
  }
  c.locations.forEach((l, position) => {
    out.push({
      sql: 'INSERT OR IGNORE INTO locations (id, company_id, name, line1, line2, city, region, postal_code, phone_number, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      params: [
        l.id,
        c.id,
        l.name,
        l.address.line1,
        l.address.line2 ?? null,
        l.address.city,
        l.address.region,
        l.address.postalCode,
        l.phoneNumber,
        position,
      ],
    })
  })
  for (const r of c.redirects) {
    out.push({
      sql: 'INSERT OR IGNORE INTO redirects (company_id, from_path, target, permanent) VALUES (?, ?, ?, ?)',
      params: [c.id, r.from, r.to, r.permanent ? 1 : 0],
    })
  }
  return out
}

/**
 * INSERT OR IGNORE statements: running them again never overwrites or removes
 * what is already there, so a second `npm start` keeps every edit (a changed
 * password included). Async because account passwords are hashed (WebCrypto),
 * all at once. Order follows the foreign keys: companies, accounts, then each
 * area (api/seed/areas.ts). `objects` are the files to put in R2.
 */
export async function buildSeed(companies: CompanySeed[]): Promise<SeedOutput> {
  const accounts = await Promise.all(companies.flatMap((c) => c.accounts.map((a) => accountStatement(c.id, a))))
  // Built together, kept in seeder order (the foreign keys' order).
  const areas = await Promise.all(AREA_SEEDERS.flatMap((seeder) => companies.map((company) => seeder(company))))
  return {
    statements: [...companies.flatMap(companyStatements), ...accounts, ...areas.flatMap((a) => a.statements)],
    objects: areas.flatMap((a) => a.objects),
  }
}

/** Only the rows (for callers that put no files). */
export async function seedStatements(companies: CompanySeed[]): Promise<Statement[]> {
  return (await buildSeed(companies)).statements
}

function sqlLiteral(value: string | number | null): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`seed: cannot write ${value} as SQL`)
    return String(value)
  }
  return `'${value.replaceAll("'", "''")}'`
}

/** The statements as one SQL file (for `wrangler d1 execute --file`). */
export function toSqlFile(statements: Statement[]): string {
  return statements
    .map(({ sql, params }) => {
      let i = 0
      const text = sql.replace(/\?/g, () => sqlLiteral(params[i++] ?? null))
      if (i !== params.length) throw new Error(`seed: ${params.length} params for ${i} placeholders in ${sql}`)
      return `${text};`
    })
    .join('\n')
}
