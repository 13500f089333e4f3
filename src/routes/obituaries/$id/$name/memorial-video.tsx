import { createFileRoute } from '@tanstack/react-router'
import { MemorialVideoView } from '#src/features/obituaries/MemorialVideoView.tsx'
import { layoutObituary, obituaryTabHead } from '#src/features/obituaries/tab-head.ts'
import { focusHeading } from '#src/features/obituaries/tab-focus.ts'

export const Route = createFileRoute('/obituaries/$id/$name/memorial-video')({
  // The layout's loader has checked the id and the name. No video yet is a calm note (200), not a 404.
  loader: async ({ params }) => {
    const { loadMemorialVideo } = await import('#src/features/obituaries/loaders.ts')
    return { video: await loadMemorialVideo(Number(params.id)) }
  },
  head: ({ match, matches }) => obituaryTabHead(match.context, layoutObituary(matches), 'memorial-video', 'Memorial video'),
  component: MemorialVideoTab,
})

function MemorialVideoTab() {
  const { video } = Route.useLoaderData()
  return (
    <section aria-labelledby="memorial-video-title">
      <h2 id="memorial-video-title" {...focusHeading}>
        Memorial video
      </h2>
      <MemorialVideoView video={video} />
    </section>
  )
}
