import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { signOut, SESSION_QUERY_KEY } from '#src/features/auth/index.ts'
import { LOGIN_PATH } from './paths.ts'

export const SIGN_OUT_PROBLEM = 'You could not be signed out just now. Please check your connection and try again.'

/**
 * Signing out from a portal screen: the session ends, nothing of the account stays in the tab,
 * and the page goes to `href` (the login page, or the login page that comes back to an
 * invitation for the account it was sent to). `problem` says why it did not happen.
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  const router = useRouter()
  const [leaving, setLeaving] = useState(false)
  const [problem, setProblem] = useState<string>()

  async function signOutTo(href: string = LOGIN_PATH) {
    setLeaving(true)
    setProblem(undefined)
    try {
      await signOut()
    } catch {
      // The BFF clears the cookies whatever the upstream says; a failure here is the network.
      setLeaving(false)
      setProblem(SIGN_OUT_PROBLEM)
      return
    }
    queryClient.removeQueries({ queryKey: ['portal'] })
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: null })
    await router.navigate({ href, replace: true })
  }

  return { signOutTo, leaving, problem }
}
