import { argon2id, type Argon2idCost } from './kdf/argon2id.ts'

/**
 * Password hashing (decision 047). New hashes are argon2id at OWASP's first-choice cost (19 MiB,
 * two passes, one lane), through WebAssembly (kdf/argon2id.ts). Runs in workerd and in Node 24
 * alike: the seed script hashes the demo accounts' passwords with it. Only erasable TypeScript
 * here (Node strips the types).
 *
 * Stored forms:
 * - `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<tag>`, the PHC string format (base64 without
 *   padding) every argon2 library reads: what `hashPassword` writes;
 * - `pbkdf2-sha256$<iterations>$<salt>$<hash>` (padded base64), what it wrote before issue 35
 *   (WebCrypto PBKDF2-SHA-256, capped by workerd at 100,000 iterations). Still verified, and
 *   `needsRehash` says so: a successful sign-in stores an argon2id hash of the same password.
 */

/** OWASP Password Storage Cheat Sheet, argon2id: m=19 MiB, t=2, p=1. */
export const ARGON2ID_COST: Readonly<Argon2idCost> = { memoryKiB: 19 * 1024, passes: 2, parallelism: 1 }
const ARGON2ID_VERSION = 19
const SALT_BYTES = 16
const TAG_BYTES = 32

/** No argon2id hash stored was made from fewer bytes (sign-up asks 10 characters); the package refuses some shorter ones. */
const ARGON2ID_MIN_PASSWORD_BYTES = 8

/** The bounds a stored argon2id hash's cost must keep to be computed at all (a stray row must not take the isolate's memory). */
const COST_BOUNDS = { memoryKiB: [8, 64 * 1024], passes: [1, 10], parallelism: [1, 4] } as const

const PBKDF2_SCHEME = 'pbkdf2-sha256'
/** workerd refuses more than 100000 PBKDF2 iterations (deriveBits throws), so no stored hash has more. */
const PBKDF2_MAX_ITERATIONS = 100_000
const PBKDF2_HASH_BITS = 256

export type HashOptions = {
  /** A fixed salt, only for the seed (so its SQL stays the same run after run); random otherwise. */
  salt?: Uint8Array
}

const encoder = new TextEncoder()

/** Plain base64; `padded: false` is the PHC format's, the PBKDF2 form kept its padding. */
function toBase64(bytes: Uint8Array, padded: boolean): string {
  const text = btoa(String.fromCharCode(...bytes))
  return padded ? text : text.replace(/=+$/, '')
}

function fromBase64(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined
  try {
    return Uint8Array.from(atob(text.padEnd(Math.ceil(text.length / 4) * 4, '=')), (ch) => ch.charCodeAt(0))
  } catch {
    return undefined
  }
}

type Parsed =
  | { scheme: 'argon2id'; cost: Argon2idCost; salt: Uint8Array; hash: Uint8Array }
  | { scheme: 'pbkdf2'; iterations: number; salt: Uint8Array; hash: Uint8Array }

const within = (value: number, [min, max]: readonly [number, number]) => Number.isInteger(value) && value >= min && value <= max

function parseArgon2id(stored: string): Parsed | undefined {
  const match = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(stored)
  if (!match) return undefined
  const [, version, m, t, p, salt64 = '', hash64 = ''] = match
  const cost = { memoryKiB: Number(m), passes: Number(t), parallelism: Number(p) }
  if (Number(version) !== ARGON2ID_VERSION) return undefined
  if (!within(cost.memoryKiB, COST_BOUNDS.memoryKiB) || !within(cost.passes, COST_BOUNDS.passes)) return undefined
  if (!within(cost.parallelism, COST_BOUNDS.parallelism) || cost.memoryKiB < 8 * cost.parallelism) return undefined
  const salt = fromBase64(salt64)
  const hash = fromBase64(hash64)
  if (!salt || !hash || salt.length < 8 || hash.length < 16 || hash.length > 64) return undefined
  return { scheme: 'argon2id', cost, salt, hash }
}

