import { z } from 'zod'

/** Page sizes are ours to choose (spec §9: "Page sizes … not shown"). */
export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/**
 * `?page=&size=` of every list call (spec §7 "paging"), through the client's dotted query
 * flattening. `page` counts from 0. Query values arrive as text, hence the coercion.
 */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})
export type PageQuery = z.infer<typeof PageQuerySchema>

/** A page of a list: `content` plus the totals a pager needs. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int().min(0),
    size: z.number().int().min(1),
    totalElements: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  })
}
export type Page<T> = { content: T[]; page: number; size: number; totalElements: number; totalPages: number }

export function toPage<T>(content: T[], query: PageQuery, totalElements: number): Page<T> {
  return { content, page: query.page, size: query.size, totalElements, totalPages: Math.ceil(totalElements / query.size) }
}
