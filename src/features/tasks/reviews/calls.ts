import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import type { CaseDetails, CaseDetailsBody } from '#contract/case-details.ts'
import type {
  CaseVideo,
  FamilyObituary,
  ObituaryBody,
  StationeryItem,
  StationeryItemType,
  StationeryPageType,
} from '#contract/family-reviews.ts'
import { familyCasePath } from '#contract/family-paths.ts'
import type { MemorialComment, MemorialCommentStatus, WallSettings, WallSettingsBody } from '#contract/media.ts'
import { withQuery } from '#core/http/query.ts'
import { sessionProblem } from '#src/features/auth/problems.ts'
import { portalKeys } from '#src/features/portal/queries.ts'
import { browserHttp, unchecked } from '#src/lib/browser-http.ts'
import { toast } from '#src/ui/toast/toast.ts'
import { reviewKeys } from './queries.ts'

/** The review tasks' changes (spec §7): each answers what it changed, which replaces it on screen. */

type Stationery = { items: StationeryItem[] }

export const reviewCalls = {
  saveDetails: (caseId: number, body: CaseDetailsBody) =>
    browserHttp.post(familyCasePath(caseId, '/case-details'), unchecked<CaseDetails>(), { body }),
  saveObituary: (caseId: number, body: ObituaryBody) =>
    browserHttp.post(familyCasePath(caseId, '/obituary'), unchecked<FamilyObituary>(), { body }),
  approveObituary: (caseId: number) => browserHttp.post(familyCasePath(caseId, '/obituary/approve'), unchecked<FamilyObituary>()),
  commentOnVideo: (caseId: number, body: { text: string; atSeconds?: number }) =>
    browserHttp.post(familyCasePath(caseId, '/video/comment'), unchecked<CaseVideo>(), { body }),
  approveVideo: (caseId: number) => browserHttp.post(familyCasePath(caseId, '/video/approve'), unchecked<CaseVideo>()),
  commentOnStationery: (caseId: number, itemType: StationeryItemType, pageType: StationeryPageType | null, text: string) =>
    browserHttp.post(
      withQuery(familyCasePath(caseId, '/stationery/comment'), pageType ? { itemType, pageType } : { itemType }),
      unchecked<Stationery>(),
      { body: { text } },
    ),
  approveStationery: (caseId: number, itemType: StationeryItemType) =>
    browserHttp.post(withQuery(familyCasePath(caseId, '/stationery/approve'), { itemType }), unchecked<Stationery>()),
  moderate: (caseId: number, commentId: number, status: MemorialCommentStatus) =>
    browserHttp.post(familyCasePath(caseId, `/memorial-wall/comments/${commentId}`), unchecked<MemorialComment>(), { body: { status } }),
  saveWallSettings: (caseId: number, body: WallSettingsBody) =>
    browserHttp.post(familyCasePath(caseId, '/memorial-wall/settings'), unchecked<WallSettings>(), { body }),
}

type ReviewCallOptions<T> = {
  /** Where the answer goes in the cache (it replaces what the screen shows). */
  key?: QueryKey
  /** Also read again: the memorial wall's lists after a moderation. */
  refresh?: QueryKey
  done?: (answer: T) => string
  failure: string
  /** A form puts a 422's field errors beside its fields. */
  onError?: (error: unknown) => void
}

/**
 * Runs one review change: the answer replaces what is on screen, the case's tasks are read again
 * (an approval completes its task: the frame's status panel says so at once), and a toast says
 * how it went; a failure keeps its reason in `problem` for the screen to show beside the button.
 */
export function useReviewCall(caseId: number) {
  const client = useQueryClient()
  const [pending, setPending] = useState<string | undefined>()
  const [problem, setProblem] = useState<{ about: string; message: string } | undefined>()

  async function run<T>(about: string, call: () => Promise<T>, options: ReviewCallOptions<T>): Promise<T | undefined> {
    setPending(about)
    setProblem(undefined)
    try {
      const answer = await call()
      if (options.key) client.setQueryData(options.key, answer)
      const done = options.done?.(answer)
      if (done) toast.success(done)
      await Promise.all([
        client.invalidateQueries({ queryKey: portalKeys.tasks(caseId) }),
        client.invalidateQueries({ queryKey: [...portalKeys.all, 'cases'] }),
        options.refresh ? client.invalidateQueries({ queryKey: options.refresh }) : undefined,
      ])
      return answer
    } catch (error) {
      const message = sessionProblem(error)
      setProblem({ about, message })
      options.onError?.(error)
      toast.error(options.failure, { description: message })
      if (options.key) void client.invalidateQueries({ queryKey: options.key })
      return undefined
    } finally {
      setPending(undefined)
    }
  }

  return { run, pending, problem, keys: reviewKeys }
}
