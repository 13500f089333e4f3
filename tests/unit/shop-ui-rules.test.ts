import { describe, expect, it } from 'vitest'
import { CheckoutSchema, PAST_DELIVERY_DATE } from '#contract/shop.ts'
import { orderTotals } from '#api/src/shop/pricing.ts'
import { cardDigits, expiryYears, isExpiryPast, passesLuhn } from '#src/features/payments/card-form.ts'
import { checkoutFormSchema, EMPTY_CHECKOUT, checkoutDetails, type CheckoutFormValues } from '#src/features/shop/checkout-form.ts'
import { paymentAttempt, forgetAttempt, stateFingerprint, storageName, type KeyStorage } from '#src/features/payments/idempotency.ts'
import { formatCents } from '#core/money.ts'
import {
  cardText,
  checkoutHref,
  parseCheckoutSearch,
  deliveryFeeText,
  formatDeliveryDate,
  fromPriceText,
  orderSummary,
  parseRouteId,
  productHref,
  parseProductSearch,
  shopHref,
  thanksHref,
} from '#src/features/shop/rules.ts'

describe('prices', () => {
  it('formats whole cents as dollars', () => {
    expect(formatCents(18900)).toBe('$189.00')
    expect(formatCents(123450)).toBe('$1,234.50')
    expect(formatCents(0)).toBe('$0.00')
    expect(fromPriceText(16900)).toBe('from $169.00')
  })

  it('mirrors the api’s price rule exactly (display only)', () => {
    for (const [price, quantity, method] of [
      [18900, 1, 'service'],
      [23900, 3, 'address'],
      [1, 10, 'address'],
    ] as const) {
      expect(orderSummary(price, quantity, method)).toEqual(orderTotals(price, quantity, method))
    }
    expect(orderSummary(23900, 2, 'address')).toMatchObject({ subtotalCents: 47800, deliveryCents: 1495, totalCents: 49295 })
    expect(deliveryFeeText('service')).toBe('Free')
    expect(deliveryFeeText('address')).toBe('$14.95')
  })
})

describe('addresses', () => {
  it('reads ids of digits only', () => {
    expect(parseRouteId('1001')).toBe(1001)
    for (const raw of ['abc', '0', '1e2', '0x10', ' 7', '-1', '']) expect(parseRouteId(raw)).toBeUndefined()
  })

  it('builds the shop’s addresses', () => {
    expect(shopHref(1001, 'harold-brandt')).toBe('/obituaries/1001/harold-brandt/shop')
    expect(shopHref(1001, 'harold-brandt', 2)).toBe('/obituaries/1001/harold-brandt/shop?page=2')
    expect(productHref(1001, 'harold-brandt', 5)).toBe('/obituaries/1001/harold-brandt/shop/product/5')
    expect(productHref(1001, 'h', 5, { variantId: 9, quantity: 2 })).toBe('/obituaries/1001/h/shop/product/5?variantId=9&quantity=2')
    expect(checkoutHref(1001, 'h', 5, { variantId: 9, quantity: 1 })).toBe(
      '/obituaries/1001/h/shop/product/5/checkout?variantId=9&quantity=1',
    )
    expect(thanksHref(1001, 'h', 77, 'ab'.repeat(16))).toBe(`/obituaries/1001/h/shop/order/77/thanks?token=${'ab'.repeat(16)}`)
  })

  it('validates the choice in the address, dropping what does not fit', () => {
    expect(parseCheckoutSearch({ variantId: '10011', quantity: '3' })).toEqual({ variantId: 10011, quantity: 3 })
    expect(parseCheckoutSearch({})).toEqual({ variantId: undefined, quantity: 1 })
    expect(parseCheckoutSearch({ variantId: 'x', quantity: '99' })).toEqual({ variantId: undefined, quantity: 1 })
    expect(parseProductSearch({ quantity: '0' })).toEqual({ variantId: undefined, quantity: undefined })
  })
})

describe('words on the thanks page', () => {
  it('says the delivery date and the card as people read them', () => {
    expect(formatDeliveryDate('2026-11-25')).toBe('November 25, 2026')
    expect(cardText('Visa', '4242')).toBe('Visa ending in 4242')
    expect(cardText('visa', '4242')).toBe('Visa ending in 4242')
  })
})

const TODAY = { year: 2026, month: 11 }

