import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { BlogList } from '#src/features/blog/BlogList.tsx'
import { blogListQuery } from '#src/features/blog/queries.ts'
import { parseBlogSearch } from '#src/features/blog/rules.ts'
import { cachedSite, fixedPageHead, pageLocation } from '#src/features/pages/head.ts'
import { useSite } from '#src/features/site/use-site.ts'

export const Route = createFileRoute('/blog/')({
  validateSearch: parseBlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(blogListQuery(deps.page))
    return { ...pageLocation(context, '/blog'), page: deps.page }
  },
  head: ({ loaderData, match }) => {
    const site = cachedSite(match.context)
    return site && loaderData ? fixedPageHead(site, 'Blog', loaderData) : {}
  },
  component: Blog,
})

function Blog() {
  const { page } = Route.useLoaderData()
  const { data } = useSuspenseQuery(blogListQuery(page))
  return <BlogList articles={data} page={page} timeZone={useSite().company.timeZone} />
}
