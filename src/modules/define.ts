import type { ComponentType } from 'react'
import type { z } from 'zod'

/** One page-builder module type: the schema of its props and how it renders. */
export type ModuleDefinition<S extends z.ZodType = z.ZodType> = {
  type: string
  schema: S
  Render: ComponentType<{ module: z.output<S> }>
}

export function defineModule<S extends z.ZodType>(definition: ModuleDefinition<S>): ModuleDefinition<S> {
  return definition
}
