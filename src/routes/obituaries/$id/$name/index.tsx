import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ObituaryMain } from '#src/features/obituaries/ObituaryMain.tsx'
import { obituaryQuery } from '#src/features/obituaries/queries.ts'
import { obituaryHref } from '#src/features/obituaries/rules.ts'
import { obituaryTabHead } from '#src/features/obituaries/tab-head.ts'
import { canonicalUrl } from '#src/lib/seo.ts'

export const Route = createFileRoute('/obituaries/$id/$name/')({
  // The layout's loader has checked the id and the name and loaded the obituary.
  loader: ({ context, params }) => ({ id: Number(params.id), origin: context.origin }),
  head: ({ loaderData, match }) => (loaderData ? obituaryTabHead(match, loaderData.id, '') : {}),
  component: ObituaryMainTab,
})

function ObituaryMainTab() {
  const { id, origin } = Route.useLoaderData()
  const { data: obituary } = useSuspenseQuery(obituaryQuery(id))
  return <ObituaryMain obituary={obituary} pageUrl={canonicalUrl(origin, obituaryHref(obituary))} />
}
