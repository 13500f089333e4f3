import type { CallAnswer, CallArgs, OperationAt } from '#contract/operation-call.ts'
import type { OperationRoute } from '#contract/operation.ts'
import type { CallOptions } from '#core/http/operation-call.ts'

export type { CallOptions }

/**
 * The browser's one way to call the api (decision 052): `call(operations.x, { params, query,
 * body })` with a route of contract/operation-routes.gen.ts, typed by its contract operation,
 * same origin through the BFF. The answer as sent (browser-http.ts `unchecked`: the contract's
 * schemas check answers on the server and in the api's tests), or the api's `ApiError`. The HTTP
 * client loads on the first call, so a public page's entry holds none of it (issue 15).
 */
export async function call<R extends OperationRoute>(
  route: R,
  ...args: NoInfer<[...CallArgs<OperationAt<R>>, options?: CallOptions]>
): Promise<CallAnswer<OperationAt<R>>> {
  const [input, options] = args as unknown as [object | undefined, CallOptions | undefined]
  const { callUnchecked } = await import('./browser-http.ts')
  return callUnchecked(route, input, options) as Promise<CallAnswer<OperationAt<R>>>
}
