import type { ContactModule } from '#contract/modules.ts'
import { addressLines, mapSearchUrl } from '../features/module-data/locations.ts'
import { useSite } from '../features/site/use-site.ts'
import { PLAN_NOW_NODE, telHref } from '../lib/navigation.ts'
import { buttonClassName } from '../ui/Button.tsx'
import { SiteLink } from '../ui/SiteLink.tsx'
import { defineModule, type ModuleRenderProps } from './define.ts'

const linkClass = 'inline-flex min-h-[44px] items-center font-semibold'

/** How to reach the funeral home: phone (the company's unless the module names one), email, the main address, and planning. */
function Contact({ module }: ModuleRenderProps<ContactModule>) {
  const { company, locations } = useSite()
  const phone = module.phoneNumber ?? company.phoneNumber
  const location = (module.locationId === undefined ? undefined : locations.find((l) => l.id === module.locationId)) ?? locations[0]
  return (
    <section className="mb-12 max-w-4xl" data-module-id={module.id} data-module-type="contact">
      <h2>{module.heading}</h2>
      {module.text ? <p className="max-w-[68ch]">{module.text}</p> : null}
      <dl className="m-0 grid grid-cols-1 gap-4 font-sans sm:grid-cols-[auto_1fr] sm:gap-x-8">
        {phone ? (
          <>
            <dt className="font-semibold">Phone</dt>
            <dd className="m-0">
              <SiteLink to={telHref(phone)} className={linkClass}>
                {phone}
              </SiteLink>
            </dd>
          </>
        ) : null}
        {module.email ? (
          <>
            <dt className="font-semibold">Email</dt>
            <dd className="m-0">
              <SiteLink to={`mailto:${module.email}`} className={linkClass}>
                {module.email}
              </SiteLink>
            </dd>
          </>
        ) : null}
        {location ? (
          <>
            <dt className="font-semibold">Address</dt>
            <dd className="m-0">
              <address className="not-italic">
                <span className="block">{location.name}</span>
                {addressLines(location.address).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <SiteLink to={mapSearchUrl(location.address)} className={linkClass}>
                Map and directions<span className="visually-hidden"> to {location.name} (Google Maps)</span>
              </SiteLink>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="mt-8">
        <SiteLink to={PLAN_NOW_NODE.to} className={buttonClassName({ size: 'lg' })}>
          Plan now
        </SiteLink>
      </p>
    </section>
  )
}

export const contactModule = defineModule<ContactModule>({ type: 'contact', Render: Contact })
