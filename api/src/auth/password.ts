/**
 * Password hashing with WebCrypto PBKDF2-SHA-256, the KDF workerd offers natively (no
 * WASM, no native module). Runs unchanged in Node 24 too: the seed script hashes the demo
 * accounts' passwords with it. Only erasable TypeScript here (Node strips the types).
 *
 * Stored form: `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`, so the cost can be
 * raised later and old hashes still verify.
 */

const SCHEME = 'pbkdf2-sha256'

/** workerd refuses more than 100000 PBKDF2 iterations (deriveBits throws), so this is the ceiling too. */
export const MAX_ITERATIONS = 100_000
export const DEFAULT_ITERATIONS = MAX_ITERATIONS
const SALT_BYTES = 16
const HASH_BITS = 256

export type HashOptions = {
  /** Fewer only in tests, for speed; never above MAX_ITERATIONS. */
  iterations?: number
  /** A fixed salt, only for the seed (so its SQL stays the same run after run); random otherwise. */
  salt?: Uint8Array
}

/**
 * Plain, padded base64 on purpose, not core/encoding.ts's base64url: the stored form above is
 * what every hash already in a database (and the seed's) is written in, and it never travels in
 * a URL or cookie. btoa/atob are that format exactly, so there is nothing to share.
 */
function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
}

function fromBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0))
  } catch {
    return undefined
  }
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations }, key, HASH_BITS)
  return new Uint8Array(bits)
}

function checkIterations(iterations: number): number {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    throw new RangeError(`password: iterations must be an integer from 1 to ${MAX_ITERATIONS}`)
  }
  return iterations
}

export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const iterations = checkIterations(options.iterations ?? DEFAULT_ITERATIONS)
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  if (salt.length < SALT_BYTES) throw new RangeError(`password: the salt needs at least ${SALT_BYTES} bytes`)
  const hash = await derive(password, salt, iterations)
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`
}

type ParsedHash = { iterations: number; salt: Uint8Array; hash: Uint8Array }

function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, rounds, salt64, hash64, ...rest] = stored.split('$')
  if (scheme !== SCHEME || rest.length > 0 || !rounds || !salt64 || !hash64) return undefined
  const iterations = Number(rounds)
  if (!/^\d+$/.test(rounds) || iterations < 1 || iterations > MAX_ITERATIONS) return undefined
  const salt = fromBase64(salt64)
  const hash = fromBase64(hash64)
  if (!salt || !hash || salt.length === 0 || hash.length * 8 !== HASH_BITS) return undefined
  return { iterations, salt, hash }
}

/**
 * Compares every byte whatever the first difference, so the time taken says nothing about
 * how much of the hash matched. (workerd's `crypto.subtle.timingSafeEqual` is not in Node.)
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

/**
 * A well-formed hash of nothing anyone knows, at the default cost. Checking a password against
 * it when no account has the email spends the same KDF time as a real check, so the answer's
 * timing does not tell whether the email is registered.
 */
const DECOY_HASH = `${SCHEME}$${DEFAULT_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$${toBase64(new Uint8Array(HASH_BITS / 8))}`

/**
 * True when `password` matches `stored`. With no stored hash (unknown account) it still runs
 * the KDF against a decoy and answers false. A malformed stored hash is false, never a throw.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = parseHash(stored ?? DECOY_HASH)
  if (!parsed) {
    await derive(password, new Uint8Array(SALT_BYTES), DEFAULT_ITERATIONS)
    return false
  }
  const actual = await derive(password, parsed.salt, parsed.iterations)
  return stored !== undefined && constantTimeEqual(actual, parsed.hash)
}
