import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import { caseQuery, casePath, portalHead } from '#src/features/portal/index.ts'
import { CaseNav } from '#src/features/studio/CaseNav.tsx'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'
import { VideoFiles, VideoUpload } from '#src/features/studio/forms.tsx'
import { caseVideoQuery } from '#src/features/studio/queries.ts'
import { VideoScreen } from '#src/features/studio/VideoScreen.tsx'
import { queryClient } from '#src/lib/queries.ts'

/** /studio/cases/{id}/video: the memorial video, its captions and poster, the family's review and its versions (issue 38 point 2). */
export const Route = createFileRoute('/studio/cases/$id/video')({
  loader: async ({ params, context }) => {
    const caseId = Number(params.id)
    if (!Number.isSafeInteger(caseId) || caseId < 1) throw notFound()
    if (!staffMay(context.user.staffRole, 'cases')) return { caseId, name: null }
    const client = await queryClient()
    const [theCase] = await Promise.all([
      client.ensureQueryData(caseQuery(caseId)),
      client.ensureQueryData(caseVideoQuery(caseId)),
      VideoUpload.preload(),
      VideoFiles.preload(),
    ])
    return { caseId, name: fullName(theCase), path: casePath(theCase.id, theCase.nameSlug) }
  },
  head: ({ match, loaderData }) => portalHead(match.context, loaderData?.name ? `Memorial video for ${loaderData.name}` : 'Memorial video'),
  component: VideoPage,
})

function VideoPage() {
  const data = Route.useLoaderData()
  if (!data.name) {
    return <NoCasesRole title="Memorial video" />
  }
  return (
    <main id="main" className="page portal-page">
      <h1>Memorial video for {data.name}</h1>
      <CaseNav caseId={data.caseId} name={data.name} />
      <p>
        <Link to={data.path}>Open the case as the family sees it</Link>
      </p>
      <VideoScreen caseId={data.caseId} />
    </main>
  )
}
