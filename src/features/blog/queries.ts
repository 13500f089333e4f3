import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { BLOG_PATHS, BlogArticlePageSchema, BlogArticleSchema, blogArticlePath, type BlogArticle } from '#contract/blog.ts'
import type { Page } from '#contract/paging.ts'
import type { BlogArticleSummary } from '#contract/blog.ts'
import { browserHttp } from '#src/lib/browser-http.ts'
import { withQuery } from '#core/http/query.ts'
import { BLOG_PAGE_SIZE } from './rules.ts'

type ListQuery = { page: number; size: number }

/** Server: in-process through the BFF client (its failure sets the page's status). Browser: same origin. */
const loadBlogPage = createIsomorphicFn()
  .server(async (query: ListQuery): Promise<Page<BlogArticleSummary>> => {
    const { upstreamJson } = await import('#src/lib/upstream.server.ts')
    return upstreamJson(withQuery(BLOG_PATHS.list, query), BlogArticlePageSchema)
  })
  .client((query: ListQuery) => browserHttp.get(BLOG_PATHS.list, BlogArticlePageSchema, { query }))

const loadBlogArticle = createIsomorphicFn()
  .server(async (id: number): Promise<BlogArticle> => {
    const { upstreamJson } = await import('#src/lib/upstream.server.ts')
    return upstreamJson(blogArticlePath(id), BlogArticleSchema)
  })
  .client((id: number) => browserHttp.get(blogArticlePath(id), BlogArticleSchema))

/** One page of published articles, newest first; `page` counts from 1 as in the address bar. */
export function blogListQuery(page: number) {
  return queryOptions({
    queryKey: ['blog', 'list', page, BLOG_PAGE_SIZE],
    queryFn: () => loadBlogPage({ page: page - 1, size: BLOG_PAGE_SIZE }),
    staleTime: 60_000,
  })
}

export function blogArticleQuery(id: number) {
  return queryOptions({
    queryKey: ['blog', 'article', id],
    queryFn: () => loadBlogArticle(id),
    staleTime: 60_000,
  })
}
