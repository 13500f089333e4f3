import type { SiteShell } from '#src/features/site/index.ts'
import { documentTitle } from '#src/lib/seo.ts'

/** A portal screen's head: its title after the funeral home's name, never indexed (spec §2, issue 17). */
export function portalHead(context: { site?: SiteShell }, title: string) {
  return { meta: [{ title: documentTitle(title, context.site?.company.name ?? '') }, { name: 'robots', content: 'noindex' }] }
}
