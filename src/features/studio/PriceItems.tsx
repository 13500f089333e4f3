import type { PriceVersionDetail } from '#contract/studio-prices.ts'
import { PriceCategoryForm } from './forms.tsx'
import { PriceCategoryPart } from './PriceCategoryPart.tsx'

type Changed = (detail: PriceVersionDetail, note: string) => void

/**
 * A version's categories and items with their prices, variants and branch prices; in a draft
 * each is changed where it is listed, and a new category is added at the end.
 */
export function PriceItems({ detail, onChanged }: { detail: PriceVersionDetail; onChanged: Changed }) {
  return (
    <section className="studio-section studio-section--wide" aria-labelledby="price-items">
      <h2 id="price-items">Goods and services</h2>
      {detail.categories.length === 0 ? <p>This price list has no categories yet: import a CSV file to fill it.</p> : null}
      {detail.categories.map((category, index) => (
        <PriceCategoryPart key={category.id} detail={detail} category={category} index={index} onChanged={onChanged} />
      ))}
      {detail.version.state === 'draft' ? (
        <>
          <h3>A new category</h3>
          <PriceCategoryForm versionId={detail.version.id} onSaved={(next, name) => onChanged(next, `${name} is added to the draft.`)} />
        </>
      ) : null}
    </section>
  )
}
