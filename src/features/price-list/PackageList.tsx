import type { PriceListPackage } from '#contract/price-list.ts'
import { formatCents } from '#core/money.ts'

/** The packages with their starting price and what each includes, after the itemized list they are built from. */
export function PackageList({ packages }: { packages: readonly PriceListPackage[] }) {
  if (packages.length === 0) return null
  return (
    <section className="price-list__packages" aria-labelledby="price-list-packages">
      <h2 id="price-list-packages">Packages</h2>
      <p>
        A package brings together items from the list above. Its starting price counts the least expensive choice wherever a choice is left
        to you; you may also choose items one by one instead.
      </p>
      <ul className="price-list__package-list">
        {packages.map((pkg) => (
          <li key={pkg.packageId} className="price-list__package">
            <h3>{pkg.name}</h3>
            <p className="price-list__package-kind">{pkg.category}</p>
            {pkg.description ? <p>{pkg.description}</p> : null}
            <p className="price-list__package-price">
              Starting at <strong>{formatCents(pkg.startingPriceCents)}</strong>
            </p>
            <p className="price-list__package-includes">Includes:</p>
            <ul>
              {/* Keyed by their text: a package lists different things (more of one item is one line with its quantity, "× 4"). */}
              {pkg.includes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
