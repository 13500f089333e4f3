import type { Approval, Person } from '#contract/common.ts'
import type { ReviewStatus, StationeryItemType, StationeryPageType } from '#contract/family-reviews.ts'
import type { MemorialCommentStatus, WallSettingsBody } from '#contract/media.ts'
import { clockTime, longDate, zonedFields } from '#src/lib/zoned-date.ts'

/**
 * The review tasks' rules (issue 20), pure: who approved and when in words, what the family may
 * do with a piece in each status, the stationery's names, the memorial wall's settings in plain
 * words. The screens only lay these out.
 */

/** "you" for the signed-in member, otherwise the person's name. */
export function personName(person: Person, userId: number | undefined): string {
  return person.id === userId ? 'you' : `${person.firstName} ${person.lastName}`
}

/** 'November 27, 2026 at 4:15 PM' in the funeral home's zone. */
export function whenSaid(instant: string, timeZone: string): string {
  const fields = zonedFields(instant, timeZone)
  return `${longDate(fields)} at ${clockTime(fields)}`
}

/** "Approved by Ada Practice on November 27, 2026 at 4:15 PM." (or "by you"). */
export function approvalSentence(approval: Approval, userId: number | undefined, timeZone: string): string {
  return `Approved by ${personName(approval.approvedBy, userId)} on ${whenSaid(approval.approvedAt, timeZone)}.`
}

export type ReviewActions = { canApprove: boolean; canComment: boolean; note: string }

/**
 * What the family may do with a piece the funeral home made (the api's own rule, api/src/family/reviews.ts):
 * nothing while it is being prepared; approve or ask for changes while reviewing; once approved,
 * it is settled (a change is a call to the funeral home).
 */
export function reviewActions(status: ReviewStatus, what: string): ReviewActions {
  switch (status) {
    case 'in-production':
      return { canApprove: false, canComment: false, note: `${what} is still being prepared. You can review it once it is ready.` }
    case 'ready-for-review':
      return { canApprove: true, canComment: true, note: `${what} is ready for your review.` }
    case 'changes-requested':
      return {
        canApprove: true,
        canComment: true,
        note: `You asked for changes to ${lowerFirst(what)}. The funeral home will update it; you can still approve it as it is.`,
      }
    case 'approved':
      return { canApprove: false, canComment: false, note: `${what} is approved. To change it now, please call the funeral home.` }
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/** A moment of the video as people say it: 95 → '1:35', 3725 → '1:02:05'. */
export function videoMoment(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** The whole second the player stands at, within the video's length (the api refuses a moment past its end). */
export function momentOf(currentTime: number, durationSeconds: number | null): number {
  const at = Number.isFinite(currentTime) ? Math.max(0, Math.floor(currentTime)) : 0
  return durationSeconds === null ? at : Math.min(at, durationSeconds)
}

export const PAGE_LABELS: Readonly<Record<StationeryPageType, string>> = {
  front: 'Front',
  'inside-left': 'Inside left',
  'inside-right': 'Inside right',
  back: 'Back',
}

export const ITEM_LABELS: Readonly<Record<StationeryItemType, string>> = {
  'memorial-folder': 'Memorial folder',
  'prayer-card': 'Prayer card',
  bookmark: 'Bookmark',
  'guest-book': 'Guest book',
  other: 'Other piece',
}

/** The `{item}` of `review-stationery/{item}`: a piece's type, or undefined for anything else. */
export function parseStationeryItem(item: string): StationeryItemType | undefined {
  return Object.hasOwn(ITEM_LABELS, item) ? (item as StationeryItemType) : undefined
}

/** The comments about one page (`pageType`), or about the piece as a whole (`null`). */
export function commentsAbout<C extends { pageType: StationeryPageType | null }>(
  comments: readonly C[],
  pageType: StationeryPageType | null,
): C[] {
  return comments.filter((comment) => comment.pageType === pageType)
}

/** "2 of 3 pieces approved" for the stationery's summary. */
export function stationeryProgress(items: readonly { status: ReviewStatus }[]): string {
  const approved = items.filter((item) => item.status === 'approved').length
  return `${approved} of ${items.length} ${items.length === 1 ? 'piece' : 'pieces'} approved`
}

export const WALL_STATUS_LABELS: Readonly<Record<MemorialCommentStatus, string>> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Hidden',
}

/** What the family sees when a list is empty, per status. */
export const WALL_EMPTY: Readonly<Record<MemorialCommentStatus, string>> = {
  pending: 'No memories are waiting for your review.',
  approved: 'No memories have been approved yet.',
  rejected: 'No memories have been hidden.',
}

/** The status a moderation button sets, with its label and the toast after it. */
export function moderationChoices(status: MemorialCommentStatus): { to: MemorialCommentStatus; label: string; done: string }[] {
  const approve = { to: 'approved' as const, label: 'Approve', done: 'Approved: it now shows on the obituary' }
  const reject = { to: 'rejected' as const, label: 'Hide', done: 'Hidden: visitors will not see it' }
  const back = { to: 'pending' as const, label: 'Put back for review', done: 'Put back for review' }
  switch (status) {
    case 'pending':
      return [approve, reject]
    case 'approved':
      return [reject, back]
    case 'rejected':
      return [approve, back]
  }
}

/** The `?status=` of the memories screen: one of the statuses, pending when absent or unknown. */
export function parseWallStatus(value: unknown): MemorialCommentStatus {
  return value === 'approved' || value === 'rejected' ? value : 'pending'
}

/** What each wall setting means for visitors of the obituary, in plain words. */
export function wallSettingsExplained(settings: WallSettingsBody): string[] {
  if (!settings.open) {
    return ['Visitors can read the memories already shown, but they cannot share new ones: the form is not on the page.']
  }
  return [
    settings.moderation === 'review'
      ? 'New memories wait for your family to approve them before anyone else sees them.'
      : 'New memories appear on the obituary as soon as they are shared. You can still hide any of them later.',
    settings.allowPhotos ? 'Visitors may add one photo to a memory.' : 'Visitors can share words only; the photo button is not shown.',
  ]
}
