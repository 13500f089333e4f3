/**
 * The Idempotency-Key of a checkout (contract/common.ts HEADER_IDEMPOTENCY_KEY): the api runs a
 * checkout at most once per key, and the same key with the same body gets the first answer back
 * (`Idempotent-Replayed: true`). So one key per *form state*:
 *
 * - the same body again (a double click, a retry after a network failure, a reload of the page
 *   and a resubmit of the same details) reuses the key: at most one charge, and the same order;
 * - a changed body (another card after a decline, a corrected address) gets a new key, since the
 *   api refuses a key reused for a different body and keeps a declined answer under its key.
 *
 * Kept in sessionStorage per obituary and product (one tab, gone when the tab closes), as a
 * SHA-256 fingerprint of the body beside the key: the card number itself is never stored.
 */

/** The bit of Storage this needs (sessionStorage in the browser; a Map in tests). */
export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

type StoredKey = { fingerprint: string; key: string }

const PREFIX = 'shop-checkout-key'

export function storageName(obituaryId: number, productId: number): string {
  return `${PREFIX}:${obituaryId}:${productId}`
}

function readStored(storage: KeyStorage, name: string): StoredKey | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(name) ?? 'null')
    if (parsed && typeof parsed === 'object' && 'fingerprint' in parsed && 'key' in parsed) {
      const { fingerprint, key } = parsed as Record<string, unknown>
      if (typeof fingerprint === 'string' && typeof key === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(key)) return { fingerprint, key }
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
 * The key for a checkout of this body: the stored one when the body is the same as the last one
 * sent from this tab, else a new one (stored before the call goes out, so a reload mid-call
 * finds it).
 */
export function checkoutKey(
  storage: KeyStorage | undefined,
  name: string,
  fingerprint: string,
  makeKey: () => string = newIdempotencyKey,
): string {
  const stored = storage ? readStored(storage, name) : undefined
  if (stored && stored.fingerprint === fingerprint) return stored.key
  const key = makeKey()
  try {
    storage?.setItem(name, JSON.stringify({ fingerprint, key } satisfies StoredKey))
  } catch {
    // Storage full or refused: the key still guards this page's double clicks.
  }
  return key
}

/**
 * Hex SHA-256 of the body's JSON: equal bodies give equal fingerprints, and the stored value says
 * nothing readable about the card. Without Web Crypto (an insecure origin) every submit is its own
 * attempt, with a fresh random fingerprint.
 */
export async function bodyFingerprint(body: unknown): Promise<string> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return `random-${newIdempotencyKey()}`
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body)))
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
