import { createFileRoute, notFound } from '@tanstack/react-router'
import { lazy } from 'react'
import { portalHead } from '#src/features/portal/head.ts'
import { caseQuery, tasksQuery } from '#src/features/portal/queries.ts'
import { stationeryQuery } from '#src/features/tasks/reviews/queries.ts'
import { ITEM_LABELS, parseStationeryItem } from '#src/features/tasks/reviews/rules.ts'
import { TaskFrame } from '#src/features/tasks/TaskFrame.tsx'
import { queryClient } from '#src/lib/queries.ts'

// Its code (the comment forms' kit) comes on demand, as every task's body does (screen-types.ts).
const loadScreen = () => import('#src/features/tasks/reviews/StationeryItemScreen.tsx')
const StationeryItemScreen = lazy(async () => ({ default: (await loadScreen()).StationeryItemScreen }))

/**
 * /family-portal/{id}/{name}/task/review-stationery/{item} (spec §2): one printed piece, in the
 * review-stationery task's frame. `{item}` is the piece's type (`prayer-card`); anything else is the 404 page.
 */
export const Route = createFileRoute('/family-portal/$id/$name/task/review-stationery/$item')({
  loader: async ({ params }) => {
    const itemType = parseStationeryItem(params.item)
    if (!itemType) throw notFound()
    const client = await queryClient()
    const id = Number(params.id)
    const [, tasks] = await Promise.all([
      client.ensureQueryData(caseQuery(id)),
      client.ensureQueryData(tasksQuery(id)),
      client.ensureQueryData(stationeryQuery(id)),
      loadScreen(),
    ])
    if (!tasks.content.some((t) => t.type === 'review-stationery')) throw notFound()
    return { title: ITEM_LABELS[itemType] }
  },
  head: ({ loaderData, match }) => portalHead(match.context, loaderData?.title ?? 'Printed piece'),
  component: StationeryItemPage,
})

function StationeryItemPage() {
  const { id, item } = Route.useParams()
  const itemType = parseStationeryItem(item)
  const caseId = Number(id)
  // The loader let only a piece's type through.
  return itemType ? (
    <TaskFrame caseId={caseId} type="review-stationery">
      <StationeryItemScreen caseId={caseId} itemType={itemType} />
    </TaskFrame>
  ) : null
}
