import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { z } from 'zod'
import { ApiError } from '#contract/errors.ts'
import {
  MemorialVideoSchema,
  MemoryPageSchema,
  OBITUARY_PATHS,
  ObituaryPageSchema,
  ObituaryPhotoPageSchema,
  ObituarySchema,
  obituaryPath,
  type MemorialVideo,
} from '#contract/obituaries.ts'
import { browserHttp } from '#src/lib/browser-http.ts'
import { withQuery, type QueryObject } from '#core/http/query.ts'
import { MEMORIES_PAGE_SIZE, PHOTOS_PAGE_SIZE, searchApiQuery, type ObituariesSearch } from './rules.ts'

/**
 * Server: in-process through the BFF client; `status` sets the page's HTTP status on failure
 * (an unknown obituary is a real 404). Browser: same origin through the BFF proxy.
 */
const load = createIsomorphicFn()
  .server(async <S extends z.ZodType>(path: string, schema: S, status: boolean): Promise<z.output<S>> => {
    if (status) {
      const { upstreamJson } = await import('#src/lib/upstream.server.ts')
      return upstreamJson(path, schema)
    }
    const { upstreamQuiet } = await import('#src/lib/upstream.server.ts')
    return upstreamQuiet(path, schema)
  })
  .client(<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> => browserHttp.get(path, schema))

const STALE_MS = 60_000

/** One page of a search, newest death first. */
export function obituarySearchQuery(search: ObituariesSearch) {
  const query = searchApiQuery(search)
  return queryOptions({
    queryKey: ['obituaries', 'search', query],
    queryFn: () => load(withQuery(OBITUARY_PATHS.search, query as QueryObject), ObituaryPageSchema, true),
    staleTime: STALE_MS,
  })
}

export function obituaryQuery(id: number) {
  return queryOptions({
    queryKey: ['obituaries', 'one', id],
    queryFn: () => load(obituaryPath('obituary', id), ObituarySchema, true),
    staleTime: STALE_MS,
  })
}

/** `page` counts from 1 as in the address bar. */
export function obituaryPhotosQuery(id: number, page: number) {
  return queryOptions({
    queryKey: ['obituaries', id, 'photos', page],
    queryFn: () => load(withQuery(obituaryPath('photos', id), { page: page - 1, size: PHOTOS_PAGE_SIZE }), ObituaryPhotoPageSchema, true),
    staleTime: STALE_MS,
  })
}

export function obituaryMemoriesQuery(id: number, page: number) {
  return queryOptions({
    queryKey: ['obituaries', id, 'memories', page],
    queryFn: () => load(withQuery(obituaryPath('memories', id), { page: page - 1, size: MEMORIES_PAGE_SIZE }), MemoryPageSchema, true),
    staleTime: STALE_MS,
  })
}

/** The memorial video, or null when there is none yet (the api's 404): a calm note, not an error page. */
export function memorialVideoQuery(id: number) {
  return queryOptions({
    queryKey: ['obituaries', id, 'video'],
    queryFn: async (): Promise<MemorialVideo | null> => {
      try {
        return await load(obituaryPath('memorialVideo', id), MemorialVideoSchema, false)
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return null
        throw error
      }
    },
    staleTime: STALE_MS,
  })
}
