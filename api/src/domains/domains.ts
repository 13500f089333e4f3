import { and, asc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { getDomain } from 'tldts'
import { ApiError } from '#contract/errors.ts'
import { DOMAIN_MESSAGES, domainState, MAX_DOMAINS, type Domain } from '#contract/studio-domains.ts'
import type { Db } from '../db/client.ts'
import { companyHosts, customDomains } from '../db/schema.ts'
import type { Company } from '../middleware/tenant.ts'
import { invalidField } from '../validate.ts'
import { CustomHostnameError, withRouting, type CustomHostname, type CustomHostnames } from './custom-hostnames.ts'
import { hostProblem } from './host-rule.ts'

/**
 * A home's own domains (issue 40 point 3, decision 070): added as custom hostnames at the
 * provider, checked again by the owner and by the cron, removed at the provider and here. The
 * one rule of serving: a domain's host is a row of `company_hosts` exactly while the provider says
 * the hostname is active (`applyAnswer`).
 */

type Row = typeof customDomains.$inferSelect

export function domainOf(row: Row): Domain {
  return {
    id: row.id,
    host: row.host,
    zone: getDomain(row.host) ?? row.host,
    state: domainState(row.status, row.sslStatus),
    status: row.status,
    sslStatus: row.sslStatus,
    records: row.records,
    problems: row.problems,
    createdAt: row.createdAt,
    checkedAt: row.checkedAt,
    liveAt: row.liveAt,
  }
}

/** The provider could not be used: said calmly, and logged with the provider's own words. */
function providerFailure(error: unknown, what: string, message: string = DOMAIN_MESSAGES.unavailable): ApiError {
  console.error(`api: custom hostname ${what} failed`, error instanceof Error ? error.message : error)
  if (error instanceof CustomHostnameError && error.kind === 'refused' && what === 'create') {
    return invalidField('host', DOMAIN_MESSAGES.refused)
  }
  return new ApiError(503, undefined, { message })
}

export function needHostnames(hostnames: CustomHostnames | undefined): CustomHostnames {
  if (!hostnames) throw new ApiError(503, undefined, { message: DOMAIN_MESSAGES.notSwitchedOn })
  return hostnames
}

export async function listDomains(db: Db, company: Company): Promise<Domain[]> {
  const rows = await db.select().from(customDomains).where(eq(customDomains.companyId, company.id)).orderBy(asc(customDomains.id))
  return rows.map(domainOf)
}

async function domainRow(db: Db, company: Company, domainId: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.id, domainId), eq(customDomains.companyId, company.id)))
  if (!row) throw new ApiError(404)
  return row
}

