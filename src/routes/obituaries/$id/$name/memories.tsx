import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { MemoryList } from '#src/features/obituaries/MemoryList.tsx'
import { MemorySection } from '#src/features/obituaries/MemorySection.tsx'
import { obituaryMemoriesQuery, obituaryQuery } from '#src/features/obituaries/queries.ts'
import { parseTabPageSearch, obituaryHref } from '#src/features/obituaries/rules.ts'
import { obituaryTabHead } from '#src/features/obituaries/tab-head.ts'
import { TabPager } from '#src/features/obituaries/TabPager.tsx'
import { focusHeading } from '#src/features/obituaries/tab-focus.ts'

export const Route = createFileRoute('/obituaries/$id/$name/memories')({
  validateSearch: parseTabPageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // The layout's loader has checked the id and the name.
  loader: async ({ context, params, deps }) => {
    const id = Number(params.id)
    await context.queryClient.ensureQueryData(obituaryMemoriesQuery(id, deps.page))
    return { id, page: deps.page }
  },
  head: ({ loaderData, match }) => (loaderData ? obituaryTabHead(match, loaderData.id, 'memories', 'Memories') : {}),
  component: MemoriesTab,
})

function MemoriesTab() {
  const { id, page } = Route.useLoaderData()
  const { data: obituary } = useSuspenseQuery(obituaryQuery(id))
  const { data: memories } = useSuspenseQuery(obituaryMemoriesQuery(id, page))
  return (
    <div className="obituary-memories">
      <section aria-labelledby="memories-title">
        <h2 id="memories-title" {...focusHeading}>
          Memories
        </h2>
        {obituary.memorialWall.open ? (
          <p>
            <a href="#share-a-memory" className="inline-flex min-h-11 items-center">
              Share a memory of {obituary.firstName}
            </a>
          </p>
        ) : null}
        <MemoryList memories={memories.content} timeZone={obituary.timeZone} />
        <TabPager
          base={obituaryHref(obituary, 'memories')}
          page={page}
          totalPages={memories.totalPages}
          label="Memory pages"
          newer="Newer memories"
          older="Older memories"
        />
      </section>
      <MemorySection obituary={obituary} />
    </div>
  )
}
