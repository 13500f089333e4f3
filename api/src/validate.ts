import type { ValidationTargets } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { validator } from 'hono/validator'
import type { z } from 'zod'

/**
 * Validates one part of the request with a contract schema; a failure is a 422
 * whose message names the first invalid field.
 */
export function validate<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  return validator(target, (value) => {
    const parsed = schema.safeParse(value)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = issue?.path.join('.') || target
      throw new HTTPException(422, { message: `${field}: ${issue?.message ?? 'Invalid'}` })
    }
    return parsed.data as z.output<S>
  })
}
