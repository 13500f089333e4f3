import { queryOptions } from '@tanstack/react-query'
import { BLOG_PATHS, blogArticlePath } from '#contract/blog-constants.ts'
import { readAnswer } from '#src/lib/read-answer.ts'
import { withQuery } from '#core/http/query.ts'
import { BLOG_PAGE_SIZE } from './rules.ts'

type ListQuery = { page: number; size: number }

const loadBlogPage = (query: ListQuery) => readAnswer(withQuery(BLOG_PATHS.list, query), 'blogList')
const loadBlogArticle = (id: number) => readAnswer(blogArticlePath(id), 'blogArticle')

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
