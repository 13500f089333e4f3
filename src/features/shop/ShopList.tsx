import type { Page } from '#contract/paging.ts'
import type { ShopItem } from '#contract/shop.ts'
import { Link } from '@tanstack/react-router'
import { MediaPhoto } from '#src/features/media/index.ts'
import type { PhotoPlace } from '#src/features/media/index.ts'
import { balancedGridSizes, balancedGridStyle } from '#src/lib/balanced-grid.ts'
import { PHOTO_WIDTHS } from '#src/lib/responsive-image.ts'
import { EmptyState } from '#src/ui/EmptyState.tsx'
import { previewSearch } from '#src/lib/preview.ts'
import { SiteLink, usePreviewing } from '#src/ui/SiteLink.tsx'
import { fromPriceText, SHOP_FIRST_ROW, shopHref } from './rules.ts'
import { ShopSection } from './ShopSection.tsx'

type ShopListProps = { items: Page<ShopItem>; page: number; obituaryId: number; nameSlug: string }

/** /shop: the sympathy products that can be sent for this obituary, a page at a time. */
export function ShopList({ items, page, obituaryId, nameSlug }: ShopListProps) {
  const totalPages = items.totalPages
  const previewing = usePreviewing()
  const place: PhotoPlace = { sizes: balancedGridSizes(items.content.length, 3), widths: PHOTO_WIDTHS }
  return (
    <ShopSection id="shop-title" title="Send sympathy flowers">
      <p className="mt-0 text-muted">Flowers and plants delivered to the service or to the family, with your message.</p>
      {items.content.length === 0 ? (
        <EmptyState kind="none" />
      ) : (
        <ul className="shop-list balanced-grid" style={balancedGridStyle(items.content.length, 3)} aria-label="Sympathy products">
          {items.content.map((item, index) => {
            return (
              <li key={item.id} className="shop-card relative flex flex-col gap-2">
                {item.image ? (
                  // Decorative: the product's name below says what it shows. Only the first row is above the fold.
                  <MediaPhoto
                    className="shop-card__image block h-auto w-full rounded-lg"
                    photo={item.image}
                    place={place}
                    alt=""
                    loading={index < SHOP_FIRST_ROW ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : null}
                <h3 className="shop-card__name m-0 text-xl">
                  {/* A router link: the page keeps its place and focus moves to the product's heading (tab-focus.ts). */}
                  <Link
                    to="/obituaries/$id/$name/shop/product/$productId"
                    params={{ id: String(obituaryId), name: nameSlug, productId: String(item.id) }}
                    search={previewSearch(previewing)}
                    resetScroll={false}
                    className="inline-flex min-h-11 items-center"
                  >
                    {item.name}
                  </Link>
                </h3>
                <p className="shop-card__price m-0 text-lg font-semibold">{fromPriceText(item.fromPriceCents)}</p>
              </li>
            )
          })}
        </ul>
      )}
      {totalPages > 1 ? (
        <nav className="shop-pager mt-10 flex flex-wrap items-center gap-6" aria-label="Shop pages">
          {page > 1 ? (
            <SiteLink className="inline-flex min-h-11 items-center" to={shopHref(obituaryId, nameSlug, page - 1)} rel="prev">
              Previous products
            </SiteLink>
          ) : null}
          <span className="text-muted">
            Page {Math.min(page, totalPages)} of {totalPages}
          </span>
          {page < totalPages ? (
            <SiteLink className="inline-flex min-h-11 items-center" to={shopHref(obituaryId, nameSlug, page + 1)} rel="next">
              More products
            </SiteLink>
          ) : null}
        </nav>
      ) : null}
    </ShopSection>
  )
}
