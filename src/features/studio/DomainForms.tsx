import { retriableImport } from '#src/lib/retriable-import.ts'
import { lazyForm } from '#src/ui/fields/lazy-form.tsx'

/** The Domains screen's form (react-form, zod), loaded when the screen shows it, not with the studio's first load. */
export const DomainAddForm = lazyForm(
  retriableImport(
    () => import('./DomainAddForm.tsx'),
    (m) => m.DomainAddForm,
  ),
  { fallback: <p>Opening the form…</p> },
)
