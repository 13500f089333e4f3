import { describe, expect, it } from 'vitest'
import { PurchaserSchema as ArrangementPurchaserSchema } from '#contract/arrangements.ts'
import { formatPhone, isPhoneNumber, PHONE_MESSAGE, PhoneSchema } from '#contract/phone.ts'
import { PurchaserSchema as ShopPurchaserSchema } from '#contract/shop.ts'

describe('the phone rule', () => {
  it('accepts US numbers with or without the +1, however they are punctuated', () => {
    expect(
      ['(555) 123-4567', '5551234567', '555.123.4567', '555 123 4567', '+1 555 123 4567', '1 (555) 123-4567', ' 555-123-4567 '].filter(
        (text) => !isPhoneNumber(text),
      ),
    ).toEqual([])
  })

  it('accepts international numbers', () => {
    expect(
      ['+44 20 7946 0958', '+44 (0)20 7946 0958', '+33 1 23 45 67 89', '+49 30 901820', '011 44 20 7946 0958'].filter(
        (text) => !isPhoneNumber(text),
      ),
    ).toEqual([])
  })

  it('accepts an extension written the usual ways', () => {
    expect(
      ['(202) 555-0143 x 123', '202-555-0143 x123', '202-555-0143 ext. 123', '202.555.0143 extension 4', '2025550143#12'].filter(
        (text) => !isPhoneNumber(text),
      ),
    ).toEqual([])
  })

  it('refuses numbers too short or too long, letters, and unknown country codes', () => {
    expect(
      [
        '',
        '12',
        '555123',
        '555-0142',
        '55512345678',
        '(555) 014-22000',
        'call me',
        '555-CALL-NOW',
        '555 123 4567 x',
        '+999 1234567',
      ].filter(isPhoneNumber),
    ).toEqual([])
  })

  it('formats a number for reading without changing it: US nationally, others internationally, the extension kept', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567')
    expect(formatPhone('+1 555 123 4567')).toBe('(555) 123-4567')
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958')
    expect(formatPhone('202-555-0143 x 123')).toBe('(202) 555-0143 ext. 123')
    expect(formatPhone('+44 20 7946 0958 x12')).toBe('+44 20 7946 0958 ext. 12')
    // Not a phone number: left exactly as typed, for its message.
    expect(formatPhone('555123')).toBe('555123')
    expect(formatPhone('call me')).toBe('call me')
  })

  it('is the rule of the shop and the arrangements purchasers, with the one message', () => {
    expect(PhoneSchema.safeParse('+44 20 7946 0958').success).toBe(true)
    expect(PhoneSchema.safeParse('12').error?.issues[0]?.message).toBe(PHONE_MESSAGE)
    expect(PHONE_MESSAGE).toBe('Please enter a valid format')
    const shop = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org' }
    expect(ShopPurchaserSchema.safeParse({ ...shop, phone: '+44 20 7946 0958 ext. 2' }).success).toBe(true)
    expect(ShopPurchaserSchema.safeParse({ ...shop, phone: '555123' }).success).toBe(false)
    const address = { line1: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62704' }
    const family = { ...shop, relationship: 'Son', address }
    expect(ArrangementPurchaserSchema.safeParse({ ...family, phone: '+33 1 23 45 67 89' }).success).toBe(true)
    expect(ArrangementPurchaserSchema.safeParse({ ...family, phone: '555-CALL-NOW' }).success).toBe(false)
  })
})
