import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CaseHome } from '#src/features/portal/CaseHome.tsx'
import { fullName } from '#core/names.ts'
import { portalHead } from '#src/features/portal/head.ts'
import {
  arrangementQuery,
  caseQuery,
  invitationsQuery,
  membersQuery,
  servicesQuery,
  statementQuery,
  tasksQuery,
} from '#src/features/portal/queries.ts'
import { queryClient } from '#src/lib/queries.ts'

/** A case's home (issue 17): everything it shows is read before it renders, in parallel. */
export const Route = createFileRoute('/family-portal/$id/$name/')({
  loader: async ({ context, params }) => {
    const client = await queryClient()
    const id = Number(params.id)
    const [familyCase] = await Promise.all([
      client.ensureQueryData(caseQuery(id)),
      client.ensureQueryData(servicesQuery(id)),
      client.ensureQueryData(arrangementQuery(id)),
      client.ensureQueryData(statementQuery(id)),
      client.ensureQueryData(tasksQuery(id)),
      client.ensureQueryData(membersQuery(id)),
      client.ensureQueryData(invitationsQuery(id)),
    ])
    return { title: fullName(familyCase), site: context.site }
  },
  head: ({ loaderData, match }) => portalHead(match.context, loaderData?.title ?? 'Family portal'),
  component: CaseHomePage,
})

function CaseHomePage() {
  const { id } = Route.useParams()
  const { data: familyCase } = useSuspenseQuery(caseQuery(Number(id)))
  return <CaseHome familyCase={familyCase} />
}
