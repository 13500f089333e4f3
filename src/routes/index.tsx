import { createFileRoute, notFound } from '@tanstack/react-router'
import { renderContextQuery } from '../features/site/render-context.ts'
import { useSite } from '../features/site/use-site.ts'
import { currentPage } from '../lib/navigation.ts'
import { ModuleList } from '../modules/registry.tsx'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const site = await context.queryClient.ensureQueryData(renderContextQuery(context.contextKind))
    if (!currentPage(site.pages, '/')) throw notFound()
  },
  component: Home,
})

function Home() {
  const page = currentPage(useSite().pages, '/')
  if (!page) return null
  return (
    <main id="main" className="page max-w-6xl" data-page-id={page.id}>
      <ModuleList modules={page.modules} />
    </main>
  )
}
