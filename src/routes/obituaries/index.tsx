import { createFileRoute } from '@tanstack/react-router'
import { ObituarySearch } from '#src/features/obituaries/ObituarySearch.tsx'
import { dateRangeProblem, parseObituariesSearch } from '#src/features/obituaries/rules.ts'
import { contextSite, fixedPageHead, pageLocation } from '#src/features/pages/head.ts'
import { useSite } from '#src/features/site/use-site.ts'

export const Route = createFileRoute('/obituaries/')({
  validateSearch: parseObituariesSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const { loadObituarySearch } = await import('#src/features/obituaries/loaders.ts')
    // A reversed date range is not searched: the page says so beside the dates.
    const results = dateRangeProblem(deps.search) ? undefined : await loadObituarySearch(deps.search)
    return { ...pageLocation(context, '/obituaries'), results }
  },
  head: ({ loaderData, match }) => {
    const site = contextSite(match.context)
    return site && loaderData
      ? fixedPageHead(site, 'Obituaries', loaderData, `Obituaries and service information from ${site.company.name}.`)
      : {}
  },
  component: Obituaries,
})

function Obituaries() {
  const search = Route.useSearch()
  const { results } = Route.useLoaderData()
  const locations = useSite().locations
  const problem = dateRangeProblem(search)
  return problem || !results ? (
    <ObituarySearch search={search} locations={locations} rangeProblem={problem} />
  ) : (
    <ObituarySearch search={search} results={results} locations={locations} />
  )
}
