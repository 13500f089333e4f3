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

/** The error envelope the api returns and the app raises (spec §3 "Error"). */
export const ApiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  statusMessage: z.string().optional(),
  message: z.string().optional(),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>

/** A non-ok HTTP response, as a typed value. */
export class ApiError extends Error {
  readonly statusCode: number
  readonly statusMessage: string | undefined

  constructor(statusCode: number, statusMessage = statusMessageFor(statusCode), detail?: string) {
    super(detail ?? (statusMessage ? `${statusCode} ${statusMessage}` : `${statusCode}`))
    Object.setPrototypeOf(this, new.target.prototype)
    this.name = 'ApiError'
    this.statusCode = statusCode
    this.statusMessage = statusMessage
  }

  toBody(): ApiErrorBody {
    return { statusCode: this.statusCode, statusMessage: this.statusMessage }
  }
}
