import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '#contract/errors.ts'
import { OBITUARY_PATHS, obituaryPath } from '#contract/obituary-constants.ts'
import type { MemorialVideo } from '#contract/obituaries.ts'
import { readAnswer } from '#src/lib/read-answer.ts'
import { withQuery, type QueryObject } from '#core/http/query.ts'
import { MEMORIES_PAGE_SIZE, PHOTOS_PAGE_SIZE, searchApiQuery, type ObituariesSearch } from './rules.ts'

const STALE_MS = 60_000

/** One page of a search, newest death first. */
export function obituarySearchQuery(search: ObituariesSearch) {
  const query = searchApiQuery(search)
  return queryOptions({
    queryKey: ['obituaries', 'search', query],
    queryFn: () => readAnswer(withQuery(OBITUARY_PATHS.search, query as QueryObject), 'obituarySearch'),
    staleTime: STALE_MS,
  })
}

export function obituaryQuery(id: number) {
  return queryOptions({
    queryKey: ['obituaries', 'one', id],
    queryFn: () => readAnswer(obituaryPath('obituary', id), 'obituary'),
    staleTime: STALE_MS,
  })
}

/** `page` counts from 1 as in the address bar. */
export function obituaryPhotosQuery(id: number, page: number) {
  return queryOptions({
    queryKey: ['obituaries', id, 'photos', page],
    queryFn: () => readAnswer(withQuery(obituaryPath('photos', id), { page: page - 1, size: PHOTOS_PAGE_SIZE }), 'obituaryPhotos'),
    staleTime: STALE_MS,
  })
}

export function obituaryMemoriesQuery(id: number, page: number) {
  return queryOptions({
    queryKey: ['obituaries', id, 'memories', page],
    queryFn: () => readAnswer(withQuery(obituaryPath('memories', id), { page: page - 1, size: MEMORIES_PAGE_SIZE }), 'memories'),
    staleTime: STALE_MS,
  })
}

/** The memorial video, or null when there is none yet (the api's 404): a calm note, not an error page. */
export function memorialVideoQuery(id: number) {
  return queryOptions({
    queryKey: ['obituaries', id, 'video'],
    queryFn: async (): Promise<MemorialVideo | null> => {
      try {
        return await readAnswer(obituaryPath('memorialVideo', id), 'memorialVideo', true)
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return null
        throw error
      }
    },
    staleTime: STALE_MS,
  })
}
