import type { ReviewStatus } from '#contract/family-reviews.ts'

/**
 * What the family may do with something the funeral home produced for review (the memorial
 * video, each stationery piece). `what` names it in the messages ("The video", "The prayer card").
 * Each function answers null when allowed, otherwise the sentence a 422 carries.
 */

/** Approving needs something to look at; approving an approved piece again is not an error. */
export function approveError(status: ReviewStatus, what: string): string | null {
  if (status === 'in-production') return `${what} is still being prepared; you can approve it once it is ready for review`
  return null
}

/** A comment asks for changes: only while the family is reviewing. */
export function commentError(status: ReviewStatus, what: string): string | null {
  if (status === 'in-production') return `${what} is still being prepared; you can comment once it is ready for review`
  if (status === 'approved') return `${what} is already approved; call the funeral home to change it`
  return null
}

/** The status after a family action. */
export function afterReview(status: ReviewStatus, action: 'approve' | 'comment'): ReviewStatus {
  if (action === 'approve') return 'approved'
  return status === 'approved' ? status : 'changes-requested'
}

/** Pieces an "approve all" covers: those the family is reviewing. */
export function isAwaitingFamily(status: ReviewStatus): boolean {
  return status === 'ready-for-review' || status === 'changes-requested'
}
