import { useCallback, useRef } from 'react'
import type { PaymentSetup } from '#contract/payment-methods.ts'
import { applyServerErrors } from '#src/ui/fields/form.ts'
import { PROCESSOR_UNREACHABLE, type CardTokenizer, type Tokenized, type TypedCard } from './card-entry.ts'
import type { CardFieldsKind } from './card-form.ts'
import { STRIPE_CARD_ERROR } from './stripe-card-error.ts'
import { tokenizeTestCard } from './test-card.ts'

/**
 * The card side of a paying form (the shop's checkout, a family's payment), for the site's
 * processor (decision 022): whether the card is typed into the form or into Stripe's frame, the
 * field a decline is said beside, and `tokenize`, which turns the card into the processor's
 * payment-method id. Stripe's card field hands over its tokenizer through `setStripeTokenizer`
 * (CardFields' `onStripeTokenizer`) once it is ready.
 */
export function useCardEntry(payment: PaymentSetup) {
  const stripeTokenizer = useRef<CardTokenizer | undefined>(undefined)
  const setStripeTokenizer = useCallback((tokenizer: CardTokenizer | undefined) => {
    stripeTokenizer.current = tokenizer
  }, [])
  const typed = payment.provider === 'test'
  const cardFields: CardFieldsKind = typed ? 'typed' : 'framed'
  const tokenize = useCallback(
    (card: TypedCard): Promise<Tokenized> => {
      const tokenizer = typed ? tokenizeTestCard : stripeTokenizer.current
      return tokenizer ? tokenizer(card) : Promise.resolve({ ok: false, errors: { form: PROCESSOR_UNREACHABLE } })
    },
    [typed],
  )
  return {
    cardFields,
    /** A decline is said beside the card: the number field of the test processor, Stripe's frame otherwise. */
    cardErrorField: typed ? 'card.number' : STRIPE_CARD_ERROR,
    setStripeTokenizer,
    tokenize,
  }
}

/** Puts each message beside its field; answers the ones no field took, joined, for the form's own line. */
export function showFieldErrors(
  formApi: Parameters<typeof applyServerErrors>[0],
  errors: Readonly<Record<string, string>>,
): string | undefined {
  const rest = Object.values(applyServerErrors(formApi, errors))
  return rest.length > 0 ? rest.join(' ') : undefined
}

/**
 * One payment call at a time from a page: a second submit while the first is out (a double click
 * the busy button did not stop, Enter pressed twice) waits for the first instead of sending again.
 */
export function useOneAtATime(): (work: () => Promise<void>) => Promise<void> {
  const inFlight = useRef<Promise<void> | null>(null)
  return useCallback((work) => {
    inFlight.current ??= work().finally(() => {
      inFlight.current = null
    })
    return inFlight.current
  }, [])
}
