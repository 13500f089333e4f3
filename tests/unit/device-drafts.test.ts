import { describe, expect, it } from 'vitest'
import { isEmptyMemoryDraft, MemoryDraftSchema, memoryDraftOf } from '#src/features/obituaries/memory-draft.ts'
import { memoryDraftKey } from '#src/features/obituaries/memory-draft-key.ts'
import {
  CheckoutDraftSchema,
  checkoutDraftKey,
  checkoutDraftOf,
  checkoutValuesFrom,
  isEmptyCheckoutDraft,
} from '#src/features/shop/checkout-draft.ts'
import { EMPTY_CHECKOUT, type CheckoutFormValues } from '#src/features/shop/checkout-form.ts'
import { draftStorageKey, readStored, removeStored, writeStored, type DraftStorage } from '#src/lib/device-draft.ts'

function memoryStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}

const refusing: DraftStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

const TYPED: CheckoutFormValues = {
  purchaser: { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.org', phone: '(555) 123-4567' },
  cardMessage: 'With deepest sympathy',
  delivery: {
    method: 'address',
    recipient: 'The Brandt family',
    line1: '12 Oak Street',
    line2: '',
    city: 'Maple Grove',
    region: 'IL',
    postalCode: '60601',
    date: '',
    instructions: 'Back door',
  },
  card: { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123', name: 'Ann Lee', postalCode: '60601' },
}

describe('device drafts (src/lib/device-draft.ts)', () => {
  it('keys a draft by form, host (lowercased) and subject', () => {
    expect(draftStorageKey('checkout-draft', 'Harbor.LOCALHOST:8803', 1001)).toBe('checkout-draft:harbor.localhost:8803:1001')
    expect(checkoutDraftKey('localhost', 1001)).not.toBe(checkoutDraftKey('harbor.localhost', 1001))
    expect(memoryDraftKey('localhost', 1001)).not.toBe(checkoutDraftKey('localhost', 1001))
  })

  it('writes, reads back through the schema, and removes', () => {
    const storage = memoryStorage()
    expect(writeStored(storage, 'k', { name: 'Ann', email: '', text: 'Hello' })).toBe(true)
    expect(readStored(storage, 'k', MemoryDraftSchema)).toEqual({ name: 'Ann', email: '', text: 'Hello' })
    removeStored(storage, 'k')
    expect(readStored(storage, 'k', MemoryDraftSchema)).toBeNull()
  })

  it('reads a corrupt entry as none, and never throws where storage is refused', () => {
    const storage = memoryStorage()
    storage.setItem('k', '{not json')
    expect(readStored(storage, 'k', MemoryDraftSchema)).toBeNull()
    expect(readStored(refusing, 'k', MemoryDraftSchema)).toBeNull()
    expect(writeStored(refusing, 'k', {})).toBe(false)
    expect(() => removeStored(refusing, 'k')).not.toThrow()
  })
})

describe('the checkout draft', () => {
  it('keeps the sender, the card message and the delivery, and nothing of the payment card', () => {
    const draft = checkoutDraftOf(TYPED)
    expect(draft).not.toHaveProperty('card')
    const stored = JSON.stringify(draft)
    for (const secret of ['4242', '123"', 'expMonth', 'cvc', 'Ann Lee"']) expect(stored).not.toContain(secret)
    expect(draft.purchaser.email).toBe('ann.lee@example.org')
    expect(draft.delivery).toMatchObject({ method: 'address', line1: '12 Oak Street', instructions: 'Back door' })
    expect(draft.cardMessage).toBe('With deepest sympathy')
  })

  it('restores with empty card fields, even from an entry that somehow held a card', () => {
    const storage = memoryStorage()
    writeStored(storage, 'k', { ...checkoutDraftOf(TYPED), card: TYPED.card })
    const read = readStored(storage, 'k', CheckoutDraftSchema)
    expect(read).not.toHaveProperty('card')
    const values = checkoutValuesFrom(read!)
    expect(values.card).toEqual(EMPTY_CHECKOUT.card)
    expect(values.purchaser.firstName).toBe('Ann')
  })

  it('is empty until something is typed (then nothing is written)', () => {
    expect(isEmptyCheckoutDraft(checkoutDraftOf(EMPTY_CHECKOUT))).toBe(true)
    expect(isEmptyCheckoutDraft(checkoutDraftOf({ ...EMPTY_CHECKOUT, card: TYPED.card }))).toBe(true)
    expect(isEmptyCheckoutDraft(checkoutDraftOf({ ...EMPTY_CHECKOUT, cardMessage: 'Love' }))).toBe(false)
    expect(isEmptyCheckoutDraft(checkoutDraftOf({ ...EMPTY_CHECKOUT, delivery: { ...EMPTY_CHECKOUT.delivery, method: 'address' } }))).toBe(
      false,
    )
  })
})

describe('the memory draft', () => {
  it('keeps name, email and text; is empty when all are blank', () => {
    expect(memoryDraftOf({ name: 'Ann', email: '', text: 'We met in 1962' })).toEqual({ name: 'Ann', email: '', text: 'We met in 1962' })
    expect(isEmptyMemoryDraft({ name: ' ', email: '', text: '' })).toBe(true)
    expect(isEmptyMemoryDraft({ name: '', email: '', text: 'x' })).toBe(false)
  })
})
