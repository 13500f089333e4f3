import type { Location, SiteDocument } from '../../contract/website.ts'
import { SiteDocumentSchema } from '../../contract/website.ts'

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
}

export type Statement = { sql: string; params: (string | number | null)[] }

/** Builds a company seed, validating its site documents against the contract. */
export function companySeed(input: CompanySeed): CompanySeed {
  return {
    ...input,
    hosts: input.hosts.map((h) => h.trim().toLowerCase()).filter(Boolean),
    approved: SiteDocumentSchema.parse(input.approved),
    draft: SiteDocumentSchema.parse(input.draft),
  }
}

/**
 * INSERT OR IGNORE statements: running them again never overwrites or removes
 * what is already there, so a second `npm start` keeps every edit.
 */
export function seedStatements(companies: CompanySeed[]): Statement[] {
  const out: Statement[] = []
  for (const c of companies) {
    out.push({
      sql: 'INSERT OR IGNORE INTO companies (id, name, phone_number, logo_url, time_zone) VALUES (?, ?, ?, ?, ?)',
      params: [c.id, c.name, c.phoneNumber, c.logoUrl, c.timeZone],
    })
    for (const host of c.hosts) {
      out.push({ sql: 'INSERT OR IGNORE INTO company_hosts (host, company_id) VALUES (?, ?)', params: [host, c.id] })
    }
    for (const [kind, doc] of [['approved', c.approved], ['draft', c.draft]] as const) {
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
  }
  return out
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
