import { and, count, eq, inArray, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  CaseLineParamSchema,
  CasePackageParamSchema,
  GplItemsQuerySchema,
  ItemParamSchema,
  LineOptionSchema,
  PurchaserSchema,
  SelectorParamSchema,
} from '#contract/arrangements.ts'
import { CasePaymentParamSchema, ChargeSchema, ConnectSchema, RevisionParamSchema } from '#contract/payments.ts'
import { CaseParamsSchema, HEADER_IDEMPOTENCY_KEY } from '#contract/common.ts'
import { portalCasePath, portalReceiptPath } from '#contract/family-paths.ts'
import { HEADER_HOST } from '#contract/headers.ts'
import { ApiError } from '#contract/errors.ts'
import { PageQuerySchema, toPage } from '#contract/paging.ts'
import { assertOpen, ensureArrangementRow, loadArrangement, toArrangement, type ArrangementState } from '../arrangements/arrangement.ts'
import { currentVersionId, itemQuery, loadCatalogue, toGplItem, variantsOf } from '../arrangements/catalogue.ts'
import { savePurchaser, submitContract, toContract } from '../arrangements/contract.ts'
import { assertRemovable, resolveLineChange, resolveOption } from '../arrangements/lines.ts'
import { copyPackageLines, findPackage, loadPackages, toPackage } from '../arrangements/packages.ts'
import { logChangeStatement } from '../staff/case-changes.ts'
import { paymentReceiptText } from '../arrangements/payment-receipt.ts'
import { assertPayable, charge, findPayment, listPayments } from '../arrangements/payments.ts'
import { buildStatement, findTemplate, toTemplate } from '../arrangements/statement.ts'
import { siteLink } from '../auth/site-link.ts'
import { arrangementLines, arrangements, gplItems } from '../db/schema.ts'
import type { ApiBindings } from '../env.ts'
import { idempotent } from '../idempotency.ts'
import { sendMail } from '../mail/mailer.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { paymentProcessor } from '../payments/index.ts'
import { pageWindow } from '../paging.ts'
import { fullName } from '#core/names.ts'
import { guardDeclines } from '../rate-limit/declines.ts'
import { takeAttempt } from '../rate-limit/store.ts'
import { notifierOf } from '../staff/notify.ts'
import { validate } from '../validate.ts'

/**
 * spec §7 "Family arrangements" and the statement and payments of "Family cases". Mounted at
 * /api/family; `requireUser` and `caseAccess` (member of the case, or its company's staff; a
 * case of another company is a 404) run before every route here (api/src/app.ts).
 */
export const familyArrangements = new Hono<{ Bindings: ApiBindings }>()

/** The case `caseAccess` checked; its absence would be a wiring mistake, never data to show. */
function caseOf(c: Context): CaseRow {
  const row = c.get('case') as CaseRow | undefined
  if (!row) throw new ApiError(404)
  return row
}

async function arrangementOf(c: Context): Promise<ArrangementState> {
  return loadArrangement(c.var.db, c.var.company.id, caseOf(c).id)
}

async function answerArrangement(c: Context, status: 200 | 201 = 200) {
  return c.json(toArrangement(await arrangementOf(c)), status)
}

// ── The price list ─────────────────────────────────────────────────────────────────────────

familyArrangements.get('/arrangements/items/selectors/:selectorId', validate('param', SelectorParamSchema), async (c) => {
  // Any version: a selector of the version the family's arrangement started on (decision 063).
  const catalogue = await loadCatalogue(c.var.db, c.var.company.id, 'any')
  const selector = catalogue.selectors.get(c.req.valid('param').selectorId)
  if (!selector) throw new ApiError(404)
  return c.json(selector)
})

familyArrangements.get('/arrangements/items/:itemId', validate('param', ItemParamSchema), async (c) => {
  const [row] = await itemQuery(c.var.db)
    .where(and(eq(gplItems.id, c.req.valid('param').itemId), eq(gplItems.companyId, c.var.company.id)))
    .limit(1)
  if (!row) throw new ApiError(404)
  return c.json(toGplItem(row))
})

familyArrangements.get(
  '/arrangements/items/:itemId/variants',
  validate('param', ItemParamSchema),
  validate('query', PageQuerySchema),
  async (c) => {
    const { itemId } = c.req.valid('param')
    const query = c.req.valid('query')
    const catalogue = await loadCatalogue(c.var.db, c.var.company.id, 'any')
    if (!catalogue.items.has(itemId)) throw new ApiError(404)
    const all = variantsOf(catalogue, itemId)
    const { limit, offset } = pageWindow(query)
    return c.json(toPage(all.slice(offset, offset + limit), query, all.length))
  },
)

familyArrangements.get('/arrangements/statement/template/:revisionId', validate('param', RevisionParamSchema), async (c) => {
  const row = await findTemplate(c.var.db, c.var.company.id, c.req.valid('param').revisionId)
  if (!row) throw new ApiError(404)
  return c.json(toTemplate(row))
})

