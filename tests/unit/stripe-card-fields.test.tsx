// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CardTokenizer } from '#src/features/payments/card-entry.ts'
import { PROCESSOR_UNREACHABLE } from '#src/features/payments/card-entry.ts'
import StripeCardFields from '#src/features/payments/StripeCardFields.tsx'

/**
 * Stripe's card field, with Stripe.js stood in for (it loads from js.stripe.com, out of reach
 * here): the card is mounted in Stripe's element, and paying asks Stripe for a PaymentMethod
 * with the form's name and ZIP as billing details. Nothing of the card passes through our code.
 */

const stripe = vi.hoisted(() => ({
  element: { mount: vi.fn<(to: HTMLElement) => void>(), on: vi.fn<() => void>(), destroy: vi.fn<() => void>() },
  createPaymentMethod: vi.fn<(request: unknown) => Promise<unknown>>(),
  loadStripe: vi.fn<(key: string) => Promise<unknown>>(),
}))

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }))

const TYPED = { number: '', expMonth: '', expYear: '', cvc: '', name: ' Ann Lee ', postalCode: '60601' }

beforeEach(() => {
  vi.clearAllMocks()
  stripe.loadStripe.mockResolvedValue({
    elements: () => ({ create: () => stripe.element }),
    createPaymentMethod: stripe.createPaymentMethod,
  })
})

async function mounted(): Promise<CardTokenizer> {
  let tokenizer: CardTokenizer | undefined
  render(<StripeCardFields publishableKey="pk_test_site" onTokenizer={(t) => (tokenizer = t ?? tokenizer)} />)
  await waitFor(() => expect(tokenizer).toBeDefined())
  return tokenizer!
}

describe('Stripe card fields', () => {
  it("mounts Stripe's card element in a labelled group and makes a PaymentMethod with the billing details", async () => {
    stripe.createPaymentMethod.mockResolvedValue({
      paymentMethod: { id: 'pm_1Qabc', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
    })
    const tokenize = await mounted()
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_site')
    expect(stripe.element.mount).toHaveBeenCalledWith(screen.getByRole('group', { name: 'Card' }).querySelector('.field__control'))
    expect(await tokenize(TYPED)).toEqual({
      ok: true,
      method: { id: 'pm_1Qabc', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    })
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: stripe.element,
      billing_details: { name: 'Ann Lee', address: { postal_code: '60601' } },
    })
  })

  it("answers Stripe's own message when it refuses the card", async () => {
    stripe.createPaymentMethod.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } })
    const tokenize = await mounted()
    expect(await tokenize(TYPED)).toEqual({ ok: false, errors: { 'card.stripe': 'Your card number is incomplete.' } })
  })

  it('says so when Stripe.js cannot be loaded, and offers no way to pay', async () => {
    stripe.loadStripe.mockRejectedValue(new Error('blocked'))
    const onTokenizer = vi.fn<(tokenizer: CardTokenizer | undefined) => void>()
    render(<StripeCardFields publishableKey="pk_test_site" onTokenizer={onTokenizer} />)
    expect(await screen.findByText(PROCESSOR_UNREACHABLE)).toBeTruthy()
    expect(onTokenizer).not.toHaveBeenCalledWith(expect.any(Function))
  })

  it('takes the tokenizer back and destroys the element when it goes', async () => {
    const onTokenizer = vi.fn<(tokenizer: CardTokenizer | undefined) => void>()
    const { unmount } = render(<StripeCardFields publishableKey="pk_test_site" onTokenizer={onTokenizer} />)
    await waitFor(() => expect(onTokenizer).toHaveBeenCalledWith(expect.any(Function)))
    unmount()
    expect(onTokenizer).toHaveBeenLastCalledWith(undefined)
    expect(stripe.element.destroy).toHaveBeenCalled()
  })
})