/** Why `host` cannot be added by this home (its shape was checked by the body's schema), or undefined. */
async function claimProblem(db: Db, company: Company, host: string, cnameTarget: string): Promise<string | undefined> {
  const rule = hostProblem(host, cnameTarget)
  if (rule) return rule
  const [served] = await db.select().from(companyHosts).where(eq(companyHosts.host, host))
  const [claimed] = await db.select().from(customDomains).where(eq(customDomains.host, host))
  const owner = served?.companyId ?? claimed?.companyId
  if (owner !== undefined) return owner === company.id ? DOMAIN_MESSAGES.ownAlready : DOMAIN_MESSAGES.taken
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)` })
    .from(customDomains)
    .where(eq(customDomains.companyId, company.id))
  return count >= MAX_DOMAINS ? DOMAIN_MESSAGES.tooMany : undefined
}

function isHostConflict(error: unknown): boolean {
  const text = `${error instanceof Error ? error.message : ''} ${error instanceof Error && error.cause instanceof Error ? error.cause.message : ''}`
  return /UNIQUE constraint failed: custom_domains\.host/i.test(text)
}

/**
 * Adds a domain: checked (a real domain, not the platform's, not taken), created at the provider,
 * then saved with the records to add. A provider failure saves nothing; losing a race for the same
 * host to another home removes the hostname just made and answers "taken".
 */
export async function addDomain(
  db: Db,
  company: Company,
  userId: number,
  hostnames: CustomHostnames,
  host: string,
  now = new Date(),
): Promise<Domain> {
  const problem = await claimProblem(db, company, host, hostnames.cnameTarget)
  if (problem) throw invalidField('host', problem)
  let created: CustomHostname
  try {
    created = await hostnames.create(host)
  } catch (error) {
    throw providerFailure(error, 'create')
  }
  const checkedAt = now.toISOString()
  try {
    const [row] = await db
      .insert(customDomains)
      .values({
        companyId: company.id,
        host,
        providerId: created.id,
        status: created.status,
        sslStatus: created.sslStatus,
        records: withRouting(created, hostnames.cnameTarget),
        problems: created.problems,
        createdBy: userId,
        createdAt: checkedAt,
        checkedAt,
      })
      .returning()
    if (!row) throw new ApiError(500)
    return domainOf(await applyAnswer(db, row, created, hostnames.cnameTarget, now))
  } catch (error) {
    if (!isHostConflict(error)) throw error
    await hostnames.delete(created.id).catch((e: unknown) => console.error('api: custom hostname clean-up after a lost race failed', e))
    throw invalidField('host', (await claimProblem(db, company, host, hostnames.cnameTarget)) ?? DOMAIN_MESSAGES.taken)
  }
}

/**
 * Saves what the provider answered and makes `company_hosts` agree: the host is served while the
 * hostname is active, and not otherwise. `answer` undefined: the provider no longer has it.
 */
export async function applyAnswer(
  db: Db,
  row: Row,
  answer: CustomHostname | undefined,
  cnameTarget: string,
  now = new Date(),
): Promise<Row> {
  const status = answer?.status ?? 'deleted'
  const sslStatus = answer?.sslStatus ?? 'deleted'
  const active = status === 'active'
  const at = now.toISOString()
  const update = db
    .update(customDomains)
    .set({
      status,
      sslStatus,
      records: answer ? withRouting(answer, cnameTarget) : row.records,
      problems: answer?.problems ?? [],
      checkedAt: at,
      liveAt: row.liveAt ?? (active ? at : null),
    })
    .where(eq(customDomains.id, row.id))
    .returning()
  const hosts = active
    ? db.insert(companyHosts).values({ host: row.host, companyId: row.companyId }).onConflictDoNothing()
    : db.delete(companyHosts).where(and(eq(companyHosts.host, row.host), eq(companyHosts.companyId, row.companyId)))
  const [updated] = await db.batch([update, hosts])
  return updated[0] ?? row
}

/** The owner's "Check again": asks the provider now. */
export async function checkDomain(
  db: Db,
  company: Company,
  hostnames: CustomHostnames,
  domainId: number,
  now = new Date(),
): Promise<Domain> {
  const row = await domainRow(db, company, domainId)
  let answer: CustomHostname | undefined
  try {
    answer = await hostnames.get(row.providerId)
  } catch (error) {
    throw providerFailure(error, 'check', 'Cloudflare could not be asked just now. Nothing changed; please try again in a few minutes.')
  }
  return domainOf(await applyAnswer(db, row, answer, hostnames.cnameTarget, now))
}

/** Removes a domain at the provider, then here with its `company_hosts` row, in one batch; a provider failure changes nothing. */
export async function removeDomain(db: Db, company: Company, hostnames: CustomHostnames, domainId: number): Promise<void> {
  const row = await domainRow(db, company, domainId)
  try {
    await hostnames.delete(row.providerId)
  } catch (error) {
    throw providerFailure(error, 'delete', DOMAIN_MESSAGES.removeFailed)
  }
  await db.batch([
    db.delete(companyHosts).where(and(eq(companyHosts.host, row.host), eq(companyHosts.companyId, row.companyId))),
    db.delete(customDomains).where(eq(customDomains.id, row.id)),
  ])
}

/** A domain not yet live is checked again after this long; a live one once a day (to see one moved away). */
export const CHECK_PENDING_AFTER_MS = 10 * 60 * 1000
export const CHECK_LIVE_AFTER_MS = 24 * 60 * 60 * 1000
/** Domains checked per cron run, oldest check first: the provider's API allows about 1,200 calls in 5 minutes per account. */
export const CHECKS_PER_RUN = 25

/**
 * The cron's part (api/src/scheduled.ts, each minute): every home's domains due for a check, as
 * the owner's Check again would. A provider failure is logged and the rest go on; answers how
 * many were checked.
 */
export async function checkDueDomains(db: Db, hostnames: CustomHostnames | undefined, now = new Date()): Promise<number> {
  if (!hostnames) return 0
  const pendingBefore = new Date(now.getTime() - CHECK_PENDING_AFTER_MS).toISOString()
  const liveBefore = new Date(now.getTime() - CHECK_LIVE_AFTER_MS).toISOString()
  const due = await db
    .select()
    .from(customDomains)
    .where(
      or(
        and(
          or(ne(customDomains.status, 'active'), ne(customDomains.sslStatus, 'active'), isNull(customDomains.liveAt)),
          lt(customDomains.checkedAt, pendingBefore),
        ),
        lt(customDomains.checkedAt, liveBefore),
      ),
    )
    .orderBy(asc(customDomains.checkedAt))
    .limit(CHECKS_PER_RUN)
  // At once: a Worker runs six connections at a time and queues the rest; one failure stops none of the others.
  const outcomes = await Promise.allSettled(
    due.map(async (row) => applyAnswer(db, row, await hostnames.get(row.providerId), hostnames.cnameTarget, now)),
  )
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'rejected') {
      const reason: unknown = outcome.reason
      console.error(`api: the cron's check of custom domain ${due[i]?.id} failed`, reason instanceof Error ? reason.message : reason)
    }
  })
  return outcomes.filter((o) => o.status === 'fulfilled').length
}
