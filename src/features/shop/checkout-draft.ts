import { z } from 'zod'
import { draftStorageKey } from '#src/lib/device-draft.ts'
import { EMPTY_CHECKOUT, type CheckoutFormValues } from './checkout-form.ts'

/**
 * What checkout keeps on the device while someone types: who sends, the card message and where
 * the flowers go. Never anything of the payment card (number, expiry, security code, name,
 * billing ZIP): those are typed again. The schema is also what reading goes through, so an entry
 * that somehow held card fields gives none of them back.
 */
const text = z.string().max(2000).catch('')

export const CheckoutDraftSchema = z.object({
  purchaser: z.object({ firstName: text, lastName: text, email: text, phone: text }),
  cardMessage: text,
  delivery: z.object({
    method: z.enum(['service', 'address']).catch('service'),
    recipient: text,
    line1: text,
    line2: text,
    city: text,
    region: text,
    postalCode: text,
    date: text,
    instructions: text,
  }),
})
export type CheckoutDraft = z.infer<typeof CheckoutDraftSchema>

/** One draft per funeral home and obituary: the same sender and address serve any product there. */
export function checkoutDraftKey(host: string, obituaryId: number): string {
  return draftStorageKey('checkout-draft', host, obituaryId)
}

/** The part of the form that may be kept; the card is left out field by field, not filtered after. */
export function checkoutDraftOf(values: CheckoutFormValues): CheckoutDraft {
  return { purchaser: { ...values.purchaser }, cardMessage: values.cardMessage, delivery: { ...values.delivery } }
}

/** The form's values from a saved draft: the card fields empty. */
export function checkoutValuesFrom(draft: CheckoutDraft): CheckoutFormValues {
  return { ...EMPTY_CHECKOUT, purchaser: { ...draft.purchaser }, cardMessage: draft.cardMessage, delivery: { ...draft.delivery } }
}

/** Nothing typed yet: no entry is written (an untouched form leaves nothing behind). */
export function isEmptyCheckoutDraft(draft: CheckoutDraft): boolean {
  const { method, ...delivery } = draft.delivery
  return method === 'service' && [...Object.values(draft.purchaser), draft.cardMessage, ...Object.values(delivery)].every((v) => !v.trim())
}
