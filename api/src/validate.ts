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
/** What one `validate` middleware checks: the part of the request and the schema it checks it with. */
export type Validates = { target: keyof ValidationTargets; schema: z.ZodType }

const VALIDATES = Symbol('validates')

/**
 * Validates one part of the request with a contract schema, with the spec §5 messages
 * (contract/validation.ts); a failure is `invalidInput`'s 422. The middleware says what it checks
 * (`validatesOf`), so the OpenAPI test can hold each route to its operation's schemas (decision 052).
 */
export function validate<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  const middleware = validator(target, (value) => {
    const checked = checkInput(schema, value)
    if (!checked.success) throw invalidInput(checked.errors)
    return checked.data as z.output<S>
  })
  return Object.assign(middleware, { [VALIDATES]: { target, schema } satisfies Validates })
}

/** What a handler of a route checks, when it is a `validate` middleware (or Hono's wrapper of one, from a mounted app). */
export function validatesOf(handler: unknown): Validates | undefined {
  if (typeof handler !== 'function') return undefined
  const own = (handler as { [VALIDATES]?: Validates })[VALIDATES]
  // Hono wraps a mounted app's handlers and keeps the original as `__COMPOSED_HANDLER` (hono-base.ts `route`).
  // oxlint-disable-next-line no-underscore-dangle -- Hono's own property name
  return own ?? validatesOf((handler as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER)
}
