import { createFileRoute, notFound } from '@tanstack/react-router'
import { lazy } from 'react'
import { portalHead } from '#src/features/portal/head.ts'
import { caseQuery, tasksQuery } from '#src/features/portal/queries.ts'
import { parseStationeryPage } from '#src/features/tasks/reviews/proof-viewer.ts'
import { stationeryQuery } from '#src/features/tasks/reviews/queries.ts'
import { ITEM_LABELS, PAGE_LABELS, parseStationeryItem } from '#src/features/tasks/reviews/rules.ts'
import { queryClient } from '#src/lib/queries.ts'

const loadViewer = () => import('#src/features/tasks/reviews/ProofViewer.tsx')
const ProofViewer = lazy(async () => ({ default: (await loadViewer()).ProofViewer }))

/**
 * /family-portal/{id}/{name}/task/review-stationery/{item}/{page} (issue 34 point 10): one page
 * of a printed piece at full size, inside the portal, with the way back to the piece. A piece or
 * a page the case does not have is the 404 page.
 */
export const Route = createFileRoute('/family-portal/$id/$name/task/review-stationery/$item_/$page')({
  loader: async ({ params }) => {
    const itemType = parseStationeryItem(params.item)
    const pageType = parseStationeryPage(params.page)
    if (!itemType || !pageType) throw notFound()
    const client = await queryClient()
    const id = Number(params.id)
    const [, tasks, stationery] = await Promise.all([
      client.ensureQueryData(caseQuery(id)),
      client.ensureQueryData(tasksQuery(id)),
      client.ensureQueryData(stationeryQuery(id)),
      loadViewer(),
    ])
    if (!tasks.content.some((t) => t.type === 'review-stationery')) throw notFound()
    const item = stationery.items.find((i) => i.itemType === itemType)
    if (!item?.pages.some((p) => p.pageType === pageType)) throw notFound()
    return { title: `${item.title ?? ITEM_LABELS[itemType]}: ${PAGE_LABELS[pageType]}` }
  },
  head: ({ loaderData, match }) => portalHead(match.context, loaderData?.title ?? 'Printed piece'),
  component: ProofPage,
})

function ProofPage() {
  const { id, item, page } = Route.useParams()
  const itemType = parseStationeryItem(item)
  const pageType = parseStationeryPage(page)
  // The loader let only a piece's and a page's type through.
  return itemType && pageType ? <ProofViewer caseId={Number(id)} itemType={itemType} pageType={pageType} /> : null
}
