/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useMatch } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import type { CSSProperties, ReactNode } from 'react'
import type { ContextKind } from '../../contract/website.ts'
import { renderContextQuery } from '../features/site/render-context.ts'
import { SiteFooter } from '../features/site/SiteFooter.tsx'
import { SiteHeader } from '../features/site/SiteHeader.tsx'
import { useSite } from '../features/site/use-site.ts'
import { designVariables } from '../lib/design.ts'
import { siteNavigation } from '../lib/navigation.ts'
import { DEFAULT_ICON, ErrorPage } from '../ui/ErrorPage.tsx'
import { OverlayProvider } from '../ui/overlay/OverlayProvider.tsx'
import { Toaster } from '../ui/toast/Toaster.tsx'
import appCss from '../styles/app.css?url'
import 'virtual:uno.css'

export type RouterContext = { queryClient: QueryClient }

type RootSearch = { preview?: true }

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): RootSearch =>
    search.preview === true || search.preview === 'true' ? { preview: true } : {},
  beforeLoad: async ({ context, search }) => {
    // Loaded once per request into the query cache (dehydrated once for the browser);
    // children read it with useSite() or ensureQueryData(renderContextQuery(kind)).
    const contextKind: ContextKind = search.preview ? 'draft' : 'approved'
    await context.queryClient.ensureQueryData(renderContextQuery(contextKind))
    return { contextKind }
  },
  head: ({ match }) => {
    const { queryClient, contextKind } = match.context
    const site = contextKind ? queryClient.getQueryData(renderContextQuery(contextKind).queryKey) : undefined
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
  const contextKind = Route.useRouteContext({ select: (c) => c.contextKind })
  const site = useSite()
  return (
    <div className="site" style={designVariables(site.design) as CSSProperties} data-context={contextKind}>
      <OverlayProvider>
        <SiteHeader company={site.company} navigation={siteNavigation(site.navigation)} />
        <Outlet />
        <SiteFooter company={site.company} footer={site.footer} locations={site.locations} />
      </OverlayProvider>
      <Toaster />
    </div>
  )
}

/** Errors that reach the root (unknown host, upstream down) replace the whole app. */
function RootError({ error, reset }: ErrorComponentProps) {
  const match = useMatch({ from: '__root__', shouldThrow: false })
  const kind = match?.context.contextKind
  const logo = kind ? match.context.queryClient.getQueryData(renderContextQuery(kind).queryKey)?.company.logoUrl : undefined
  return (
    <div className="site site--error">
      <ErrorPage error={error} reset={reset} iconHref={logo ?? DEFAULT_ICON} />
    </div>
  )
}
