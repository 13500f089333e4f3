import { orNotFound } from '#contract/errors.ts'
import { OBITUARY_PATHS, obituaryPath } from '#contract/obituary-constants.ts'
import type { MemorialVideo } from '#contract/obituaries.ts'
import { readAnswer } from '#src/lib/read-answer.ts'
import { withQuery, type QueryObject } from '#core/http/query.ts'
import { MEMORIES_PAGE_SIZE, PHOTOS_PAGE_SIZE, searchApiQuery, type ObituariesSearch } from './rules.ts'

/** One page of a search, newest death first. */
export const loadObituarySearch = (search: ObituariesSearch) =>
  readAnswer(withQuery(OBITUARY_PATHS.search, searchApiQuery(search) as QueryObject), 'obituarySearch')

export const loadObituary = (id: number) => readAnswer(obituaryPath('obituary', id), 'obituary')

/** `page` counts from 1 as in the address bar. */
export const loadObituaryPhotos = (id: number, page: number) =>
  readAnswer(withQuery(obituaryPath('photos', id), { page: page - 1, size: PHOTOS_PAGE_SIZE }), 'obituaryPhotos')

export const loadObituaryMemories = (id: number, page: number) =>
  readAnswer(withQuery(obituaryPath('memories', id), { page: page - 1, size: MEMORIES_PAGE_SIZE }), 'memories')

/** The memorial video, or null when there is none yet (the api's 404): a calm note, not an error page. */
export function loadMemorialVideo(id: number): Promise<MemorialVideo | null> {
  return orNotFound(readAnswer(obituaryPath('memorialVideo', id), 'memorialVideo', true), () => null)
}
