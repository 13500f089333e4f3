import { createFileRoute } from '@tanstack/react-router'
import { BlogList } from '#src/features/blog/BlogList.tsx'
import { parseBlogSearch } from '#src/features/blog/rules.ts'
import { contextSite, fixedPageHead, pageLocation } from '#src/features/pages/head.ts'
import { useSite } from '#src/features/site/use-site.ts'

export const Route = createFileRoute('/blog/')({
  validateSearch: parseBlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    const { loadBlogPage } = await import('#src/features/blog/loaders.ts')
    const articles = await loadBlogPage(deps.page)
    return { ...pageLocation(context, '/blog'), page: deps.page, articles }
  },
  head: ({ loaderData, match }) => {
    const site = contextSite(match.context)
    return site && loaderData ? fixedPageHead(site, 'Blog', loaderData) : {}
  },
  component: Blog,
})

function Blog() {
  const { page, articles } = Route.useLoaderData()
  return <BlogList articles={articles} page={page} timeZone={useSite().company.timeZone} />
}
