import { createIsomorphicFn } from '@tanstack/react-start'
import type { CallAnswer, CallArgs, OperationAt } from '#contract/operation-call.ts'
import type { OperationRoute } from '#contract/operation.ts'
import { call } from './api-call.ts'

/** The answer of the operation at `R` (contract/operation-routes.gen.ts). */
export type Answer<R extends OperationRoute> = CallAnswer<OperationAt<R>>

/** `true`: quiet (above); `'refusable'`: a 401 or 403 is the caller's to answer, not the page's status (the draft, decision 037). */
export type ReadMode = boolean | 'refusable'

/**
 * The one way a page reads an answer of the api: `readAnswer(operations.x, { params, query })`
 * with a route of contract/operation-routes.gen.ts, its path made from the contract (decision
 * 052). On the server: in-process through the BFF's client for this request, checked with the
 * operation's answer schema; a failure sets the page's HTTP status (an unknown obituary is a real
 * 404), unless `quiet` (a widget or a missing video is a calm note on a 200 page). In the browser:
 * same origin through the BFF proxy, not parsed again (browser-http.ts `unchecked`).
 */
export function readAnswer<R extends OperationRoute & { method: 'get' }>(
  route: R,
  ...args: NoInfer<[...CallArgs<OperationAt<R>>, quiet?: ReadMode]>
): Promise<Answer<R>> {
  const [input, quiet = false] = args as unknown as [object | undefined, ReadMode | undefined]
  // The isomorphic call itself is untyped; the answer's type follows from the route.
  return readOnEitherSide(route, input, quiet) as Promise<Answer<R>>
}

const readOnEitherSide = createIsomorphicFn()
  .server(async (route: OperationRoute, input: object | undefined, quiet: ReadMode): Promise<unknown> => {
    const [{ upstreamJson, upstreamQuiet, upstreamUnlessRefused }, { answerSchemaOf }, { operationPath }] = await Promise.all([
      import('./upstream.server.ts'),
      import('./answer-schemas.server.ts'),
      import('#core/http/operation-call.ts'),
    ])
    const read = quiet === 'refusable' ? upstreamUnlessRefused : quiet ? upstreamQuiet : upstreamJson
    return read(operationPath(route, input), answerSchemaOf(route))
  })
  .client((route: OperationRoute, input: object | undefined, _quiet: ReadMode): Promise<unknown> =>
    (call as unknown as (route: OperationRoute, input?: object) => Promise<unknown>)(route, input),
  )
