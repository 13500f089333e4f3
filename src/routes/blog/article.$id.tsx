import { createFileRoute, notFound } from '@tanstack/react-router'
import { orNotFound } from '#contract/errors.ts'
import { BlogArticleView } from '#src/features/blog/BlogArticleView.tsx'
import { blogArticleHref, parseArticleId } from '#src/features/blog/rules.ts'
import { contextSite, notFoundHead, pageLocation } from '#src/features/pages/head.ts'
import { PageNotFound } from '#src/features/pages/PageNotFound.tsx'
import { useSite } from '#src/features/site/use-site.ts'
import { throwNotFound } from '#src/lib/not-found.ts'
import { articleJsonLd, documentTitle, jsonLdScript, seoHead } from '#src/lib/seo.ts'

export const Route = createFileRoute('/blog/article/$id')({
  loader: async ({ context, params }) => {
    const { loadBlogArticle } = await import('#src/features/blog/loaders.ts')
    const id = parseArticleId(params.id)
    if (id === undefined) throw notFound()
    // An unknown or unpublished article is the same 404 as an unknown page.
    const article = await orNotFound(loadBlogArticle(id), throwNotFound)
    return { ...pageLocation(context, blogArticleHref(id)), id, article }
  },
  head: ({ loaderData, match }) => {
    const site = contextSite(match.context)
    if (!loaderData) return notFoundHead()
    const { article } = loaderData
    if (!site) return {}
    const head = seoHead({
      ...loaderData,
      siteName: site.company.name,
      title: documentTitle(article.title, site.company.name),
      description: article.excerpt,
      type: 'article',
      image: article.cover ?? (site.company.logoUrl ? { url: site.company.logoUrl } : null),
    })
    const jsonLd = articleJsonLd(article, site.company, loaderData.origin, loaderData.path)
    return { ...head, scripts: [jsonLdScript(jsonLd)] }
  },
  component: Article,
  notFoundComponent: PageNotFound,
})

function Article() {
  const { article } = Route.useLoaderData()
  return <BlogArticleView article={article} timeZone={useSite().company.timeZone} />
}
