import type { TestimonialsModule } from '#contract/modules.ts'
import { balancedGridStyle } from '../lib/balanced-grid.ts'
import { defineModule, type ModuleRenderProps } from './define.ts'

function Testimonials({ module }: ModuleRenderProps<TestimonialsModule>) {
  return (
    <section className="mb-12" data-module-id={module.id} data-module-type="testimonials">
      {module.heading ? <h2>{module.heading}</h2> : null}
      <ul className="balanced-grid" style={balancedGridStyle(module.items.length, 3)}>
        {module.items.map((item) => (
          <li key={item.id} data-item-id={item.id}>
            <figure className="m-0 h-full rounded-lg bg-secondary p-6">
              <blockquote className="m-0 text-lg italic">
                <p className="m-0">“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-4 font-sans text-md">
                <span className="font-semibold">{item.author}</span>
                {item.relation ? <span>, {item.relation}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}

export const testimonialsModule = defineModule<TestimonialsModule>({ type: 'testimonials', Render: Testimonials })
