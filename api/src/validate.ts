import type { ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import { ApiError, type FieldErrors } from '#contract/errors.ts'
import { checkInput, problemOf } from '#contract/validation.ts'

/**
 * The 422 of input the api refuses: `errors` maps each invalid field (dotted path) to its
 * message, what a form shows beside the field (an issue about the input as a whole sits under
 * the empty key, which forms show as a form-wide error). `message` is a sentence people read
 * (forms show it beside their button): `problemOf`'s unless the caller has a better one, never
 * `field: message`.
 */
export function invalidInput(errors: FieldErrors, message = problemOf(errors)): ApiError {
  return new ApiError(422, undefined, { message, errors })
}

/** The 422 of one refused field, its message also the sentence beside the form's button. */
export function invalidField(field: string, message: string): ApiError {
  return invalidInput({ [field]: message }, message)
}

/**
 * Validates one part of the request with a contract schema, with the spec §5 messages
 * (contract/validation.ts); a failure is `invalidInput`'s 422.
 */
export function validate<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  return validator(target, (value) => {
    const checked = checkInput(schema, value)
    if (!checked.success) throw invalidInput(checked.errors)
    return checked.data as z.output<S>
  })
}
