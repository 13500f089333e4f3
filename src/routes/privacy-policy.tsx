import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicy } from '../features/legal/PrivacyPolicy.tsx'
import { contextSite, fixedPageHead, pageLocation } from '../features/pages/head.ts'
import { useSite } from '../features/site/use-site.ts'

export const Route = createFileRoute('/privacy-policy')({
  loader: ({ context }) => pageLocation(context, '/privacy-policy'),
  head: ({ loaderData, match }) => {
    const site = contextSite(match.context)
    return site && loaderData ? fixedPageHead(site, 'Privacy Policy', loaderData) : {}
  },
  component: Page,
})

function Page() {
  const site = useSite()
  return <PrivacyPolicy company={site.company} locations={site.locations} />
}
