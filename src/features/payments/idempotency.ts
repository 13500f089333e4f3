/**
 * The Idempotency-Key of a card payment (contract/common.ts HEADER_IDEMPOTENCY_KEY): the shop's
 * checkout and a family's payment towards a statement. The api runs a payment at most once per key, and the same key with the same body gets the first answer back
 * (`Idempotent-Replayed: true`). So one *attempt* (a key and the payment-method id sent with it)
 * per form state:
 *
 * - the same details and card again (a double click, a retry after a network failure, a reload
 *   of the page and a resubmit) reuse the attempt: the same key with the same body, so at most
 *   one charge, and the same order. The card is made into a new payment-method id each time it
 *   is sent, so the first id is kept with the key and sent again;
 * - changed details or another card get a new attempt, since the api refuses a key reused for a
 *   different body; so does anything after a refusal (`forgetAttempt`), which charged nothing.
 *
 * Kept in sessionStorage per form (`storageName`: a checkout per obituary and product, a family
 * payment per case; one tab, gone when the tab closes): a SHA-256
 * fingerprint of the details and of what the processor says of the card (brand, last four,
 * expiry), the key, and the payment-method id. Never the card.
 */

/** The bit of Storage this needs (sessionStorage in the browser; a Map in tests). */
export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

type StoredAttempt = { fingerprint: string; key: string; paymentMethod: string }
export type PaymentAttempt = { key: string; paymentMethod: string }

/** Where a form's attempt is kept: `shop-checkout-key:{obituaryId}:{productId}`, `case-payment-key:{caseId}`. */
export function storageName(scope: 'shop-checkout-key' | 'case-payment-key', ...ids: number[]): string {
  return [scope, ...ids].join(':')
}

function readStored(storage: KeyStorage, name: string): StoredAttempt | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(name) ?? 'null')
    if (parsed && typeof parsed === 'object' && 'fingerprint' in parsed && 'key' in parsed && 'paymentMethod' in parsed) {
      const { fingerprint, key, paymentMethod } = parsed as Record<string, unknown>
      if (
        typeof fingerprint === 'string' &&
        typeof key === 'string' &&
        typeof paymentMethod === 'string' &&
        /^[A-Za-z0-9_-]{16,128}$/.test(key)
      ) {
        return { fingerprint, key, paymentMethod }
      }
    }
  } catch {
    // Unreadable (or storage refused): a new key, which at worst is one more attempt, never a double charge of one attempt.
  }
  return undefined
}

/** A new key: a UUID (letters, digits and dashes, as the api's IdempotencyKeySchema wants). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

/**
 * The attempt for a payment of this form state: the stored one when the state is the same as
 * the last one sent from this tab, else a new key with this payment-method id (stored before the
 * call goes out, so a reload mid-call finds it).
 */
export function paymentAttempt(
  storage: KeyStorage | undefined,
  name: string,
  fingerprint: string,
  paymentMethod: string,
  makeKey: () => string = newIdempotencyKey,
): PaymentAttempt {
  const stored = storage ? readStored(storage, name) : undefined
  if (stored && stored.fingerprint === fingerprint) return { key: stored.key, paymentMethod: stored.paymentMethod }
  const attempt = { key: makeKey(), paymentMethod }
  try {
    storage?.setItem(name, JSON.stringify({ fingerprint, ...attempt } satisfies StoredAttempt))
  } catch {
    // Storage full or refused: the key still guards this page's double clicks.
  }
  return attempt
}

/** After a refusal (a decline, a field the api did not take): nothing was charged, so the next try is a new attempt. */
export function forgetAttempt(storage: KeyStorage | undefined, name: string): void {
  try {
    storage?.removeItem(name)
  } catch {
    // Refused storage holds nothing to forget.
  }
}

/**
 * Hex SHA-256 of a value's JSON: equal form states give equal fingerprints, and the stored value
 * says nothing readable. Without Web Crypto (an insecure origin) every submit is its own
 * attempt, with a fresh random fingerprint.
 */
export async function stateFingerprint(state: unknown): Promise<string> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return `random-${newIdempotencyKey()}`
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(state)))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** sessionStorage when the browser lets us use it (private modes may refuse). */
export function browserSessionStorage(): KeyStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined
  }
}
