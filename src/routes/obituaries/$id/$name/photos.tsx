import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PhotoGallery } from '#src/features/obituaries/PhotoGallery.tsx'
import { obituaryPhotosQuery, obituaryQuery } from '#src/features/obituaries/queries.ts'
import { parseTabPageSearch, obituaryHref } from '#src/features/obituaries/rules.ts'
import { obituaryTabHead } from '#src/features/obituaries/tab-head.ts'
import { TabPager } from '#src/features/obituaries/TabPager.tsx'
import { EmptyState } from '#src/ui/EmptyState.tsx'
import { focusHeading } from '#src/features/obituaries/tab-focus.ts'

export const Route = createFileRoute('/obituaries/$id/$name/photos')({
  validateSearch: parseTabPageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // The layout's loader has checked the id and the name.
  loader: async ({ context, params, deps }) => {
    const id = Number(params.id)
    await context.queryClient.ensureQueryData(obituaryPhotosQuery(id, deps.page))
    return { id, page: deps.page }
  },
  head: ({ loaderData, match }) => (loaderData ? obituaryTabHead(match, loaderData.id, 'photos', 'Photos') : {}),
  component: PhotosTab,
})

function PhotosTab() {
  const { id, page } = Route.useLoaderData()
  const { data: obituary } = useSuspenseQuery(obituaryQuery(id))
  const { data: photos } = useSuspenseQuery(obituaryPhotosQuery(id, page))
  return (
    <section aria-labelledby="photos-title">
      <h2 id="photos-title" {...focusHeading}>
        Photos
      </h2>
      {photos.content.length === 0 ? <EmptyState kind="none" /> : <PhotoGallery photos={photos.content} fullName={obituary.fullName} />}
      <TabPager
        base={obituaryHref(obituary, 'photos')}
        page={page}
        totalPages={photos.totalPages}
        label="Photo pages"
        newer="Previous photos"
        older="More photos"
      />
    </section>
  )
}
