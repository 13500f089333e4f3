import { parseEditorMessage, type EditorMessage, type SiteMessage } from '#contract/editor-messages.ts'

/**
 * Who may drive the framed site (decision 036): the site's own origin (the editor host is a
 * staff screen of the same site) and the configured EDITOR_ORIGIN, if any.
 */
export function editorOrigins(own: string, configured: string | undefined): string[] {
  return configured && configured !== own ? [own, configured] : [own]
}

export type IncomingMessage = { origin: string; source: unknown; data: unknown }
export type Acceptance = { message: EditorMessage } | { ignored: string }

/**
 * An editor message, or why it is ignored: it must come from the frame's own parent (not another
 * window or frame of the page), from an allowed origin, and be one of the contract's messages.
 */
export function acceptEditorMessage(event: IncomingMessage, allowed: { origins: readonly string[]; parent: unknown }): Acceptance {
  if (event.source !== allowed.parent) return { ignored: 'it did not come from the parent frame' }
  if (!allowed.origins.includes(event.origin)) return { ignored: `${event.origin || 'an unknown origin'} is not the editor's origin` }
  const message = parseEditorMessage(event.data)
  return message ? { message } : { ignored: 'it is not an editor message' }
}

/**
 * The origin to post to: the parent's (Chromium's `ancestorOrigins`, else the referrer's) when it
 * is an allowed one, else the site's own, so a message never goes to a window we did not mean.
 */
export function parentOrigin(origins: readonly string[], ancestor: string | undefined, referrer: string): string {
  const referrerOrigin = URL.canParse(referrer) ? new URL(referrer).origin : undefined
  const found = [ancestor, referrerOrigin].find((origin) => origin !== undefined && origins.includes(origin))
  return found ?? origins[0] ?? ''
}

/** Posts site messages to the editor frame at `origin`. */
export function postToEditor(messages: readonly SiteMessage[], origin: string): void {
  for (const message of messages) window.parent.postMessage(message, origin)
}
