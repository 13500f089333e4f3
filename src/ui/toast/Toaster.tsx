import { useEffect, useRef, useSyncExternalStore, type CSSProperties, type FocusEvent } from 'react'
import {
  EMPTY_TOAST_STATE,
  TOAST_GAP_PX,
  TOAST_POLITENESS,
  TOAST_POSITION,
  TOAST_REMOVE_DELAY_MS,
  shownToast,
  toastAnnouncement,
  type QueuedToast,
} from '#src/lib/toasts.ts'
// Its styles (toasts.css) are in the site's one stylesheet (the root route imports them).
import type { ToastStore } from './store.ts'
import { toastStore } from './toast.ts'
import { ToastItem } from './ToastItem.tsx'

const serverSnapshot = () => EMPTY_TOAST_STATE

/** The spec §9 numbers, handed to toasts.css so the stylesheet and the queue cannot drift apart. */
const viewportStyle = {
  '--toast-gap': `${TOAST_GAP_PX}px`,
  '--toast-leave': `${TOAST_REMOVE_DELAY_MS}ms`,
} as CSSProperties

function Announcer({ shown, politeness }: { shown: QueuedToast | undefined; politeness: 'polite' | 'assertive' }) {
  // Always rendered (also on the server), so the live region exists before its first message.
  // Not atomic: a new toast is read on its own, not together with the ones already shown.
  return (
    <div className="visually-hidden" role={politeness === 'polite' ? 'status' : 'alert'} aria-live={politeness} aria-atomic="false">
      {shown && shown.open && TOAST_POLITENESS[shown.color] === politeness ? <p key={shown.id}>{toastAnnouncement(shown)}</p> : null}
    </div>
  )
}

/**
 * The toast viewport (spec §9: bottom-right, 16px apart). Mounted once in the root layout. While
 * the pointer is over it, focus is in it or the tab is in the background, no toast closes by
 * itself (time to read, WCAG 2.2.1).
 */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot)
  const listRef = useRef<HTMLOListElement>(null)
  const hovered = useRef(false)
  const focused = useRef(false)
  /** The tab is in the background: a toast should not expire unseen. */
  const hidden = useRef(false)
  /** Where focus was before it entered the toasts, to go back there when they are gone. */
  const returnFocus = useRef<HTMLElement | null>(null)
  // Spec §4: one at a time; the rest of the queue waits for its turn off screen.
  const shown = shownToast(state)
  const anyOpen = shown?.open === true

  function syncPause() {
    if (hovered.current || focused.current || hidden.current) store.pause()
    else store.resume()
  }

  useEffect(() => {
    function onVisibilityChange() {
      hidden.current = document.visibilityState === 'hidden'
      if (hidden.current) store.pause()
      else if (!hovered.current && !focused.current) store.resume()
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => document.removeEventListener('visibilitychange', onVisibilityChange)
  }, [store])

  useEffect(() => {
    // With no toast left the list is gone and no mouseleave/blur will come: start clean.
    if (anyOpen) return
    hovered.current = false
    focused.current = false
    if (!hidden.current) store.resume()
  }, [anyOpen, store])

  function onFocus(event: FocusEvent) {
    const from = event.relatedTarget
    if (from instanceof HTMLElement && !listRef.current?.contains(from)) returnFocus.current = from
    focused.current = true
    syncPause()
  }

  function onBlur(event: FocusEvent) {
    if (event.relatedTarget instanceof Node && listRef.current?.contains(event.relatedTarget)) return
    focused.current = false
    syncPause()
  }

  function dismiss(id: string, element: HTMLElement | null) {
    // Closing the toast that holds focus would drop focus on <body>: send it back to where it came
    // from (the next toast in the queue only comes once this one has gone).
    if (element?.contains(document.activeElement)) {
      const back = returnFocus.current?.isConnected ? returnFocus.current : null
      back?.focus()
    }
    store.dismiss(id)
  }

  return (
    <section className={`toaster toaster--${TOAST_POSITION}`} aria-label="Notifications" style={viewportStyle}>
      <Announcer shown={shown} politeness="polite" />
      <Announcer shown={shown} politeness="assertive" />
      {shown ? (
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and focus only pause the timers; the buttons inside are the controls
        <ol
          ref={listRef}
          className="toaster__list"
          onMouseEnter={() => {
            hovered.current = true
            syncPause()
          }}
          onMouseLeave={() => {
            hovered.current = false
            syncPause()
          }}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          <ToastItem key={shown.id} toast={shown} onDismiss={dismiss} />
        </ol>
      ) : null}
    </section>
  )
}
