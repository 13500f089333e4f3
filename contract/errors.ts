import { z } from 'zod'

/** Spec §8: the status messages every non-ok response is described with. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

export function statusMessageFor(statusCode: number): string | undefined {
  return STATUS_MESSAGES[statusCode]
}

/**
 * Field errors of a 422: dotted field path → the first spec §5 message for it
 * (`{ 'address.city': 'This field is required' }`), so a form can show each one
 * beside its field. Built by `fieldErrors` in `contract/validation.ts`.
 */
export const FieldErrorsSchema = z.record(z.string(), z.string())
export type FieldErrors = z.infer<typeof FieldErrorsSchema>

/** The error envelope the api returns and the app raises (spec §3 "Error"). */
export const ApiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  statusMessage: z.string().optional(),
  message: z.string().optional(),
  errors: FieldErrorsSchema.optional(),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>

const isText = (value: unknown): value is string => typeof value === 'string'

/**
 * The envelope in a response body, or undefined when the body is not one; what a field holds that
 * the schema above would refuse is left out. Plain code rather than the schema: every page's HTTP
 * client reads error bodies, and a public page ships no zod (issue 15).
 */
export function readApiErrorBody(value: unknown): ApiErrorBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { statusCode, statusMessage, message, errors } = value as Record<string, unknown>
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode)) return undefined
  const fieldErrors =
    typeof errors === 'object' && errors !== null && !Array.isArray(errors) && Object.values(errors).every(isText)
      ? (errors as FieldErrors)
      : undefined
  return {
    statusCode,
    ...(isText(statusMessage) ? { statusMessage } : {}),
    ...(isText(message) ? { message } : {}),
    ...(fieldErrors ? { errors: fieldErrors } : {}),
  }
}

export type ApiErrorOptions = {
  /** A sentence for people reading logs or the body (the envelope's `message`). */
  message?: string
  /** Field errors of a validation failure (422). */
  errors?: FieldErrors
  /** The response's Retry-After (a 429, a 503), as sent: seconds or an HTTP date. */
  retryAfter?: string
}

/** A non-ok HTTP response, as a typed value. */
export class ApiError extends Error {
  readonly statusCode: number
  readonly statusMessage: string | undefined
  /** The envelope's `message`, when there was one. */
  readonly detail: string | undefined
  readonly errors: FieldErrors | undefined
  /** When to try again, as the response's Retry-After said it (core/http/retry.ts `parseRetryAfter` reads it). */
  readonly retryAfter: string | undefined

  constructor(statusCode: number, statusMessage = statusMessageFor(statusCode), options: ApiErrorOptions = {}) {
    super(options.message ?? (statusMessage ? `${statusCode} ${statusMessage}` : `${statusCode}`))
    Object.setPrototypeOf(this, new.target.prototype)
    this.name = 'ApiError'
    this.statusCode = statusCode
    this.statusMessage = statusMessage
    this.detail = options.message
    this.errors = options.errors
    this.retryAfter = options.retryAfter
  }

  toBody(): ApiErrorBody {
    return {
      statusCode: this.statusCode,
      ...(this.statusMessage ? { statusMessage: this.statusMessage } : {}),
      ...(this.detail ? { message: this.detail } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    }
  }
}

/**
 * Whether `error` is the api's answer (an `ApiError`), and, when statuses are given, one of them:
 * `isApiError(error, 422)`. One check for every caller instead of `instanceof` and `statusCode ===`
 * written out at each (decision 041).
 */
export function isApiError(error: unknown, ...statuses: readonly number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.statusCode))
}

/**
 * The read's answer, or what a missing one means where it is read when the api answers 404:
 * `() => null` for "none yet", `() => { throw notFound() }` in a route's loader (the 404 page).
 * Any other failure is the read's own.
 */
export async function orNotFound<T, Missing>(read: Promise<T>, missing: () => Missing): Promise<T | Awaited<Missing>> {
  try {
    return await read
  } catch (error) {
    if (isApiError(error, 404)) return await missing()
    throw error
  }
}
