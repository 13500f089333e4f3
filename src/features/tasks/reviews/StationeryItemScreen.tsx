import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { StationeryItemType } from '#contract/family-reviews.ts'
import { taskPath, caseQuery } from '#src/features/portal/index.ts'
import { stationeryQuery } from './queries.ts'
import { ITEM_LABELS } from './rules.ts'
import { StationeryPiece } from './StationeryPiece.tsx'

/** review-stationery/{item}: one printed piece on its own, in the review-stationery task's frame. */
export function StationeryItemScreen({ caseId, itemType }: { caseId: number; itemType: StationeryItemType }) {
  const { data: familyCase } = useSuspenseQuery(caseQuery(caseId))
  const { data } = useSuspenseQuery(stationeryQuery(caseId))
  const item = data.items.find((i) => i.itemType === itemType)
  const all = taskPath(caseId, familyCase.nameSlug, 'review-stationery')
  return (
    <section className="review-screen" aria-labelledby="piece-title">
      <p>
        <Link to={all}>All printed pieces</Link>
      </p>
      <h2 id="piece-title">{item?.title ?? ITEM_LABELS[itemType]}</h2>
      {item ? (
        <StationeryPiece caseId={caseId} item={item} headingId="piece-title" />
      ) : (
        <p className="review-empty">This piece is not part of {familyCase.firstName}'s printed pieces.</p>
      )}
    </section>
  )
}
