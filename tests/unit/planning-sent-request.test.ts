import { describe, expect, it } from 'vitest'
import { rememberSentRequest, sentRequestReference, thankYouReference } from '#src/features/planning/sent-request.ts'

function fakeStorage() {
  const entries = new Map<string, string>()
  return { getItem: (key: string) => entries.get(key) ?? null, setItem: (key: string, value: string) => void entries.set(key, value) }
}

describe('the planning thank-you is only for a request this tab has just sent (spec §4)', () => {
  it('shows the reference this tab sent, and nothing for one opened cold or with another reference', () => {
    expect(thankYouReference('PL-ABCD2345', 'PL-ABCD2345')).toBe('PL-ABCD2345')
    expect(thankYouReference('PL-ABCD2345', undefined)).toBeUndefined()
    expect(thankYouReference('PL-ABCD2345', 'PL-ZZZZ9999')).toBeUndefined()
    expect(thankYouReference(undefined, 'PL-ABCD2345')).toBeUndefined()
  })

  it('keeps the last reference sent from this tab', () => {
    const storage = fakeStorage()
    expect(sentRequestReference(storage)).toBeUndefined()
    rememberSentRequest('PL-ABCD2345', storage)
    rememberSentRequest('PL-EFGH6789', storage)
    expect(sentRequestReference(storage)).toBe('PL-EFGH6789')
  })

  it('never throws when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(() => rememberSentRequest('PL-ABCD2345', refusing)).not.toThrow()
    expect(sentRequestReference(refusing)).toBeUndefined()
    expect(sentRequestReference(null)).toBeUndefined()
  })
})