familyArrangements.get('/company/gpl/items', validate('query', GplItemsQuerySchema), async (c) => {
  const query = c.req.valid('query')
  const { db, company } = c.var
  const ids = query.ids === undefined ? undefined : Array.isArray(query.ids) ? query.ids : [query.ids]
  // Today's price list (decision 063); an item of an older version is still found by id (`ids`).
  const versionId = ids ? null : await currentVersionId(db, company.id)
  const conditions: SQL[] = [eq(gplItems.companyId, company.id)]
  if (versionId !== null) conditions.push(eq(gplItems.versionId, versionId))
  if (ids) conditions.push(inArray(gplItems.id, ids))
  if (query.categoryId !== undefined) conditions.push(eq(gplItems.categoryId, query.categoryId))
  const where = and(...conditions)
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await db.batch([
    itemQuery(db).where(where).orderBy(gplItems.categoryId, gplItems.position, gplItems.id).limit(limit).offset(offset),
    db.select({ n: count() }).from(gplItems).where(where),
  ])
  return c.json(toPage(rows.map(toGplItem), query, total[0]?.n ?? 0))
})

// ── The arrangement ────────────────────────────────────────────────────────────────────────

familyArrangements.get('/arrangements/:caseId', validate('param', CaseParamsSchema), (c) => answerArrangement(c))

familyArrangements.get(
  '/arrangements/:caseId/packages',
  validate('param', CaseParamsSchema),
  validate('query', PageQuerySchema),
  async (c) => {
    const query = c.req.valid('query')
    const { db, company } = c.var
    const state = await arrangementOf(c)
    const packages = state.versionId === null ? [] : await loadPackages(db, company.id, state.versionId)
    const selected = state.row?.packageId ?? null
    const { limit, offset } = pageWindow(query)
    const content = packages.slice(offset, offset + limit).map((p) => toPackage(state.catalogue, p, selected))
    return c.json(toPage(content, query, packages.length))
  },
)

/** spec §4: choosing a package replaces the arrangement's package and all its lines; the same package again changes nothing. */
familyArrangements.post('/arrangements/:caseId/packages/:packageId', validate('param', CasePackageParamSchema), async (c) => {
  const { packageId } = c.req.valid('param')
  const { db, company } = c.var
  const state = await arrangementOf(c)
  assertOpen(state)
  const pkg = state.versionId === null ? undefined : await findPackage(db, company.id, state.versionId, packageId)
  if (!pkg) throw new ApiError(404)
  if (state.row?.packageId !== pkg.id) {
    await db.batch([
      ensureArrangementRow(db, company.id, state),
      db.update(arrangements).set({ packageId: pkg.id, updatedAt: new Date().toISOString() }).where(eq(arrangements.caseId, state.caseId)),
      db.delete(arrangementLines).where(eq(arrangementLines.caseId, state.caseId)),
      copyPackageLines(db, state.caseId, pkg.id),
      // The case page's timeline: who chose which package, and when (decision 055).
      logChangeStatement(db, { id: state.caseId, companyId: company.id }, c.var.user.id, {
        field: 'package',
        before: null,
        after: pkg.name,
      }),
    ])
  }
  return answerArrangement(c)
})

familyArrangements.post(
  '/arrangements/:caseId/lines',
  validate('param', CaseParamsSchema),
  validate('json', LineOptionSchema),
  async (c) => {
    const { db, company } = c.var
    const state = await arrangementOf(c)
    assertOpen(state)
    const { item, variant, quantity } = resolveOption(state.catalogue, c.req.valid('json'))
    const position = state.lines.reduce((top, l) => Math.max(top, l.position), 0) + 1
    await db.batch([
      ensureArrangementRow(db, company.id, state),
      db.insert(arrangementLines).values({
        caseId: state.caseId,
        categoryId: item.category.id,
        itemId: item.id,
        variantId: variant?.id ?? null,
        quantity,
        required: false,
        fromPackage: false,
        position,
      }),
    ])
    return answerArrangement(c, 201)
  },
)

familyArrangements.patch(
  '/arrangements/:caseId/lines/:lineId',
  validate('param', CaseLineParamSchema),
  validate('json', LineOptionSchema),
  async (c) => {
    const state = await arrangementOf(c)
    const line = state.lines.find((l) => l.id === c.req.valid('param').lineId)
    if (!line) throw new ApiError(404)
    assertOpen(state)
    const { item, variant, quantity } = resolveLineChange(state.catalogue, line, c.req.valid('json'))
    await c.var.db
      .update(arrangementLines)
      .set({ itemId: item.id, variantId: variant?.id ?? null, quantity })
      .where(and(eq(arrangementLines.id, line.id), eq(arrangementLines.caseId, state.caseId)))
    return answerArrangement(c)
  },
)

