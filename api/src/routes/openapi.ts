import type { Handler } from 'hono'
import { buildOpenApiDocument, type OpenApiDocument } from '#contract/openapi.ts'
import { allOperations } from '#contract/operations.ts'

/** Where the document is served: under /api (the BFF proxies it like any call), but before the tenant middleware. */
export const OPENAPI_PATH = '/api/openapi.json'

let built: OpenApiDocument | undefined

/**
 * GET /api/openapi.json: the OpenAPI document of every call (contract/openapi.ts). The same for
 * every funeral home, so it is registered before the tenant middleware and needs no X-Host;
 * built once per isolate, on first request.
 */
export const serveOpenApi: Handler = (c) => {
  built ??= buildOpenApiDocument(allOperations)
  return c.json(built, 200, { 'Cache-Control': 'public, max-age=300' })
}
