import type { ContextKind } from '#contract/website.ts'
import { normalisePagePath, resolvePage, type PageResolution } from '#core/pages.ts'
import { loadSiteDocument } from '#src/features/site/index.ts'

/**
 * The resolved page's modules checked by their schemas (src/modules/checked.ts). Loaded on
 * demand: the server checks the page it renders, and the browser needs the schemas only on a
 * navigation to a page the server did not render, never on a first load (issue 15).
 */
async function checkedPage(resolution: PageResolution): Promise<PageResolution> {
  if (resolution.kind !== 'page') return resolution
  const { withCheckedPage } = await import('#src/modules/checked.ts')
  return withCheckedPage(resolution)
}

/**
 * What a content page's address resolves to (core/pages.ts `resolvePage`): the page with its
 * modules, a redirect to its first child, or not found. Its route's loader returns the page, so
 * it is the only part of the site's pages a page's HTML carries (issue 15 point 4).
 */
export async function loadContentPage(kind: ContextKind, rawPath: string, previewToken?: string): Promise<PageResolution> {
  const path = normalisePagePath(rawPath) ?? rawPath
  return checkedPage(resolvePage(path, await loadSiteDocument(kind, previewToken)))
}
