import type { PriceListCategory } from '#contract/price-list.ts'
import { formatCents } from '#core/money.ts'
import { itemPriceText } from './rules.ts'

/**
 * One category of the price list as a table (item, description, price). An item with variants
 * shows the span of their prices and lists each variant with its own, so every price a family
 * may pay is written down (decision 032).
 */
export function PriceTable({ category }: { category: PriceListCategory }) {
  const headingId = `price-list-category-${category.id}`
  return (
    <section className="price-list__category" aria-labelledby={headingId}>
      <h2 id={headingId}>{category.name}</h2>
      <table className="price-table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Description</th>
            <th scope="col" className="price-table__price">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {category.items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className="price-table__item">
                {item.name}
              </th>
              <td className="price-table__description">
                {item.description}
                {item.variants.length > 0 ? (
                  <ul className="price-table__variants" aria-label={`Choices of ${item.name}`}>
                    {item.variants.map((variant) => (
                      <li key={variant.id}>
                        {variant.name}: {formatCents(variant.priceCents)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td className="price-table__price">{itemPriceText(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
