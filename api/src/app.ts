import { Hono } from 'hono'
import { APPROVE_RENDER_CONTEXT_PATH } from '#contract/auth.ts'
import { requestBodyLimit } from '#core/body-limit.ts'
import { apiVersion } from './middleware/api-version.ts'
import { requireUser } from './middleware/auth.ts'
import { caseAccess } from './middleware/case-access.ts'
import { caseRole } from './middleware/case-role.ts'
import { onError, onNotFound } from './middleware/errors.ts'
import { noStore } from './middleware/private.ts'
import { requestLog } from './middleware/request-log.ts'
import { tenant } from './middleware/tenant.ts'
import { timeZone } from './middleware/time-zone.ts'
import { upstreamSecret } from './middleware/upstream-secret.ts'
import { auth } from './routes/auth.ts'
import { blog } from './routes/blog.ts'
import { familyArrangements } from './routes/family-arrangements.ts'
import { familyCases } from './routes/family-cases.ts'
import { familyMedia } from './routes/family-media.ts'
import { mediaFiles } from './routes/media-files.ts'
import { obituaries } from './routes/obituaries.ts'
import { OPENAPI_PATH, serveOpenApi } from './routes/openapi.ts'
import { payments } from './routes/payments.ts'
import { planning } from './routes/planning.ts'
import { platform } from './routes/platform.ts'
import { previews } from './routes/previews.ts'
import { publishing } from './routes/publishing.ts'
import { shop } from './routes/shop.ts'
import { staff } from './routes/staff.ts'
import { staffMembers } from './routes/staff-members.ts'
import { staffRequests } from './routes/staff-requests.ts'
import { staffServices } from './routes/staff-services.ts'
import { staffCases } from './routes/staff-cases.ts'
import { staffTasks } from './routes/staff-tasks.ts'
import { staffStationery } from './routes/staff-stationery.ts'
import { obituaryScheduler, staffObituaries } from './routes/staff-obituaries.ts'
import { staffFamily } from './routes/staff-family.ts'
import { staffVideo } from './routes/staff-video.ts'
import { staffWall } from './routes/staff-wall.ts'
import { familyGifts, staffOrders } from './routes/staff-orders.ts'
import { staffStatement } from './routes/staff-statement.ts'
import { statementSigning } from './routes/statement-signing.ts'
import { staffLedger } from './routes/staff-ledger.ts'
import { staffPriceParts } from './routes/staff-price-parts.ts'
import { staffPrices } from './routes/staff-prices.ts'
import { staffDomains } from './routes/staff-domains.ts'
import { staffData } from './routes/staff-data.ts'
import { web } from './routes/web.ts'
import type { ApiBindings } from './env.ts'

/** The reference upstream: every route below /api is tenant-scoped. */
export function createApiApp() {
  const app = new Hono<{ Bindings: ApiBindings }>()
  app.onError(onError)
  app.notFound(onNotFound)
  // The api's access log (token path segments redacted), then, when UPSTREAM_SECRET is set, only
  // callers that send it (the BFF over UPSTREAM_URL): every path, /health and the OpenAPI included.
  app.use('*', requestLog)
  app.use('*', upstreamSecret)
  app.get('/health', (c) => c.json({ ok: true }))
  // Before the tenant middleware: one document for every site, no X-Host needed.
  app.get(OPENAPI_PATH, serveOpenApi)
  // The web Worker's cron publishing scheduled obituaries for every home (decision 059), so no tenant either.
  app.route('/', obituaryScheduler)
  // The platform's own calls (a new funeral home, decision 071): no tenant, the platform's secret.
  app.route('/', platform)
  // Answers that need a bearer token (family and staff calls, publishing) are one person's: no-store,
  // failures included (first, so a refusal below carries it too).
  for (const path of ['/api/family/*', '/api/staff/*', APPROVE_RENDER_CONTEXT_PATH]) app.use(path, noStore)
  app.use('/api/*', apiVersion)
  // Before anything reads a body: a declared length over the route's limit is a 413 unread (decision 021).
  app.use('/api/*', requestBodyLimit())
  app.use('/api/*', tenant)
  app.use('/api/*', timeZone)

  // Family calls under a case: a signed-in member of that case (or staff); another company's
  // case is a 404. Applied once here, so every area's routes below can rely on `c.var.case`.
  for (const prefix of ['/api/family/cases', '/api/family/arrangements', '/api/family/company', '/api/family/media']) {
    app.use(`${prefix}/*`, requireUser)
  }
  app.use('/api/family/cases/:caseId/*', caseAccess)
  app.use('/api/family/arrangements/:caseId/*', caseAccess)
  // Then what the member's role in the case allows (decision 056): a viewer reads, a helper works, an arranger also submits and invites.
  app.use('/api/family/cases/:caseId/*', caseRole)
  app.use('/api/family/arrangements/:caseId/*', caseRole)

  app.route('/api/web', web)
  app.route('/api/web', obituaries)
  app.route('/api/web', blog)
  app.route('/api/web', shop)
  app.route('/api/web', planning)
  app.route('/api/family', familyArrangements)
  app.route('/api/family', familyCases)
  app.route('/api/family', familyMedia)
  app.route('/api/family', familyGifts)
  app.route('/api/family', statementSigning)
  app.route('/api/media', mediaFiles)
  app.route('/api/staff', staff)
  app.route('/api/staff', staffMembers)
  app.route('/api/staff', staffServices)
  app.route('/api/staff', staffCases)
  app.route('/api/staff', staffRequests)
  app.route('/api/staff', staffTasks)
  app.route('/api/staff', staffFamily)
  app.route('/api/staff', staffVideo)
  app.route('/api/staff', staffStationery)
  app.route('/api/staff', staffWall)
  app.route('/api/staff', staffOrders)
  app.route('/api/staff', staffLedger)
  app.route('/api/staff', staffObituaries)
  app.route('/api/staff', staffStatement)
  app.route('/api/staff', staffPrices)
  app.route('/api/staff', staffPriceParts)
  app.route('/api/staff', staffDomains)
  app.route('/api/staff', staffData)
  // These name their full paths (the contract's constants), so they mount at the root.
  app.route('/', auth)
  app.route('/', publishing)
  app.route('/', previews)
  app.route('/', payments)
  return app
}
