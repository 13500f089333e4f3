import type { Head } from '#src/lib/seo.ts'
import { contextSite, fixedPageHead, type PageLocation } from '#src/features/pages/index.ts'
import type { SiteShell } from '#src/features/site/index.ts'

/**
 * Head of a /plan-now screen: '<title> | <company>'. Only the start page is for search engines;
 * the steps, review and thank-you are one visitor's own progress (noindex).
 */
export function planningHead(
  context: { site?: SiteShell },
  title: string,
  where: PageLocation | undefined,
  index = false,
): Head | Record<string, never> {
  const site = contextSite(context)
  if (!site || !where) return {}
  const head = fixedPageHead(site, title, where)
  return index ? head : { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
}
