import type { Address, WebsiteContext } from '#contract/website.ts'

/**
 * schema.org JSON-LD for the funeral home itself (issue 7 §6): `FuneralHome` is a subtype of
 * `LocalBusiness`, so search engines read name, url, phone, logo and each location's address
 * from it. Each location is a `department` (a FuneralHome of its own, as schema.org suggests for
 * branches), with its phone and, when a page lists them, its opening hours. Pure: the root route
 * passes the context and the request's origin.
 */

/** Opening hours of one location as the locations module holds them ("Monday – Friday" / "8:00 am – 6:00 pm"). */
export type LocationHours = { locationId: number; rows: readonly { days: string; hours: string }[] }

type JsonLd = Record<string, unknown>

function postalAddress(address: Address): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: [address.line1, address.line2].filter(Boolean).join(', '),
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
  }
}

/** A site path (`/brand/logo.svg`) made absolute; absolute URLs stay as they are. */
function absolute(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, '')}/`).href
}

/**
 * Opening hours found in the pages' `locations` modules (`hours: [{ locationId, rows }]`): the
 * only place the context holds them. Anything not of that shape is skipped.
 */
export function hoursFromPages(pages: WebsiteContext['pages']): LocationHours[] {
  const found: LocationHours[] = []
  for (const page of Object.values(pages)) {
    for (const module of page.modules) {
      if (module.type !== 'locations' || !Array.isArray(module.hours)) continue
      for (const entry of module.hours) {
        if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue
        const { locationId, rows } = entry as { locationId?: unknown; rows?: unknown }
        if (typeof locationId !== 'number' || !Array.isArray(rows)) continue
        const clean = rows.flatMap((row) => {
          const { days, hours } = (row ?? {}) as { days?: unknown; hours?: unknown }
          return typeof days === 'string' && typeof hours === 'string' && days && hours ? [{ days, hours }] : []
        })
        if (clean.length && !found.some((f) => f.locationId === locationId)) found.push({ locationId, rows: clean })
      }
    }
  }
  return found
}

export type FuneralHomeInput = {
  site: Pick<WebsiteContext, 'company' | 'locations' | 'settings'> & { openingHours?: readonly LocationHours[] }
  /** The request's own origin (`https://whitfield.example`), never a client-sent header. */
  origin: string
}

/** The FuneralHome JSON-LD object of a site. */
export function funeralHomeJsonLd({ site, origin }: FuneralHomeInput): JsonLd {
  const url = absolute(origin, '/')
  const hours = site.openingHours ?? []
  const departments = site.locations.map((location) => {
    const own = hours.find((h) => h.locationId === location.id)
    return {
      '@type': 'FuneralHome',
      name: location.name,
      address: postalAddress(location.address),
      ...(location.phoneNumber ? { telephone: location.phoneNumber } : {}),
      // Free text ("Monday – Friday 8:00 am – 6:00 pm") as schema.org allows for openingHours.
      ...(own ? { openingHours: own.rows.map((row) => `${row.days} ${row.hours}`) } : {}),
    }
  })
  const first = site.locations[0]
  return {
    '@context': 'https://schema.org',
    '@type': 'FuneralHome',
    '@id': `${url}#funeral-home`,
    name: site.company.name,
    url,
    ...(site.settings.seoDescription ? { description: site.settings.seoDescription } : {}),
    ...(site.company.phoneNumber ? { telephone: site.company.phoneNumber } : {}),
    ...(site.company.logoUrl ? { logo: absolute(origin, site.company.logoUrl), image: absolute(origin, site.company.logoUrl) } : {}),
    // The main address is the first location's; every location is also listed as a department.
    ...(first ? { address: postalAddress(first.address) } : {}),
    ...(departments.length ? { department: departments } : {}),
  }
}

/**
 * JSON for inside a `<script type="application/ld+json">`: `<` (so no `</script>` or `<!--` can
 * end or bend the element), `>`, `&` and the two JavaScript line terminators become \u escapes,
 * which JSON readers decode back to the same text.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
}
