import { useStore } from '@tanstack/react-form'
import { useRouter } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { isApiError } from '#contract/errors.ts'
import { PAYMENTS_UNAVAILABLE, type PaymentSetup } from '#contract/payment-methods.ts'
import { CARD_MESSAGE_MAX, type ShopOrder, type ShopProduct, type ShopVariant } from '#contract/shop.ts'
import {
  showFieldErrors,
  useCardEntry,
  useOneAtATime,
  expiryYears,
  browserSessionStorage,
  paymentAttempt,
  forgetAttempt,
  stateFingerprint,
  storageName,
} from '#src/features/payments/index.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { Button } from '#src/ui/Button.tsx'
import { AddressFields } from '#src/ui/fields/AddressFields.tsx'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { SiteLink } from '#src/ui/SiteLink.tsx'
import { checkoutDetails, checkoutFormSchema, EMPTY_CHECKOUT, type CheckoutFormValues } from './checkout-form.ts'
import { CheckoutPaymentFields } from './CheckoutPaymentFields.tsx'
import { CheckoutDraftSchema, checkoutDraftKey, checkoutDraftOf, checkoutValuesFrom, isEmptyCheckoutDraft } from './checkout-draft.ts'
import { OrderLines } from './OrderLines.tsx'
import { PaidCheckout, usePaidOrder } from './PaidCheckout.tsx'
import { paidOrderName, rememberPaidOrder } from './paid-order.ts'
import { postCheckout } from './checkout-request.ts'
import { formatCents } from '#core/money.ts'
import { deliveryFeeText, orderSummary, productHref, thanksHref } from './rules.ts'
import { ShopSection } from './ShopSection.tsx'

type CheckoutFormProps = {
  product: ShopProduct
  variant: ShopVariant
  quantity: number
  obituaryId: number
  nameSlug: string
  /** This month, from the loader: catches an expired card early and lists expiry years from it. */
  /** The visitor's month (card expiry) and the earliest delivery day the picker offers (ISO). */
  today: { year: number; month: number; earliestDelivery: string }
  /** The site's payment processor (the loader's); null when the site takes no payments now (503). */
  payment: PaymentSetup | null
}

/** What the form says when the api's answer is not about one field. */
function messageFor(error: unknown): string {
  if (isApiError(error)) {
    if (error.statusCode === 409)
      return 'Your payment is still being processed. Please wait a moment and press Pay again: you will not be charged twice.'
    if (error.statusCode === 404) return 'These flowers can no longer be ordered. Please go back and choose again.'
    if (error.statusCode === 503) return PAYMENTS_UNAVAILABLE
    if (error.statusCode === 422 && error.detail) return error.detail
  }
  return 'We could not complete your order. Nothing was charged twice: please try again in a moment.'
}

/**
 * /shop/product/{productId}/checkout: who is sending, the card message, where the flowers go,
 * the card, and a summary of what will be charged. Paying sends one Idempotency-Key per form
 * state (idempotency.ts): a double click, a retry or a reload-and-resubmit of the same details
 * never pays twice; once paid, the checkout shows the order paid (PaidCheckout). A declined card comes back as a 422 on `card.number` and shows beside it;
 * everything typed stays.
 */
export function CheckoutForm({ payment, ...props }: CheckoutFormProps) {
  const { order: paidOrder, forget } = usePaidOrder(paidOrderName(props.obituaryId, props.product.id, props.variant.id, props.quantity))
  if (paidOrder) {
    const orderAgain = () => {
      // A new order on purpose: a new attempt too, not the paid one's stored answer.
      forgetAttempt(browserSessionStorage(), storageName('shop-checkout-key', props.obituaryId, props.product.id))
      forget()
      // The button is gone with the paid view: the focus goes to the checkout's heading.
      requestAnimationFrame(() => document.getElementById('checkout-title')?.focus())
    }
    return <PaidCheckout order={paidOrder} obituaryId={props.obituaryId} nameSlug={props.nameSlug} onOrderAgain={orderAgain} />
  }
  if (!payment) {
    const { obituaryId, nameSlug, product, variant, quantity } = props
    return (
      <ShopSection id="checkout-title" title="Checkout" className="shop-checkout">
        <p>{PAYMENTS_UNAVAILABLE}</p>
        <p>
          <SiteLink to={productHref(obituaryId, nameSlug, product.id, { variantId: variant.id, quantity })}>
            Back to {product.name}
          </SiteLink>
        </p>
      </ShopSection>
    )
  }
  return <PayingCheckoutForm payment={payment} {...props} />
}

