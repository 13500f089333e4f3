/** Spec §9: the progress bar's default maximum. */
export const PROGRESS_DEFAULT_MAX = 100

export type ProgressState = { indeterminate: true; max: number } | { indeterminate: false; max: number; value: number; percent: number }

/**
 * Spec §9: a missing value is indeterminate; the value is clamped to 0…max
 * (0–100 with the default max), and the bar's fill to 0–100 %.
 */
export function progressState(value: number | null | undefined, max: number = PROGRESS_DEFAULT_MAX): ProgressState {
  const safeMax = Number.isFinite(max) && max > 0 ? max : PROGRESS_DEFAULT_MAX
  if (value === null || value === undefined || Number.isNaN(value)) return { indeterminate: true, max: safeMax }
  const clamped = Math.min(Math.max(value, 0), safeMax)
  return { indeterminate: false, max: safeMax, value: clamped, percent: (clamped / safeMax) * 100 }
}
