import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { Location } from '#contract/website.ts'
import { ObituarySearch } from '#src/features/obituaries/ObituarySearch.tsx'
import { obituarySearchQuery } from '#src/features/obituaries/queries.ts'
import { dateRangeProblem, parseObituariesSearch, type ObituariesSearch } from '#src/features/obituaries/rules.ts'
import { cachedSite, fixedPageHead, pageLocation } from '#src/features/pages/head.ts'
import { useSite } from '#src/features/site/use-site.ts'

export const Route = createFileRoute('/obituaries/')({
  validateSearch: parseObituariesSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    // A reversed date range is not searched: the page says so beside the dates.
    if (!dateRangeProblem(deps.search)) await context.queryClient.ensureQueryData(obituarySearchQuery(deps.search))
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
  const problem = dateRangeProblem(search)
  const locations = useSite().locations
  return problem ? (
    <ObituarySearch search={search} locations={locations} rangeProblem={problem} />
  ) : (
    <SearchResults search={search} locations={locations} />
  )
}

function SearchResults({ search, locations }: { search: ObituariesSearch; locations: Location[] }) {
  const { data } = useSuspenseQuery(obituarySearchQuery(search))
  return <ObituarySearch search={search} results={data} locations={locations} />
}
