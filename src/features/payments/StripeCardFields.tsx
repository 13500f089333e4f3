import { loadStripe } from '@stripe/stripe-js/pure'
import type { StripeCardElement } from '@stripe/stripe-js'
import { useEffect, useId, useRef, useState } from 'react'
import { FieldError, FieldHint, fieldClassName } from '#src/ui/fields/FieldShell.tsx'
import { PROCESSOR_UNREACHABLE, type CardTokenizer } from './card-entry.ts'
import { STRIPE_CARD_ERROR } from './stripe-card-error.ts'

type StripeCardFieldsProps = {
  publishableKey: string
  /** Receives the tokenizer once Stripe's card field is ready (and `undefined` when it goes). */
  onTokenizer: (tokenizer: CardTokenizer | undefined) => void
}

/**
 * The card number, expiry and security code in Stripe's own frame (Stripe.js, loaded only on a
 * payment screen of a site that takes payments through Stripe): what is typed there goes to
 * Stripe alone, which answers the payment-method id (decision 022). Name and billing ZIP stay
 * the form's own fields and go to Stripe as billing details.
 */
export default function StripeCardFields({ publishableKey, onTokenizer }: StripeCardFieldsProps) {
  const mountRef = useRef<HTMLDivElement>(null)
  const labelId = useId()
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [message, setMessage] = useState<string | undefined>()

  useEffect(() => {
    let card: StripeCardElement | undefined
    let gone = false
    loadStripe(publishableKey)
      .then((stripe) => {
        if (gone) return
        if (!stripe || !mountRef.current) {
          setState('failed')
          return
        }
        const element = stripe.elements().create('card', { hidePostalCode: true })
        card = element
        element.mount(mountRef.current)
        element.on('change', (event) => setMessage(event.error?.message))
        setState('ready')
        onTokenizer(async (typed) => {
          const result = await stripe.createPaymentMethod({
            type: 'card',
            card: element,
            billing_details: { name: typed.name.trim(), address: { postal_code: typed.postalCode.trim() } },
          })
          if (result.error) return { ok: false, errors: { [STRIPE_CARD_ERROR]: result.error.message ?? PROCESSOR_UNREACHABLE } }
          const { id, card: details } = result.paymentMethod
          return {
            ok: true,
            method: {
              id,
              brand: details?.brand ?? 'card',
              last4: details?.last4 ?? '',
              expMonth: details?.exp_month ?? 0,
              expYear: details?.exp_year ?? 0,
            },
          }
        })
      })
      .catch(() => {
        if (!gone) setState('failed')
      })
    return () => {
      gone = true
      onTokenizer(undefined)
      card?.destroy()
    }
  }, [publishableKey, onTokenizer])

  const shown = state === 'failed' ? PROCESSOR_UNREACHABLE : message
  return (
    <fieldset
      className={fieldClassName({ invalid: shown !== undefined, disabled: false }, 'm-0 border-0 p-0')}
      aria-busy={state === 'loading'}
    >
      <legend id={labelId} className="field__label">
        Card
      </legend>
      <FieldHint
        id={`${labelId}-hint`}
        hint="Card number, expiry date and security code: they go straight to our card processor, Stripe."
      />
      <div ref={mountRef} className="field__control field__control--input" />
      <FieldError id={`${labelId}-error`} error={shown} />
    </fieldset>
  )
}
