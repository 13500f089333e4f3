// First: it configures zod before any schema below (and in the router) is built.
import './lib/zod-csp.ts'
import { createSerializationAdapter } from '@tanstack/react-router'
import { createStart } from '@tanstack/react-start'
import { ApiError, type FieldErrors } from '#contract/errors.ts'

type SerializedApiError = { statusCode: number; statusMessage: string | null; errors: FieldErrors | null }

/**
 * Keeps an ApiError's status (and a 422's field errors) across SSR → hydration,
 * so the error page and forms read the same on both sides.
 */
const apiErrorAdapter = createSerializationAdapter({
  key: 'api-error',
  test: (value): value is ApiError => value instanceof ApiError,
  toSerializable: (error: ApiError): SerializedApiError => ({
    statusCode: error.statusCode,
    statusMessage: error.statusMessage ?? null,
    errors: error.errors ?? null,
  }),
  fromSerializable: ({ statusCode, statusMessage, errors }: SerializedApiError) =>
    new ApiError(statusCode, statusMessage ?? undefined, { errors: errors ?? undefined }),
})

export const startInstance = createStart(() => ({ serializationAdapters: [apiErrorAdapter] }))
