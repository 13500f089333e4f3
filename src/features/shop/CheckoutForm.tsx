import { useStore } from '@tanstack/react-form'
import { useRouter } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { ApiError } from '#contract/errors.ts'
import { US_STATES } from '#contract/planning-rules.ts'
import { CARD_MESSAGE_MAX, type ShopOrder, type ShopProduct, type ShopVariant } from '#contract/shop.ts'
import { useDeviceDraft } from '#src/lib/device-draft.ts'
import { ZIP_MASK } from '#src/lib/masks.ts'
import { Button } from '#src/ui/Button.tsx'
import { applyServerErrors, useAppForm } from '#src/ui/fields/form.ts'
import { SiteLink } from '#src/ui/SiteLink.tsx'
import {
  CARD_NUMBER_MASK,
  checkoutFormSchema,
  CVC_MASK,
  EMPTY_CHECKOUT,
  EXPIRY_MONTHS,
  expiryYears,
  TEST_CARD_HINT,
  toCheckoutBody,
  type CheckoutFormValues,
} from './checkout-form.ts'
import { CheckoutDraftSchema, checkoutDraftKey, checkoutDraftOf, checkoutValuesFrom, isEmptyCheckoutDraft } from './checkout-draft.ts'
import { bodyFingerprint, browserSessionStorage, checkoutKey, storageName } from './idempotency.ts'
import { OrderLines } from './OrderLines.tsx'
import { postCheckout } from './queries.ts'
import { deliveryFeeText, formatCents, orderSummary, productHref, thanksHref } from './rules.ts'
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
}

/** What the form says when the api's answer is not about one field. */
function messageFor(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.statusCode === 409)
      return 'Your payment is still being processed. Please wait a moment and press Pay again: you will not be charged twice.'
    if (error.statusCode === 404) return 'These flowers can no longer be ordered. Please go back and choose again.'
    if (error.statusCode === 422 && error.detail) return error.detail
  }
  return 'We could not complete your order. Nothing was charged twice: please try again in a moment.'
}

/**
 * /shop/product/{productId}/checkout: who is sending, the card message, where the flowers go,
 * the card, and a summary of what will be charged. Paying sends one Idempotency-Key per form
 * state (idempotency.ts): a double click, a retry or a reload-and-resubmit of the same details
 * never pays twice. A declined card comes back as a 422 on `card.number` and shows beside it;
 * everything typed stays.
 */
export function CheckoutForm({ product, variant, quantity, obituaryId, nameSlug, today }: CheckoutFormProps) {
  const router = useRouter()
  const [formError, setFormError] = useState<string | undefined>()
  // One call at a time from this page: a second submit while the first is out waits for it.
  const inFlight = useRef<Promise<void> | null>(null)
  const schema = useMemo(() => checkoutFormSchema(today), [today])
  const years = useMemo(() => expiryYears(today.year), [today])

  async function pay(values: CheckoutFormValues, formApi: Parameters<typeof applyServerErrors>[0]) {
    setFormError(undefined)
    const body = toCheckoutBody(values, { productId: product.id, variantId: variant.id, quantity })
    const key = checkoutKey(browserSessionStorage(), storageName(obituaryId, product.id), await bodyFingerprint(body))
    let order: ShopOrder
    try {
      order = await postCheckout(obituaryId, body, key)
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 422 && error.errors) {
        const unmatched = applyServerErrors(formApi, error.errors)
        const rest = Object.values(unmatched)
        if (rest.length > 0) setFormError(rest.join(' '))
      } else {
        setFormError(messageFor(error))
      }
      return
    }
    draft.clear()
    await router.navigate({ href: thanksHref(obituaryId, nameSlug, order.id, order.token) })
  }

  const form = useAppForm({
    defaultValues: EMPTY_CHECKOUT,
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      if (!inFlight.current) {
        inFlight.current = pay(value, formApi).finally(() => {
          inFlight.current = null
        })
      }
      await inFlight.current
    },
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
                    <form.AppField name="delivery.line1">
                      {(f) => <f.TextField label="Street address" autoComplete="shipping address-line1" required />}
                    </form.AppField>
                    <form.AppField name="delivery.line2">
                      {(f) => <f.TextField label="Apartment, suite, etc." autoComplete="shipping address-line2" />}
                    </form.AppField>
                    <form.AppField name="delivery.city">
                      {(f) => <f.TextField label="City" autoComplete="shipping address-level2" width="medium" required />}
                    </form.AppField>
                    <form.AppField name="delivery.region">
                      {(f) => (
                        <f.SelectField label="State" autoComplete="shipping address-level1" options={US_STATES} required width="medium" />
                      )}
                    </form.AppField>
                    <form.AppField name="delivery.postalCode">
                      {(f) => (
                        <f.MaskedField
                          label="ZIP code"
                          hint="5 digits, or ZIP+4."
                          mask={ZIP_MASK}
                          inputMode="numeric"
                          autoComplete="shipping postal-code"
                          width="short"
                          required
                        />
                      )}
                    </form.AppField>
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

          <fieldset className="checkout-group m-0 border-0 p-0">
            <legend className="text-2xl font-semibold">
              <h3 className="m-0 text-2xl">Payment</h3>
            </legend>
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
