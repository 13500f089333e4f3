import { isModuleType, MODULE_SCHEMAS } from '#contract/modules.ts'
import type { Module, WebsiteContext } from '#contract/website.ts'

/**
 * A page's modules with their props checked by their type's schema (defaults filled in). An
 * unknown type (a module from a newer or older builder) or props that break its schema are skipped
 * and logged: one bad module never takes the page down. Run where the site's context enters, on
 * the server (render-context.ts), so the browser renders the same checked props the server did
 * without shipping the schemas (issue 15).
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

/** The context with every page's modules checked (checkModules). */
export function withCheckedModules(site: WebsiteContext): WebsiteContext {
  const pages = Object.fromEntries(
    Object.entries(site.pages).map(([path, page]) => [path, { ...page, modules: checkModules(page.modules) }]),
  )
  return { ...site, pages }
}
