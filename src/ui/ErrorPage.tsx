import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { ERROR_PAGE_TEXT, errorPageContent } from '../lib/error-page.ts'
import { ButtonLink } from './Button.tsx'

export const DEFAULT_ICON = '/favicon.svg'

type ErrorPageProps = {
  error: unknown
  /** The site's favicon: its logo when set, otherwise the default icon. */
  iconHref?: string
  /** Clears the error before leaving, so the next page renders fresh. */
  reset?: () => void
}

/** Spec §2 error page: noindex, the site favicon, and two ways back. */
export function ErrorPage({ error, iconHref = DEFAULT_ICON, reset }: ErrorPageProps) {
  const router = useRouter()
  const content = errorPageContent(error)

  function leaveTo(to: '/' | '/obituaries') {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      event.preventDefault()
      reset?.()
      void router.navigate({ href: to }).then(() => router.invalidate())
    }
  }

  return (
    <main id="main" className="error-page" data-status={content.statusCode}>
      <title>{content.title}</title>
      <meta name="robots" content="noindex" />
      <link rel="icon" href={iconHref} />
      {content.statusCode === 404 ? <p className="error-page__code">{content.title}</p> : null}
      <h1>{content.heading}</h1>
      <p>{content.text}</p>
      <div className="error-page__actions">
        <ButtonLink href="/" onClick={leaveTo('/')}>
          {ERROR_PAGE_TEXT.home}
        </ButtonLink>
        <ButtonLink variant="secondary" href="/obituaries" onClick={leaveTo('/obituaries')}>
          {ERROR_PAGE_TEXT.search}
        </ButtonLink>
      </div>
    </main>
  )
}

/** Route-level boundary: every error below the root shows the same page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return <ErrorPage error={error} reset={reset} />
}
