import { PASSWORD_MIN_LENGTH } from '#contract/auth-constants.ts'

/**
 * How a password is compared with the common ones (decision 047): as typed but with compatible
 * characters folded (NFKC: a full-width "ｐａｓｓ" is "pass") and case ignored, so "Password123!"
 * and "PASSWORD123!" count as the listed "password123!". Pure, for the api's check and the script
 * that writes the list (scripts/common-passwords.ts).
 */
export function foldPassword(password: string): string {
  return password.normalize('NFKC').toLowerCase()
}

/** The list as the api keeps it: the ones a new password could be (long enough), folded, once each, sorted. */
export function commonPasswordList(passwords: readonly string[]): string[] {
  const folded = passwords.map(foldPassword).filter((p) => [...p].length >= PASSWORD_MIN_LENGTH && !p.includes('\n'))
  return [...new Set(folded)].toSorted()
}
