import { queryOptions } from '@tanstack/react-query'
import { orNotFound } from '#contract/errors.ts'
import * as operations from '#contract/operation-routes.gen.ts'
import { MAX_PAGE_SIZE } from '#contract/paging.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { readAnswer } from '#src/lib/read-answer.ts'

/** What the media tasks read (spec §7 photos, music, obituary, memorial-theme, stock themes), as TanStack Query options. */

export const mediaKeys = {
  photos: (caseId: number) => [...portalKeys.case(caseId), 'photos'] as const,
  music: (caseId: number) => [...portalKeys.case(caseId), 'music'] as const,
  obituary: (caseId: number) => [...portalKeys.case(caseId), 'obituary'] as const,
  theme: (caseId: number) => [...portalKeys.case(caseId), 'memorial-theme'] as const,
  stockThemes: ['portal', 'stock-themes'] as const,
}

// An album holds the photos of one life, often more than a page: the screen shows the first hundred and says how many there are.
export const albumPhotosQuery = (caseId: number) =>
  queryOptions({
    queryKey: mediaKeys.photos(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdPhotos, { params: { caseId }, query: { page: 0, size: MAX_PAGE_SIZE } }),
  })

export const musicQuery = (caseId: number) =>
  queryOptions({
    queryKey: mediaKeys.music(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdMusic, { params: { caseId }, query: { page: 0, size: MAX_PAGE_SIZE } }),
  })

/** The obituary as the family has it (its photo is this task's), or null while none is started (the api's 404). Read in the browser only. */
export const familyObituaryQuery = (caseId: number) =>
  queryOptions({
    queryKey: mediaKeys.obituary(caseId),
    queryFn: () => orNotFound(readAnswer(operations.getApiFamilyCasesByCaseIdObituary, { params: { caseId } }), () => null),
  })

export const memorialThemeQuery = (caseId: number) =>
  queryOptions({
    queryKey: mediaKeys.theme(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdMemorialTheme, { params: { caseId } }),
  })

/** The funeral home's stock themes: the same for every case, and seldom changed. */
export const stockThemesQuery = () =>
  queryOptions({
    queryKey: mediaKeys.stockThemes,
    queryFn: () => readAnswer(operations.getApiFamilyMediaAlbumsStockThemes),
    staleTime: 10 * 60_000,
  })
