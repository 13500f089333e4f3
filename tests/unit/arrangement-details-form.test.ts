import { describe, expect, it } from 'vitest'
import type { Purchaser } from '#contract/arrangements.ts'
import { PHONE_MESSAGE } from '#contract/phone.ts'
import { parseInput } from '#contract/validation.ts'
import { VALIDATION_MESSAGES } from '#contract/validation-messages.ts'
import {
  EMPTY_PURCHASER,
  purchaserBody,
  PurchaserDraftSchema,
  purchaserDraftKey,
  purchaserFormSchema,
  purchaserValues,
  samePurchaserValues,
} from '#src/features/arrangements/details/purchaser-form.ts'

const PURCHASER: Purchaser = {
  firstName: 'Margaret',
  lastName: 'Ellis',
  relationship: 'Daughter',
  email: 'margaret@example.org',
  phone: '(555) 123-4567',
  address: { line1: '12 Elm Street', city: 'Springfield', region: 'IL', postalCode: '62704' },
}

describe('the purchaser details form', () => {
  it('prefills from the contract, and is empty without a purchaser', () => {
    expect(purchaserValues(null)).toEqual(EMPTY_PURCHASER)
    expect(purchaserValues(PURCHASER).address.line2).toBe('')
    expect(purchaserBody(purchaserValues(PURCHASER))).toEqual(PURCHASER)
  })

  it('sends trimmed text, the phone laid out one way, and no empty second line', () => {
    const body = purchaserBody({
      ...purchaserValues(PURCHASER),
      firstName: '  Margaret ',
      phone: '555.123.4567',
      address: { ...purchaserValues(PURCHASER).address, line2: '  Apt 4 ' },
    })
    expect(body.firstName).toBe('Margaret')
    expect(body.phone).toBe('(555) 123-4567')
    expect(body.address.line2).toBe('Apt 4')
    expect('line2' in purchaserBody(purchaserValues(PURCHASER)).address).toBe(false)
  })

  it('says spec §5’s words: required, the failed pattern for a phone or ZIP, the email', () => {
    const result = parseInput(purchaserFormSchema, {
      ...purchaserValues(PURCHASER),
      firstName: '',
      email: 'not an email',
      phone: '555-12',
      address: { ...purchaserValues(PURCHASER).address, region: '', postalCode: '6270' },
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
    expect(messages).toEqual({
      firstName: VALIDATION_MESSAGES.required,
      email: VALIDATION_MESSAGES.email,
      phone: PHONE_MESSAGE,
      'address.region': VALIDATION_MESSAGES.required,
      'address.postalCode': VALIDATION_MESSAGES.pattern,
    })
    expect(PHONE_MESSAGE).toBe('Please enter a valid format')
  })

  it('asks for a phone as required when it is left empty, and takes an empty second line', () => {
    const result = parseInput(purchaserFormSchema, { ...purchaserValues(PURCHASER), phone: '' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([VALIDATION_MESSAGES.required])
    expect(purchaserFormSchema.safeParse(purchaserValues(PURCHASER)).success).toBe(true)
  })

  it('keeps a draft only of what differs from what is saved, per home and case', () => {
    const saved = purchaserValues(PURCHASER)
    expect(samePurchaserValues(saved, { ...saved, firstName: ' Margaret ' })).toBe(true)
    expect(samePurchaserValues(saved, { ...saved, address: { ...saved.address, city: 'Chicago' } })).toBe(false)
    expect(purchaserDraftKey('Harbor.localhost:8787', 7)).toBe('arrangement-details:harbor.localhost:8787:7')
  })

  it('reads a draft back as text only', () => {
    const read = PurchaserDraftSchema.parse({ ...purchaserValues(PURCHASER), phone: 42, extra: 'x', address: null })
    expect(read.phone).toBe('')
    expect(read.address).toEqual(EMPTY_PURCHASER.address)
    expect('extra' in read).toBe(false)
  })
})
