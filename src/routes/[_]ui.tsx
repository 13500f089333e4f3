import { createFileRoute, notFound } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

/**
 * Every shared component in every state, for the e2e and axe checks. Dev and tests only: in a
 * production build `import.meta.env.DEV` is false, so the playground chunk is dropped and /_ui is a 404.
 */
const Playground = import.meta.env.DEV ? lazy(() => import('../features/playground/Playground.tsx')) : null

export const Route = createFileRoute('/_ui')({
  beforeLoad: () => {
    if (!Playground) throw notFound()
  },
  head: () => ({ meta: [{ title: 'UI playground' }, { name: 'robots', content: 'noindex' }] }),
  component: UiPlayground,
})

function UiPlayground() {
  if (!Playground) return null
  return (
    <Suspense fallback={<p>Loading the playground…</p>}>
      <Playground />
    </Suspense>
  )
}
