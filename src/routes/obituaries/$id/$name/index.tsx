import { createFileRoute } from '@tanstack/react-router'
import { ObituaryMain } from '#src/features/obituaries/ObituaryMain.tsx'
import { obituaryHref } from '#src/features/obituaries/rules.ts'
import { layoutObituary, obituaryTabHead, useObituary } from '#src/features/obituaries/tab-head.ts'
import { canonicalUrl } from '#src/lib/seo.ts'

export const Route = createFileRoute('/obituaries/$id/$name/')({
  // The layout's loader has checked the id and the name and loaded the obituary.
  head: ({ match, matches }) => obituaryTabHead(match.context, layoutObituary(matches), ''),
  component: ObituaryMainTab,
})

function ObituaryMainTab() {
  const origin = Route.useRouteContext({ select: (c) => c.origin })
  const obituary = useObituary()
  return <ObituaryMain obituary={obituary} pageUrl={canonicalUrl(origin, obituaryHref(obituary))} />
}
