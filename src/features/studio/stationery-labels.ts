import type { ReviewStatus, StationeryPageType } from '#contract/family-reviews.ts'

/** A side of a piece, as the studio names it. */
export const SIDE_LABELS: Readonly<Record<StationeryPageType, string>> = {
  front: 'Front',
  'inside-left': 'Inside left',
  'inside-right': 'Inside right',
  back: 'Back',
}

/** Where a piece stands, from the home's side. */
export const PROOF_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  'in-production': 'Being prepared: the family has not seen it',
  'ready-for-review': 'With the family for review',
  'changes-requested': 'The family asked for changes',
  approved: 'Approved by the family',
}
