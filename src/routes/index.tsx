import { createFileRoute, notFound } from '@tanstack/react-router'
import { currentPage } from '../lib/navigation.ts'
import { ModuleList } from '../modules/registry.tsx'

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    const page = currentPage(context.site.pages, '/')
    if (!page) throw notFound()
    return { page }
  },
  component: Home,
})

function Home() {
  const { page } = Route.useLoaderData()
  return (
    <main id="main" className="page" data-page-id={page.id}>
      <ModuleList modules={page.modules} />
    </main>
  )
}
