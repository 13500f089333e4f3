import { createFileRoute } from '@tanstack/react-router'
import { PackagesScreen } from '#src/features/arrangements/PackagesScreen.tsx'
import { packagesQuery } from '#src/features/arrangements/queries.ts'
import { queryClient } from '#src/lib/queries.ts'

/** spec §2, §4: the arrangements area's first screen: case, arrangement (the area's loader) and packages. */
export const Route = createFileRoute('/family-portal/$id/$name/arrangements/packages')({
  loader: async ({ params }) => {
    await (await queryClient()).ensureQueryData(packagesQuery(Number(params.id)))
  },
  component: PackagesPage,
})

function PackagesPage() {
  const { id, name } = Route.useParams()
  return <PackagesScreen caseId={Number(id)} nameSlug={name} />
}
