/** Spec §8: generic wording shared by every screen. */
export const TEXTS = {
  noData: 'No data',
  noMatchingData: 'No matching data',
  backToHome: 'Back to home',
} as const
