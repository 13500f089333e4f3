import { Hono, type Context } from 'hono'
import { CaseParamsSchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { StationeryAddBodySchema, StationeryItemParamsSchema, StationeryVersionBodySchema } from '#contract/studio-stationery.ts'
import type { ApiBindings } from '../env.ts'
import { listStationery } from '../family/stationery.ts'
import { storeCaseUpload } from '../family-media/files.ts'
import { toMediaFile } from '../media/store.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { caseAccess, type CaseRow } from '../middleware/case-access.ts'
import { hostOf } from '../staff/review-notice.ts'
import { addStationeryPiece, sendStationeryVersion } from '../staff/stationery.ts'
import { validate } from '../validate.ts'

/**
 * A case's printed pieces, for staff who work cases (area `cases`; contract/studio-stationery.ts).
 * Mounted at /api/staff. Another home's case is a 404 (caseAccess), and so is a piece of another case.
 */
export const staffStationery = new Hono<{ Bindings: ApiBindings }>()

function theCase(c: Context<{ Bindings: ApiBindings }>): CaseRow {
  const found = c.get('case') as CaseRow | undefined
  if (!found) throw new ApiError(404)
  return found
}

const STATIONERY = '/cases/:caseId/stationery'
const caseParam = validate('param', CaseParamsSchema)

staffStationery.get(STATIONERY, requireStaffFor('cases'), caseParam, caseAccess, async (c) =>
  c.json(await listStationery(c.var.db, theCase(c))),
)

staffStationery.post(STATIONERY, requireStaffFor('cases'), caseParam, caseAccess, validate('json', StationeryAddBodySchema), async (c) =>
  c.json(await addStationeryPiece(c.var.db, theCase(c), c.req.valid('json')), 201),
)

// A page's picture is a file of the case (kind `stationery`), checked by its bytes as every upload is.
staffStationery.post(`${STATIONERY}/pages`, requireStaffFor('cases'), caseParam, caseAccess, async (c) =>
  c.json(toMediaFile(await storeCaseUpload(c, 'stationery')), 201),
)

staffStationery.post(
  `${STATIONERY}/:itemId/versions`,
  requireStaffFor('cases'),
  validate('param', StationeryItemParamsSchema),
  caseAccess,
  validate('json', StationeryVersionBodySchema),
  async (c) =>
    c.json(
      await sendStationeryVersion(
        c.var.db,
        theCase(c),
        c.req.valid('param').itemId,
        c.req.valid('json').mediaIds,
        c.var.user.id,
        hostOf(c),
      ),
      201,
    ),
)
