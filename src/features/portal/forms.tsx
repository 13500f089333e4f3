import { retriableImport } from '#src/lib/retriable-import.ts'
import { lazyForm } from '#src/ui/fields/lazy-form.tsx'

/** The case home's form, loaded when the "Invite family" window first opens (src/ui/fields/lazy-form.tsx). */
export const InviteForm = lazyForm(
  retriableImport(
    () => import('./InviteForm.tsx'),
    (m) => m.InviteForm,
  ),
  { fallback: <p>Opening the form…</p> },
)