function filled(overrides: Partial<CheckoutFormValues> = {}): CheckoutFormValues {
  return {
    ...EMPTY_CHECKOUT,
    purchaser: { firstName: ' Ann ', lastName: 'Lee', email: 'ann@example.org', phone: '5551234567' },
    cardMessage: ' With love ',
    card: { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123', name: 'Ann Lee', postalCode: '60601' },
    ...overrides,
  }
}

function errorPaths(values: CheckoutFormValues): string[] {
  const result = checkoutFormSchema(TODAY).safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
}

describe('checkout form', () => {
  it('accepts a filled form with delivery to the service, and its body (with a payment-method id, never the card) passes the api’s schema', () => {
    const values = filled()
    expect(errorPaths(values)).toEqual([])
    const details = checkoutDetails(values, { productId: 1001, variantId: 10011, quantity: 2 })
    expect(details).toEqual({
      productId: 1001,
      variantId: 10011,
      quantity: 2,
      cardMessage: 'With love',
      purchaser: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', phone: '(555) 123-4567' },
      delivery: { method: 'service', instructions: undefined },
    })
    expect(JSON.stringify(details)).not.toContain('4242')
    expect(CheckoutSchema.safeParse({ ...details, paymentMethod: 'tpm_0123456789abcdef01234567' }).success).toBe(true)
  })

  it('writes the phone number one way however it was typed, so the same details make the same body (and idempotency key)', () => {
    const chosen = { productId: 1001, variantId: 10011, quantity: 2 }
    const typed = ['5551234567', '(555) 123-4567', ' 555.123.4567 ', '+1 555 123 4567'].map((phone) => {
      const values = filled()
      return checkoutDetails({ ...values, purchaser: { ...values.purchaser, phone } }, chosen).purchaser.phone
    })
    expect(new Set(typed)).toEqual(new Set(['(555) 123-4567']))
  })

  it('refuses a delivery date before the earliest day beside the field, as the api words it', () => {
    const delivery = {
      ...EMPTY_CHECKOUT.delivery,
      method: 'address' as const,
      recipient: 'R',
      line1: 'L',
      city: 'C',
      region: 'IL',
      postalCode: '60601',
    }
    const schema = checkoutFormSchema({ ...TODAY, earliestDelivery: '2026-11-23' })
    const past = schema.safeParse(filled({ delivery: { ...delivery, date: '11/22/2026' } }))
    expect(past.success ? [] : past.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['delivery.date', PAST_DELIVERY_DATE]])
    expect(schema.safeParse(filled({ delivery: { ...delivery, date: '11/23/2026' } })).success).toBe(true)
  })

  it('asks for the address only when delivering to one', () => {
    const values = filled({ delivery: { ...EMPTY_CHECKOUT.delivery, method: 'address' } })
    expect(errorPaths(values).toSorted()).toEqual(
      ['delivery.city', 'delivery.line1', 'delivery.postalCode', 'delivery.recipient', 'delivery.region'].toSorted(),
    )
    const address = filled({
      delivery: {
        method: 'address',
        recipient: 'The Brandt family',
        line1: '12 Oak St',
        line2: '',
        city: 'Maple Grove',
        region: 'IL',
        postalCode: '60601',
        date: '11/28/2026',
        instructions: '',
      },
    })
    expect(errorPaths(address)).toEqual([])
    const body = checkoutDetails(address, { productId: 1, variantId: 2, quantity: 1 })
    expect(body.delivery).toEqual({
      method: 'address',
      recipient: 'The Brandt family',
      line1: '12 Oak St',
      line2: undefined,
      city: 'Maple Grove',
      region: 'IL',
      postalCode: '60601',
      date: '2026-11-28',
      instructions: undefined,
    })
    expect(CheckoutSchema.safeParse({ ...body, paymentMethod: 'tpm_0123456789abcdef01234567' }).success).toBe(true)
  })

  it('catches a mistyped card number, an expired card and a long message before paying', () => {
    expect(errorPaths(filled({ card: { ...filled().card, number: '4242 4242 4242 4241' } }))).toEqual(['card.number'])
    expect(errorPaths(filled({ card: { ...filled().card, expMonth: '10', expYear: '2026' } }))).toEqual(['card.expMonth'])
    expect(errorPaths(filled({ card: { ...filled().card, expMonth: '11', expYear: '2026' } }))).toEqual([])
    expect(errorPaths(filled({ cardMessage: 'x'.repeat(201) }))).toEqual(['cardMessage'])
  })

  it('knows the test cards pass the Luhn check', () => {
    for (const n of ['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005']) expect(passesLuhn(n)).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('42')).toBe(false)
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242')
  })

  it('offers expiry years from this one, and counts the card message', () => {
    expect(
      expiryYears(2026)
        .map((y) => y.value)
        .slice(0, 2),
    ).toEqual(['2026', '2027'])
    expect(isExpiryPast(12, 2025, TODAY)).toBe(true)
    expect(isExpiryPast(11, 2026, TODAY)).toBe(false)
  })
})

