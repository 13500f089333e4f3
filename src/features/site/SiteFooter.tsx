import type { Company, Footer, Location } from '#contract/website.ts'
import { FOOTER_LINKS, mapHref, telHref } from '#src/lib/navigation.ts'
import { SiteLink } from '#src/ui/SiteLink.tsx'

function LocationCard({ location }: { location: Location }) {
  const { address } = location
  return (
    <li className="site-footer__location">
      <h2 className="site-footer__location-name">{location.name}</h2>
      <address>
        {address.line1}
        {address.line2 ? <>, {address.line2}</> : null}
        <br />
        {address.city}, {address.region} {address.postalCode}
      </address>
      <p className="site-footer__location-links">
        {location.phoneNumber ? (
          <SiteLink to={telHref(location.phoneNumber)}>
            <span className="visually-hidden">Call {location.name} at </span>
            {location.phoneNumber}
          </SiteLink>
        ) : null}
        <SiteLink to={mapHref(address)} target="_blank" rel="noopener noreferrer">
          <span aria-hidden="true">Map</span>
          <span className="visually-hidden">Map to {location.name} (opens in a new tab)</span>
        </SiteLink>
      </p>
    </li>
  )
}

export function SiteFooter({ company, footer, locations }: { company: Company; footer: Footer; locations: Location[] }) {
  return (
    <footer className="site-footer" data-footer={footer.id}>
      <div className="site-footer__company">
        <p className="site-footer__name">{company.name}</p>
        {company.phoneNumber ? (
          <p>
            <SiteLink to={telHref(company.phoneNumber)}>
              <span className="visually-hidden">Call us at </span>
              {company.phoneNumber}
            </SiteLink>
          </p>
        ) : null}
      </div>
      {locations.length ? (
        <ul className="site-footer__locations" aria-label="Our locations">
          {locations.map((location) => (
            <LocationCard key={location.id} location={location} />
          ))}
        </ul>
      ) : null}
      <nav aria-label="Footer">
        <ul className="site-footer__links">
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <SiteLink to={link.to}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__text">
        {footer.text ? <>{footer.text} </> : null}© {company.name}
      </p>
    </footer>
  )
}
