import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { orNotFound } from '#contract/errors.ts'
import { parseObituaryId } from '#src/features/obituaries/rules.ts'
import { casePath } from '#src/features/portal/paths.ts'
import { caseQuery } from '#src/features/portal/queries.ts'
import { throwNotFound } from '#src/lib/not-found.ts'
import { queryClient } from '#src/lib/queries.ts'

/**
 * /family-portal/{id}/{name} and the screens under it (spec §2). The id must be digits; a case of
 * another family or another funeral home is the 404 page, exactly as a case that does not exist
 * (the api answers both alike: the root's not-found page, spec §2); a wrong name is a redirect
 * to the right one, the rest of the address and its query kept.
 */
export const Route = createFileRoute('/family-portal/$id/$name')({
  loader: async ({ params, location }) => {
    const id = parseObituaryId(params.id)
    if (id === undefined) throw notFound()
    const familyCase = await orNotFound((await queryClient()).ensureQueryData(caseQuery(id)), throwNotFound)
    const home = casePath(familyCase.id, familyCase.nameSlug)
    const here = `/family-portal/${params.id}/${encodeURIComponent(params.name)}`
    if (here !== home) throw redirect({ href: `${home}${location.pathname.slice(here.length)}${location.searchStr}`, replace: true })
    return { caseId: id }
  },
})