function memoryStorage(): KeyStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  }
}

describe('idempotency key per form state', () => {
  const name = storageName('shop-checkout-key', 1001, 1002)
  let counter = 0
  const makeKey = () => `key-${String(++counter).padStart(16, '0')}`
  const visa = { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 }

  it('sends the same key and the first payment method for the same state (double click, retry, reload and resubmit)', async () => {
    const storage = memoryStorage()
    const fingerprint = await stateFingerprint({ a: 1, card: visa })
    const first = paymentAttempt(storage, name, fingerprint, 'tpm_first00000', makeKey)
    // Sent again, the card was tokenised again (a new id): the first key and id go out, so the api replays.
    expect(paymentAttempt(storage, name, fingerprint, 'tpm_second0000', makeKey)).toEqual(first)
    expect(paymentAttempt(storage, name, await stateFingerprint({ a: 1, card: visa }), 'tpm_third00000', makeKey)).toEqual({
      key: first.key,
      paymentMethod: 'tpm_first00000',
    })
  })

  it('takes a new attempt when the state changed (another card after a decline), and after a refusal', async () => {
    const storage = memoryStorage()
    const declined = paymentAttempt(storage, name, await stateFingerprint({ card: { ...visa, last4: '0002' } }), 'tpm_declined00', makeKey)
    const good = paymentAttempt(storage, name, await stateFingerprint({ card: visa }), 'tpm_good000000', makeKey)
    expect(good.key).not.toBe(declined.key)
    expect(good.paymentMethod).toBe('tpm_good000000')
    expect(paymentAttempt(storage, name, await stateFingerprint({ card: visa }), 'tpm_again00000', makeKey)).toEqual(good)
    // Refused (nothing charged): the same state again is a new attempt with the new id.
    forgetAttempt(storage, name)
    const retried = paymentAttempt(storage, name, await stateFingerprint({ card: visa }), 'tpm_retry00000', makeKey)
    expect(retried).toEqual({ key: expect.not.stringMatching(good.key), paymentMethod: 'tpm_retry00000' })
  })

  it('keeps obituaries and products apart, and stores no card details', async () => {
    const storage = memoryStorage()
    const fingerprint = await stateFingerprint({ card: visa })
    const one = paymentAttempt(storage, storageName('shop-checkout-key', 1001, 1), fingerprint, 'tpm_one0000000', makeKey)
    const other = paymentAttempt(storage, storageName('shop-checkout-key', 1001, 2), fingerprint, 'tpm_other00000', makeKey)
    expect(one.key).not.toBe(other.key)
    expect([...storage.items.values()].join()).not.toContain('4242')
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/)
  })

  it('gives a fresh key when the stored one is unreadable (or from before payment methods) or storage is missing', async () => {
    const storage = memoryStorage()
    storage.setItem(name, '{not json')
    const fingerprint = await stateFingerprint({})
    expect(paymentAttempt(storage, name, fingerprint, 'tpm_a000000000', makeKey).key).toMatch(/^key-/)
    storage.setItem(name, JSON.stringify({ fingerprint, key: 'key-0000000000000old' }))
    expect(paymentAttempt(storage, name, fingerprint, 'tpm_b000000000', makeKey)).toMatchObject({ paymentMethod: 'tpm_b000000000' })
    expect(paymentAttempt(undefined, name, fingerprint, 'tpm_c000000000', makeKey).key).toMatch(/^key-/)
  })

  it('makes keys the api accepts', async () => {
    const { newIdempotencyKey } = await import('#src/features/payments/idempotency.ts')
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{16,128}$/)
  })
})
