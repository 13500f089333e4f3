import type { CallToActionModule } from '#contract/modules.ts'
import { ActionLink } from './ActionLink.tsx'
import { defineModule, type ModuleRenderProps } from './define.ts'

function CallToAction({ module }: ModuleRenderProps<CallToActionModule>) {
  return (
    <section className="mb-12 max-w-4xl rounded-lg bg-secondary p-6 sm:p-10" data-module-id={module.id} data-module-type="call-to-action">
      <h2 className="mt-0">{module.heading}</h2>
      {module.text ? <p className="max-w-[68ch]">{module.text}</p> : null}
      <div className="mt-6 flex flex-wrap gap-4">
        <ActionLink action={module.primary} size="lg" />
        {module.secondary ? <ActionLink action={module.secondary} variant="secondary" size="lg" /> : null}
      </div>
    </section>
  )
}

export const callToActionModule = defineModule<CallToActionModule>({ type: 'call-to-action', Render: CallToAction })
