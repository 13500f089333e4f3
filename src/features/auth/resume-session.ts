import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { homeAfterSignIn } from '#contract/family-paths.ts'
import { readSessionInBrowser, SESSION_QUERY_KEY } from './session.ts'

/**
 * On the login page, once it is live: someone whose access cookie had expired (15 minutes idle)
 * was sent here by the server, which never sees the refresh cookie (bff/session.ts: pages do not
 * get it). The BFF's session call refreshes with it; when that finds them still signed in, they go
 * on to where they were going without typing anything.
 */
export function useResumeSession(next: string): void {
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(() => {
    let cancelled = false
    readSessionInBrowser()
      .then((session) => {
        if (cancelled || !session.user) return
        queryClient.setQueryData(SESSION_QUERY_KEY, session)
        void router.navigate({ href: homeAfterSignIn(next, session.user.role), replace: true })
      })
      .catch(() => {
        // Offline or the BFF unreachable: the sign-in form is there.
      })
    return () => {
      cancelled = true
    }
  }, [next, queryClient, router])
}
