/**
 * Spec §4: "on successful submit the user goes to the thank-you page", and the thank-you is only
 * for that: a request this browser has just sent. The reference of the last request sent is
 * kept for this tab (sessionStorage: gone with the tab, each funeral home's origin its own), so a
 * reload of the thank-you still shows it while a shared or typed link goes to /plan-now.
 */

const SENT_KEY = 'plan-now-sent'

/** What the helpers need of `sessionStorage` (a test passes a fake). */
export type SentStorage = Pick<Storage, 'getItem' | 'setItem'>

function tabStorage(): SentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** Notes that the request with this reference was just sent from this tab (refused storage: nothing kept). */
export function rememberSentRequest(reference: string, storage: SentStorage | null = tabStorage()): void {
  try {
    storage?.setItem(SENT_KEY, reference)
  } catch {
    // Private mode or full storage: the thank-you then sends the visitor to /plan-now after a reload only.
  }
}

/** The reference of the request this tab sent last, if any. */
export function sentRequestReference(storage: SentStorage | null = tabStorage()): string | undefined {
  try {
    return storage?.getItem(SENT_KEY) ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The reference the thank-you shows, or undefined when the address names no request this tab
 * sent (opened cold, from a link, or with another reference): then it is /plan-now instead.
 */
export function thankYouReference(fromAddress: string | undefined, sent: string | undefined): string | undefined {
  return fromAddress !== undefined && fromAddress === sent ? sent : undefined
}