familyArrangements.delete('/arrangements/:caseId/items/:lineId', validate('param', CaseLineParamSchema), async (c) => {
  const state = await arrangementOf(c)
  const line = state.lines.find((l) => l.id === c.req.valid('param').lineId)
  if (!line) throw new ApiError(404)
  assertOpen(state)
  assertRemovable(line)
  await c.var.db.delete(arrangementLines).where(and(eq(arrangementLines.id, line.id), eq(arrangementLines.caseId, state.caseId)))
  return answerArrangement(c)
})

// ── The contract ───────────────────────────────────────────────────────────────────────────

familyArrangements.get('/arrangements/:caseId/contract', validate('param', CaseParamsSchema), async (c) => {
  return c.json(await toContract(c.var.db, await arrangementOf(c)))
})

familyArrangements.post(
  '/arrangements/:caseId/contract/details',
  validate('param', CaseParamsSchema),
  validate('json', PurchaserSchema),
  async (c) => {
    const { db, company } = c.var
    const state = await arrangementOf(c)
    assertOpen(state)
    await savePurchaser(db, company.id, state, c.req.valid('json'))
    return c.json(await toContract(db, await arrangementOf(c)))
  },
)

familyArrangements.post('/arrangements/:caseId/contract/submit', validate('param', CaseParamsSchema), async (c) => {
  const { db, user } = c.var
  await submitContract(db, await arrangementOf(c), user.id)
  await notifierOf(c)({ kind: 'arrangement-submitted', case: caseOf(c) })
  return c.json(await toContract(db, await arrangementOf(c)))
})

// ── Statement and payments (under /cases) ──────────────────────────────────────────────────

familyArrangements.get('/cases/:caseId/statement', validate('param', CaseParamsSchema), async (c) => {
  return c.json(await buildStatement(c.var.db, c.var.company.id, await arrangementOf(c)))
})

familyArrangements.get('/cases/:caseId/payments', validate('param', CaseParamsSchema), validate('query', PageQuerySchema), async (c) => {
  return c.json(await listPayments(c.var.db, caseOf(c).id, c.req.valid('query')))
})

/** The balance a payment may go towards, from the statement (which reflects the lines). */
async function balanceOf(c: Context): Promise<{ submitted: boolean; balanceCents: number; totalCents: number }> {
  const state = await arrangementOf(c)
  const statement = await buildStatement(c.var.db, c.var.company.id, state)
  return { submitted: Boolean(state.row?.submittedAt), balanceCents: statement.balanceCents, totalCents: statement.totalCents }
}

familyArrangements.post('/cases/:caseId/payments', validate('param', CaseParamsSchema), validate('json', ChargeSchema), async (c) => {
  const body = c.req.valid('json')
  const { db, company, user } = c.var
  const caseRow = caseOf(c)
  // First: without a processor, a 503 that counts no attempt.
  const processor = guardDeclines(c, paymentProcessor(c.env, db))
  return idempotent(c, `case-payments:${caseRow.id}`, body, async () => {
    await takeAttempt(c, [['payment:address'], ['payment:account', `user:${user.id}`]])
    const balance = await balanceOf(c)
    assertPayable(body.amountCents, balance)
    const payment = await charge(
      {
        db,
        processor,
        companyId: company.id,
        caseId: caseRow.id,
        userId: user.id,
        totalCents: balance.totalCents,
        idempotencyKey: c.req.header(HEADER_IDEMPOTENCY_KEY) ?? '',
        description: `${company.name}: funeral arrangements for ${caseRow.firstName} ${caseRow.lastName}`,
      },
      body,
    )
    // The payer's receipt, inside the idempotent run: a replayed request mails nothing again.
    const personName = fullName(caseRow)
    await sendMail(db, company.id, {
      kind: 'payment-receipt',
      to: user.email,
      ...paymentReceiptText(payment, {
        firstName: user.firstName,
        personName,
        companyName: company.name,
        balanceCents: Math.max(0, balance.balanceCents - payment.amountCents),
        receiptLink: siteLink(c.req.header(HEADER_HOST) ?? '', portalReceiptPath(caseRow.id, caseRow.nameSlug, payment.id)),
        statementLink: siteLink(c.req.header(HEADER_HOST) ?? '', `${portalCasePath(caseRow.id, caseRow.nameSlug)}/statement`),
      }),
    })
    await notifierOf(c)({ kind: 'payment', case: caseRow, amountCents: payment.amountCents })
    return { status: 201, body: payment }
  })
})

familyArrangements.post(
  '/cases/:caseId/payments/connect',
  validate('param', CaseParamsSchema),
  validate('json', ConnectSchema),
  async (c) => {
    const { amountCents } = c.req.valid('json')
    assertPayable(amountCents, await balanceOf(c))
    const session = await paymentProcessor(c.env, c.var.db).connect({ amountCents, reference: `case-${caseOf(c).id}` })
    return c.json(session)
  },
)

familyArrangements.get('/cases/:caseId/payments/:paymentId', validate('param', CasePaymentParamSchema), async (c) => {
  const payment = await findPayment(c.var.db, caseOf(c).id, c.req.valid('param').paymentId)
  if (!payment) throw new ApiError(404)
  return c.json(payment)
})
