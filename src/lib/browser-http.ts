import type { z } from 'zod'
import { ApiError, ApiErrorBodySchema } from '../../contract/errors.ts'
import { HEADER_TIME_ZONE } from '../../contract/headers.ts'

/** Same-origin GET to the BFF from the browser; the BFF adds X-Host and credentials. */
export async function getJson<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json', [HEADER_TIME_ZONE]: Intl.DateTimeFormat().resolvedOptions().timeZone },
    signal,
  })
  if (!response.ok) {
    const body = ApiErrorBodySchema.safeParse(await response.json().catch(() => null))
    throw new ApiError(response.status, body.success ? body.data.statusMessage : undefined)
  }
  return schema.parse(await response.json())
}
