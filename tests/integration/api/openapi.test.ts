import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { createApiApp } from '#api/src/app.ts'
import { OPENAPI_PATH } from '#api/src/routes/openapi.ts'
import { validatesOf, type Validates } from '#api/src/validate.ts'
import { buildOpenApiDocument } from '#contract/openapi.ts'
import type { Operation } from '#contract/operation.ts'
import { allOperations } from '#contract/operations.ts'
import { OBITUARY_SCHEDULER_PATH } from '#contract/studio-obituaries.ts'
import { NEW_HOME_PATH } from '#contract/platform-homes.ts'
import committed from '../../../docs/openapi.json'

/**
 * Routes that are not calls of the contract: the health probe, the document itself, and the web
 * Worker's cron run of the obituary scheduler (outside /api, for no browser; decision 059).
 */
const NOT_OPERATIONS = new Set(['GET /health', `GET ${OPENAPI_PATH}`, `POST ${OBITUARY_SCHEDULER_PATH}`, `POST ${NEW_HOME_PATH}`])

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

/** The part of an operation each validator target checks. */
const PART_OF_TARGET: Partial<Record<Validates['target'], 'params' | 'query' | 'body'>> = { param: 'params', query: 'query', json: 'body' }
type Validated = Partial<Record<'params' | 'query' | 'body', z.ZodType[]>>

/** What each route's `validate` middlewares check, by `METHOD /openapi/path`. */
function validatedByRoute(): Map<string, Validated> {
  const byRoute = new Map<string, Validated>()
  for (const route of createApiApp().routes) {
    const validates = validatesOf(route.handler)
    if (!validates) continue
    const key = `${route.method} ${openApiPath(route.path)}`
    const part = PART_OF_TARGET[validates.target] ?? 'body'
    const validated = byRoute.get(key) ?? {}
    validated[part] = [...(validated[part] ?? []), validates.schema]
    byRoute.set(key, validated)
  }
  return byRoute
}

/**
 * Parts an operation declares that its route reads by hand rather than with `validate`: path
 * parameters throughout (a malformed id is a 404, the same as an unknown one, not a 422), and
 * the draft's preview token (a bad one is a refusal, decision 037). What a route does validate
 * must still be the operation's own schema.
 */
const READ_BY_HAND: ReadonlySet<string> = new Set(['GET /api/web/render-context/{kind} query'])

/** How a route's validators differ from its operation's schemas: empty when they are the operation's own. */
function validatorMismatches(key: string, op: Operation, validated: Validated): string[] {
  return (['params', 'query', 'body'] as const).flatMap((part) => {
    const declared = op[part]
    const used = validated[part] ?? []
    if (used.length > 1) return [`${part}: validated ${used.length} times`]
    if (declared === used[0]) return []
    if (!declared) return [`${part}: validated, but the operation declares none`]
    if (!used[0])
      return part === 'params' || READ_BY_HAND.has(`${key} ${part}`) ? [] : [`${part}: declared, but the route does not validate it`]
    return [`${part}: validated with another schema than the operation's`]
  })
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

  it("validates each route's params, query and body with its operation's own schemas (decision 052)", () => {
    const byRoute = validatedByRoute()
    const mismatches = allOperations.flatMap((op) => {
      const key = `${op.method.toUpperCase()} ${op.path}`
      return validatorMismatches(key, op, byRoute.get(key) ?? {}).map((problem) => `${key} ${problem}`)
    })
    expect(mismatches, `routes whose validators are not their operation's schemas:\n  ${mismatches.join('\n  ')}`).toEqual([])
  })

  it('has a route for every operation', () => {
    const routes = new Set(registeredRoutes())
    const missing = operationKeys().filter((key) => !routes.has(key))
    expect(missing, `operations without a route in api/src:\n  ${missing.join('\n  ')}`).toEqual([])
  })
})
