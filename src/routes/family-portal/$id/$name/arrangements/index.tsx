import { createFileRoute, redirect } from '@tanstack/react-router'
import { arrangementsPath } from '#src/features/portal/paths.ts'

/** spec §2: packages is the arrangements area's default screen. */
export const Route = createFileRoute('/family-portal/$id/$name/arrangements/')({
  beforeLoad: ({ params }) => {
    throw redirect({ href: arrangementsPath(Number(params.id), params.name, 'packages'), replace: true })
  },
})
