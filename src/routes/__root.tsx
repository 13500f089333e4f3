/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useMatch } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import type { CSSProperties, ReactNode } from 'react'
import type { ContextKind } from '../../contract/website.ts'
import { renderContextQuery } from '../features/site/render-context.ts'
import { SiteFooter } from '../features/site/SiteFooter.tsx'
import { SiteHeader } from '../features/site/SiteHeader.tsx'
import { designVariables } from '../lib/design.ts'
import { siteNavigation } from '../lib/navigation.ts'
import { DEFAULT_ICON, ErrorPage } from '../ui/ErrorPage.tsx'
import appCss from '../styles/app.css?url'

export type RouterContext = { queryClient: QueryClient }

type RootSearch = { preview?: true }

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): RootSearch =>
    search.preview === true || search.preview === 'true' ? { preview: true } : {},
  beforeLoad: async ({ context, search }) => {
    const kind: ContextKind = search.preview ? 'draft' : 'approved'
    const site = await context.queryClient.ensureQueryData(renderContextQuery(kind))
    return { site, contextKind: kind }
  },
  head: ({ match }) => {
    const site = match.context.site
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        ...(site
          ? [
              { title: site.settings.seoTitle ?? site.company.name },
              ...(site.settings.seoDescription ? [{ name: 'description', content: site.settings.seoDescription }] : []),
            ]
          : []),
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        ...(site ? [{ rel: 'icon', href: site.company.logoUrl ?? DEFAULT_ICON }] : []),
      ],
    }
  },
  shellComponent: RootDocument,
  component: SiteLayout,
  errorComponent: RootError,
  notFoundComponent: () => <ErrorPage error={{ isNotFound: true }} />,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function SiteLayout() {
  const { site, contextKind } = Route.useRouteContext()
  return (
    <div className="site" style={designVariables(site.design) as CSSProperties} data-context={contextKind}>
      <SiteHeader company={site.company} navigation={siteNavigation(site.navigation)} />
      <Outlet />
      <SiteFooter company={site.company} footer={site.footer} locations={site.locations} />
    </div>
  )
}

/** Errors that reach the root (unknown host, upstream down) replace the whole app. */
function RootError({ error, reset }: ErrorComponentProps) {
  const logo = useMatch({ from: '__root__', shouldThrow: false })?.context.site?.company.logoUrl
  return (
    <div className="site site--error">
      <ErrorPage error={error} reset={reset} iconHref={logo ?? DEFAULT_ICON} />
    </div>
  )
}
