import { describe, expect, it } from 'vitest'
import { formatCents } from '#core/money.ts'
import { deliveryDateError, orderTotals } from '#api/src/shop/pricing.ts'
import { receiptText } from '#api/src/shop/receipt.ts'
import { DELIVERY_FEES_CENTS, type ShopOrder } from '#contract/shop.ts'

describe('orderTotals', () => {
  it('multiplies the catalogue price and adds one delivery fee per order', () => {
    expect(orderTotals(23_900, 2, 'address')).toEqual({
      unitPriceCents: 23_900,
      quantity: 2,
      subtotalCents: 47_800,
      deliveryCents: DELIVERY_FEES_CENTS.address,
      totalCents: 47_800 + DELIVERY_FEES_CENTS.address,
    })
    expect(orderTotals(2_500, 1, 'service')).toMatchObject({ deliveryCents: 0, totalCents: 2_500 })
  })

  it('refuses fractional cents or quantities', () => {
    expect(() => orderTotals(10.5, 1, 'service')).toThrow('whole, non-negative cents')
    expect(() => orderTotals(100, 0, 'service')).toThrow('a whole number from 1')
  })

  it('formats dollars', () => {
    expect(formatCents(149_295)).toBe('$1,492.95')
    expect(formatCents(0)).toBe('$0.00')
  })

  it('accepts a delivery today or later only', () => {
    expect(deliveryDateError(undefined, '2026-11-23')).toBeUndefined()
    expect(deliveryDateError('2026-11-23', '2026-11-23')).toBeUndefined()
    expect(deliveryDateError('2026-11-22', '2026-11-23')).toBe('The delivery date cannot be in the past')
  })
})

describe('receiptText', () => {
  const order: ShopOrder = {
    id: 7,
    token: 'a'.repeat(32),
    obituaryId: 1001,
    status: 'paid',
    product: { id: 1001, name: 'Peace Lily Plant' },
    variant: { id: 10061, name: 'Standard' },
    unitPriceCents: 6_900,
    quantity: 1,
    subtotalCents: 6_900,
    deliveryCents: 0,
    totalCents: 6_900,
    cardMessage: '',
    purchaser: { firstName: 'Linda', lastName: 'Carter', email: 'linda@example.com', phone: '(555) 210-3344' },
    delivery: {
      method: 'service',
      recipient: 'The family of Eleanor Hartley, c/o Elm Street Chapel',
      line1: '214 Elm Street',
      line2: null,
      city: 'Maple Grove',
      region: 'IL',
      postalCode: '62704',
      date: null,
      instructions: null,
    },
    payment: { brand: 'Visa', last4: '4242' },
    createdAt: '2026-11-23T10:00:00.000Z',
  }

  it('names the order, the total, the card and where it goes', () => {
    const { subject, text } = receiptText(order, { companyName: 'Whitfield & Sons Funeral Home', personName: 'Eleanor Hartley' })
    expect(subject).toBe('Your order 7 in memory of Eleanor Hartley')
    expect(text).toContain('Peace Lily Plant (Standard) × 1: $69.00')
    expect(text).toContain('Delivery: free')
    expect(text).toContain('Total charged: $69.00 (Visa ending in 4242)')
    expect(text).toContain('Delivered to the funeral home for the service:')
    expect(text).toContain('No card message.')
    expect(text.endsWith('Whitfield & Sons Funeral Home')).toBe(true)
  })
})
