/**
 * The tasks feature as other features use it: its one entry (decision 053). The studio's case
 * page corrects the same personal details as the family's add-details form, by its rules; its
 * video screen takes files with the family's picker and failure words (decision 060).
 */

export {
  detailsBody,
  DetailsDraftSchema,
  detailsFormSchema,
  detailsValues,
  sameDetails,
  type DetailsValues,
} from './reviews/details-form.ts'
export { UploadPicker } from './media/UploadPicker.tsx'
export { fileProblem, uploadFailure } from './media/upload-rules.ts'

// The studio's proofs (issue 38 point 3) are uploaded the family's way (decision 038): one queue, one picker.
export { Uploader } from './media/Uploader.tsx'
export { useUploadQueue } from './media/use-upload-queue.ts'
