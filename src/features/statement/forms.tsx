import { retriableImport } from '#src/lib/retriable-import.ts'
import { lazyForm } from '#src/ui/fields/lazy-form.tsx'

/**
 * The payment form, loaded on demand (src/ui/fields/lazy-form.tsx): the statement screen never
 * carries react-form, zod or the card fields; the payment route's loader `preload`s it, so the
 * server renders it whole.
 */
export const PaymentForm = lazyForm(
  retriableImport(
    () => import('./PaymentForm.tsx'),
    (m) => m.PaymentForm,
  ),
  { fallback: <p>Opening the payment form…</p> },
)

/** The arranger's consent and signature (decision 064), loaded when the statement asks for a signature. */
export const SignStatement = lazyForm(
  retriableImport(
    () => import('./SignStatement.tsx'),
    (m) => m.SignStatement,
  ),
  { fallback: <p>Opening the signature form…</p> },
)
