import type { TextModule } from '#contract/modules.ts'
import { defineModule, type ModuleRenderProps } from './define.ts'

function Text({ module }: ModuleRenderProps<TextModule>) {
  return (
    <section className="text-module" data-module-id={module.id} data-module-type="text">
      {module.heading ? <h2>{module.heading}</h2> : null}
      {module.paragraphs.map((p, i) => (
        // oxlint-disable-next-line react/no-array-index-key -- a fixed list of paragraphs, never reordered
        <p key={i}>{p}</p>
      ))}
    </section>
  )
}

export const textModule = defineModule<TextModule>({ type: 'text', Render: Text })
