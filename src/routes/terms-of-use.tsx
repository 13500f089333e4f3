import { createFileRoute } from '@tanstack/react-router'
import { TermsOfUse } from '../features/legal/TermsOfUse.tsx'
import { contextSite, fixedPageHead, pageLocation } from '../features/pages/head.ts'
import { useSite } from '../features/site/use-site.ts'

export const Route = createFileRoute('/terms-of-use')({
  loader: ({ context }) => pageLocation(context, '/terms-of-use'),
  head: ({ loaderData, match }) => {
    const site = contextSite(match.context)
    return site && loaderData ? fixedPageHead(site, 'Terms of Use', loaderData) : {}
  },
  component: Page,
})

function Page() {
  const site = useSite()
  return <TermsOfUse company={site.company} locations={site.locations} />
}
