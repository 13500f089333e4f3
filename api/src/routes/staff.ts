import { and, asc, count, desc, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ApiError } from '#contract/errors.ts'
import { HEADER_HOST } from '#contract/headers.ts'
import { CaseParamsSchema } from '#contract/common.ts'
import { InvitationParams } from '#contract/invitations.ts'
import { PageQuerySchema, toPage } from '#contract/paging.ts'
import { OutboxMessageSchema, PracticeCaseBodySchema } from '#contract/staff.ts'
import { caseMembers, cases, locations, outbox, users } from '../db/schema.ts'
import { nameSlug } from '#core/names.ts'
import { isLocalDevelopment, type ApiBindings } from '../env.ts'
import { listPendingInvitations, resendInvitation, revokeInvitation } from '../family/pending-invitations.ts'
import { requireStaff, requireStaffFor } from '../middleware/auth.ts'
import type { CaseRow } from '../middleware/case-access.ts'
import { pageWindow } from '../paging.ts'
import { takeAttempt } from '../rate-limit/store.ts'
import { validate } from '../validate.ts'

/** Funeral-home staff tools. */
export const staff = new Hono<{ Bindings: ApiBindings }>()

/**
 * A call that exists only in local development (ENVIRONMENT=development): elsewhere a 404, the
 * answer of a call that is not there, checked before anything else (sign-in included).
 */
const localOnly = createMiddleware<{ Bindings: ApiBindings }>(async function localOnly(c, next) {
  if (!isLocalDevelopment(c.env)) throw new ApiError(404)
  await next()
})

/**
 * The outbox: the mail the product wrote, which nothing delivers locally. Local development only:
 * its texts carry live reset and invitation links, so staff reading it in production could take
 * over a family's account.
 */
staff.get('/outbox', localOnly, requireStaff, validate('query', PageQuerySchema), async (c) => {
  const query = c.req.valid('query')
  const { db, company } = c.var
  const where = eq(outbox.companyId, company.id)
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await db.batch([
    db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(outbox).where(where),
  ])
  const content = rows.map((r) =>
    OutboxMessageSchema.parse({
      id: r.id,
      kind: r.kind,
      to: r.to,
      subject: r.subject,
      text: r.text,
      createdAt: r.createdAt,
      sentAt: r.sentAt,
    }),
  )
  return c.json(toPage(content, query, total[0]?.n ?? 0))
})

/**
 * A practice case: a new loved one with nothing arranged, owned by one of this home's family
 * accounts, at its first location (with `reviews`, also what the review tasks review). Local development only: the e2e tests open one per test so
 * an arrangement can be chosen, submitted and paid on every run without using up the demo's.
 */
staff.post('/practice-cases', localOnly, requireStaffFor('cases'), validate('json', PracticeCaseBodySchema), async (c) => {
  const body = c.req.valid('json')
  const { db, company } = c.var
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, company.id), eq(users.email, body.email.toLowerCase())))
    .limit(1)
  if (!owner)
    throw new ApiError(422, undefined, {
      message: 'No account of this funeral home has that email',
      errors: { email: 'No account of this funeral home has that email' },
    })
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.companyId, company.id))
    .orderBy(asc(locations.id))
    .limit(1)
  if (!location) throw new ApiError(422, undefined, { message: 'This funeral home has no location' })
  const slug = nameSlug(body.firstName, body.lastName)
  const [created] = await db
    .insert(cases)
    .values({
      companyId: company.id,
      locationId: location.id,
      status: 'AT_NEED',
      firstName: body.firstName,
      lastName: body.lastName,
      nameSlug: slug,
    })
    .returning({ id: cases.id })
  if (!created) throw new Error('practice case: the insert returned no row')
  await db.insert(caseMembers).values({ caseId: created.id, userId: owner.id, role: 'arranger', relationship: null })
  if (body.reviews) {
    // Loaded only here: it carries the demo's tribute video, which no other call needs.
    const { seedPracticeReviews } = await import('../staff/practice-reviews.ts')
    const of = { companyId: company.id, caseId: created.id, firstName: body.firstName, lastName: body.lastName }
    await seedPracticeReviews(db, c.env.MEDIA, of, body.reviews)
  }
  return c.json({ id: created.id, nameSlug: slug }, 201)
})

/** The case of the path at this funeral home; another home's, or none, is a 404 (the same answer). */
async function homeCase(c: Context<{ Bindings: ApiBindings }>, caseId: number): Promise<CaseRow> {
  const { db, company } = c.var
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.companyId, company.id)))
    .limit(1)
  if (!row) throw new ApiError(404)
  return row
}

/**
 * A case's invitations not yet accepted or withdrawn, for the funeral home's staff (issue 35; the
 * studio's screens come later): the same as the family's calls, staff of this home only.
 */
staff.get('/cases/:caseId/invitations', requireStaffFor('cases'), validate('param', CaseParamsSchema), async (c) => {
  const found = await homeCase(c, c.req.valid('param').caseId)
  return c.json(await listPendingInvitations(c.var.db, found.id))
})

staff.post('/cases/:caseId/invitations/:invitationId/resend', requireStaffFor('cases'), validate('param', InvitationParams), async (c) => {
  const { caseId, invitationId } = c.req.valid('param')
  const found = await homeCase(c, caseId)
  await takeAttempt(c, [['invite:address'], ['invite:account', `user:${c.var.user.id}`]])
  return c.json(await resendInvitation(c.var.db, found, invitationId, c.var.user, c.req.header(HEADER_HOST) ?? ''))
})

staff.delete('/cases/:caseId/invitations/:invitationId', requireStaffFor('cases'), validate('param', InvitationParams), async (c) => {
  const { caseId, invitationId } = c.req.valid('param')
  const found = await homeCase(c, caseId)
  await revokeInvitation(c.var.db, found.id, invitationId, c.var.user)
  return c.body(null, 204)
})
