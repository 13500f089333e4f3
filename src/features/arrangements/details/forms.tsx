import { retriableImport } from '#src/lib/retriable-import.ts'
import { lazyForm } from '#src/ui/fields/lazy-form.tsx'

/** The purchaser details form, loaded on demand (src/ui/fields/lazy-form.tsx); the route's loader preloads it. */
export const DetailsForm = lazyForm(
  retriableImport(
    () => import('./DetailsForm.tsx'),
    (m) => m.DetailsForm,
  ),
  { fallback: <p>Opening the form…</p> },
)
