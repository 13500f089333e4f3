import { describe, expect, it } from 'vitest'
import { isRefundable, orderMoves } from '#api/src/staff/orders-rules.ts'
import { refundText } from '#api/src/staff/orders-refund.ts'
import type { StaffOrder } from '#contract/studio-orders.ts'

describe("an order's statuses (decision 062)", () => {
  it('goes forward as the flowers go, one step back to undo, and a refund ends it', () => {
    expect(orderMoves('paid')).toEqual(['sent', 'delivered'])
    expect(orderMoves('sent')).toEqual(['delivered', 'paid'])
    expect(orderMoves('delivered')).toEqual(['sent'])
    expect(orderMoves('refunded')).toEqual([])
    expect(['paid', 'sent', 'delivered'].every((s) => isRefundable(s as 'paid'))).toBe(true)
    expect(isRefundable('refunded')).toBe(false)
  })

  it("mails the buyer what was refunded, to which card, in the home's name", () => {
    const order = {
      id: 42,
      quantity: 2,
      totalCents: 47_800,
      product: { id: 1, name: 'Eternal Grace Standing Spray' },
      variant: { id: 2, name: 'Deluxe' },
      purchaser: { firstName: 'Linda', lastName: 'Carter', email: 'l@example.org', phone: '' },
      payment: { brand: 'Visa', last4: '4242' },
      obituary: { id: 1, nameSlug: 'anne-o-neil', firstName: 'Anne', lastName: 'O’Neil', caseId: 1 },
    } as unknown as StaffOrder
    const mail = refundText(order, 'Whitfield Funeral Home')
    expect(mail.subject).toBe('Your order 42 in memory of Anne O’Neil is refunded')
    expect(mail.text).toContain('Dear Linda,')
    expect(mail.text).toContain('Eternal Grace Standing Spray (Deluxe) × 2')
    expect(mail.text).toContain('Refunded: $478.00 to your Visa ending in 4242.')
    expect(mail.text.endsWith('Whitfield Funeral Home')).toBe(true)
  })
})
