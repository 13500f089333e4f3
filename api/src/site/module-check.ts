import { isModuleType, MODULE_SCHEMAS } from '#contract/modules.ts'
import { checkInput } from '#contract/validation.ts'
import type { Page, SiteDocument } from '#contract/website.ts'

/**
 * Every module of a site document that its type's schema refuses, as dotted fields
 * (`pages./about-us.modules.2.heading`) with the spec §5 message. The site skips such a module
 * when it renders (src/modules/checked.ts); the editor's save refuses it instead, so what staff
 * publish is what visitors see. A module of a type this build does not know (from a newer or an
 * older builder) is kept as it is: the site skips it too, and a save must not lose it.
 */
export function invalidModules(document: SiteDocument): Array<{ field: string; message: string }> {
  return Object.entries(document.pages).flatMap(([path, page]) => invalidPageModules(path, page))
}

/** The same for one page at `path` (a save of one page, decision 046). */
export function invalidPageModules(path: string, page: Page): Array<{ field: string; message: string }> {
  return page.modules.flatMap((module, index) => {
    const at = `pages.${path}.modules.${index}`
    if (!isModuleType(module.type)) return []
    const parsed = checkInput(MODULE_SCHEMAS[module.type], module)
    if (parsed.success) return []
    return Object.entries(parsed.errors).map(([field, message]) => ({ field: field ? `${at}.${field}` : at, message }))
  })
}
