import * as operations from '#contract/operation-routes.gen.ts'
import { readAnswer } from '#src/lib/read-answer.ts'
import { BLOG_PAGE_SIZE } from './rules.ts'

/** One page of published articles, newest first; `page` counts from 1 as in the address bar. */
export const loadBlogPage = (page: number) => readAnswer(operations.getApiWebBlog, { query: { page: page - 1, size: BLOG_PAGE_SIZE } })

export const loadBlogArticle = (id: number) => readAnswer(operations.getApiWebBlogArticlesById, { params: { id } })
