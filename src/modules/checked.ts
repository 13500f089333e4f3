import { isModuleType, MODULE_SCHEMAS } from '#contract/modules.ts'
import type { Module } from '#contract/website.ts'
import type { PageResolution } from '#core/pages.ts'

/**
 * A page's modules with their props checked by their type's schema (defaults filled in). An
 * unknown type (a module from a newer or older builder) or props that break its schema are skipped
 * and logged: one bad module never takes the page down. Run when a page is resolved
 * (features/pages/loaders.ts), loaded on demand so a first load in the browser renders the props the server
 * checked without shipping the schemas (issue 15).
 */
export function checkModules(modules: readonly Module[]): Module[] {
  return modules.flatMap((module) => {
    if (!isModuleType(module.type)) {
      console.warn(`module ${module.id}: unknown type "${module.type}", skipped`)
      return []
    }
    const parsed = MODULE_SCHEMAS[module.type].safeParse(module)
    if (!parsed.success) {
      console.warn(`module ${module.id}: invalid ${module.type} props, skipped`, parsed.error.issues)
      return []
    }
    return [parsed.data as Module]
  })
}

/**
 * A resolved page with its modules checked (checkModules); a redirect or not-found as it is.
 * Only the page being served is checked, so a request's cost does not grow with the site's
 * other pages (issue 15 point 4).
 */
export function withCheckedPage(resolution: PageResolution): PageResolution {
  if (resolution.kind !== 'page') return resolution
  return { ...resolution, page: { ...resolution.page, modules: checkModules(resolution.page.modules) } }
}
