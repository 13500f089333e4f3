import { lazy, Suspense } from 'react'
import type { PaymentSetup } from '#contract/payment-methods.ts'
import type { CardTokenizer } from '#src/features/payments/card-entry.ts'
import { ZIP_MASK } from '#src/lib/masks.ts'
import { withForm } from '#src/ui/fields/form.ts'
import { CARD_NUMBER_MASK, CVC_MASK, EMPTY_CHECKOUT, EXPIRY_MONTHS, TEST_CARD_HINT } from './checkout-form.ts'

// Stripe.js and its wrapper load only where a site pays through Stripe, and only on this screen.
const StripeCardFields = lazy(() => import('#src/features/payments/StripeCardFields.tsx'))

/**
 * The checkout's Payment group: the card as the site's processor takes it (decision 022). With
 * the demo's test processor, its number, expiry and code are this form's fields (sent to the
 * test processor alone, never in the checkout); with Stripe, they are typed into Stripe's frame.
 * The name and billing ZIP are the form's either way.
 */
export const CheckoutPaymentFields = withForm({
  defaultValues: EMPTY_CHECKOUT,
  props: {} as {
    payment: PaymentSetup
    years: { value: string; label: string }[]
    onStripeTokenizer: (tokenizer: CardTokenizer | undefined) => void
  },
  render: function Render({ form, payment, years, onStripeTokenizer }) {
    return (
      <fieldset className="checkout-group m-0 border-0 p-0">
        <legend className="text-2xl font-semibold">
          <h3 className="m-0 text-2xl">Payment</h3>
        </legend>
        {payment.provider === 'test' ? (
          <>
            <form.AppField name="card.number">
              {(f) => (
                <f.MaskedField
                  label="Card number"
                  hint={TEST_CARD_HINT}
                  mask={CARD_NUMBER_MASK}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  required
                />
              )}
            </form.AppField>
            <div className="flex flex-wrap gap-x-6">
              <form.AppField name="card.expMonth">
                {(f) => (
                  <f.SelectField
                    label="Expiry month"
                    autoComplete="cc-exp-month"
                    options={EXPIRY_MONTHS}
                    placeholder="Month"
                    width="short"
                    required
                  />
                )}
              </form.AppField>
              <form.AppField name="card.expYear">
                {(f) => (
                  <f.SelectField label="Expiry year" autoComplete="cc-exp-year" options={years} placeholder="Year" width="short" required />
                )}
              </form.AppField>
            </div>
            <form.AppField name="card.cvc">
              {(f) => (
                <f.MaskedField
                  label="Security code"
                  hint="The 3 digits on the back (4 on the front of American Express)."
                  mask={CVC_MASK}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  width="short"
                  required
                />
              )}
            </form.AppField>
          </>
        ) : (
          <Suspense fallback={<p className="text-muted">Loading the card field…</p>}>
            <StripeCardFields publishableKey={payment.publishableKey} onTokenizer={onStripeTokenizer} />
          </Suspense>
        )}
        <form.AppField name="card.name">{(f) => <f.TextField label="Name on card" autoComplete="cc-name" required />}</form.AppField>
        <form.AppField name="card.postalCode">
          {(f) => (
            <f.MaskedField
              label="Billing ZIP code"
              mask={ZIP_MASK}
              inputMode="numeric"
              autoComplete="billing postal-code"
              width="short"
              required
            />
          )}
        </form.AppField>
      </fieldset>
    )
  },
})
