import { statusMessageFor } from '#contract/errors.ts'

/** Spec §2 "Error page" wording. */
export const ERROR_PAGE_TEXT = {
  notFoundTitle: '404 - Page Not Found',
  notFoundHeading: "Sorry, we can't find that page",
  notFoundText: "The page you're looking for might have been removed, or it could be an old link.",
  genericTitle: 'There was an error',
  unavailableText: "The page you're looking for is temporarily unavailable. Please try again later.",
  home: 'Home',
  search: 'Search for a loved one',
} as const

export type ErrorPageContent = { statusCode?: number; title: string; heading: string; text: string }

/** Reads a status out of whatever reached the boundary: ApiError, a not-found, a serialised error. */
export function errorStatus(error: unknown): { statusCode?: number; statusMessage?: string } {
  if (!error || typeof error !== 'object') return {}
  const e = error as { statusCode?: unknown; statusMessage?: unknown; isNotFound?: unknown; message?: unknown }
  if (e.isNotFound === true) return { statusCode: 404, statusMessage: statusMessageFor(404) }
  if (typeof e.statusCode === 'number') {
    return {
      statusCode: e.statusCode,
      statusMessage: typeof e.statusMessage === 'string' ? e.statusMessage : statusMessageFor(e.statusCode),
    }
  }
  return {}
}

/** Title, heading and text of the error page for an error (spec §2). */
export function errorPageContent(error: unknown): ErrorPageContent {
  if (error === undefined || error === null) {
    return { title: ERROR_PAGE_TEXT.genericTitle, heading: ERROR_PAGE_TEXT.genericTitle, text: ERROR_PAGE_TEXT.unavailableText }
  }
  const { statusCode, statusMessage } = errorStatus(error)
  if (statusCode === 404) {
    return {
      statusCode,
      title: ERROR_PAGE_TEXT.notFoundTitle,
      heading: ERROR_PAGE_TEXT.notFoundHeading,
      text: ERROR_PAGE_TEXT.notFoundText,
    }
  }
  const title =
    statusCode === undefined ? ERROR_PAGE_TEXT.genericTitle : statusMessage ? `${statusCode} - ${statusMessage}` : `${statusCode} - Error`
  return { statusCode, title, heading: title, text: ERROR_PAGE_TEXT.unavailableText }
}
