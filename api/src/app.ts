import { Hono } from 'hono'
import { installValidationMessages } from '../../contract/validation.ts'
import { apiVersion } from './middleware/api-version.ts'
import { onError, onNotFound } from './middleware/errors.ts'
import { tenant } from './middleware/tenant.ts'
import { timeZone } from './middleware/time-zone.ts'
import { auth } from './routes/auth.ts'
import { publishing } from './routes/publishing.ts'
import { web } from './routes/web.ts'
import type { ApiBindings } from './env.ts'

/** The reference upstream: every route below /api is tenant-scoped. */
export function createApiApp() {
  // 422 bodies carry the spec §5 messages (see contract/validation.ts for why a call).
  installValidationMessages()
  const app = new Hono<{ Bindings: ApiBindings }>()
  app.onError(onError)
  app.notFound(onNotFound)
  app.get('/health', (c) => c.json({ ok: true }))
  app.use('/api/*', apiVersion)
  app.use('/api/*', tenant)
  app.use('/api/*', timeZone)
  app.route('/api/web', web)
  // These two name their full paths (the contract's constants), so they mount at the root.
  app.route('/', auth)
  app.route('/', publishing)
  return app
}
