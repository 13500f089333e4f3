import { COMMON_PASSWORD_MESSAGE } from '#contract/auth-constants.ts'
import { ApiError } from '#contract/errors.ts'
import { foldPassword } from './common-password-rule.ts'
import list from './common-passwords.txt?raw'

/**
 * The most common passwords, refused for a new one (issue 35, decision 047): the list is made from
 * a well-kept package by scripts/common-passwords.ts and bundled as text in the api Worker only
 * (about 18 KB, 1,500 passwords of 10 characters or more; shorter ones are refused by length).
 * Parsed into a set on first use, once per isolate.
 */
let common: ReadonlySet<string> | undefined

export function isCommonPassword(password: string): boolean {
  common ??= new Set(list.split('\n').filter(Boolean))
  return common.has(foldPassword(password))
}

/** The 422 a sign-up or a reset answers for a common password, beside the password field. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new ApiError(422, undefined, { message: COMMON_PASSWORD_MESSAGE, errors: { password: COMMON_PASSWORD_MESSAGE } })
  }
}
