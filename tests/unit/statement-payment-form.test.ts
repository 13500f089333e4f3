import { describe, expect, it } from 'vitest'
import { emptyPayment, paymentFormSchema, type PaymentFormValues } from '#src/features/statement/payment-form.ts'

const TODAY = { year: 2026, month: 11 }
const CARD = { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2028', cvc: '123', name: 'Anne Practice', postalCode: '62704' }

function problems(values: PaymentFormValues, balanceCents = 500_000): Record<string, string> {
  const result = paymentFormSchema(balanceCents, TODAY, 'typed').safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the payment form', () => {
  it('opens with the whole balance chosen and the part field holding it', () => {
    expect(emptyPayment(123_450)).toMatchObject({ choice: 'full', amount: '1234.50' })
  })

  it('pays the whole balance whatever the part field holds', () => {
    expect(problems({ choice: 'full', amount: 'not read', card: CARD })).toEqual({})
  })

  it('checks a part against the balance, in the spec §5 wording', () => {
    expect(problems({ choice: 'part', amount: '100.00', card: CARD })).toEqual({})
    expect(problems({ choice: 'part', amount: '', card: CARD })).toEqual({ amount: 'This field is required' })
    expect(problems({ choice: 'part', amount: '5000.01', card: CARD })).toEqual({ amount: 'Cannot exceed the balance of $5,000.00' })
  })

  it('checks the card as the checkout does', () => {
    expect(problems({ ...emptyPayment(10_000), card: { ...CARD, number: '4242 4242 4242 4241' } })).toEqual({
      'card.number': 'Please enter a valid card number',
    })
    expect(problems({ ...emptyPayment(10_000), card: { ...CARD, expMonth: '10', expYear: '2026' } })).toEqual({
      'card.expMonth': 'This card has expired',
    })
    expect(problems({ ...emptyPayment(10_000), card: { ...CARD, name: ' ' } })).toEqual({ 'card.name': 'This field is required' })
  })
})
