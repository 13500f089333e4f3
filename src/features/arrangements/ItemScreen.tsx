import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { arrangementsPath } from '#src/features/portal/index.ts'
import { formatCents } from '#core/money.ts'
import { itemQuery, variantsQuery } from './queries.ts'

/**
 * One item of the price list (issue 18 point 4): what it is, its price, and each of its variants
 * (finishes, designs) with its picture and its own price, so a family can compare before choosing.
 * The pictures' alt is empty: each shows what the name beside it says.
 */
export function ItemScreen({ caseId, nameSlug, itemId }: { caseId: number; nameSlug: string; itemId: number }) {
  const { data: item } = useSuspenseQuery(itemQuery(itemId))
  const { data: variants } = useSuspenseQuery(variantsQuery(itemId))
  return (
    <article className="item-screen" aria-labelledby="item-title">
      <p className="item-screen__category">{item.category.name}</p>
      <h2 id="item-title" className="arrangements__screen-title">
        {item.name}
      </h2>
      <p>{item.description}</p>
      <p className="item-screen__price">
        {item.variantCount > 0 ? 'From ' : ''}
        {formatCents(Math.min(item.priceCents, ...variants.content.map((v) => v.priceCents)))}
      </p>
      {variants.content.length > 0 ? (
        <section aria-labelledby="variants-title">
          <h3 id="variants-title">Choices of the {item.name}</h3>
          <ul className="item-variants">
            {variants.content.map((variant) => (
              <li key={variant.id} className="item-variant">
                {variant.photo ? (
                  <img
                    className="item-variant__photo"
                    src={variant.photo.url}
                    width={variant.photo.width ?? 480}
                    height={variant.photo.height ?? 360}
                    alt=""
                    loading="lazy"
                  />
                ) : null}
                <span className="item-variant__name">{variant.name}</span>
                {variant.description ? <span className="item-variant__description">{variant.description}</span> : null}
                <span className="item-variant__price">{formatCents(variant.priceCents)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to={arrangementsPath(caseId, nameSlug, 'selections')}>Back to your selections</Link>
      </p>
    </article>
  )
}
