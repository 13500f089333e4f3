/**
 * The tasks feature as other features use it: its one entry (decision 053). The studio's case
 * page corrects the same personal details as the family's add-details form, by its rules.
 */

export {
  detailsBody,
  DetailsDraftSchema,
  detailsFormSchema,
  detailsValues,
  EDUCATION_LABELS,
  MARITAL_LABELS,
  sameDetails,
  type DetailsValues,
} from './reviews/details-form.ts'
// The studio's obituary desk previews the obituary as the family's review does: as the public page shows it.
export { ObituaryPreview } from './reviews/ObituaryPreview.tsx'
