/**
 * A Vite plugin for `vite preview` (so `npm start`, the e2e server and the bench): the local server
 * answers the way Cloudflare's edge and our Workers do, never with Node's or Vite's defaults
 * (issue 35 point 8; decision 047). Production never runs this.
 *
 * - **A Host no URL can have** (`a@b.localhost`: userinfo; a space; a path) is a 400 envelope. The
 *   Cloudflare plugin built a `Request` from it, which throws, and Vite answered an HTML 500 with
 *   the stack. Cloudflare's edge refuses such a request before any Worker runs.
 * - **A declared body over its route's limit** is the Workers' own 413 (`bodyLimitOf`,
 *   `tooLargeError` in core/body-limit.ts), answered here before a byte is passed on. The Worker
 *   answers that 413 itself too, but before reading the body; the local proxy's fetch, still
 *   sending it, then failed, and the visitor got an HTML 500 with the stack.
 * - **Anything the Cloudflare plugin's handler throws** is the envelope without a stack: the
 *   Workers' 413 when the body (undeclared, so counted here) went past its limit, else a 502 (the
 *   local server could not get the Worker's answer). The error is logged, redacted.
 * - **The access log** (miniflare's `GET /path 200 OK (12ms)` per request, through Vite's
 *   logger) and every other line the server prints pass through `redactText`
 *   (core/log-redaction.ts), the rule both Workers' own log lines follow: no reset or invitation
 *   token is printed in full.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Connect, Logger, Plugin } from 'vite'
import { ApiError } from '../contract/errors.ts'
import { bodyLimitOf, tooLargeError } from '../core/body-limit.ts'
import { redactText } from '../core/log-redaction.ts'

/** What Cloudflare accepts as a request body on the Free and Pro plans; the edge refuses more with a 413. */
export const PLATFORM_BODY_LIMIT = 100 * 1024 * 1024

/** True when `host` (a Host header) is a host and port only, as a URL's authority can carry it. */
export function isPlainHost(host: string): boolean {
  if (host === '' || /[@\s/\\?#]/.test(host)) return false
  try {
    const url = new URL(`http://${host}`)
    return url.username === '' && url.password === '' && url.pathname === '/'
  } catch {
    return false
  }
}

/** The declared Content-Length as a number, when there is exactly one plain one and no Transfer-Encoding. */
function declaredLength(req: IncomingMessage): number | undefined {
  const value = req.headers['content-length']
  if (value === undefined || req.headers['transfer-encoding'] !== undefined || !/^\d+$/.test(value.trim())) return undefined
  return Number(value)
}

/** The byte limit of this request's body: its route's (core/body-limit.ts), never above the platform's. */
function limitOf(req: IncomingMessage): { limit: number; error: ApiError } {
  const { pathname } = new URL(req.url ?? '/', 'http://x')
  const route = bodyLimitOf(req.method ?? 'GET', pathname)
  return { limit: Math.min(route.limit, PLATFORM_BODY_LIMIT), error: tooLargeError(route.kind) }
}

/**
 * The envelope as the Workers answer it (JSON, no-store). A body still coming is read and dropped
 * by Node once the answer is sent (the connection stays usable), so the client, still sending,
 * gets to read the answer rather than a broken pipe.
 */
function sendEnvelope(res: ServerResponse, error: ApiError): void {
  const body = JSON.stringify(error.toBody())
  res.writeHead(error.statusCode, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(body)
}

const hasBody = (req: IncomingMessage) => req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined

/** Host and declared length, judged before the request reaches the Workers. */
const guard: Connect.NextHandleFunction = (req, res, next) => {
  const host = req.headers.host
  if (host !== undefined && !isPlainHost(host)) return sendEnvelope(res, new ApiError(400))
  if (!hasBody(req)) return next()
  const { limit, error } = limitOf(req)
  const declared = declaredLength(req)
  if (declared !== undefined && declared > limit) return sendEnvelope(res, error)
  // Where this request's bytes start on its connection: the error handler below tells from it how much body came.
  bodyStart.set(req, req.socket.bytesRead)
  return next()
}

const bodyStart = new WeakMap<IncomingMessage, number>()

/** Every line the server prints, redacted; the logger object is the one miniflare's access log writes through. */
function redactLogger(logger: Logger): void {
  const { info, warn, warnOnce, error } = logger
  logger.info = (message, options) => info.call(logger, redactText(message), options)
  logger.warn = (message, options) => warn.call(logger, redactText(message), options)
  logger.warnOnce = (message, options) => warnOnce.call(logger, redactText(message), options)
  logger.error = (message, options) => error.call(logger, redactText(message), options)
}

function errorHandler(logger: Logger): Connect.ErrorHandleFunction {
  // Four parameters: that is how Connect knows an error handler.
  return (err, req, res, _next) => {
    const message = err instanceof Error ? err.message : String(err)
    logger.error(`local server: ${req.method ?? ''} ${req.url ?? ''} failed: ${message}`, { timestamp: true })
    if (res.headersSent) {
      res.destroy()
      return
    }
    const start = bodyStart.get(req)
    const { limit, error } = limitOf(req)
    // Counted on the connection (request line and headers included), so only a clear overflow is called one.
    const overflowed = start !== undefined && req.socket.bytesRead - start > limit
    sendEnvelope(res, overflowed ? error : new ApiError(502))
  }
}

export function localPreviewGuard(): Plugin {
  let logger: Logger | undefined
  return {
    name: 'local-preview-guard',
    apply: 'serve',
    configResolved(config) {
      logger = config.logger
      redactLogger(config.logger)
    },
    // Before the Cloudflare plugin's handler (plugin order), and its error handler after it (the returned hook).
    configurePreviewServer(server) {
      server.middlewares.use(guard)
      return () => {
        server.middlewares.use(errorHandler(logger ?? server.config.logger))
      }
    },
  }
}
