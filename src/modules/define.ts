import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { z } from 'zod'

/** What a module's render gets: its checked props, and its place on the page. */
export type ModuleRenderProps<M> = {
  module: M
  /**
   * 0 for the page's first module. The first module is usually above the fold, so its images load
   * eagerly (the hero is the LCP); later modules load theirs lazily.
   */
  index: number
}

/** One page-builder module type: the schema of its props, how it renders, and the data it needs. */
export type ModuleDefinition<S extends z.ZodType = z.ZodType> = {
  type: string
  schema: S
  Render: ComponentType<ModuleRenderProps<z.output<S>>>
  /**
   * Loads the data the module shows into the query cache, so SSR renders it complete. Page
   * loaders await it through `prefetchModules` (src/modules/registry.tsx).
   */
  prefetch?: (queryClient: QueryClient, module: z.output<S>) => Promise<unknown>
}

export function defineModule<S extends z.ZodType>(definition: ModuleDefinition<S>): ModuleDefinition<S> {
  return definition
}

/** Images of the first module load at once (and the hero's with high priority); the rest wait until scrolled near. */
export function imageLoading(index: number): 'eager' | 'lazy' {
  return index === 0 ? 'eager' : 'lazy'
}
