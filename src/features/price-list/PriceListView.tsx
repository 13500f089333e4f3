import type { PriceList } from '#contract/price-list.ts'
import { EmptyState } from '#src/ui/EmptyState.tsx'
import { LocationList, PhoneLink, type LegalSite } from '#src/features/legal/index.ts'
import { PackageList } from './PackageList.tsx'
import { PriceTable } from './PriceTable.tsx'
import { PrintButton } from './PrintButton.tsx'
import { effectiveDateText } from '#src/lib/zoned-date.ts'
import { RIGHT_TO_CHOOSE } from './rules.ts'

type PriceListViewProps = LegalSite & { priceList: PriceList }

/** /price-list: the home's General Price List, grouped by category, with its packages and disclosures; printable. */
export function PriceListView({ company, locations, priceList }: PriceListViewProps) {
  const effective = effectiveDateText(priceList.effectiveFrom)
  return (
    <main id="main" className="page page--default price-list">
      <header className="price-list__intro">
        <h1>General Price List</h1>
        <p className="price-list__company">{company.name}</p>
        <LocationList locations={locations} />
        <p>
          Phone: <PhoneLink company={company} />
        </p>
        {effective ? <p className="price-list__effective">Prices effective {effective}.</p> : null}
        <p>{priceList.rightToChoose ?? RIGHT_TO_CHOOSE}</p>
        <p>If you have a question about any price, please call us. We are glad to explain.</p>
        <PrintButton />
      </header>
      {priceList.categories.length === 0 ? (
        <EmptyState kind="none" />
      ) : (
        priceList.categories.map((category) => <PriceTable key={category.id} category={category} />)
      )}
      <PackageList packages={priceList.packages} />
      {priceList.disclosures.length > 0 ? (
        <section className="price-list__disclosures" aria-labelledby="price-list-disclosures">
          <h2 id="price-list-disclosures">Disclosures</h2>
          {/* The rule words the casket and the outer burial container statements alike: said once. */}
          {[...new Set(priceList.disclosures)].map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ) : null}
    </main>
  )
}
