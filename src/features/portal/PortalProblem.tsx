import { CatchBoundary, isNotFound, isRedirect, useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { SOMETHING_WENT_WRONG, isChunkLoadError, isNetworkError } from '#src/lib/problem-sentence.ts'
import { Button } from '#src/ui/Button.tsx'

/** What the screen says when it could not be opened because the connection dropped. */
export const SCREEN_OFFLINE = 'This screen could not be opened: your device seems to be offline. Nothing was changed.'
/** Said after "Try again" while the browser still has no connection. */
export const STILL_OFFLINE = 'Your device still seems to be offline. Try again once it is connected.'

/**
 * The portal's own error boundary, around its screens (issue 34 §4): a failed navigation (a read,
 * a screen's code) shows here, inside the portal's frame, so its bar stays and the way back is
 * one tap; the root error page is for what breaks the frame itself. A new address clears it.
 * A not-found is the route's own 404 and passes through.
 */
export function PortalScreenBoundary({ children }: { children: ReactNode }) {
  const href = useLocation({ select: (l) => l.href })
  return (
    <CatchBoundary getResetKey={() => href} errorComponent={PortalProblem}>
      {children}
    </CatchBoundary>
  )
}

/**
 * "Try again" reads the screen again once the device is back online. A screen whose code could not
 * be fetched is reloaded whole: browsers remember a failed module for the page's lifetime.
 */
export function PortalProblem({ error, reset }: ErrorComponentProps) {
  if (isNotFound(error) || isRedirect(error)) throw error
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [stillOffline, setStillOffline] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const offline = isNetworkError(error)
  useEffect(() => {
    heading.current?.focus()
  }, [])

  async function tryAgain() {
    if (navigator.onLine === false) {
      setStillOffline(true)
      return
    }
    setStillOffline(false)
    if (isChunkLoadError(error)) {
      window.location.reload()
      return
    }
    setBusy(true)
    try {
      await router.invalidate()
    } finally {
      setBusy(false)
      reset()
    }
  }

  return (
    <main id="main" className="page page--narrow portal-page portal-problem">
      <h1 ref={heading} tabIndex={-1}>
        {offline ? 'No connection' : 'This screen could not be opened'}
      </h1>
      <p role="alert">{stillOffline ? STILL_OFFLINE : offline ? SCREEN_OFFLINE : SOMETHING_WENT_WRONG}</p>
      <Button busy={busy} onClick={() => void tryAgain()}>
        {busy ? 'Trying again…' : 'Try again'}
      </Button>
    </main>
  )
}
