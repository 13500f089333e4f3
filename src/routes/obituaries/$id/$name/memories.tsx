import { createFileRoute } from '@tanstack/react-router'
import { MemoryList } from '#src/features/obituaries/MemoryList.tsx'
import { MemorySection } from '#src/features/obituaries/MemorySection.tsx'
import { parseTabPageSearch, obituaryHref } from '#src/features/obituaries/rules.ts'
import { layoutObituary, obituaryTabHead, useObituary } from '#src/features/obituaries/tab-head.ts'
import { TabPager } from '#src/features/obituaries/TabPager.tsx'
import { focusHeading } from '#src/features/obituaries/tab-focus.ts'

export const Route = createFileRoute('/obituaries/$id/$name/memories')({
  validateSearch: parseTabPageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // The layout's loader has checked the id and the name.
  loader: async ({ params, deps }) => {
    const { loadObituaryMemories } = await import('#src/features/obituaries/loaders.ts')
    return { page: deps.page, memories: await loadObituaryMemories(Number(params.id), deps.page) }
  },
  head: ({ match, matches }) => obituaryTabHead(match.context, layoutObituary(matches), 'memories', 'Memories'),
  component: MemoriesTab,
})

function MemoriesTab() {
  const { page, memories } = Route.useLoaderData()
  const obituary = useObituary()
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
