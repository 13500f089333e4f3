import type { FaqModule } from '#contract/modules.ts'
import { defineModule, type ModuleRenderProps } from './define.ts'

/** <details>/<summary>: opens by keyboard and touch, and without JavaScript. */
function Faq({ module }: ModuleRenderProps<FaqModule>) {
  return (
    <section className="mb-12 max-w-[68ch]" data-module-id={module.id} data-module-type="faq">
      {module.heading ? <h2>{module.heading}</h2> : null}
      {module.items.map((item) => (
        <details key={item.id} className="border-b border-secondary border-b-solid" data-item-id={item.id}>
          <summary className="flex min-h-[44px] cursor-pointer items-center py-3 font-semibold focus-visible:outline-3 focus-visible:outline-[#1a5fb4] focus-visible:outline-offset-2 focus-visible:outline-solid">
            {item.question}
          </summary>
          <div className="pb-4">
            {item.answer.map((p, i) => (
              // oxlint-disable-next-line react/no-array-index-key -- a fixed list of paragraphs, never reordered
              <p key={i} className="mb-0 mt-2">
                {p}
              </p>
            ))}
          </div>
        </details>
      ))}
    </section>
  )
}

export const faqModule = defineModule<FaqModule>({ type: 'faq', Render: Faq })
