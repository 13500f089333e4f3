import { longDate, zonedFields } from '#src/lib/zoned-date.ts'
import { wholeNumberParam } from '#src/lib/search-params.ts'

/** Articles per page of /blog: few enough to read on a phone without endless scrolling. */
export const BLOG_PAGE_SIZE = 6
/** Far beyond any blog; keeps a silly `?page=` from becoming a silly upstream query. */
export const MAX_BLOG_PAGE = 10_000

/**
 * `/blog?page=` counts from 1. Anything else (missing, `abc`, `0`, `2.5`) reads as the first
 * page rather than an error: it is an address a visitor may have typed or trimmed.
 */
export type BlogSearch = { page?: number }
export function parseBlogSearch(search: Record<string, unknown>): BlogSearch {
  return { page: wholeNumberParam(search.page, 1, MAX_BLOG_PAGE) }
}

/** The address of page `page` of the blog: page 1 is plain `/blog`. */
export function blogPageHref(page: number): string {
  return page > 1 ? `/blog?page=${page}` : '/blog'
}

export type Pager = { page: number; totalPages: number; newer?: string; older?: string }

/** Links to newer (previous) and older (next) pages, when they exist. */
export function blogPager(page: number, totalPages: number): Pager {
  return {
    page,
    totalPages,
    newer: page > 1 ? blogPageHref(Math.min(page - 1, Math.max(totalPages, 1))) : undefined,
    older: page < totalPages ? blogPageHref(page + 1) : undefined,
  }
}

/** '/blog/article/101' */
export function blogArticleHref(id: number): string {
  return `/blog/article/${id}`
}

/**
 * A publication time as a date in the funeral home's own zone ('November 9, 2026'), the same on
 * the server and in the browser, so hydration never disagrees.
 */
export function formatPublished(iso: string, timeZone: string): string {
  return longDate(zonedFields(iso, timeZone))
}

/**
 * The `{id}` of /blog/article/{id} as a number, or undefined (then the page is a 404): digits only,
 * so `1e2`, `0x10` or ` 7` are not quietly read as other articles.
 */
export function parseArticleId(raw: string): number | undefined {
  if (!/^\d{1,15}$/.test(raw)) return undefined
  const id = Number(raw)
  return id > 0 ? id : undefined
}
