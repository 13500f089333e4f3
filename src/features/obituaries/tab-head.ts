import type { QueryClient } from '@tanstack/react-query'
import type { ContextKind } from '#contract/website.ts'
import { canonicalUrl, type Head } from '#src/lib/seo.ts'
import { cachedSite } from '../pages/head.ts'
import { obituaryQuery } from './queries.ts'
import { obituaryHref } from './rules.ts'
import { obituaryTitle } from './seo.ts'

type TabMatch = { context: { queryClient: QueryClient; contextKind?: ContextKind; origin?: string } }

/**
 * A tab's own head on top of the obituary layout's (sharing tags and JSON-LD): its title and its
 * canonical URL. The draft (preview) is never canonical.
 */
export function obituaryTabHead(match: TabMatch, id: number, tab: string, label?: string): Head {
  const site = cachedSite(match.context)
  const obituary = match.context.queryClient.getQueryData(obituaryQuery(id).queryKey)
  if (!site || !obituary || !match.context.origin) return { meta: [], links: [] }
  const previewing = match.context.contextKind === 'draft'
  const url = canonicalUrl(match.context.origin, obituaryHref(obituary, tab))
  return {
    meta: [{ title: obituaryTitle(obituary.fullName, site.company.name, label) }],
    links: previewing ? [] : [{ rel: 'canonical', href: url }],
  }
}
