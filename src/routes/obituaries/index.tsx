import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ObituarySearch } from '#src/features/obituaries/ObituarySearch.tsx'
import { obituarySearchQuery } from '#src/features/obituaries/queries.ts'
import { ObituariesSearchSchema } from '#src/features/obituaries/rules.ts'
import { cachedSite, fixedPageHead, pageLocation } from '#src/features/pages/head.ts'
import { useSite } from '#src/features/site/use-site.ts'

export const Route = createFileRoute('/obituaries/')({
  validateSearch: ObituariesSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(obituarySearchQuery(deps.search))
    return pageLocation(context, '/obituaries')
  },
  head: ({ loaderData, match }) => {
    const site = cachedSite(match.context)
    return site && loaderData
      ? fixedPageHead(site, 'Obituaries', loaderData, `Obituaries and service information from ${site.company.name}.`)
      : {}
  },
  component: Obituaries,
})

function Obituaries() {
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(obituarySearchQuery(search))
  return <ObituarySearch search={search} results={data} locations={useSite().locations} />
}
