import { createSerializationAdapter } from '@tanstack/react-router'
import { createStart } from '@tanstack/react-start'
import { ApiError } from '../contract/errors.ts'

/** Keeps an ApiError's status across SSR → hydration, so the error page reads the same on both sides. */
const apiErrorAdapter = createSerializationAdapter({
  key: 'api-error',
  test: (value): value is ApiError => value instanceof ApiError,
  toSerializable: (error: ApiError) => ({ statusCode: error.statusCode, statusMessage: error.statusMessage ?? null }),
  fromSerializable: ({ statusCode, statusMessage }: { statusCode: number; statusMessage: string | null }) =>
    new ApiError(statusCode, statusMessage ?? undefined),
})

export const startInstance = createStart(() => ({ serializationAdapters: [apiErrorAdapter] }))
