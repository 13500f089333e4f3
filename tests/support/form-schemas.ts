import type { z } from 'zod'
import {
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
  SignInBodySchema,
  SignUpBodySchema,
  SignUpConfirmBodySchema,
} from '#contract/auth.ts'
import { CommentBodySchema } from '#contract/family-reviews.ts'
import { InviteBodySchema } from '#contract/family.ts'
import { purchaserFormSchema } from '#src/features/arrangements/details/purchaser-form.ts'
import { MemoryFormSchema } from '#src/features/obituaries/memory-form-rules.ts'
import { contactSchema } from '#src/features/playground/sections/fields/ContactDemo.tsx'
import { ON_MOUNT } from '#src/features/playground/sections/fields/StatesDemo.tsx'
import { checkoutFormSchema } from '#src/features/shop/checkout-form.ts'
import { ChoiceSchema } from '#src/features/shop/ProductView.tsx'
import { paymentFormSchema } from '#src/features/statement/payment-form.ts'
import { detailsFormSchema } from '#src/features/tasks/reviews/details-form.ts'
import { EditSchema } from '#src/features/tasks/reviews/ObituaryEditForm.tsx'
import { ValuesSchema } from '#src/features/tasks/reviews/ReviewWallSettings.tsx'
import { firstCallFormSchema } from '#src/features/studio/first-call-form.ts'
import { serviceFormSchema } from '#src/features/studio/service-form.ts'
import { caseEditFormSchema } from '#src/features/studio/case-details-form.ts'
import { taskDueFormSchema } from '#src/features/studio/task-due-form.ts'
import { pieceFormSchema } from '#src/features/studio/stationery-piece-form.ts'
import { orderNotesFormSchema } from '#src/features/studio/order-notes-form.ts'
import {
  categoryFormSchema,
  itemFormSchema,
  packageFormSchema,
  packageLineFormSchema,
  variantFormSchema,
} from '#src/features/studio/price-item-form.ts'
import { obituaryFormSchema, scheduleFormSchema } from '#src/features/studio/obituary-form.ts'
import { StaffInviteBodySchema } from '#contract/studio-staff.ts'
import { DomainAddBodySchema } from '#contract/studio-domains.ts'
import { closeFormSchema } from '#src/features/studio/data-close-form.ts'
import { StaffFamilyInviteBodySchema } from '#contract/studio-family.ts'

import { consentFormSchema, signFormSchema } from '#src/features/statement/sign-form.ts'
import { adjustmentFormSchema, embalmingFormSchema, lineFormSchema } from '#src/features/studio/statement-forms.ts'
const TODAY = { year: 2026, month: 6, earliestDelivery: '2026-06-15' }

/**
 * Every schema a form of the product validates with, keyed `file: expression` as the form's
 * `validators` name it. tests/unit/form-messages.test.ts reads every `validators` in src/ and
 * fails on one missing here, so a new form cannot skip the message test; a form whose schema is
 * made per render (a factory) is listed with each way it is made.
 */
