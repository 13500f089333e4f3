import type { LocationsModule } from '#contract/modules.ts'
import { balancedGridStyle } from '../lib/balanced-grid.ts'
import { addressLines, hoursFor, mapSearchUrl, selectLocations } from '../features/module-data/locations.ts'
import { useSite } from '../features/site/use-site.ts'
import { telHref } from '../lib/navigation.ts'
import { SiteLink } from '../ui/SiteLink.tsx'
import { defineModule, type ModuleRenderProps } from './define.ts'

const linkClass = 'inline-flex min-h-[44px] items-center font-semibold'

/** The funeral home's locations (from the site's records), each with phone, map link and the hours the editor gave. */
function Locations({ module }: ModuleRenderProps<LocationsModule>) {
  const locations = selectLocations(useSite().locations, module.locationIds)
  return (
    <section className="mb-12" data-module-id={module.id} data-module-type="locations">
      <h2>{module.heading}</h2>
      {module.text ? <p className="max-w-[68ch]">{module.text}</p> : null}
      <ul className="balanced-grid" style={balancedGridStyle(locations.length, 3)}>
        {locations.map((location) => {
          const hours = hoursFor(module.hours, location.id)
          return (
            <li key={location.id} className="rounded-lg border border-secondary border-solid p-6" data-location-id={location.id}>
              <h3 className="m-0 text-xl">{location.name}</h3>
              <address className="mt-2 not-italic">
                {addressLines(location.address).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <div className="mt-2 flex flex-col font-sans">
                {location.phoneNumber ? (
                  <SiteLink to={telHref(location.phoneNumber)} className={linkClass}>
                    <span className="visually-hidden">Call {location.name} at </span>
                    {location.phoneNumber}
                  </SiteLink>
                ) : null}
                <SiteLink to={mapSearchUrl(location.address)} className={linkClass}>
                  Map and directions<span className="visually-hidden"> to {location.name} (Google Maps)</span>
                </SiteLink>
              </div>
              {hours ? (
                <>
                  <h4 className="mb-1 mt-4 font-sans text-md">Opening hours</h4>
                  <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 font-sans text-md">
                    {hours.rows.map((row) => (
                      <div key={row.id} className="contents">
                        <dt className="font-semibold">{row.days}</dt>
                        <dd className="m-0">{row.hours}</dd>
                      </div>
                    ))}
                  </dl>
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export const locationsModule = defineModule<LocationsModule>({ type: 'locations', Render: Locations })
