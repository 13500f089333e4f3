import type { ReactNode } from 'react'
import type { Company, Location } from '#contract/website.ts'
import { telHref } from '#src/lib/navigation.ts'
import { SiteLink } from '#src/ui/SiteLink.tsx'

/** What every legal text is filled with: the funeral home's own name, phone and places. */
export type LegalSite = { company: Company; locations: readonly Location[] }

export const LEGAL_PAGES = [
  { path: '/terms-of-use', title: 'Terms of Use' },
  { path: '/accessibility', title: 'Accessibility' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
] as const
export type LegalTitle = (typeof LEGAL_PAGES)[number]['title']

/** A legal page: one narrow column of plain text, and the way to the other two. */
export function LegalPage({ title, children }: { title: LegalTitle; children: ReactNode }) {
  const others = LEGAL_PAGES.filter((p) => p.title !== title)
  return (
    <main id="main" className="page page--narrow legal">
      <h1>{title}</h1>
      {children}
      <nav className="legal__more mt-10" aria-label="More about this site">
        <ul className="m-0 flex list-none flex-wrap gap-x-6 p-0">
          {others.map((p) => (
            <li key={p.path}>
              <SiteLink className="inline-flex min-h-11 items-center" to={p.path}>
                {p.title}
              </SiteLink>
            </li>
          ))}
          <li>
            <SiteLink className="inline-flex min-h-11 items-center" to="/blog">
              Blog
            </SiteLink>
          </li>
        </ul>
      </nav>
    </main>
  )
}

/** The company's phone as a link, or a plain sentence when it has none. */
export function PhoneLink({ company }: { company: Company }) {
  return company.phoneNumber ? <a href={telHref(company.phoneNumber)}>{company.phoneNumber}</a> : <>the number on our contact page</>
}

/** Where to find the funeral home in person: each location with its address and phone. */
export function LocationList({ locations }: { locations: readonly Location[] }) {
  if (locations.length === 0) return null
  return (
    <ul>
      {locations.map((location) => (
        <li key={location.id}>
          <strong>{location.name}</strong>, {location.address.line1}
          {location.address.line2 ? `, ${location.address.line2}` : ''}, {location.address.city}, {location.address.region}{' '}
          {location.address.postalCode}
          {location.phoneNumber ? (
            <>
              {' — '}
              <a href={telHref(location.phoneNumber)}>{location.phoneNumber}</a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
