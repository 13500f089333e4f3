import { BLOG_PATHS, blogArticlePath } from '#contract/blog-constants.ts'
import { readAnswer } from '#src/lib/read-answer.ts'
import { withQuery } from '#core/http/query.ts'
import { BLOG_PAGE_SIZE } from './rules.ts'

/** One page of published articles, newest first; `page` counts from 1 as in the address bar. */
export const loadBlogPage = (page: number) => readAnswer(withQuery(BLOG_PATHS.list, { page: page - 1, size: BLOG_PAGE_SIZE }), 'blogList')

export const loadBlogArticle = (id: number) => readAnswer(blogArticlePath(id), 'blogArticle')
