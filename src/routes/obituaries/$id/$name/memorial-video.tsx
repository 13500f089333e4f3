import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { MemorialVideoView } from '#src/features/obituaries/MemorialVideoView.tsx'
import { memorialVideoQuery } from '#src/features/obituaries/queries.ts'
import { obituaryTabHead } from '#src/features/obituaries/tab-head.ts'
import { focusHeading } from '#src/features/obituaries/tab-focus.ts'

export const Route = createFileRoute('/obituaries/$id/$name/memorial-video')({
  // The layout's loader has checked the id and the name. No video yet is a calm note (200), not a 404.
  loader: async ({ context, params }) => {
    const id = Number(params.id)
    await context.queryClient.ensureQueryData(memorialVideoQuery(id))
    return { id }
  },
  head: ({ loaderData, match }) => (loaderData ? obituaryTabHead(match, loaderData.id, 'memorial-video', 'Memorial video') : {}),
  component: MemorialVideoTab,
})

function MemorialVideoTab() {
  const { id } = Route.useLoaderData()
  const { data: video } = useSuspenseQuery(memorialVideoQuery(id))
  return (
    <section aria-labelledby="memorial-video-title">
      <h2 id="memorial-video-title" {...focusHeading}>
        Memorial video
      </h2>
      <MemorialVideoView video={video} />
    </section>
  )
}
