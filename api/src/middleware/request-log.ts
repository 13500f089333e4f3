import { createMiddleware } from 'hono/factory'
import { HEADER_REQUEST_ID, isRequestId } from '#contract/headers.ts'
import { afterChain } from '#core/after-chain.ts'
import { redactPath } from '#core/log-redaction.ts'

/** The api's one line per request (its access log: the Worker's own invocation logs are off). */
export type ApiRequestLogLine = {
  msg: 'api-request'
  /** The BFF's id for the browser request, when it sent one of our shape (joins both Workers' logs). */
  requestId: string | null
  method: string
  /** The path only, token segments redacted (core/log-redaction.ts); never the query. */
  path: string
  status: number
  durationMs: number
}

/**
 * Outermost: writes one JSON line when the answer is ready (errors included: the app's onError
 * has rendered them by then). Nothing else of the request: no query, headers, host or body.
 */
export const requestLog = createMiddleware(async function requestLog(c, next) {
  const started = Date.now()
  await afterChain(next, (thrown) => {
    const requestId = c.req.header(HEADER_REQUEST_ID)
    const line: ApiRequestLogLine = {
      msg: 'api-request',
      requestId: isRequestId(requestId) ? requestId : null,
      method: c.req.method,
      path: redactPath(new URL(c.req.url).pathname),
      status: thrown ? 500 : c.res.status,
      durationMs: Date.now() - started,
    }
    console.log(JSON.stringify(line))
  })
})
