import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { familyCategories, isCategoryComplete } from '#contract/arrangement-rules.ts'
import type { ArrangementCategory } from '#contract/arrangements.ts'
import { arrangementsPath, arrangementQuery } from '#src/features/portal/index.ts'
import { ProgressBar } from '#src/ui/ProgressBar.tsx'
import { AddItem } from './AddItem.tsx'
import { LineEditor } from './LineEditor.tsx'
import { selectionsProgress } from './rules.ts'
import { StatementPanel } from './StatementPanel.tsx'

function CategorySection({
  caseId,
  nameSlug,
  category,
  locked,
}: {
  caseId: number
  nameSlug: string
  category: ArrangementCategory
  locked: boolean
}) {
  const complete = isCategoryComplete(category)
  const titleId = `category-${category.itemCategory.id}`
  return (
    <section className="selection-category" aria-labelledby={titleId} data-complete={complete || undefined}>
      <div className="selection-category__head">
        <h3 id={titleId}>{category.itemCategory.name}</h3>
        <span className="selection-category__state">
          {category.lines.length === 0 ? 'Optional' : complete ? 'Complete' : 'Needs your choice'}
        </span>
      </div>
      {category.lines.length === 0 ? (
        <p className="selection-category__empty">Nothing chosen here yet.</p>
      ) : (
        <ul className="selection-lines">
          {category.lines.map((line) => (
            <LineEditor key={line.id} caseId={caseId} nameSlug={nameSlug} line={line} locked={locked} />
          ))}
        </ul>
      )}
      {locked ? null : <AddItem caseId={caseId} category={category.itemCategory} />}
    </section>
  )
}

/**
 * The selections (issue 18 point 3): the categories the family sees (spec §5: displayForFamily,
 * by position descending then name), each with its lines and how complete it is, the whole
 * selections' progress in a bar and in words (spec §4), and the running statement beside them.
 */
export function SelectionsScreen({ caseId, nameSlug }: { caseId: number; nameSlug: string }) {
  const { data: arrangement } = useSuspenseQuery(arrangementQuery(caseId))
  const categories = familyCategories(arrangement.categories)
  const progress = selectionsProgress(arrangement.categories)
  return (
    <div className="selections">
      <section className="selections__main" aria-labelledby="selections-title">
        <h2 id="selections-title" className="arrangements__screen-title">
          Your selections{arrangement.packageName ? ` for the ${arrangement.packageName}` : ''}
        </h2>
        {arrangement.locked ? (
          <p className="arrangements__note">The arrangement has been submitted, so these selections can no longer change.</p>
        ) : (
          <p>Each choice is saved as you make it. Prices are shown beside every item, and the statement adds them up as you go.</p>
        )}
        <div className="selections__progress">
          <ProgressBar value={progress.percent} label="Selections complete" />
          <p>{progress.words}</p>
        </div>
        {categories.map((category) => (
          <CategorySection
            key={category.itemCategory.id}
            caseId={caseId}
            nameSlug={nameSlug}
            category={category}
            locked={arrangement.locked}
          />
        ))}
        {arrangement.locked ? null : (
          <p className="selections__next">
            <Link to={arrangementsPath(caseId, nameSlug, 'details')}>Next: the purchaser's details</Link>
          </p>
        )}
      </section>
      <StatementPanel caseId={caseId} nameSlug={nameSlug} />
    </div>
  )
}
