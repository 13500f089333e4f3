import { PASSWORD_MIN_LENGTH } from '#contract/auth-constants.ts'

/** How a new password reads to the person choosing it: a word and a sentence that says what would help. */
export type PasswordStrength = { level: 'too-short' | 'weak' | 'fair' | 'strong'; hint: string }

/**
 * A plain hint beside a new password (issue 17: "a strength hint"). Length matters most, so the
 * advice is to use a few words: easy to remember for someone who rarely signs in, hard to guess.
 * The api's rule is only the minimum length (contract/auth.ts); this never refuses a password.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) {
    return { level: 'too-short', hint: `Use at least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember work well.` }
  }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length
  const repeats = /^(.)\1+$/.test(password) || /^(?:0123|1234|abcd|qwer|pass)/i.test(password)
  if (repeats || (length < 14 && kinds < 2)) return { level: 'weak', hint: 'Easy to guess. Add another word or a few numbers.' }
  if (length >= 16 || (length >= 12 && kinds >= 3)) return { level: 'strong', hint: 'Strong password.' }
  return { level: 'fair', hint: 'Good. A longer password would be even safer.' }
}

/** The hint beside a new password as it is typed (nothing before the first character). */
export function newPasswordHint(password: string): string | undefined {
  return password ? passwordStrength(password).hint : undefined
}
