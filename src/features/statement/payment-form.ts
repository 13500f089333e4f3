import { z } from 'zod'
import type { TypedCard } from '#src/features/payments/index.ts'
import { cardSchema, EMPTY_CARD, expiredCardMessage, type CardFieldsKind } from '#src/features/payments/index.ts'
import { dollarsText, partAmountProblem, type AmountChoice } from './amount.ts'

/**
 * The payment form (spec §2 /statement/payment): the whole balance or a part typed in dollars,
 * and the card as the site's processor takes it. The card group is the one the shop's checkout
 * uses (payments/card-form.ts), named `card.*` so a decline lands beside the card number.
 */

export type PaymentFormValues = { choice: AmountChoice; amount: string; card: TypedCard }

/** The form as it opens: the whole balance chosen, the part field holding it, ready to be lowered. */
export function emptyPayment(balanceCents: number): PaymentFormValues {
  return { choice: 'full', amount: dollarsText(balanceCents), card: EMPTY_CARD }
}

/** The form's checks (spec §5 wording). `today` is the visitor's month, to catch an expired card early. */
export function paymentFormSchema(balanceCents: number, today: { year: number; month: number }, cardFields: CardFieldsKind) {
  return z.object({ choice: z.enum(['full', 'part']), amount: z.string(), card: cardSchema(cardFields) }).superRefine((values, ctx) => {
    if (values.choice === 'part') {
      const problem = partAmountProblem(values.amount, balanceCents)
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem })
    }
    const expired = expiredCardMessage(values.card, today)
    if (expired) ctx.addIssue({ code: 'custom', path: ['card', 'expMonth'], message: expired })
  })
}
