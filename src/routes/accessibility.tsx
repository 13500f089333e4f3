import { createFileRoute } from '@tanstack/react-router'
import { Accessibility } from '../features/legal/Accessibility.tsx'
import { contextSite, fixedPageHead, pageLocation } from '../features/pages/head.ts'
import { useSite } from '../features/site/use-site.ts'

export const Route = createFileRoute('/accessibility')({
  loader: ({ context }) => pageLocation(context, '/accessibility'),
  head: ({ loaderData, match }) => {
    const site = contextSite(match.context)
    return site && loaderData ? fixedPageHead(site, 'Accessibility', loaderData) : {}
  },
  component: Page,
})

function Page() {
  const site = useSite()
  return <Accessibility company={site.company} locations={site.locations} />
}
