import { lazy, Suspense } from 'react'
import type { PaymentSetup } from '#contract/payment-methods.ts'
import { ZIP_MASK } from '#src/lib/masks.ts'
import { withFieldGroup } from '#src/ui/fields/form.ts'
import type { CardTokenizer } from './card-entry.ts'
import { CARD_NUMBER_MASK, CVC_MASK, EMPTY_CARD, EXPIRY_MONTHS, TEST_CARD_HINT } from './card-form.ts'

// Stripe.js and its wrapper load only where a site pays through Stripe, and only on a payment screen.
const StripeCardFields = lazy(() => import('./StripeCardFields.tsx'))

/**
 * The card as the site's processor takes it (decision 022), for any form with a `card` group
 * (`<CardFields form={form} fields="card" … />`). With the demo's test processor, its number,
 * expiry and code are the form's fields (sent to the test processor alone, never with the
 * payment); with Stripe, they are typed into Stripe's frame. The name and billing ZIP are the
 * form's either way.
 */
export const CardFields = withFieldGroup({
  defaultValues: EMPTY_CARD,
  props: {} as {
    payment: PaymentSetup
    years: { value: string; label: string }[]
    onStripeTokenizer: (tokenizer: CardTokenizer | undefined) => void
  },
  render: function Render({ group, payment, years, onStripeTokenizer }) {
    return (
      <>
        {payment.provider === 'test' ? (
          <>
            <group.AppField name="number">
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
            </group.AppField>
            <div className="flex flex-wrap gap-x-6">
              <group.AppField name="expMonth">
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
              </group.AppField>
              <group.AppField name="expYear">
                {(f) => (
                  <f.SelectField label="Expiry year" autoComplete="cc-exp-year" options={years} placeholder="Year" width="short" required />
                )}
              </group.AppField>
            </div>
            <group.AppField name="cvc">
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
            </group.AppField>
          </>
        ) : (
          <Suspense fallback={<p className="text-muted">Loading the card field…</p>}>
            <StripeCardFields publishableKey={payment.publishableKey} onTokenizer={onStripeTokenizer} />
          </Suspense>
        )}
        <group.AppField name="name">{(f) => <f.TextField label="Name on card" autoComplete="cc-name" required />}</group.AppField>
        <group.AppField name="postalCode">
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
        </group.AppField>
      </>
    )
  },
})
