import { Hono, type Context } from 'hono'
import { CaseParamsSchema } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { SignatureParamsSchema } from '#contract/statement-signing.ts'
import {
  AdjustmentAddBodySchema,
  AdjustmentParamsSchema,
  EmbalmingBodySchema,
  StaffLineAddBodySchema,
  StaffLineChangeBodySchema,
  StatementLineParamsSchema,
} from '#contract/studio-statement.ts'
import { signedPdf } from '../arrangements/signing-delivery.ts'
import { statementRecord } from '../arrangements/signing.ts'
import type { ApiBindings } from '../env.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { caseAccess, type CaseRow } from '../middleware/case-access.ts'
import {
  addAdjustment,
  addStaffLine,
  changeStaffLine,
  markReady,
  removeAdjustment,
  removeStaffLine,
  setEmbalming,
} from '../staff/statement.ts'
import { validate } from '../validate.ts'
import { pdfResponse } from './statement-signing.ts'

/**
 * A case's statement from the studio (contract/studio-statement.ts, decision 064), area `cases`:
 * the statement is what the case's arrangement sells, worked by those who arrange (owner,
 * director), while the money that comes in is the ledger's (`payments`). Another home's case is a
 * 404 (caseAccess). Every answer is the record the family reads, so the screen shows what they see.
 */
export const staffStatement = new Hono<{ Bindings: ApiBindings }>()

type C = Context<{ Bindings: ApiBindings }>

function theCase(c: C): CaseRow {
  const found = c.get('case') as CaseRow | undefined
  if (!found) throw new ApiError(404)
  return found
}

const STATEMENT = '/cases/:caseId/statement'
const onCase = [requireStaffFor('cases'), validate('param', CaseParamsSchema), caseAccess] as const

async function answer(c: C, status: 200 | 201 = 200) {
  return c.json(await statementRecord(c.var.db, c.var.company, theCase(c), { id: c.var.user.id, role: 'staff' }, 'staff'), status)
}

staffStatement.get(STATEMENT, ...onCase, (c) => answer(c))

staffStatement.post(`${STATEMENT}/lines`, ...onCase, validate('json', StaffLineAddBodySchema), async (c) => {
  await addStaffLine(c.var.db, theCase(c), c.req.valid('json'), c.var.user.id)
  return answer(c, 201)
})

staffStatement.patch(
  `${STATEMENT}/lines/:lineId`,
  requireStaffFor('cases'),
  validate('param', StatementLineParamsSchema),
  caseAccess,
  validate('json', StaffLineChangeBodySchema),
  async (c) => {
    await changeStaffLine(c.var.db, c.var.company, theCase(c), c.req.valid('param').lineId, c.req.valid('json'), c.var.user.id)
    return answer(c)
  },
)

staffStatement.delete(
  `${STATEMENT}/lines/:lineId`,
  requireStaffFor('cases'),
  validate('param', StatementLineParamsSchema),
  caseAccess,
  async (c) => {
    await removeStaffLine(c.var.db, c.var.company, theCase(c), c.req.valid('param').lineId, c.var.user.id)
    return answer(c)
  },
)

staffStatement.post(`${STATEMENT}/adjustments`, ...onCase, validate('json', AdjustmentAddBodySchema), async (c) => {
  await addAdjustment(c.var.db, theCase(c), c.req.valid('json'), c.var.user.id)
  return answer(c, 201)
})

staffStatement.delete(
  `${STATEMENT}/adjustments/:adjustmentId`,
  requireStaffFor('cases'),
  validate('param', AdjustmentParamsSchema),
  caseAccess,
  async (c) => {
    await removeAdjustment(c.var.db, theCase(c), c.req.valid('param').adjustmentId, c.var.user.id)
    return answer(c)
  },
)

staffStatement.put(`${STATEMENT}/embalming`, ...onCase, validate('json', EmbalmingBodySchema), async (c) => {
  await setEmbalming(c.var.db, theCase(c), c.req.valid('json'), c.var.user.id)
  return answer(c)
})

staffStatement.post(`${STATEMENT}/ready`, ...onCase, async (c) => {
  await markReady(c.var.db, c.var.company, theCase(c), c.var.user.id)
  return answer(c)
})

staffStatement.get(
  `${STATEMENT}/signatures/:version/pdf`,
  requireStaffFor('cases'),
  validate('param', SignatureParamsSchema),
  caseAccess,
  async (c) => {
    const bytes = await signedPdf(c.var.db, c.env.MEDIA, theCase(c).id, c.req.valid('param').version)
    if (!bytes) throw new ApiError(404)
    return pdfResponse(bytes, theCase(c), c.req.valid('param').version)
  },
)
