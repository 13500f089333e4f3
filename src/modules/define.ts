import type { ReactNode } from 'react'

/** What a module's render gets: its checked props, its place on the page, and the data it loaded. */
export type ModuleRenderProps<M, D = unknown> = {
  module: M
  /** What the module's `load` returned for this page; undefined when it has none or it failed. */
  data?: D
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
export type ModuleDefinition<M = unknown, D = unknown> = {
  /** The module type it renders: its props' own `type`, so the registry's key is checked against it. */
  type: M extends { type: infer T extends string } ? T : string
  /**
   * Renders the props (a function component). Written as a method, whose parameter TypeScript
   * compares both ways: the registry (src/modules/registry.tsx) holds every type's definition as
   * one `ModuleDefinition` without a cast, and hands each only props its type's schema accepted
   * (src/modules/checked.ts), while its `satisfies` still refuses a definition for another type.
   */
  Render(props: ModuleRenderProps<M, D>): ReactNode
  /**
   * Loads the data the module shows, so SSR renders it complete. Page loaders await it through
   * `loadModules` (src/modules/registry.tsx) and return it with the page.
   */
  load?(module: M): Promise<D>
}

export function defineModule<M, D = unknown>(definition: ModuleDefinition<M, D>): ModuleDefinition<M, D> {
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
