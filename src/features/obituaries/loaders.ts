import { orNotFound } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import type { MemorialVideo } from '#contract/obituaries.ts'
import { readAnswer } from '#src/lib/read-answer.ts'
import { MEMORIES_PAGE_SIZE, PHOTOS_PAGE_SIZE, searchApiQuery, type ObituariesSearch } from './rules.ts'

/** One page of a search, newest death first. */
export const loadObituarySearch = (search: ObituariesSearch) =>
  readAnswer(operations.getApiWebObituaries, { query: searchApiQuery(search) })

export const loadObituary = (id: number) => readAnswer(operations.getApiWebObituariesById, { params: { id } })

/** `page` counts from 1 as in the address bar. */
export const loadObituaryPhotos = (id: number, page: number) =>
  readAnswer(operations.getApiWebObituariesByIdPhotos, { params: { id }, query: { page: page - 1, size: PHOTOS_PAGE_SIZE } })

export const loadObituaryMemories = (id: number, page: number) =>
  readAnswer(operations.getApiWebObituariesByIdMemories, { params: { id }, query: { page: page - 1, size: MEMORIES_PAGE_SIZE } })

/** The memorial video, or null when there is none yet (the api's 404): a calm note, not an error page. */
export function loadMemorialVideo(id: number): Promise<MemorialVideo | null> {
  return orNotFound(readAnswer(operations.getApiWebObituariesByIdMemorialVideo, { params: { id } }, true), () => null)
}
