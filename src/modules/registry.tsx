import { Component, type ErrorInfo, type ReactNode } from 'react'
import type { z } from 'zod'
import type { MODULE_SCHEMAS, ModuleType } from '#contract/modules.ts'
import type { Module } from '#contract/website.ts'
import { callToActionModule } from './CallToAction.tsx'
import { contactModule } from './Contact.tsx'
import type { ModuleDefinition } from './define.ts'
import { faqModule } from './Faq.tsx'
import { galleryModule } from './Gallery.tsx'
import { heroModule } from './Hero.tsx'
import { imageModule } from './Image.tsx'
import { locationsModule } from './Locations.tsx'
import { recentObituariesModule } from './RecentObituaries.tsx'
import { servicesModule } from './Services.tsx'
import { staffModule } from './Staff.tsx'
import { testimonialsModule } from './Testimonials.tsx'
import { textModule } from './Text.tsx'

/** A module type's props, as its schema gives them. */
type ModuleProps<T extends ModuleType> = z.output<(typeof MODULE_SCHEMAS)[T]>

/**
 * Module type → definition. Add a module type by adding its file and one line here: the compiler
 * then asks for every type of the contract's `MODULE_SCHEMAS`, each rendering its own type's props.
 */
const DEFINITIONS = {
  hero: heroModule,
  text: textModule,
  image: imageModule,
  gallery: galleryModule,
  'call-to-action': callToActionModule,
  services: servicesModule,
  staff: staffModule,
  locations: locationsModule,
  testimonials: testimonialsModule,
  'recent-obituaries': recentObituariesModule,
  faq: faqModule,
  contact: contactModule,
} as const satisfies { readonly [T in ModuleType]: ModuleDefinition<ModuleProps<T>> }

/** The definitions by a page's module type (a type this build does not know has none). */
export const MODULES: ReadonlyMap<string, ModuleDefinition> = new Map(Object.entries(DEFINITIONS))

type Resolved = { definition: ModuleDefinition; props: unknown; id: string; type: string }

/**
 * The modules that can render. Their props were checked when their page was resolved (checked.ts
 * `withCheckedPage`); a type this build does not know is skipped and logged.
 */
export function resolveModules(modules: readonly Module[]): Resolved[] {
  return modules.flatMap((module) => {
    const definition = MODULES.get(module.type)
    if (!definition) {
      console.warn(`module ${module.id}: unknown type "${module.type}", skipped`)
      return []
    }
    return [{ definition, props: module, id: module.id, type: module.type }]
  })
}

/** What a page's modules loaded, by module id (recent obituaries …): returned by the page's loader with the page. */
export type ModuleData = Record<string, unknown>

/**
 * Loads what the page's modules show; page loaders await it so SSR HTML is complete. Never
 * throws: a module whose data fails has none, and renders its own fallback.
 */
export async function loadModules(modules: readonly Module[]): Promise<ModuleData> {
  const loaded = await Promise.all(
    resolveModules(modules).map(async ({ definition, props, id }): Promise<[string, unknown][]> => {
      if (!definition.load) return []
      try {
        return [[id, await definition.load(props)]]
      } catch (error) {
        console.warn(`module ${id}: load failed`, error)
        return []
      }
    }),
  )
  return Object.fromEntries(loaded.flat())
}

type BoundaryProps = { id: string; type: string; children: ReactNode }

/** A module that throws while rendering disappears (and is logged) instead of replacing the page with the error page. */
class ModuleBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`module ${this.props.id} (${this.props.type}) failed to render`, error, info.componentStack)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/** Renders a page's (checked) modules in order; an unknown type is skipped and logged, one that fails to render disappears: never fatal. */
export function ModuleList({ modules, data }: { modules: readonly Module[]; data?: ModuleData }) {
  return resolveModules(modules).map(({ definition: { Render }, props, id, type }, index) => (
    <ModuleBoundary key={id} id={id} type={type}>
      <Render module={props} index={index} data={data?.[id]} />
    </ModuleBoundary>
  ))
}
