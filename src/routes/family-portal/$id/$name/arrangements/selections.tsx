import { createFileRoute, redirect } from '@tanstack/react-router'
import { SelectionsScreen } from '#src/features/arrangements/SelectionsScreen.tsx'
import { arrangementsPath } from '#src/features/portal/paths.ts'
import { arrangementQuery, statementQuery } from '#src/features/portal/queries.ts'
import { queryClient } from '#src/lib/queries.ts'

/** The selections with the running statement; without a package there is nothing to select yet: the packages screen. */
export const Route = createFileRoute('/family-portal/$id/$name/arrangements/selections')({
  loader: async ({ params }) => {
    const client = await queryClient()
    const id = Number(params.id)
    const [arrangement] = await Promise.all([client.ensureQueryData(arrangementQuery(id)), client.ensureQueryData(statementQuery(id))])
    if (arrangement.packageId === null) throw redirect({ href: arrangementsPath(id, params.name, 'packages'), replace: true })
  },
  component: SelectionsPage,
})

function SelectionsPage() {
  const { id, name } = Route.useParams()
  return <SelectionsScreen caseId={Number(id)} nameSlug={name} />
}