function PayingCheckoutForm({
  product,
  variant,
  quantity,
  obituaryId,
  nameSlug,
  today,
  payment,
}: CheckoutFormProps & { payment: PaymentSetup }) {
  const router = useRouter()
  const [formError, setFormError] = useState<string | undefined>()
  const oneAtATime = useOneAtATime()
  const card = useCardEntry(payment)
  const schema = useMemo(() => checkoutFormSchema(today, card.cardFields), [today, card.cardFields])
  const years = useMemo(() => expiryYears(today.year), [today])

  function showErrors(formApi: Parameters<typeof applyServerErrors>[0], errors: Readonly<Record<string, string>>) {
    const rest = showFieldErrors(formApi, errors)
    if (rest) setFormError(rest)
  }

  async function pay(values: CheckoutFormValues, formApi: Parameters<typeof applyServerErrors>[0]) {
    setFormError(undefined)
    // The card goes to the processor first; the checkout carries only its payment-method id.
    const tokenized = await card.tokenize(values.card)
    if (!tokenized.ok) {
      showErrors(formApi, tokenized.errors)
      return
    }
    const details = checkoutDetails(values, { productId: product.id, variantId: variant.id, quantity })
    const { id, brand, last4, expMonth, expYear } = tokenized.method
    const storage = browserSessionStorage()
    const name = storageName('shop-checkout-key', obituaryId, product.id)
    const attempt = paymentAttempt(storage, name, await stateFingerprint({ details, card: { brand, last4, expMonth, expYear } }), id)
    let order: ShopOrder
    try {
      order = await postCheckout(obituaryId, { ...details, paymentMethod: attempt.paymentMethod }, attempt.key)
    } catch (error) {
      if (isApiError(error, 422)) {
        // Refused, so nothing was charged: the next press is a new attempt, even with the same card.
        forgetAttempt(storage, name)
        if (error.errors) {
          const { paymentMethod: declined, ...rest } = error.errors
          showErrors(formApi, declined === undefined ? rest : { ...rest, [card.cardErrorField]: declined })
          return
        }
      }
      setFormError(messageFor(error))
      return
    }
    draft.clear()
    // Back (or a reload) on this checkout now shows the order paid, not a form to pay again.
    rememberPaidOrder(storage, paidOrderName(obituaryId, product.id, variant.id, quantity), order)
    await router.navigate({ href: thanksHref(obituaryId, nameSlug, order.id, order.token) })
  }

  const form = useAppForm({
    defaultValues: EMPTY_CHECKOUT,
    validators: { onChange: schema },
    onSubmit: ({ value, formApi }) => oneAtATime(() => pay(value, formApi)),
  })

  // Kept on the device (never the card): Back, a reload or a closed tab loses nothing typed.
  const draft = useDeviceDraft({
    values: useStore(form.store, (state) => state.values),
    restore: (values) => form.reset(values, { keepDefaultValues: true }),
    keyFor: (host) => checkoutDraftKey(host, obituaryId),
    schema: CheckoutDraftSchema,
    toDraft: checkoutDraftOf,
    fromDraft: checkoutValuesFrom,
    isEmpty: isEmptyCheckoutDraft,
  })

  const back = productHref(obituaryId, nameSlug, product.id, { variantId: variant.id, quantity })

  return (
    <ShopSection id="checkout-title" title="Checkout" className="shop-checkout">
      <p className="mt-0">
        <SiteLink to={back} className="inline-flex min-h-11 items-center">
          Back to {product.name}
        </SiteLink>
      </p>
      <form.AppForm>
        <form.Form aria-labelledby="checkout-title" className="grid max-w-3xl gap-2">
          <section aria-labelledby="checkout-summary" className="rounded-lg border border-solid p-4">
            <h3 id="checkout-summary" className="mt-0">
              Your order
            </h3>
            <form.Subscribe selector={(state) => state.values.delivery.method}>
              {(method) => (
                <OrderLines
                  productName={product.name}
                  variantName={variant.name}
                  lines={orderSummary(variant.priceCents, quantity, method)}
                />
              )}
            </form.Subscribe>
            <p className="mb-0 text-muted">The total is confirmed when you pay.</p>
          </section>

          <fieldset className="checkout-group m-0 border-0 p-0">
            <legend className="text-2xl font-semibold">
              <h3 className="m-0 text-2xl">Your details</h3>
            </legend>
            <form.AppField name="purchaser.firstName">
              {(f) => <f.TextField label="First name" autoComplete="given-name" required />}
            </form.AppField>
            <form.AppField name="purchaser.lastName">
              {(f) => <f.TextField label="Last name" autoComplete="family-name" required />}
            </form.AppField>
            <form.AppField name="purchaser.email">
              {(f) => <f.EmailField label="Email" hint="We send your receipt here." required />}
            </form.AppField>
            <form.AppField name="purchaser.phone">
              {(f) => <f.PhoneField label="Phone" hint="In case the florist needs to reach you." required />}
            </form.AppField>
          </fieldset>

          <form.AppField name="cardMessage">
            {(f) => (
              <f.TextareaField
                label="Card message"
                hint="Written on the card that comes with the flowers."
                rows={4}
                maxLength={CARD_MESSAGE_MAX}
              />
            )}
          </form.AppField>

          <fieldset className="checkout-group m-0 border-0 p-0">
            <legend className="text-2xl font-semibold">
              <h3 className="m-0 text-2xl">Delivery</h3>
            </legend>
            <form.AppField name="delivery.method">
              {(f) => (
                <f.RadioGroupField
                  label="Where should the flowers go?"
                  required
                  options={[
                    {
                      value: 'service',
                      label: `Deliver to the service (${deliveryFeeText('service')})`,
                      hint: 'We bring them to the funeral home in time for the service.',
                    },
                    {
                      value: 'address',
                      label: `Deliver to an address (${deliveryFeeText('address')})`,
                      hint: 'For example, to the family’s home.',
                    },
                  ]}
                />
              )}
            </form.AppField>
            <form.Subscribe selector={(state) => state.values.delivery.method}>
              {(method) =>
                method === 'address' ? (
                  <div className="grid gap-2">
                    <form.AppField name="delivery.recipient">
                      {(f) => <f.TextField label="Recipient’s name" autoComplete="shipping name" required />}
                    </form.AppField>
                    <AddressFields form={form} fields="delivery" section="shipping" />
                    <form.AppField name="delivery.date">
                      {(f) => (
                        <f.DatePickerField
                          label="Delivery date"
                          hint="Leave empty for the earliest delivery."
                          min={today.earliestDelivery}
                        />
                      )}
                    </form.AppField>
                  </div>
                ) : null
              }
            </form.Subscribe>
            <form.AppField name="delivery.instructions">
              {(f) => <f.TextareaField label="Delivery instructions" hint="Anything the florist should know." rows={3} maxLength={500} />}
            </form.AppField>
          </fieldset>

          <CheckoutPaymentFields form={form} payment={payment} years={years} onStripeTokenizer={card.setStripeTokenizer} />

          <div role="alert" className="checkout-error">
            {formError ? <p className="m-0 font-semibold">{formError}</p> : null}
          </div>
          <form.Subscribe selector={(state) => [state.isSubmitting, state.values.delivery.method] as const}>
            {([sending, method]) => (
              <Button type="submit" size="lg" busy={sending}>
                {sending ? 'Paying…' : `Pay ${formatCents(orderSummary(variant.priceCents, quantity, method).totalCents)}`}
              </Button>
            )}
          </form.Subscribe>
        </form.Form>
      </form.AppForm>
    </ShopSection>
  )
}
