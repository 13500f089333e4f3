import { useRouter } from '@tanstack/react-router'
import { z } from 'zod'
import type { ShopProduct } from '#contract/shop.ts'
import { MediaPhoto } from '#src/features/media/index.ts'
import type { PhotoPlace } from '#src/features/media/index.ts'
import { PHOTO_WIDTHS } from '#src/lib/responsive-image.ts'
import { Button } from '#src/ui/Button.tsx'
import { useAppForm } from '#src/ui/fields/form.ts'
import { SiteLink } from '#src/ui/SiteLink.tsx'
import { formatCents } from '#core/money.ts'
import { checkoutHref, QUANTITY_OPTIONS, shopHref, type ProductSearch } from './rules.ts'
import { ShopSection } from './ShopSection.tsx'

/** The pictures' column: half the content width (72rem) from md (48rem) up, the whole width below. */
const PRODUCT_PHOTO_PLACE: PhotoPlace = { sizes: '(min-width: 48rem) 36rem, 100vw', widths: PHOTO_WIDTHS }

type ProductViewProps = { product: ShopProduct; obituaryId: number; nameSlug: string; chosen: ProductSearch }

export const ChoiceSchema = z.object({
  variantId: z.string().min(1, 'This field is required'),
  quantity: z.string().min(1, 'This field is required'),
})

/**
 * /shop/product/{productId}: the product's pictures and words, its sizes (variants) with their
 * prices, and how many. 'Continue' carries the choice to checkout in the address. The form is
 * also a plain GET form to the checkout, so it works before (or without) JavaScript.
 */
export function ProductView({ product, obituaryId, nameSlug, chosen }: ProductViewProps) {
  const router = useRouter()
  const variant = product.variants.find((v) => v.id === chosen.variantId) ?? product.variants[0]
  const action = `${shopHref(obituaryId, nameSlug)}/product/${product.id}/checkout`
  const form = useAppForm({
    defaultValues: { variantId: variant ? String(variant.id) : '', quantity: String(chosen.quantity ?? 1) },
    validators: { onChange: ChoiceSchema },
    onSubmit: async ({ value }) => {
      const href = checkoutHref(obituaryId, nameSlug, product.id, { variantId: Number(value.variantId), quantity: Number(value.quantity) })
      await router.navigate({ href })
    },
  })

  return (
    <ShopSection id="product-title" title={product.name} className="shop-product">
      <p className="mt-0">
        <SiteLink to={shopHref(obituaryId, nameSlug)} className="inline-flex min-h-11 items-center">
          Back to all flowers
        </SiteLink>
      </p>
      <div className="grid gap-8 md:grid-cols-2">
        <div className="shop-product__images grid gap-4">
          {product.images.map((image, index) => (
            <MediaPhoto
              key={image.id}
              className="block h-auto w-full rounded-lg"
              photo={image}
              place={PRODUCT_PHOTO_PLACE}
              alt={index === 0 ? product.name : `${product.name}, picture ${index + 1}`}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
            />
          ))}
        </div>
        <div>
          <p className="mt-0 text-lg">{product.description}</p>
          <form.AppForm>
            <form.Form aria-labelledby="product-title" method="get" action={action}>
              <form.AppField name="variantId">
                {(f) => (
                  <f.RadioGroupField
                    label="Size"
                    required
                    options={product.variants.map((v) => ({ value: String(v.id), label: `${v.name}, ${formatCents(v.priceCents)}` }))}
                  />
                )}
              </form.AppField>
              <form.AppField name="quantity">
                {(f) => <f.SelectField label="Quantity" required options={QUANTITY_OPTIONS} placeholder={false} width="short" />}
              </form.AppField>
              <form.Subscribe selector={(state) => state.isSubmitting}>
                {(sending) => (
                  <Button type="submit" busy={sending}>
                    Continue
                  </Button>
                )}
              </form.Subscribe>
            </form.Form>
          </form.AppForm>
        </div>
      </div>
    </ShopSection>
  )
}
