import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { CaseParamsSchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE } from '#contract/headers.ts'
import {
  OBITUARY_SCHEDULER_PATH,
  ObituaryPublishBodySchema,
  SchedulerRunBodySchema,
  StaffObituaryBodySchema,
  StaffObituaryListQuerySchema,
  WallSettingsBodySchema,
} from '#contract/studio-obituaries.ts'
import { dbOf } from '../db/client.ts'
import { isLocalDevelopment, type ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { caseAccess, type CaseRow } from '../middleware/case-access.ts'
import { obituaryDesk, obituaryTemplateOf, saveStaffObituary, saveStaffWall, sendObituaryToFamily } from '../staff/obituary-desk.ts'
import { removeStaffBanner, setStaffBanner } from '../staff/obituary-banner.ts'
import { listStaffObituaries } from '../staff/obituary-list.ts'
import { setStaffPortrait } from '../staff/obituary-portrait.ts'
import { publishDueObituaries, publishDueWithHosts, publishObituary, unpublishObituary } from '../staff/obituary-publish.ts'
import { validate } from '../validate.ts'

/**
 * The obituary desk, for staff who work cases (area `cases`; contract/studio-obituaries.ts).
 * Mounted at /api/staff. Another home's case is a 404 (caseAccess). The BFF purges the host's
 * edge cache after every unsafe call here that answers 2xx (bff/cache/purge.ts) unless the answer
 * says nothing public changed (HEADER_PUBLIC_CHANGE), as a draft's save does.
 */
export const staffObituaries = new Hono<{ Bindings: ApiBindings }>()

function theCase(c: Context<{ Bindings: ApiBindings }>): CaseRow {
  const found = c.get('case') as CaseRow | undefined
  if (!found) throw new ApiError(404)
  return found
}

/** Local development only (the e2e tests' clock): a 404 elsewhere, before anything else. */
const localOnly = createMiddleware<{ Bindings: ApiBindings }>(async function localOnly(c, next) {
  if (!isLocalDevelopment(c.env)) throw new ApiError(404)
  await next()
})

const OBITUARY = '/cases/:caseId/obituary'
const staffOnCase = [requireStaffFor('cases'), validate('param', CaseParamsSchema), caseAccess] as const

staffObituaries.get('/obituaries', requireStaffFor('cases'), validate('query', StaffObituaryListQuerySchema), async (c) =>
  c.json(await listStaffObituaries(c.var.db, c.var.company.id, c.req.valid('query'))),
)

staffObituaries.post(
  '/obituaries/scheduler-runs',
  localOnly,
  requireStaffFor('cases'),
  validate('json', SchedulerRunBodySchema),
  async (c) => {
    const { now, caseId } = c.req.valid('json')
    // This home's alone: the BFF purges the host the call came to (bff/cache/purge.ts).
    const published = await publishDueObituaries(c.var.db, new Date(now), { caseId, companyId: c.var.company.id })
    if (published.length === 0) c.header(HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE)
    return c.json({ published: published.map((p) => p.id) })
  },
)

staffObituaries.get(OBITUARY, ...staffOnCase, async (c) => c.json(await obituaryDesk(c.var.db, theCase(c), c.var.company.timeZone)))

staffObituaries.put(OBITUARY, ...staffOnCase, validate('json', StaffObituaryBodySchema), async (c) => {
  const saved = await saveStaffObituary(c.var.db, theCase(c), c.req.valid('json'), c.var.user.id)
  // A draft's words are not public: the edge cache keeps what it has.
  if (saved.state !== 'published') c.header(HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE)
  return c.json(saved)
})

staffObituaries.get(`${OBITUARY}/template`, ...staffOnCase, async (c) => c.json(await obituaryTemplateOf(c.var.db, theCase(c))))

staffObituaries.put(`${OBITUARY}/wall`, ...staffOnCase, validate('json', WallSettingsBodySchema), async (c) =>
  c.json(await saveStaffWall(c.var.db, theCase(c), c.var.user.id, c.req.valid('json'))),
)

// The portrait, the family's upload rules (decision 038); a draft's says nothing public changed.
staffObituaries.post(`${OBITUARY}/photo`, ...staffOnCase, async (c) => {
  const { file, isPublic } = await setStaffPortrait(c, theCase(c), c.var.user.id)
  if (!isPublic) c.header(HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE)
  return c.json(file, 201)
})

// The banner, the portrait's way and a wide picture; a draft's says nothing public changed.
staffObituaries.post(`${OBITUARY}/banner`, ...staffOnCase, async (c) => {
  const { file, isPublic } = await setStaffBanner(c, theCase(c), c.var.user.id)
  if (!isPublic) c.header(HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE)
  return c.json(file, 201)
})

staffObituaries.delete(`${OBITUARY}/banner`, ...staffOnCase, async (c) => {
  if (!(await removeStaffBanner(c, theCase(c), c.var.user.id))) c.header(HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE)
  return c.body(null, 204)
})

staffObituaries.post(`${OBITUARY}/send`, ...staffOnCase, async (c) => {
  c.header(HEADER_PUBLIC_CHANGE, PUBLIC_CHANGE_NONE)
  return c.json(await sendObituaryToFamily(c.var.db, theCase(c), c.var.user.id))
})

staffObituaries.post(`${OBITUARY}/publish`, ...staffOnCase, validate('json', ObituaryPublishBodySchema), async (c) =>
  c.json(await publishObituary(c.var.db, theCase(c), c.req.valid('json'), c.var.company.timeZone, c.var.user.id)),
)

staffObituaries.post(`${OBITUARY}/unpublish`, ...staffOnCase, async (c) => c.json(await unpublishObituary(c.var.db, theCase(c))))

/**
 * The web Worker's cron (wrangler.jsonc `triggers`): publishes what is due on the real clock, for
 * every home, and answers the host names to purge. Mounted at the root before the tenant: no
 * X-Host, no session. Outside /api, so the BFF's proxy never forwards a browser here.
 */
export const obituaryScheduler = new Hono<{ Bindings: ApiBindings }>()

obituaryScheduler.post(OBITUARY_SCHEDULER_PATH, async (c) => c.json(await publishDueWithHosts(dbOf(c.env.DB))))
