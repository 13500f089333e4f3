/** How this browser can share a link: the system share sheet, the clipboard, or neither. */
export type ShareMode = 'share' | 'copy' | 'none'

type NavigatorLike = {
  share?: unknown
  canShare?: (data: ShareData) => boolean
  clipboard?: { writeText?: unknown }
}

/** The Web Share API where it exists (phones, mostly), else copying the link. */
export function shareMode(nav: NavigatorLike | undefined, data: ShareData): ShareMode {
  if (!nav) return 'none'
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) return 'share'
  if (nav.clipboard && typeof nav.clipboard.writeText === 'function') return 'copy'
  return 'none'
}

/** Closing the share sheet without choosing is no failure worth a message. */
export function isShareCancel(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

export const LINK_COPIED = 'Link copied'
