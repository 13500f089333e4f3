/**
 * The paths, the grace period and the messages of the home's data (decision 072), without zod: the
 * studio's data screen takes these, so its first load carries no schema (issue 15's budgets).
 */

export const STUDIO_EXPORT_PATH = '/api/staff/settings/export'
export const STUDIO_EXPORT_ARCHIVE_PATH = `${STUDIO_EXPORT_PATH}/archive`
export const STUDIO_CLOSING_PATH = '/api/staff/settings/closing'

/** Days between asking to close the account and the removal of its data. */
export const CLOSING_GRACE_DAYS = 30

export const STUDIO_DATA_MESSAGES = {
  nameRequired: "Type the home's name to confirm",
  nameMismatch: (name: string) => `Type the home's name exactly as it is written: ${name}`,
  alreadyClosing: 'The account is already closing; cancel the closing first to ask again.',
} as const
