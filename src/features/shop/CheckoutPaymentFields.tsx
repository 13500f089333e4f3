import type { PaymentSetup } from '#contract/payment-methods.ts'
import type { CardTokenizer } from '#src/features/payments/index.ts'
import { CardFields } from '#src/features/payments/index.ts'
import { withForm } from '#src/ui/fields/form.ts'
import { EMPTY_CHECKOUT } from './checkout-form.ts'

/** The checkout's Payment group: the card as the site's processor takes it (payments/CardFields.tsx, decision 022). */
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
        <CardFields form={form} fields="card" payment={payment} years={years} onStripeTokenizer={onStripeTokenizer} />
      </fieldset>
    )
  },
})
