import { Hono } from 'hono'
import { statusMessageFor } from '../contract/errors.ts'
import { installValidationMessages } from '../contract/validation.ts'
import type { WebBindings } from './env.ts'
import { passedResponseHeaders, upstreamClient } from './upstream.ts'

export type BffOptions = {
  /** Renders every non-API request (TanStack Start's handler in production). */
  renderPage: (request: Request) => Response | Promise<Response>
}

type Env = { Bindings: WebBindings }

/** GET calls the browser may make to the upstream through us; everything else under /api is a 404. */
const PROXIED_GETS = ['/api/web/render-context/approved', '/api/web/render-context/draft', '/api/web/redirects']

/** The web Worker's fetch entry: the BFF owns /api/*, Start renders the rest. */
export function createBff({ renderPage }: BffOptions) {
  // The web Worker's entry: the BFF and SSR validate with the spec §5 messages (contract/validation.ts says why a call).
  installValidationMessages()
  const app = new Hono<Env>()

  for (const path of PROXIED_GETS) {
    app.get(path, async function proxy(c) {
      const url = new URL(c.req.url)
      const upstream = await upstreamClient(c.env, c.req.raw).fetch(url.pathname + url.search, {
        signal: c.req.raw.signal,
      })
      return new Response(upstream.body, { status: upstream.status, headers: passedResponseHeaders(upstream.headers) })
    })
  }

  app.all('/api/*', (c) => c.json({ statusCode: 404, statusMessage: statusMessageFor(404) }, 404))
  app.all('*', (c) => renderPage(c.req.raw))

  app.onError((err, c) => {
    console.error('bff: unhandled error', err)
    return c.json({ statusCode: 500, statusMessage: statusMessageFor(500) }, 500)
  })
  return app
}