function parsePbkdf2(stored: string): Parsed | undefined {
  const [scheme, rounds, salt64, hash64, ...rest] = stored.split('$')
  if (scheme !== PBKDF2_SCHEME || rest.length > 0 || !rounds || !salt64 || !hash64) return undefined
  const iterations = Number(rounds)
  if (!/^\d+$/.test(rounds) || iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS) return undefined
  const salt = fromBase64(salt64)
  const hash = fromBase64(hash64)
  if (!salt || !hash || salt.length === 0 || hash.length * 8 !== PBKDF2_HASH_BITS) return undefined
  return { scheme: 'pbkdf2', iterations, salt, hash }
}

const parseStored = (stored: string): Parsed | undefined => parseArgon2id(stored) ?? parsePbkdf2(stored)

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations },
    key,
    PBKDF2_HASH_BITS,
  )
  return new Uint8Array(bits)
}

/** The argon2id tag of a password too short for any stored hash: a decoy's, so the time taken is the same. */
function argon2idOf(password: string, salt: Uint8Array, cost: Argon2idCost, tagLength: number): Uint8Array {
  const bytes = encoder.encode(password)
  if (bytes.length < ARGON2ID_MIN_PASSWORD_BYTES) {
    argon2id(encoder.encode('decoy-password'), salt, cost, tagLength)
    return new Uint8Array(tagLength)
  }
  return argon2id(bytes, salt, cost, tagLength)
}

export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  if (salt.length < SALT_BYTES) throw new RangeError(`password: the salt needs at least ${SALT_BYTES} bytes`)
  if (encoder.encode(password).length < ARGON2ID_MIN_PASSWORD_BYTES) throw new RangeError('password: too short to hash')
  const { memoryKiB, passes, parallelism } = ARGON2ID_COST
  const tag = argon2id(encoder.encode(password), salt, ARGON2ID_COST, TAG_BYTES)
  return `$argon2id$v=${ARGON2ID_VERSION}$m=${memoryKiB},t=${passes},p=${parallelism}$${toBase64(salt, false)}$${toBase64(tag, false)}`
}

/**
 * True when `stored` is not an argon2id hash at today's cost: an old PBKDF2 hash (or an argon2id
 * one of another cost), to be replaced by `hashPassword` of the password once it is known right.
 * A hash this code cannot read at all is left alone (it never verifies).
 */
export function needsRehash(stored: string): boolean {
  const parsed = parseStored(stored)
  if (!parsed) return false
  if (parsed.scheme === 'pbkdf2') return true
  const { cost } = parsed
  return (
    cost.memoryKiB !== ARGON2ID_COST.memoryKiB ||
    cost.passes !== ARGON2ID_COST.passes ||
    cost.parallelism !== ARGON2ID_COST.parallelism ||
    parsed.hash.length !== TAG_BYTES ||
    parsed.salt.length < SALT_BYTES
  )
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
 * A well-formed hash of nothing anyone knows, at today's cost. Checking a password against it
 * when no account has the email spends the same KDF time as a real check, so the answer's timing
 * does not tell whether the email is registered.
 */
const DECOY_HASH = `$argon2id$v=${ARGON2ID_VERSION}$m=${ARGON2ID_COST.memoryKiB},t=${ARGON2ID_COST.passes},p=${ARGON2ID_COST.parallelism}$${toBase64(new Uint8Array(SALT_BYTES), false)}$${toBase64(new Uint8Array(TAG_BYTES), false)}`

/**
 * True when `password` matches `stored` (argon2id or the old PBKDF2). With no stored hash
 * (unknown account) it still runs the KDF against a decoy and answers false. A malformed stored
 * hash is false, never a throw.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = parseStored(stored ?? DECOY_HASH) ?? parseStored(DECOY_HASH)
  if (!parsed) throw new Error('password: the decoy hash does not parse')
  const actual =
    parsed.scheme === 'argon2id'
      ? argon2idOf(password, parsed.salt, parsed.cost, parsed.hash.length)
      : await pbkdf2(password, parsed.salt, parsed.iterations)
  return stored !== undefined && parseStored(stored) !== undefined && constantTimeEqual(actual, parsed.hash)
}
