import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Page } from '#contract/paging.ts'

/** A saved upload put at the end of its list in the cache, so it shows at once without asking the api again. */
export function appendToPage<T>(client: QueryClient, key: QueryKey, item: T): void {
  client.setQueryData<Page<T>>(key, (page) =>
    page ? { ...page, content: [...page.content, item], totalElements: page.totalElements + 1 } : page,
  )
}

/** A removed file taken out of its list in the cache. */
export function removeFromPage<T extends { id: number }>(client: QueryClient, key: QueryKey, id: number): void {
  client.setQueryData<Page<T>>(key, (page) =>
    page ? { ...page, content: page.content.filter((item) => item.id !== id), totalElements: Math.max(0, page.totalElements - 1) } : page,
  )
}
