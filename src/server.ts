import handler from '@tanstack/react-start/server-entry'
import { createBff } from '#bff/app.ts'

// The web Worker, and the one place the edge and the app meet: Hono (the BFF) answers /api/*,
// TanStack Start renders every page with the SSR context the BFF built for the request (the CSP
// nonce, the upstream client bound to it; core/ssr-context.ts).
export default createBff({
  renderPage: (request, context) => handler.fetch(request, { context }),
})
