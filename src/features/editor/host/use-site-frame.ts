import { useCallback, useEffect, useRef } from 'react'
import { parseSiteMessage, type EditorMessage, type SiteMessage } from '#contract/editor-messages.ts'

/**
 * The editor's end of the bridge: posts to the framed site at the site's own origin (the host is a
 * staff screen of the same site) and hands on messages only from that frame at that origin;
 * anything else that looks like a site message is ignored and logged.
 */
export function useSiteFrame(onMessage: (message: SiteMessage, post: (message: EditorMessage) => void) => void) {
  const frame = useRef<HTMLIFrameElement>(null)
  const handler = useRef(onMessage)
  useEffect(() => {
    handler.current = onMessage
  })

  const post = useCallback((message: EditorMessage) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin)
  }, [])

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const fromFrame = event.source !== null && event.source === frame.current?.contentWindow
      const message = parseSiteMessage(event.data)
      if (fromFrame && event.origin === window.location.origin && message) {
        handler.current(message, post)
        return
      }
      const data: unknown = event.data
      const looksLikeOurs = typeof data === 'object' && data !== null && String((data as { type?: unknown }).type).startsWith('web:')
      if (looksLikeOurs)
        console.warn(
          `Page editor: ignored a message from ${event.origin || 'an unknown origin'}${fromFrame ? '' : ' outside the preview frame'}`,
        )
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [post])

  return { frame, post }
}
