import { TextModuleSchema, type TextModule } from '../../contract/modules.ts'
import { defineModule } from './define.ts'

function Text({ module }: { module: TextModule }) {
  return (
    <section className="text-module" data-module-id={module.id}>
      {module.heading ? <h2>{module.heading}</h2> : null}
      {module.paragraphs.map((p, i) => (
        // oxlint-disable-next-line react/no-array-index-key -- a fixed list of paragraphs, never reordered
        <p key={i}>{p}</p>
      ))}
    </section>
  )
}

export const textModule = defineModule({ type: 'text', schema: TextModuleSchema, Render: Text })
