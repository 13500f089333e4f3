import { createFileRoute, notFound } from '@tanstack/react-router'
import { staffMay } from '#contract/staff-roles.ts'
import { fullName } from '#core/names.ts'
import { caseQuery, portalHead } from '#src/features/portal/index.ts'
import { CaseNav } from '#src/features/studio/CaseNav.tsx'
import { ObituaryForm, ObituaryScheduleForm } from '#src/features/studio/forms.tsx'
import { ObituaryDeskView } from '#src/features/studio/ObituaryDesk.tsx'
import { obituaryValues } from '#src/features/studio/obituary-values.ts'
import { obituaryDeskQuery } from '#src/features/studio/queries.ts'
import { NoCasesRole } from '#src/features/studio/NoCasesRole.tsx'
import { queryClient } from '#src/lib/queries.ts'

/** /studio/cases/{id}/obituary: the case's obituary, from the first draft to the public page (issue 38 point 1). */
export const Route = createFileRoute('/studio/cases/$id/obituary')({
  loader: async ({ params, context }) => {
    const caseId = Number(params.id)
    if (!Number.isSafeInteger(caseId) || caseId < 1) throw notFound()
    if (!staffMay(context.user.staffRole, 'cases')) return { caseId, name: null }
    const client = await queryClient()
    const [theCase] = await Promise.all([
      client.ensureQueryData(caseQuery(caseId)),
      client.ensureQueryData(obituaryDeskQuery(caseId)),
      ObituaryForm.preload(),
      ObituaryScheduleForm.preload(),
    ])
    // Before the first save the form starts from the case's own name and dates.
    const caseStart = obituaryValues({ ...theCase, middleName: theCase.middleName ?? null, text: '' })
    return { caseId, name: fullName(theCase), caseStart }
  },
  head: ({ match, loaderData }) => portalHead(match.context, loaderData?.name ? `Obituary of ${loaderData.name}` : 'Obituary'),
  component: ObituaryPage,
})

function ObituaryPage() {
  const data = Route.useLoaderData()
  if (!data.name || !data.caseStart) {
    return <NoCasesRole title="Obituary" />
  }
  return (
    <main id="main" className="page portal-page">
      <h1>Obituary of {data.name}</h1>
      <CaseNav caseId={data.caseId} name={data.name} />
      <ObituaryDeskView caseId={data.caseId} caseStart={data.caseStart} />
    </main>
  )
}
