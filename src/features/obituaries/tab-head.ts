import { useLoaderData } from '@tanstack/react-router'
import type { Obituary } from '#contract/obituaries.ts'
import type { ContextKind } from '#contract/website.ts'
import { canonicalUrl, type Head } from '#src/lib/seo.ts'
import type { SiteShell } from '#src/features/site/index.ts'
import { obituaryHref } from './rules.ts'
import { obituaryTitle } from './title.ts'

/** The obituary's layout route: its loader loads the obituary once for every tab. */
const LAYOUT = '/obituaries/$id/$name'

/** The obituary the layout loaded, for a tab's component. */
export function useObituary(): Obituary {
  return useLoaderData({ from: LAYOUT, select: (data) => data.obituary })
}

/** The obituary the layout loaded, from the matches a tab's `head()` is given. */
export function layoutObituary(matches: readonly { routeId: string; loaderData?: unknown }[]): Obituary | undefined {
  const layout = matches.find((match) => match.routeId === LAYOUT)
  return (layout?.loaderData as { obituary?: Obituary } | undefined)?.obituary
}

type TabContext = { site?: SiteShell; contextKind?: ContextKind; origin?: string }

/**
 * A tab's own head on top of the obituary layout's (sharing tags and JSON-LD): its title and its
 * canonical URL. The draft (preview) is never canonical.
 */
export function obituaryTabHead(context: TabContext, obituary: Obituary | undefined, tab: string, label?: string): Head {
  const { site, origin } = context
  if (!site || !obituary || !origin) return { meta: [], links: [] }
  const previewing = context.contextKind === 'draft'
  const url = canonicalUrl(origin, obituaryHref(obituary, tab))
  return {
    meta: [{ title: obituaryTitle(obituary.fullName, site.company.name, label) }],
    links: previewing ? [] : [{ rel: 'canonical', href: url }],
  }
}
