import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import * as operations from '#contract/operation-routes.gen.ts'
import { orNotFound } from '#contract/errors.ts'
import type { MemorialCommentStatus } from '#contract/media.ts'
import { portalKeys } from '#src/features/portal/index.ts'
import { readAnswer, type Answer } from '#src/lib/read-answer.ts'

/** What the review tasks read (spec §7 case-details, obituary, video, stationery, memorial wall), as Query options. */

/** Memories per page of the moderation list. */
export const WALL_PAGE_SIZE = 20

export const reviewKeys = {
  details: (caseId: number) => [...portalKeys.case(caseId), 'case-details'] as const,
  obituary: (caseId: number) => [...portalKeys.case(caseId), 'obituary'] as const,
  video: (caseId: number) => [...portalKeys.case(caseId), 'video'] as const,
  stationery: (caseId: number) => [...portalKeys.case(caseId), 'stationery'] as const,
  wall: portalKeys.memorialWall,
  wallComments: (caseId: number, status: MemorialCommentStatus, page: number) =>
    [...portalKeys.case(caseId), 'memorial-wall', 'comments', status, page] as const,
  wallSettings: (caseId: number) => [...portalKeys.case(caseId), 'memorial-wall', 'settings'] as const,
}

/**
 * On the server, the page is found after all: the read's 404 (which upstreamJson gave the page)
 * meant "not made yet", a calm note on the task screen, not a missing page.
 */
const pageFoundAfterAll = createIsomorphicFn()
  .server(async () => {
    const { setResponseStatus } = await import('@tanstack/react-start/server')
    setResponseStatus(200)
  })
  .client(async () => {})

/** The reads that may be "none yet": by the case alone. */
type OrNoneRoute = typeof operations.getApiFamilyCasesByCaseIdObituary | typeof operations.getApiFamilyCasesByCaseIdVideo

/** The answer, or null when the api says there is none yet (an obituary not started: its 404). */
function orNone<R extends OrNoneRoute>(route: R, caseId: number): Promise<Answer<R> | null> {
  return orNotFound(readAnswer(route as OrNoneRoute, { params: { caseId } }) as Promise<Answer<R>>, async () => {
    await pageFoundAfterAll()
    return null
  })
}

export const caseDetailsQuery = (caseId: number) =>
  queryOptions({
    queryKey: reviewKeys.details(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdCaseDetails, { params: { caseId } }),
  })

export const obituaryQuery = (caseId: number) =>
  queryOptions({ queryKey: reviewKeys.obituary(caseId), queryFn: () => orNone(operations.getApiFamilyCasesByCaseIdObituary, caseId) })

export const videoQuery = (caseId: number) =>
  queryOptions({ queryKey: reviewKeys.video(caseId), queryFn: () => orNone(operations.getApiFamilyCasesByCaseIdVideo, caseId) })

export const stationeryQuery = (caseId: number) =>
  queryOptions({
    queryKey: reviewKeys.stationery(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdStationery, { params: { caseId } }),
  })

export const wallCommentsQuery = (caseId: number, status: MemorialCommentStatus, page = 0) =>
  queryOptions({
    queryKey: reviewKeys.wallComments(caseId, status, page),
    queryFn: () =>
      readAnswer(operations.getApiFamilyCasesByCaseIdMemorialWallCommentsByStatus, {
        params: { caseId, status },
        query: { page, size: WALL_PAGE_SIZE },
      }),
  })

export const wallSettingsQuery = (caseId: number) =>
  queryOptions({
    queryKey: reviewKeys.wallSettings(caseId),
    queryFn: () => readAnswer(operations.getApiFamilyCasesByCaseIdMemorialWallSettings, { params: { caseId } }),
  })
