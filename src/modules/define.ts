import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'

/** What a module's render gets: its checked props, and its place on the page. */
export type ModuleRenderProps<M> = {
  module: M
  /**
   * 0 for the page's first module. The first module is usually above the fold, so its images load
   * eagerly (the hero is the LCP); later modules load theirs lazily.
   */
  index: number
}

/**
 * One page-builder module type: how it renders its props, and the data it needs. Its props'
 * schema is the contract's (`MODULE_SCHEMAS`), used where the site's context enters on the server
 * (src/modules/checked.ts), not here: module code ships to every public page (issue 15).
 */
export type ModuleDefinition<M = unknown> = {
  type: string
  Render: ComponentType<ModuleRenderProps<M>>
  /**
   * Loads the data the module shows into the query cache, so SSR renders it complete. Page
   * loaders await it through `prefetchModules` (src/modules/registry.tsx).
   */
  prefetch?: (queryClient: QueryClient, module: M) => Promise<unknown>
}

export function defineModule<M>(definition: ModuleDefinition<M>): ModuleDefinition<M> {
  return definition
}

/**
 * Images of the first two modules load at once (the hero's with high priority): a heading or a short
 * intro first leaves the next module's pictures in the first screen, and a lazy image there is
 * only asked for after layout (the staff page's largest paint waited 0.7 s for it). The rest wait
 * until scrolled near.
 */
export function imageLoading(index: number): 'eager' | 'lazy' {
  return index < 2 ? 'eager' : 'lazy'
}
