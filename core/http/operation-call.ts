import type { CallAnswer, CallInput, OperationAt } from '#contract/operation-call.ts'
import type { OperationRoute } from '#contract/operation.ts'
import type { z } from 'zod'
import type { HttpClient, HttpMethod, RequestOptions } from './client.ts'
import { withQuery, type QueryObject } from './query.ts'

/**
 * Calling an operation by its route (decision 052): the path comes from the contract's
 * operation (contract/operation-routes.gen.ts), filled with the caller's parameters, never written
 * again by hand. Zod-free, so a public page's few calls cost a few bytes each.
 */

/** What any call takes; the operation's own types narrow it (contract/operation-call.ts `CallInput`). */
type LooseInput = { params?: object; query?: object; body?: unknown }

/** Per call, beside what the operation takes: an Idempotency-Key header, say, or an abort signal. */
export type CallOptions = Pick<RequestOptions, 'headers' | 'signal' | 'retries'>

/**
 * `route`'s path with each `{name}` replaced by `params.name`, encoded as one path segment, and
 * the query appended (core/http/query.ts rules). A parameter left out is a mistake in the caller,
 * never a path to call.
 */
export function operationPath(route: OperationRoute, input: object = {}): string {
  const { params = {}, query } = input as LooseInput & { params?: Record<string, unknown> }
  const path = route.path.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown>)[name]
    if (value === undefined || value === null || value === '') throw new TypeError(`${route.method} ${route.path}: no value for {${name}}`)
    return encodeURIComponent(String(value))
  })
  return withQuery(path, query as QueryObject | undefined)
}

/** The operation's method as the HTTP client spells it. */
export function httpMethodOf(route: OperationRoute): HttpMethod {
  return route.method.toUpperCase() as HttpMethod
}

/**
 * Calls `route` with `http`, its answer read with `schema` (the operation's own, or the browser's
 * `unchecked`): the typed answer, or the api's `ApiError`.
 */
export function callOperation<R extends OperationRoute>(
  http: HttpClient,
  route: R,
  input: CallInput<OperationAt<R>> | undefined,
  schema: z.ZodType<CallAnswer<OperationAt<R>>>,
  options?: CallOptions,
): Promise<CallAnswer<OperationAt<R>>>
// The body works on any route: the signature above holds each caller to its operation.
export function callOperation(
  http: HttpClient,
  route: OperationRoute,
  input: object | undefined,
  schema: z.ZodType,
  options: CallOptions = {},
): Promise<unknown> {
  const { body } = (input ?? {}) as LooseInput
  return http.request(operationPath(route, input), schema, {
    ...options,
    method: httpMethodOf(route),
    ...(body === undefined ? {} : { body: body as RequestOptions['body'] }),
  })
}
