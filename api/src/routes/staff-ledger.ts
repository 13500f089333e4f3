import { Hono, type Context } from 'hono'
import { CaseParamsSchema, HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import { ApiError } from '#contract/errors.ts'
import { LedgerExportQuerySchema, LedgerPaymentParamsSchema, RecordPaymentBodySchema, RefundBodySchema } from '#contract/studio-ledger.ts'
import { todayIn } from '#core/zoned-time.ts'
import type { ApiBindings } from '../env.ts'
import { idempotent } from '../idempotency.ts'
import { requireStaffFor } from '../middleware/auth.ts'
import { caseAccess, type CaseRow } from '../middleware/case-access.ts'
import { paymentProcessor } from '../payments/index.ts'
import { caseLedger, recordPayment } from '../staff/ledger.ts'
import { ledgerCsv, ledgerCsvFileName } from '../staff/ledger-csv.ts'
import { paymentRows, statementRows } from '../staff/ledger-export.ts'
import { owedAcrossHome } from '../staff/ledger-owed.ts'
import { refundPayment } from '../staff/ledger-refund.ts'
import { validate } from '../validate.ts'

/**
 * The ledger for staff who work payments (area `payments`: owner, director;
 * contract/studio-ledger.ts), mounted at /api/staff. Another home's case is a 404 (caseAccess),
 * and so is a payment of another case. Money changes are idempotent (Idempotency-Key required).
 */
export const staffLedger = new Hono<{ Bindings: ApiBindings }>()

function theCase(c: Context<{ Bindings: ApiBindings }>): CaseRow {
  const found = c.get('case') as CaseRow | undefined
  if (!found) throw new ApiError(404)
  return found
}

staffLedger.get('/cases/:caseId/ledger', requireStaffFor('payments'), validate('param', CaseParamsSchema), caseAccess, async (c) =>
  c.json(await caseLedger(c.var.db, { companyId: c.var.company.id, caseId: theCase(c).id })),
)

staffLedger.post(
  '/cases/:caseId/payments',
  requireStaffFor('payments'),
  validate('param', CaseParamsSchema),
  caseAccess,
  validate('json', RecordPaymentBodySchema),
  async (c) => {
    const { db, company, user } = c.var
    const caseId = theCase(c).id
    const body = c.req.valid('json')
    return idempotent(c, `case-recorded-payments:${caseId}`, body, async () => ({
      status: 201,
      body: await recordPayment(db, { companyId: company.id, caseId }, user.id, body),
    }))
  },
)

staffLedger.post(
  '/cases/:caseId/payments/:paymentId/refunds',
  requireStaffFor('payments'),
  validate('param', LedgerPaymentParamsSchema),
  caseAccess,
  validate('json', RefundBodySchema),
  async (c) => {
    const { db, company, user } = c.var
    const caseId = theCase(c).id
    const { paymentId } = c.req.valid('param')
    const body = c.req.valid('json')
    return idempotent(c, `case-refunds:${caseId}:${paymentId}`, body, async () => {
      const context = {
        db,
        companyId: company.id,
        caseId,
        userId: user.id,
        today: todayIn(company.timeZone),
        processor: () => paymentProcessor(c.env, db),
        idempotencyKey: c.req.header(HEADER_IDEMPOTENCY_KEY) ?? '',
      }
      return { status: 201, body: await refundPayment(context, paymentId, body) }
    })
  },
)

staffLedger.get('/payments/owed', requireStaffFor('payments'), async (c) =>
  c.json(await owedAcrossHome(c.var.db, c.var.company.id, c.var.company.timeZone)),
)

staffLedger.get('/payments/export', requireStaffFor('payments'), validate('query', LedgerExportQuerySchema), async (c) => {
  const { db, company } = c.var
  const query = c.req.valid('query')
  const rows =
    query.what === 'payments' ? await paymentRows(db, company.id, query) : await statementRows(db, company.id, company.timeZone, query)
  return c.body(ledgerCsv(rows), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${ledgerCsvFileName(query.what, query.from, query.to)}"`,
  })
})
