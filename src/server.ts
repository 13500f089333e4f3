import handler from '@tanstack/react-start/server-entry'
import { createBff } from '#bff/app.ts'
import { scheduledPublish } from '#bff/cache/scheduled-publish.ts'
import type { WebBindings } from '#bff/env.ts'
import { hydrateAfterPaint } from '#src/lib/hydrate-after-paint.server.ts'

// The web Worker, and the one place the edge and the app meet: Hono (the BFF) answers /api/*,
// TanStack Start renders every page with the SSR context the BFF built for the request (the CSP
// nonce, the upstream client bound to it; core/ssr-context.ts). A built page asks for its code
// once it has painted (decision 029); `vite dev` keeps Start's own tags for its module graph.
const app = createBff({
  renderPage: async (request, context) => {
    const page = await handler.fetch(request, { context })
    return import.meta.env.PROD ? hydrateAfterPaint(page) : page
  },
})

// Its cron (wrangler.jsonc `triggers`): scheduled obituaries published, and their hosts purged
// from this Worker's edge cache in the same minute (decision 059).
export default {
  fetch: app.fetch,
  scheduled: scheduledPublish(),
} satisfies ExportedHandler<WebBindings>
