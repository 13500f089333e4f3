import type { ValidationTargets } from 'hono'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import { ApiError } from '#contract/errors.ts'
import { fieldErrors } from '#contract/validation.ts'

/**
 * Validates one part of the request with a contract schema. A failure is a 422
 * whose `errors` map each invalid field (dotted path) to its spec §5 message,
 * what a form shows beside the field; an issue about the part as a whole sits
 * under the empty key, which forms show as a form-wide error. `message` names
 * the first one, for logs.
 */
export function validate<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  return validator(target, (value) => {
    const parsed = schema.safeParse(value)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error)
      const [field, message] = Object.entries(errors)[0] ?? ['', 'Invalid']
      throw new ApiError(422, undefined, { message: `${field || target}: ${message}`, errors })
    }
    return parsed.data as z.output<S>
  })
}
