import type { ServicesModule } from '#contract/modules.ts'
import { balancedGridStyle } from '../lib/balanced-grid.ts'
import { SiteLink } from '../ui/SiteLink.tsx'
import { defineModule, type ModuleRenderProps } from './define.ts'
import { ServiceIconGlyph } from './icons.tsx'

function Services({ module }: ModuleRenderProps<ServicesModule>) {
  return (
    <section className="mb-12" data-module-id={module.id} data-module-type="services">
      {module.heading ? <h2>{module.heading}</h2> : null}
      {module.intro ? <p className="max-w-[68ch]">{module.intro}</p> : null}
      <ul className="balanced-grid" style={balancedGridStyle(module.items.length, 3)}>
        {module.items.map((item) => (
          <li key={item.id} className="flex flex-col rounded-lg border border-secondary border-solid p-6" data-item-id={item.id}>
            {item.icon ? <ServiceIconGlyph name={item.icon} className="mb-2 text-brand" /> : null}
            <h3 className="m-0 text-xl">{item.title}</h3>
            <p className="mb-4 mt-2 flex-1">{item.description}</p>
            {item.link ? (
              <SiteLink to={item.link.to} className="inline-flex min-h-[44px] items-center font-semibold">
                {item.link.label}
              </SiteLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

export const servicesModule = defineModule<ServicesModule>({ type: 'services', Render: Services })
