import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createApiApp } from '#api/src/app.ts'
import { OPENAPI_PATH } from '#api/src/routes/openapi.ts'
import { buildOpenApiDocument } from '#contract/openapi.ts'
import { allOperations } from '#contract/operations.ts'
import committed from '../../../docs/openapi.json'

/** Routes that are not calls of the contract: the health probe and the document itself. */
const NOT_OPERATIONS = new Set(['GET /health', `GET ${OPENAPI_PATH}`])

/** Hono's `/cases/:caseId`, `/:hash{[0-9a-f]{64}}` → OpenAPI's `/cases/{caseId}`, `/{hash}`. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{(?:[^{}]|\{[^{}]*\})*\})?\??/g, '{$1}')
}

function registeredRoutes(): string[] {
  const keys = createApiApp()
    .routes.filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${openApiPath(route.path)}`)
    .filter((key) => !NOT_OPERATIONS.has(key))
  // One route per handler of a chain (middleware, validators, handler): each call once.
  return [...new Set(keys)].toSorted()
}

const operationKeys = () => allOperations.map((op) => `${op.method.toUpperCase()} ${op.path}`)

describe('the OpenAPI document', () => {
  it('is served without X-Host, the same as a fresh build', async () => {
    const response = await SELF.fetch(`https://api.test${OPENAPI_PATH}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual(buildOpenApiDocument(allOperations))
  })

  it('is committed as docs/openapi.json, up to date (regenerate: node scripts/openapi.ts)', () => {
    const fresh: unknown = JSON.parse(JSON.stringify(buildOpenApiDocument(allOperations)))
    expect(fresh, 'docs/openapi.json is stale: run node scripts/openapi.ts').toEqual(committed)
  })
})

describe('routes and operations', () => {
  it('converts Hono paths to OpenAPI paths', () => {
    expect(openApiPath('/api/media/:hash{[0-9a-f]{64}}')).toBe('/api/media/{hash}')
    expect(openApiPath('/api/family/cases/:caseId/tasks/:taskId')).toBe('/api/family/cases/{caseId}/tasks/{taskId}')
  })

  it('lists each call once', () => {
    const keys = operationKeys()
    const twice = keys.filter((key, i) => keys.indexOf(key) !== i)
    expect(twice, `operations listed twice:\n  ${twice.join('\n  ')}`).toEqual([])
  })

  it('has an operation for every route of the app', () => {
    const operations = new Set(operationKeys())
    const missing = registeredRoutes().filter((route) => !operations.has(route))
    expect(missing, `routes without an operation in contract/*.ts:\n  ${missing.join('\n  ')}`).toEqual([])
  })

  it('has a route for every operation', () => {
    const routes = new Set(registeredRoutes())
    const missing = operationKeys().filter((key) => !routes.has(key))
    expect(missing, `operations without a route in api/src:\n  ${missing.join('\n  ')}`).toEqual([])
  })
})
