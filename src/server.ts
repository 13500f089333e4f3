import handler from '@tanstack/react-start/server-entry'
import { createBff } from '../bff/app.ts'
import { nonceOf } from '../bff/secure-headers.ts'

// The web Worker: Hono (the BFF) answers /api/*, TanStack Start renders every page.
// The BFF's secure headers put this request's CSP nonce on the request; Start gets it as
// `context.nonce` and the router (src/router.tsx) stamps it on every script it renders.
export default createBff({
  renderPage: (request) => handler.fetch(request, { context: { nonce: nonceOf(request) } }),
})
