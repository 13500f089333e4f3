import { retriableImport } from '#src/lib/retriable-import.ts'
import { lazyForm } from '#src/ui/fields/lazy-form.tsx'

/**
 * The shop's form screens, loaded on demand (src/ui/fields/lazy-form.tsx): the product and checkout
 * pages hydrate without react-form, zod, the masks and the phone rules; their routes' loaders
 * `preload` them, so the server renders them whole.
 */
export const ProductForm = lazyForm(
  retriableImport(
    () => import('./ProductView.tsx'),
    (m) => m.ProductView,
  ),
)
export const CheckoutForm = lazyForm(
  retriableImport(
    () => import('./CheckoutForm.tsx'),
    (m) => m.CheckoutForm,
  ),
)