export const FORM_SCHEMAS: Readonly<Record<string, z.ZodType | readonly z.ZodType[]>> = {
  'src/features/arrangements/details/DetailsForm.tsx: purchaserFormSchema': purchaserFormSchema,
  'src/features/auth/NewPasswordForm.tsx: PasswordResetConfirmBodySchema': PasswordResetConfirmBodySchema,
  'src/features/auth/PasswordResetRequestForm.tsx: PasswordResetRequestBodySchema': PasswordResetRequestBodySchema,
  'src/features/auth/SignInForm.tsx: SignInBodySchema': SignInBodySchema,
  'src/features/auth/SignUpFinishForm.tsx: SignUpConfirmBodySchema': SignUpConfirmBodySchema,
  'src/features/auth/SignUpForm.tsx: SignUpBodySchema.omit({ invitationToken: true })': SignUpBodySchema.omit({ invitationToken: true }),
  'src/features/obituaries/MemoryForm.tsx: MemoryFormSchema': MemoryFormSchema,
  'src/features/playground/sections/fields/ContactDemo.tsx: contactSchema': contactSchema,
  'src/features/playground/sections/fields/StatesDemo.tsx: ON_MOUNT.text': ON_MOUNT.text,
  'src/features/playground/sections/fields/StatesDemo.tsx: ON_MOUNT.phone': ON_MOUNT.phone,
  'src/features/playground/sections/fields/StatesDemo.tsx: ON_MOUNT.date': ON_MOUNT.date,
  'src/features/playground/sections/fields/StatesDemo.tsx: ON_MOUNT.radio': ON_MOUNT.radio,
  'src/features/playground/sections/fields/StatesDemo.tsx: ON_MOUNT.textarea': ON_MOUNT.textarea,
  'src/features/playground/sections/fields/StatesDemo.tsx: ON_MOUNT.zip': ON_MOUNT.zip,
  'src/features/portal/InviteForm.tsx: InviteBodySchema': InviteBodySchema,
  'src/features/shop/CheckoutForm.tsx: schema': [checkoutFormSchema(TODAY, 'typed'), checkoutFormSchema(TODAY, 'framed')],
  'src/features/shop/ProductView.tsx: ChoiceSchema': ChoiceSchema,
  'src/features/statement/PaymentForm.tsx: schema': [paymentFormSchema(50_000, TODAY, 'typed'), paymentFormSchema(50_000, TODAY, 'framed')],
  'src/features/tasks/reviews/CommentForm.tsx: CommentBodySchema': CommentBodySchema,
  'src/features/tasks/reviews/DetailsForm.tsx: detailsFormSchema': detailsFormSchema,
  'src/features/tasks/reviews/ObituaryEditForm.tsx: EditSchema': EditSchema,
  'src/features/tasks/reviews/ReviewWallSettings.tsx: ValuesSchema': ValuesSchema,
  'src/features/studio/FirstCallForm.tsx: firstCallFormSchema': firstCallFormSchema,
  'src/features/studio/ServiceForm.tsx: serviceFormSchema': serviceFormSchema,
  'src/features/studio/CaseDetailsForm.tsx: caseEditFormSchema': caseEditFormSchema,
  'src/features/studio/StaffInviteForm.tsx: StaffInviteBodySchema': StaffInviteBodySchema,
  'src/features/studio/DomainAddForm.tsx: DomainAddBodySchema': DomainAddBodySchema,
  'src/features/studio/DataCloseForm.tsx: closeSchema': closeFormSchema('Whitfield & Sons Funeral Home'),
  'src/features/studio/TaskDueForm.tsx: taskDueFormSchema': taskDueFormSchema,
  'src/features/studio/OrderNotesForm.tsx: orderNotesFormSchema': orderNotesFormSchema,
  'src/features/studio/PriceItemForm.tsx: itemFormSchema': itemFormSchema,
  'src/features/studio/PriceCategoryForm.tsx: categoryFormSchema': categoryFormSchema,
  'src/features/studio/PriceVariants.tsx: variantFormSchema': variantFormSchema,
  'src/features/studio/PricePackageForms.tsx: packageFormSchema': packageFormSchema,
  'src/features/studio/PricePackageForms.tsx: packageLineFormSchema': packageLineFormSchema,
  'src/features/studio/ObituaryForm.tsx: obituaryFormSchema': obituaryFormSchema,
  'src/features/studio/ObituaryScheduleForm.tsx: scheduleFormSchema': scheduleFormSchema,
  'src/features/studio/FamilyInviteForm.tsx: StaffFamilyInviteBodySchema': StaffFamilyInviteBodySchema,
  'src/features/studio/StationeryPieceForm.tsx: pieceFormSchema': pieceFormSchema,
  'src/features/statement/SignStatement.tsx: consentFormSchema': consentFormSchema,
  'src/features/statement/SignStatement.tsx: signFormSchema': signFormSchema,
  'src/features/studio/StatementStaffForms.tsx: lineFormSchema': lineFormSchema,
  'src/features/studio/StatementStaffForms.tsx: adjustmentFormSchema': adjustmentFormSchema,
  'src/features/studio/StatementStaffForms.tsx: embalmingFormSchema': embalmingFormSchema,
}

/** The registry as named schemas, one per way each is made. */
export function formSchemaList(): Array<{ name: string; schema: z.ZodType }> {
  return Object.entries(FORM_SCHEMAS).flatMap(([name, schemas]) =>
    (Array.isArray(schemas) ? schemas : [schemas]).map((schema, index, all) => ({
      name: all.length > 1 ? `${name} #${index + 1}` : name,
      schema: schema as z.ZodType,
    })),
  )
}
