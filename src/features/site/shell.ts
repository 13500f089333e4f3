import type { WebsiteContext } from '#contract/website.ts'
import { hoursFromPages, type LocationHours } from '#src/lib/structured-data.ts'

/**
 * What every page carries of the site (issue 15 point 4): design, company, navigation, header,
 * footer, locations and settings, and the opening hours the pages list (for the funeral home's
 * JSON-LD), but none of the pages themselves: a page's HTML holds its own page only
 * (features/pages/loaders.ts), so it does not grow with every page a funeral home adds.
 */
export type SiteShell = Omit<WebsiteContext, 'pages'> & { openingHours: LocationHours[] }

export function siteShell(site: WebsiteContext): SiteShell {
  const { pages, ...shell } = site
  return { ...shell, openingHours: hoursFromPages(pages) }
}
