import * as operations from '#contract/operation-routes.gen.ts'
import type { Module, WebsiteContext } from '#contract/website.ts'
import { operationPath } from '#core/http/operation-call.ts'
import { normalisePagePath } from '#core/pages.ts'
import { contextKindOf, refreshWebsite, type BuilderState, type WebsiteParts } from '../builder.ts'

const shellKey = (website: Omit<WebsiteParts, 'pages'>) => JSON.stringify([website.design, website.company, website.navigation])

/**
 * Spec §4 refresh, for the framed page: reads the context being previewed (the draft) again and
 * returns this page's modules from it, checked as a served page's are. Design, company and
 * navigation are the shell above the page (the site's layout), so when they changed, or this
 * page is gone, the whole page loads again instead (undefined).
 */
export async function refreshedModules(builder: BuilderState, shown: WebsiteParts): Promise<Module[] | undefined> {
  const response = await fetch(operationPath(operations.getApiWebRenderContextByKind, { params: { kind: contextKindOf(builder) } }), {
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) return undefined
  // Same-origin BFF answer, read as decision 023 reads every browser answer; the modules are checked below.
  const website = refreshWebsite(shown, (await response.json()) as WebsiteContext)
  const page = website.pages[normalisePagePath(window.location.pathname) ?? '/']
  if (!page || shellKey(website) !== shellKey(shown)) {
    window.location.reload()
    return undefined
  }
  // The same chunk a page resolved in the browser loads its checks from (features/pages/loaders.ts).
  const { checkModules } = await import('#src/modules/checked.ts')
  return checkModules(page.modules)
}
