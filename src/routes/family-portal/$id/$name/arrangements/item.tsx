import { createFileRoute, notFound } from '@tanstack/react-router'
import { orNotFound } from '#contract/errors.ts'
import { ItemScreen } from '#src/features/arrangements/ItemScreen.tsx'
import { itemQuery, variantsQuery } from '#src/features/arrangements/queries.ts'
import { throwNotFound } from '#src/lib/not-found.ts'
import { queryClient } from '#src/lib/queries.ts'
import { wholeNumberParam } from '#src/lib/search-params.ts'

type ItemSearch = { itemId?: number }

/** `/arrangements/item?itemId=…`: an item of the price list and its variants; an unknown item is the 404 page. */
export const Route = createFileRoute('/family-portal/$id/$name/arrangements/item')({
  validateSearch: (search: Record<string, unknown>): ItemSearch => ({
    itemId: wholeNumberParam(search.itemId, 1, Number.MAX_SAFE_INTEGER),
  }),
  loaderDeps: ({ search }) => ({ itemId: search.itemId }),
  loader: async ({ deps }) => {
    if (deps.itemId === undefined) throw notFound()
    const client = await queryClient()
    await orNotFound(
      Promise.all([client.ensureQueryData(itemQuery(deps.itemId)), client.ensureQueryData(variantsQuery(deps.itemId))]),
      throwNotFound,
    )
  },
  component: ItemPage,
})

function ItemPage() {
  const { id, name } = Route.useParams()
  const { itemId } = Route.useSearch()
  return <ItemScreen caseId={Number(id)} nameSlug={name} itemId={itemId ?? 0} />
}
