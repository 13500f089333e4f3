import type { Module } from '../../contract/website.ts'
import type { ModuleDefinition } from './define.ts'
import { heroModule } from './Hero.tsx'
import { textModule } from './Text.tsx'

/** Module type → definition. Add a module type by adding its file and one line here. */
export const MODULES: ReadonlyMap<string, ModuleDefinition> = new Map(
  [heroModule, textModule].map((m) => [m.type, m as unknown as ModuleDefinition]),
)

/** Renders a page's modules in order; an unknown type or invalid props is skipped and logged, never fatal. */
export function ModuleList({ modules }: { modules: readonly Module[] }) {
  return modules.map((module) => {
    const definition = MODULES.get(module.type)
    if (!definition) {
      console.warn(`module ${module.id}: unknown type "${module.type}", skipped`)
      return null
    }
    const parsed = definition.schema.safeParse(module)
    if (!parsed.success) {
      console.warn(`module ${module.id}: invalid ${module.type} props, skipped`, parsed.error.issues)
      return null
    }
    const { Render } = definition
    return <Render key={module.id} module={parsed.data} />
  })
}
