import { createFileRoute } from '@tanstack/react-router'
import { PhotoGallery } from '#src/features/obituaries/PhotoGallery.tsx'
import { parseTabPageSearch, obituaryHref } from '#src/features/obituaries/rules.ts'
import { layoutObituary, obituaryTabHead, useObituary } from '#src/features/obituaries/tab-head.ts'
import { TabPager } from '#src/features/obituaries/TabPager.tsx'
import { EmptyState } from '#src/ui/EmptyState.tsx'
import { focusHeading } from '#src/features/obituaries/tab-focus.ts'

export const Route = createFileRoute('/obituaries/$id/$name/photos')({
  validateSearch: parseTabPageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // The layout's loader has checked the id and the name.
  loader: async ({ params, deps }) => {
    const { loadObituaryPhotos } = await import('#src/features/obituaries/loaders.ts')
    return { page: deps.page, photos: await loadObituaryPhotos(Number(params.id), deps.page) }
  },
  head: ({ match, matches }) => obituaryTabHead(match.context, layoutObituary(matches), 'photos', 'Photos'),
  component: PhotosTab,
})

function PhotosTab() {
  const { page, photos } = Route.useLoaderData()
  const obituary = useObituary()
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
