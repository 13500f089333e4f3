import { retriableImport } from '#src/lib/retriable-import.ts'
import { lazyForm } from '#src/ui/fields/lazy-form.tsx'

/** The studio's forms (react-form, zod), loaded when their screen shows them, not with the studio's first load. */
export const FirstCallForm = lazyForm(
  retriableImport(
    () => import('./FirstCallForm.tsx'),
    (m) => m.FirstCallForm,
  ),
  { fallback: <p>Opening the form…</p> },
)

export const StaffInviteForm = lazyForm(
  retriableImport(
    () => import('./StaffInviteForm.tsx'),
    (m) => m.StaffInviteForm,
  ),
  { fallback: <p>Opening the form…</p> },
)

export const ServiceForm = lazyForm(
  retriableImport(
    () => import('./ServiceForm.tsx'),
    (m) => m.ServiceForm,
  ),
  { fallback: <p>Opening the form…</p> },
)

export const CaseDetailsForm = lazyForm(
  retriableImport(
    () => import('./CaseDetailsForm.tsx'),
    (m) => m.CaseDetailsForm,
  ),
  { fallback: <p>Opening the form…</p> },
)

export const TaskDueForm = lazyForm(
  retriableImport(
    () => import('./TaskDueForm.tsx'),
    (m) => m.TaskDueForm,
  ),
  { fallback: <p>Opening the form…</p> },
)

export const FamilyInviteForm = lazyForm(
  retriableImport(
    () => import('./FamilyInviteForm.tsx'),
    (m) => m.FamilyInviteForm,
  ),
  { fallback: <p>Opening the form…</p> },
)

export const ObituaryForm = lazyForm(
  retriableImport(
    () => import('./ObituaryForm.tsx'),
    (m) => m.ObituaryForm,
  ),
  { fallback: <p>Opening the form…</p> },
)

export const ObituaryScheduleForm = lazyForm(
  retriableImport(
    () => import('./ObituaryScheduleForm.tsx'),
    (m) => m.ObituaryScheduleForm,
  ),
  { fallback: <p>Opening the form…</p> },
)
