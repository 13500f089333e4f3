import type { Company, Footer, Location } from '../../../contract/website.ts'
import { telHref } from '../../lib/navigation.ts'

function mapHref(location: Location): string {
  const { line1, city, region, postalCode } = location.address
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${line1}, ${city}, ${region} ${postalCode}`)}`
}

export function SiteFooter({ company, footer, locations }: { company: Company; footer: Footer; locations: Location[] }) {
  return (
    <footer className="site-footer" data-footer={footer.id}>
      {locations.length ? (
        <ul className="site-footer__locations" aria-label="Our locations">
          {locations.map((location) => (
            <li key={location.id}>
              <h2 className="site-footer__location-name">{location.name}</h2>
              <address>
                {location.address.line1}
                {location.address.line2 ? <>, {location.address.line2}</> : null}
                <br />
                {location.address.city}, {location.address.region} {location.address.postalCode}
              </address>
              {location.phoneNumber ? <a href={telHref(location.phoneNumber)}>{location.phoneNumber}</a> : null}{' '}
              <a href={mapHref(location)} target="_blank" rel="noopener noreferrer">
                Map<span className="visually-hidden"> to {location.name} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        {footer.text ? <>{footer.text} </> : null}© {company.name}
      </p>
    </footer>
  )
}
