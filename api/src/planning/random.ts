/** Unambiguous capitals and digits (no 0/O, 1/I): a reference someone reads out on the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** `PL-` and 8 random characters (32^8 ≈ 10^12: unguessable enough for a reference, never an id). */
export function planningReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return `PL-${[...bytes].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`
}
