import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'

export type ReadyNavigation = { href: string; replace?: boolean }

/**
 * Navigates once the next screen's code and data are in. Until then the screen the person is on
 * stays, and its button can say it is busy; otherwise, past the router's pendingMs, a loading
 * screen would replace it, and on a slow network that screen's own code may still be on its way,
 * which leaves a blank page. A preload that fails is only logged by the router: the navigation
 * then meets the same failure and shows its error screen.
 */
export function useNavigateWhenReady(): (to: ReadyNavigation) => Promise<void> {
  const router = useRouter()
  return useCallback(
    async ({ href, replace }: ReadyNavigation) => {
      // The router reads `href` over `to`; its types want a `to` here, not in navigate.
      await router.preloadRoute({ to: '.', href })
      await router.navigate({ href, replace })
    },
    [router],
  )
}
