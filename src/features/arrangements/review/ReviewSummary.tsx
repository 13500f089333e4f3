import type { Arrangement, Contract } from '#contract/arrangements.ts'
import { formatCents } from '#core/money.ts'
import { PurchaserSummary } from '../details/PurchaserSummary.tsx'
import { lineLabel } from '../rules.ts'
import { reviewCategories } from './review-rules.ts'

/** What the arrangement holds, to read before submitting: the package, the selections by category with prices and the total, the purchaser. */
export function ReviewSummary({ arrangement, contract }: { arrangement: Arrangement; contract: Contract }) {
  const categories = reviewCategories(arrangement)
  return (
    <>
      <section className="review-part" aria-labelledby="review-package">
        <h3 id="review-package">Package</h3>
        <p>{arrangement.packageName ?? 'No package chosen yet.'}</p>
      </section>

      <section className="review-part" aria-labelledby="review-selections">
        <h3 id="review-selections">Your selections</h3>
        {categories.length === 0 ? (
          <p>Nothing chosen yet.</p>
        ) : (
          categories.map((category) => (
            <div key={category.id} className="review-category">
              <h4>{category.name}</h4>
              <ul className="review-lines">
                {category.lines.map((line) => (
                  <li key={line.id} className="review-line">
                    <span>
                      {lineLabel(line)}
                      {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                    </span>
                    <span className="review-line__price">
                      {line.unitPriceCents === null ? 'Price when chosen' : formatCents(line.priceCents)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
        <p className="review-total">
          <span>{arrangement.submittedAt ? 'Total' : 'Running total'}</span>
          <span>{formatCents(arrangement.totalCents)}</span>
        </p>
      </section>

      <section className="review-part" aria-labelledby="review-purchaser">
        <h3 id="review-purchaser">Purchaser</h3>
        {contract.purchaser ? <PurchaserSummary purchaser={contract.purchaser} /> : <p>Not entered yet.</p>}
      </section>
    </>
  )
}
