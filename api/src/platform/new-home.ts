import type { TaskType } from '#contract/family.ts'
import type { ContextKind, Location, SiteDocument } from '#contract/website.ts'
import { companies, companyHosts, companyTaskDefaults, locations, redirects, websiteContexts, websitePages } from '../db/schema.ts'
import { TASK_ORDER } from '../family/tasks.ts'
import { siteRowsToStore } from '../site/document-rows.ts'
import { inserted, rowDb, type OnConflict, type RowQuery } from './rows.ts'

/**
 * A funeral home's own rows (issue 40 point 1, decision 071): the company, the host names its
 * site answers on, its approved and draft site, its locations and redirects, and the tasks its
 * cases start with. The one builder of a home: `npm run home:create` (through createHome) and the
 * demo seed (api/seed/factories.ts) both write a home through it; the price list is
 * price-list-rows.ts, the owner's account create-home.ts (an invitation) or the seed (a password).
 */

/** Everything one funeral home needs to render its site. */
export type HomeSpec = {
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
  /** The tasks each new case gets, in order; by default all of them in the portal's order. */
  taskDefaults?: readonly TaskType[]
}

/**
 * One site document as the api stores it (api/src/site/store.ts): its shell, then a row per page,
 * each refused as the api refuses it when too large for D1.
 */
export function siteDocumentQueries(
  companyId: number,
  kind: ContextKind,
  document: SiteDocument,
  onConflict: OnConflict = 'ignore',
): RowQuery[] {
  const { shell, pages } = siteRowsToStore(document)
  return [
    inserted(rowDb.insert(websiteContexts).values({ companyId, kind, document: shell }), onConflict),
    ...pages.map((page) => inserted(rowDb.insert(websitePages).values({ companyId, kind, ...page }), onConflict)),
  ]
}

/** Host names as the tenant middleware looks them up: trimmed, lower case, no empty one. */
export function normalizedHosts(hosts: readonly string[]): string[] {
  return [...new Set(hosts.map((h) => h.trim().toLowerCase()).filter(Boolean))]
}

/** The company row and what hangs on it, in foreign-key order. */
export function homeQueries(home: HomeSpec, onConflict: OnConflict = 'ignore'): RowQuery[] {
  const c = home
  return [
    inserted(
      rowDb.insert(companies).values({ id: c.id, name: c.name, phoneNumber: c.phoneNumber, logoUrl: c.logoUrl, timeZone: c.timeZone }),
      onConflict,
    ),
    ...c.hosts.map((host) => inserted(rowDb.insert(companyHosts).values({ host, companyId: c.id }), onConflict)),
    ...siteDocumentQueries(c.id, 'approved', c.approved, onConflict),
    ...siteDocumentQueries(c.id, 'draft', c.draft, onConflict),
    ...c.locations.map((l, position) =>
      inserted(
        rowDb.insert(locations).values({
          id: l.id,
          companyId: c.id,
          name: l.name,
          line1: l.address.line1,
          line2: l.address.line2 ?? null,
          city: l.address.city,
          region: l.address.region,
          postalCode: l.address.postalCode,
          phoneNumber: l.phoneNumber,
          position,
        }),
        onConflict,
      ),
    ),
    ...c.redirects.map((r) =>
      inserted(rowDb.insert(redirects).values({ companyId: c.id, fromPath: r.from, target: r.to, permanent: r.permanent }), onConflict),
    ),
    ...(c.taskDefaults ?? TASK_ORDER).map((type, position) =>
      inserted(rowDb.insert(companyTaskDefaults).values({ companyId: c.id, type, position }), onConflict),
    ),
  ]
}
