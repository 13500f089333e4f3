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

/** The memorial video's uploads (decision 060): the picker, its checks and the part sender come when the screen shows them. */
export const VideoUpload = lazyForm(
  retriableImport(
    () => import('./VideoUpload.tsx'),
    (m) => m.VideoUpload,
  ),
  { fallback: <p>Opening the upload…</p> },
)

export const VideoFiles = lazyForm(
  retriableImport(
    () => import('./VideoFiles.tsx'),
    (m) => m.VideoFiles,
  ),
  { fallback: <p>Opening the captions and poster…</p> },
)
export const StationeryPieceForm = lazyForm(
  retriableImport(
    () => import('./StationeryPieceForm.tsx'),
    (m) => m.StationeryPieceForm,
  ),
  { fallback: <p>Opening the form…</p> },
)

/** A piece's next version: the uploads, the PDF picker and the arrangement (their code, zod and the upload queue, after the page). */
export const StationeryVersionDraft = lazyForm(
  retriableImport(
    () => import('./StationeryVersionDraft.tsx'),
    (m) => m.StationeryVersionDraft,
  ),
  { fallback: <p>Opening the upload…</p> },
)
export const OrderNotesForm = lazyForm(
  retriableImport(
    () => import('./OrderNotesForm.tsx'),
    (m) => m.OrderNotesForm,
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

export const StatementStaffForms = lazyForm(
  retriableImport(
    () => import('./StatementStaffPanel.tsx'),
    (m) => m.StatementStaffPanel,
  ),
  { fallback: <p>Opening the forms…</p> },
)

/** The portrait's upload (the family's uploader and its image checks), loaded when the desk shows it. */
export const ObituaryPortrait = lazyForm(
  retriableImport(
    () => import('./ObituaryPortrait.tsx'),
    (m) => m.ObituaryPortrait,
  ),
  { fallback: <p>Opening the portrait…</p> },
)

/** The banner's upload (the portrait's uploader, a wide picture only), loaded when the desk shows it. */
export const ObituaryBanner = lazyForm(
  retriableImport(
    () => import('./ObituaryBanner.tsx'),
    (m) => m.ObituaryBanner,
  ),
  { fallback: <p>Opening the banner…</p> },
)

/** The price list's forms: an item, a category, an item's choices (the owner's draft). */
export const PriceItemForm = lazyForm(
  retriableImport(
    () => import('./PriceItemForm.tsx'),
    (m) => m.PriceItemForm,
  ),
  { fallback: <p>Opening the form…</p> },
)

export const PriceCategoryForm = lazyForm(
  retriableImport(
    () => import('./PriceCategoryForm.tsx'),
    (m) => m.PriceCategoryForm,
  ),
  { fallback: <p>Opening the form…</p> },
)

export const PriceVariants = lazyForm(
  retriableImport(
    () => import('./PriceVariants.tsx'),
    (m) => m.PriceVariants,
  ),
  { fallback: <p>Opening the choices…</p> },
)

export const PricePackageForm = lazyForm(
  retriableImport(
    () => import('./PricePackageForms.tsx'),
    (m) => m.PricePackageForm,
  ),
  { fallback: <p>Opening the form…</p> },
)

export const PricePackageLineForm = lazyForm(
  retriableImport(
    () => import('./PricePackageForms.tsx'),
    (m) => m.PricePackageLineForm,
  ),
  { fallback: <p>Opening the form…</p> },
)
