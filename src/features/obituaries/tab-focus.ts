import { useRouter } from '@tanstack/react-router'
import { useEffect, type RefObject } from 'react'

/** The attribute a tab's or shop screen's heading carries (with tabIndex -1) to receive focus after a navigation. */
export const FOCUS_HEADING = 'data-focus-heading'

/** Spread on such a heading: `<h2 {...focusHeading}>`. */
export const focusHeading = { [FOCUS_HEADING]: '', tabIndex: -1 } as const

/**
 * After a router navigation inside this obituary (another tab, a shop item, the checkout), focus
 * moves to the new content's heading, so keyboard and screen reader users land where the content
 * changed (it is read out) instead of at the top of the page. The router's own `onRendered`
 * event tells when the new content is on screen; the first page load is left alone (focus starts
 * at the top as on any page), and so is a change of the hash alone. The page keeps its place
 * (the links do not reset scroll); the heading is scrolled into view only if it is out of sight.
 */
export function useFocusHeadingAfterNavigation(container: RefObject<HTMLElement | null>) {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged) return
        const heading = container.current?.querySelector<HTMLElement>(`[${FOCUS_HEADING}]`)
        if (!heading) return
        heading.focus({ preventScroll: true })
        const top = heading.getBoundingClientRect().top
        if (top < 0 || top > window.innerHeight - 48) heading.scrollIntoView({ block: 'start' })
      }),
    [router, container],
  )
}
