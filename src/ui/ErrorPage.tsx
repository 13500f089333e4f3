import { useMatch, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { ERROR_PAGE_TEXT, errorPageContent } from '../lib/error-page.ts'
import { previewHref } from '../lib/preview.ts'
import { ButtonLink } from './Button.tsx'
import { usePreviewing } from './SiteLink.tsx'

export const DEFAULT_ICON = '/favicon.svg'

type ErrorPageProps = {
  error: unknown
  /**
   * The site's favicon (its logo when set, otherwise the default icon), for an error page that
   * replaces the whole app. Inside the site's chrome the root's head already names it.
   */
  iconHref?: string
  /** Clears the error before leaving, so the next page renders fresh. */
  reset?: () => void
}

/** Spec §2 error page: noindex, the site favicon, and two ways back. */
export function ErrorPage({ error, iconHref, reset }: ErrorPageProps) {
  const router = useRouter()
  const content = errorPageContent(error)
  // Spec §2: in preview every internal link keeps preview=true, these two as well.
  const previewing = usePreviewing()
  const home = previewHref('/', previewing)
  const search = previewHref('/obituaries', previewing)

  function leaveTo(href: string) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      event.preventDefault()
      reset?.()
      void router.navigate({ href }).then(() => router.invalidate())
    }
  }

  return (
    <main id="main" className="error-page" data-status={content.statusCode}>
      <title>{content.title}</title>
      <meta name="robots" content="noindex" />
      {iconHref ? <link rel="icon" href={iconHref} /> : null}
      {content.statusCode === 404 ? <p className="error-page__code">{content.title}</p> : null}
      <h1>{content.heading}</h1>
      <p>{content.text}</p>
      <div className="error-page__actions">
        <ButtonLink href={home} onClick={leaveTo(home)}>
          {ERROR_PAGE_TEXT.home}
        </ButtonLink>
        <ButtonLink variant="secondary" href={search} onClick={leaveTo(search)}>
          {ERROR_PAGE_TEXT.search}
        </ButtonLink>
      </div>
    </main>
  )
}

/** Routes inside the family portal's frame (its screens), whose errors the portal shows itself. */
const PORTAL_SCREEN = /^\/family-portal\/./

/**
 * Route-level boundary: every error below the root shows the same page, except a portal screen's:
 * that one goes on to the portal's own boundary (features/portal/PortalProblem.tsx), which keeps
 * the portal's bar and offers "Try again" (issue 34 §4).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const routeId = useMatch({ strict: false, shouldThrow: false, select: (match) => match.routeId })
  if (PORTAL_SCREEN.test(routeId ?? '')) throw error
  return <ErrorPage error={error} reset={reset} />
}
